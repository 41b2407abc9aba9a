/**
 * An exchange rate ending a row's details right before its amount (scanned random 9609, SEK: "CAD 36.45 Kurs 16.1287
 * 587.89" under Debet/Insättning labels, rows printing their value date on a line under the booking date):
 * "16.1287" does not parse as money, and its OCR reading as a figure that lost its separator made it 1612.87, a
 * second figure, so the row became a debit of 1612.87 and a credit of 587.89. An OCR word that ends before every
 * money label begins is in the details: the line's amounts end there.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText } from '../src/types.js';

// The second page's lines as OCR placed them: [y, [text, x0, x1]...], words 6 pt tall.
const LINES: [number, [string, number, number][]][] = [
      [69, [['Transaktionsdag',36,99], ['Specifikation',128,177], ['Debet',454,476], ['inséttning',518,556]]],
      [78, [['Valuta',36,60], ['(SEK)',454,475]]],
      [97, [['21.02.2024',36,76], ['KORTKOP',129,166], ['SL',169,178], ['ACCESS',181,213], ['STOCKHOLM',216,265], ['146.74',455,478]]],
      [107, [['23.02.2024',36,76]]],
      [121, [['21.02.2024',36,76], ['SWISH',129,154], ['SARA',157,178], ['NILSSON',181,215], ['145.96',455,478]]],
      [131, [['23.02.2024',36,76]]],
      [145, [['20.02.2024',36,76], ['UTTAG',128,153], ['BANKOMAT',156,199], ['5782',202,219], ['890.66',454,478]]],
      [155, [['23.02.2024',36,76]]],
      [169, [['20.02.2024',36,76], ['SWISH',129,154], ['FRAN',157,178], ['OSKAR',181,208], ['BERG',211,233], ['793.33',519,542]]],
      [179, [['20.02.2024',36,76]]],
      [193, [['17.02.2024',36,76], ['SWISH',129,154], ['FRAN',157,178], ['SARA',181,202], ['NILSSON',205,239], ['256.30',519,542]]],
      [203, [['20.02.2024',36,76]]],
      [217, [['16.02.2024',36,76], ['SWISH',128,154], ['SARA',157,178], ['NILSSON',181,215], ['CAD',218,234], ['36.45',237,256], ['Kurs',260,275], ['16.1287',278,306], ['587.89',454,478]]],
      [227, [['17.02.2024',36,76]]],
      [241, [['16.02.2024',37,76], ['SWISH',129,154], ['FRAN',157,178], ['OSKAR',181,208], ['BERG',211,233], ['231.58',519,542]]],
      [251, [['18.02.2024',36,76]]],
];

const rows = (rate: string) => {
  const words = LINES.flatMap(([y, ws]) => ws.map(([t, x0, x1]) => ({ text: t === '16.1287' ? rate : t, x0, x1, y0: y, y1: y + 6, size: 6, confidence: 0.95 })));
  // As on the page, OCR doubted the credit label and offered its spelling among other readings.
  Object.assign(words.find((w) => w.text === 'inséttning')!, { confidence: 0.59, alternatives: ['Inséttning', 'insdttning', 'insittning'] });
  const page: PageText = { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
  return interpret([page]).built.transactions.filter((t) => t.description.includes('CAD')).map((t) => [t.debit, t.credit]);
};

describe('OCR: a figure in the details that does not parse as money', () => {
  it('is not read as a figure that lost its separator', () => {
    expect(rows('16.1287')).toEqual([[587.89, 0]]);
  });
});
