/**
 * Figures printed after a two-glyph currency sign ("S$") that OCR garbled into digit-like glyphs ("$510.69" for
 * S$10.69, "5569.47" for S$69.47, "881,836.92" for S$1,836.92; scanned random 11319, 10821): each word is read by its
 * width, measured against the statement's own figures read cleanly with the sign (src/text/sign-width.ts).
 */
import { describe, expect, it } from 'vitest';
import { figuresBySignWidth } from '../src/text/sign-width.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

// Helvetica-like: a digit 4.2 wide, a separator half that, "S$" 9.2 (S a little wider than a digit).
const DIGIT = 4.2;
const SIGN = 9.2;
const width = (printed: string) => SIGN + DIGIT * ((printed.match(/\d/g)?.length ?? 0) + 0.5 * (printed.match(/[.,]/g)?.length ?? 0));

/** One row per entry: the OCR text of its amount word and the figure printed after "S$" (the word's true width). */
function page(amounts: [read: string, printed: string][], extra: Word[] = []): PageText {
  const words: Word[] = amounts.flatMap(([read, printed], i) => {
    const y = 150 + 14 * i;
    return [
      { text: `0${(i % 9) + 1}/05/2024`, x0: 36, x1: 76, y0: y, y1: y + 9, size: 9, confidence: 0.9 },
      { text: 'PURCHASE', x0: 100, x1: 140, y0: y, y1: y + 9, size: 9, confidence: 0.9 },
      { text: read, x0: 560 - width(printed), x1: 560, y0: y, y1: y + 9, size: 9, confidence: 0.8 },
    ];
  });
  return { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines([...words, ...extra], 1) };
}
const amountsOf = (p: PageText) => p.lines.map((l) => l.words[l.words.length - 1]!.text);

const CLEAN: [string, string][] = [
  ['S$12.16', '12.16'],
  ['S$144.04', '144.04'],
  ['S$113.00', '113.00'],
  ['S$7.25', '7.25'],
  ['S$1,204.50', '1,204.50'],
];

describe('figures after a garbled currency sign, read by their width', () => {
  it('are the figure the width leaves room for after the sign', () => {
    const p = page([...CLEAN, ['$510.69', '10.69'], ['5569.47', '69.47'], ['881,836.92', '1,836.92'], ['S$5118.68', '118.68'], ['-$568.93', '68.93'], ['$$380.93', '380.93']]);
    // A minus a little over half a digit wide.
    const minus = p.lines[9]!.words[2]!;
    minus.x0 -= 0.6 * DIGIT;
    expect(amountsOf(figuresBySignWidth([p])[0]!).slice(5)).toEqual(['S$10.69', 'S$69.47', 'S$1,836.92', 'S$118.68', '-S$68.93', 'S$380.93']);
  });

  it('leave a table of bare figures alone where only a few figures print the sign', () => {
    const bare: [string, string][] = ['5588.10', '8885.20', '5852.75', '5569.47', '120.00', '64.30', '510.69', '45.00'].map((t) => [t, t]);
    // Bare figures are as wide as their glyphs: no room for a sign.
    const p = page([...CLEAN.slice(0, 4), ...bare]);
    for (const l of p.lines.slice(4)) {
      const w = l.words[2]!;
      w.x0 = 560 - DIGIT * ((w.text.match(/\d/g)?.length ?? 0) + 0.5);
    }
    expect(figuresBySignWidth([p])[0]).toBe(p);
  });

  it('read a word as wide as the sign and all its digits whole, leave one whose width fits no reading, and do not touch the caller\'s pages', () => {
    const p = page([...CLEAN, ['$510.69', '510.69'], ['5569.47', '9.47']]);
    const before = amountsOf(p);
    const out = figuresBySignWidth([p])[0]!;
    // "$510.69" as wide as S$510.69: the S was lost, the digits are all the figure's. "5569.47" as wide as S$9.47:
    // "556" are no glyphs of the sign (6 is none), so no reading fits and the word stays as read.
    expect(amountsOf(out).slice(5)).toEqual(['S$510.69', '5569.47']);
    expect(amountsOf(p)).toEqual(before);
  });

  it('leave a column of bare balances beside amounts printed with the sign alone', () => {
    const rows: [string, string, string][] = [
      ['S$12.16', '12.16', '558.40'],
      ['S$144.04', '144.04', '414.36'],
      ['S$113.00', '113.00', '301.36'],
      ['S$7.25', '7.25', '294.11'],
      ['S$1,204.50', '1,204.50', '5,498.61'],
      ['5569.47', '69.47', '5,429.14'],
      ['$$20.00', '20.00', '5,409.14'],
    ];
    const words: Word[] = rows.flatMap(([read, printed, balance], i) => {
      const y = 150 + 14 * i;
      const bare = DIGIT * ((balance.match(/\d/g)?.length ?? 0) + 0.5 * (balance.match(/[.,]/g)?.length ?? 0));
      return [
        { text: 'PURCHASE', x0: 100, x1: 140, y0: y, y1: y + 9, size: 9, confidence: 0.9 },
        { text: read, x0: 480 - width(printed), x1: 480, y0: y, y1: y + 9, size: 9, confidence: 0.8 },
        { text: balance, x0: 560 - bare, x1: 560, y0: y, y1: y + 9, size: 9, confidence: 0.8 },
      ];
    });
    const p: PageText = { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
    const out = figuresBySignWidth([p])[0]!;
    expect(out.lines.map((l) => [l.words[1]!.text, l.words[2]!.text]).slice(4)).toEqual([
      ['S$1,204.50', '5,498.61'],
      ['S$69.47', '5,429.14'],
      ['S$20.00', '5,409.14'],
    ]);
    expect(out.lines[0]!.words[2]!.text).toBe('558.40');
  });
});
