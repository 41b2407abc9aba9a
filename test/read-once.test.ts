/**
 * Words are read again and again (every join of a line's last words, both row styles, every candidate reading's
 * rows): a figure's reading and a word's folded form are kept and handed out again. What is handed out twice must be
 * the same answer, and must not be changeable by one caller for the next.
 */
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../src/normalize/amount.js';
import { fold, monthFromName } from '../src/normalize/months.js';

describe('figures read once', () => {
  it('gives the same Amount for the same text, and it cannot be changed', () => {
    const a = parseAmount('1,234.56 CR');
    expect(a).toMatchObject({ value: 1234.56, marker: 'CR' });
    expect(parseAmount('1,234.56 CR')).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(() => {
      (a as { value: number }).value = 1;
    }).toThrow(TypeError);
    expect(parseAmount('1,234.56 CR')!.value).toBe(1234.56);
  });

  it('keeps each reading of figures apart: whole amounts, grouped or not, and two-decimal ones', () => {
    expect(parseAmount('1250')).toBeUndefined();
    expect(parseAmount('1250', { integers: true })?.value).toBe(1250);
    expect(parseAmount('1250', { integers: true, grouped: true })).toBeUndefined();
    expect(parseAmount('1250')).toBeUndefined();
    expect(parseAmount('1.250', { integers: true, grouped: true })?.raw).toBe('1250.00');
    expect(parseAmount('1.250')).toBeUndefined();
  });

  it('folds a word the same way every time, short or long', () => {
    expect(fold('Févr.')).toBe('fevr');
    expect(fold('Févr.')).toBe('fevr');
    expect(monthFromName('Févr.')).toBe(2);
    const long = 'Überweisung Gutschrift Dezember 2024 Kontoführung.';
    expect(fold(long)).toBe('uberweisung gutschrift dezember 2024 kontofuhrung');
    expect(fold(long)).toBe(fold(long));
  });
});
