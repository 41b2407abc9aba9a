/**
 * A currency sign written in letters, glued before every figure ("Rs.638.07"), that tesseract misread by one glyph
 * ("Ras.638.07", "Ra,326.71", "R8.42,776.26"), and a speck read as a second separator before the decimals
 * ("Rs.7,227,.89"): the figure was unread, the row's balance taken for its amount (scanned random 11555: 29 of 34
 * rows exact, the chain broken).
 */
import { describe, expect, it } from 'vitest';
import { ocrReading } from '../src/layout/line-cells.js';
import { figureAfterLetterSign } from '../src/normalize/ocr-money-sign.js';
import type { Word } from '../src/types.js';

const w = (text: string, alternatives?: string[]): Word => ({ text, x0: 500, x1: 550, y0: 0, y1: 8, size: 8, confidence: 0.6, ...(alternatives ? { alternatives } : {}) });

describe('a sign written in letters, misread by a glyph', () => {
  it('is the sign before a figure with its two decimals', () => {
    expect(ocrReading(w('Ras.638.07', ['Rss.638.07', 'Raa.638.07']))?.value).toBe(638.07);
    expect(ocrReading(w('Ra,326.71'))?.value).toBe(326.71);
    expect(ocrReading(w('R8.42,776.26', ['RB.42,776.26']))?.value).toBe(42776.26);
    expect(ocrReading(w('-Rs,2,298.35'))?.value).toBe(2298.35);
    expect(ocrReading(w('-Rs,2,298.35'))?.negative).toBe(true);
  });

  it('is no sign two glyphs away from every one, nor before a figure without its decimals', () => {
    expect(figureAfterLetterSign('Ref.638.07')).toBeUndefined();
    expect(figureAfterLetterSign('No.123.45')).toBeUndefined();
    expect(figureAfterLetterSign('Ras.63807')).toBeUndefined();
    expect(ocrReading(w('Ref.638.07'))).toBeUndefined();
  });
});

describe('a second separator before the decimals', () => {
  it('is a speck: the separator next to the decimals is the figure\'s', () => {
    expect(ocrReading(w('Rs.7,227,.89', ['Rs.7,227,,89']))?.value).toBe(7227.89);
  });
});

describe('a sign of letters glued before a figure read right (scanned random 12440, "kr57572 DR")', () => {
  it('is the sign, not a slip of it that takes the figure\'s first digit', () => {
    // "kr1" is one glyph from "kr": read as a slip, 19774,88 lost its first digit.
    expect(ocrReading(w('kr19774,88'))?.value).toBe(19774.88);
  });

  it('marks the digits after it as money whose separator OCR lost', () => {
    expect(ocrReading(w('kr57572'), 'DR', true)?.value).toBe(575.72);
    expect(ocrReading(w('kr57572'))?.value).toBe(575.72);
    // A bare digit run stays no figure.
    expect(ocrReading(w('57572'))).toBeUndefined();
  });
});
