/**
 * A speck of a word's ink that tesseract read as a character of its own, sure of it: a "1" a pixel wide and half the
 * line's height inside the box of "Rp" before a summary's closing balance (scan 11239). Joined to the line it was the
 * label's first figure, and the statement closed at Rp 1. One character inside another OCR word's box and well under
 * its height is no word, whatever its confidence; a word beside another keeps its place.
 */
import { describe, expect, it } from 'vitest';
import { groupLines } from '../src/text/group-lines.js';
import type { Word } from '../src/types.js';

const w = (text: string, x0: number, x1: number, y0: number, y1: number, confidence: number): Word => ({ text, x0, x1, y0, y1, confidence, size: y1 - y0 });

describe('OCR: one character inside another word\'s box', () => {
  it('is dropped where it is well under the word\'s height', () => {
    const words = [
      w('Saldo', 333.4, 353.3, 728.6, 735.1, 0.73), w('finale', 355.9, 374.6, 728.6, 735.1, 0.96),
      w('Rp', 500.2, 510.2, 728.9, 736.3, 0.93), w('1', 500.4, 501.4, 731.5, 734.9, 0.95), w('27.615.124', 512.4, 552.5, 728.6, 735.1, 0.9),
    ];
    expect(groupLines(words, 1).map((l) => l.words.map((x) => x.text))).toEqual([['Saldo', 'finale', 'Rp', '27.615.124']]);
  });

  it('is kept where it stands beside the word, or is as tall as it', () => {
    const beside = [w('Rp', 500.2, 510.2, 728.9, 736.3, 0.93), w('1', 511, 512, 731.5, 734.9, 0.95), w('27.615.124', 514.4, 552.5, 728.6, 735.1, 0.9)];
    expect(groupLines(beside, 1).map((l) => l.words.map((x) => x.text))).toEqual([['Rp', '1', '27.615.124']]);
    const tall = [w('Rp', 500.2, 510.2, 728.9, 736.3, 0.93), w('1', 500.4, 501.4, 729, 736, 0.95), w('27.615.124', 512.4, 552.5, 728.6, 735.1, 0.9)];
    expect(groupLines(tall, 1)[0]!.words.map((x) => x.text)).toContain('1');
  });
});
