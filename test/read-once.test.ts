/**
 * Words are folded again and again (every line is asked for dates and header labels): a short word's folded form is
 * kept for the statement being read and handed out again; it must be the same answer every time, and again after the
 * table is emptied.
 */
import { describe, expect, it } from 'vitest';
import { fold, forgetFolds, monthFromName } from '../src/normalize/months.js';

describe('words read once', () => {
  it('folds a word the same way every time, short or long', () => {
    expect(fold('Févr.')).toBe('fevr');
    expect(fold('Févr.')).toBe('fevr');
    expect(monthFromName('Févr.')).toBe(2);
    const long = 'Überweisung Gutschrift Dezember 2024 Kontoführung.';
    expect(fold(long)).toBe('uberweisung gutschrift dezember 2024 kontofuhrung');
    expect(fold(long)).toBe(fold(long));
    forgetFolds();
    expect(fold('Févr.')).toBe('fevr');
  });
});
