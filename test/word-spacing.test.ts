/**
 * Fixed-width print read by OCR: word boxes hold ink, so a figure's space-grouped digits ("15 534,06") and a day
 * before its month ("1 cze 2024") stand a cell plus the glyphs' bearings apart, wider than a space in any other font.
 * The statement's own word spacing says the font is fixed-width (src/layout/word-spacing.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { monospacedPitch } from '../src/layout/word-spacing.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

const PITCH = 4.1;

/**
 * OCR words of lines laid out on a character grid, as a fixed-width font prints them: each word's box is its cells
 * less the ink's side bearings.
 */
function gridPage(lines: string[], pitch = PITCH, space = 1, ys?: number[]): PageText {
  const words: Word[] = [];
  lines.forEach((text, i) => {
    for (const m of text.matchAll(/\S+/g)) {
      const w = m[0];
      // `space` < 1 draws proportional spacing: the gaps between words shrink to that share of a cell.
      const col = m.index! - (1 - space) * (text.slice(0, m.index!).match(/ /g)?.length ?? 0);
      words.push({ text: w, x0: 36 + col * pitch + bearing(w[0]!), x1: 36 + (col + w.length) * pitch - bearing(w[w.length - 1]!), y0: ys?.[i] ?? 100 + 14 * i, y1: (ys?.[i] ?? 100 + 14 * i) + 4.5, confidence: 0.93, size: 4.5 });
    }
  });
  return { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
}

/** White beside a glyph's ink in its cell: a "1" is narrow, capitals fill the cell. */
const bearing = (c: string) => (c === '1' ? 1 : /\p{Lu}/u.test(c) ? 0.1 : /\p{Ll}/u.test(c) ? 0.5 : 0.7);

const STATEMENT = [
  'Data          Opis                                 Kwota          Saldo',
  '              Saldo otwarcia                                 15 549,64',
  '28 maj 2024   BLIK PRZELEW NA TELEFON ANNA          -15,58    15 534,06',
  '1 cze 2024    PRZELEW OD PIOTR ZIELINSKI           9 035,38   24 569,44',
  '6 cze 2024    ZAKUP PRZY UZYCIU KARTY BIEDRONKA   -1 386,04   23 183,40',
];

describe('fixed-width print read by OCR', () => {
  it('reads space-grouped figures and a one-digit day whose parts stand a cell and more apart', () => {
    const rows = parseLayout([gridPage(STATEMENT)], {}, 'first').rows;
    expect(rows.map((r) => [r.dates[0], r.amount, r.balance])).toEqual([
      ['28 maj 2024', '-15,58', '15 534,06'],
      ['1 cze 2024', '9 035,38', '24 569,44'],
      ['6 cze 2024', '-1 386,04', '23 183,40'],
    ]);
  });

  it('reads a summary printed across, its labels over space-grouped figures', () => {
    const summary = [
      'Saldo poczatkowe     Suma obciazen      Suma uznan         Saldo zamkniecia',
      '   15 549,64 PLN        15,58 PLN       9 035,38 PLN        24 569,44 PLN',
      '',
      ...STATEMENT.filter((l) => !l.includes('otwarcia')),
    ];
    const facts = parseLayout([gridPage(summary)], {}, 'first').summary;
    expect([facts.opening_balance, facts.total_debits, facts.total_credits, facts.closing_balance]).toEqual(['15 549,64 PLN', '15,58 PLN', '9 035,38 PLN', '24 569,44 PLN']);
  });

  it('tells fixed-width spacing from proportional by the gaps between words of letters', () => {
    expect(monospacedPitch([gridPage(STATEMENT)])).toBeCloseTo(PITCH - 0.2 / 4, 0);
    // The same words with the half-cell spaces of a proportional font: no pitch, figures keep the usual allowance.
    expect(monospacedPitch([gridPage(STATEMENT, PITCH, 0.55)])).toBeUndefined();
    // A text layer's boxes are advance boxes, read by their own rule.
    expect(monospacedPitch([{ ...gridPage(STATEMENT), source: 'text' }])).toBeUndefined();
  });
});

describe('fixed-width print read by OCR: rows apart by more than twice the ink\'s height', () => {
  // Scan 11183: a card's purchases, the date printed on a day's first row only, each row's amount on its last line,
  // rows 14 pt apart and a row's lines 10 (Courier at ~6.8 pt, its capitals 4.5 pt of ink). Measured by the ink's
  // height, the gap after a day's first row ended the list: the day's other rows were read as no rows at all.
  const lines = [
    'Data          Descricao                                  Debito',
    '27.12.2024    PREMIER INN 5520 YORK',
    '              DKK 104,23 @ 0,9090                         94,75',
    '              TESCO STORES 2214 LONDON',
    '              DKK 11,98 @ 0,8548                          10,24',
    '              UBER TRIP HELP UBER COM                     12,84',
    '28.12.2024    EASYJET AIRLINE LUTON',
    '              USD 116,62 @ 1,2658                        147,62',
  ];
  const ys = [86, 100, 110, 124, 134, 148, 162, 172];

  it('reads every row of the day', () => {
    const rows = parseLayout([gridPage(lines, PITCH, 1, ys)], {}, 'last').rows;
    expect(rows.map((r) => [r.dates[0], r.debit ?? r.amount])).toEqual([
      ['27.12.2024', '94,75'],
      ['27.12.2024', '10,24'],
      ['27.12.2024', '12,84'],
      ['28.12.2024', '147,62'],
    ]);
  });
});
