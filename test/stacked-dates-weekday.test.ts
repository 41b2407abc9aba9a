/**
 * A date column right of the details printing the booking date with its weekday over the value date ("mer. 4 juin
 * 2025" over "6 juin 2025", the figures on the second line). Measured where the date starts, the first line's date
 * stood a weekday right of the second's, so the statement was not taken for one printing date pairs: every row took
 * its value date as its date, the booking date went into the details, and the statement reconciled with every date
 * wrong (never-used random 1003567, the one silent error of the set 1003300 x300).
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

const at = (y: number, ws: [string, number, number][]): Word[] => ws.map(([text, x0, x1]) => ({ text, x0, x1, y0: y, y1: y + 6, size: 6, confidence: 1 }));

function page(rows: [string, string, string, string, string, string][]): PageText {
  const words: Word[] = [
    ...at(200, [['Libellé', 36, 61], ['Réf.', 308, 323], ['Date', 364, 380], ['opé.', 382, 400], ['Somme', 442, 471], ['D/C', 480, 494], ['Solde', 506, 526], ['courant', 528, 559]]),
    ...at(208, [['Valeur', 364, 388]]),
  ];
  rows.forEach(([details, ref, weekday, booked, value, amount], k) => {
    const y = 225 + 27 * k;
    const [d, m, yr] = booked.split(' ');
    words.push(...at(y, [[details, 36, 120], [ref, 308, 347], [weekday, 364, 378], [d!, 382, 385], [m!, 389, 403], [yr!, 407, 421]]));
    const [d2, m2, y2] = value.split(' ');
    words.push(...at(y + 9, [[d2!, 364, 368], [m2!, 372, 386], [y2!, 390, 404], [amount, 450, 471], ['D', 485, 489], [String(1000 - k), 530, 559]]));
  });
  return { page_number: 1, width: 595, height: 842, type: 'digital', source: 'text', lines: groupLines(words, 1) };
}

describe('booking dates with their weekday over value dates, in a date column right of the details', () => {
  it('reads each row with its booking date first and its value date second', () => {
    const p = page([
      ['CB FNAC', 'PQM7HVXZ', 'lun.', '2 juin 2025', '2 juin 2025', '153,80'],
      ['CB SNCF', 'K85K55TS', 'mer.', '4 juin 2025', '6 juin 2025', '84,08'],
      ['PRLV FONCIA', 'H3DVU69V', 'jeu.', '5 juin 2025', '8 juin 2025', '878,00'],
      ['CB PAUL', 'R2ZWTQ57', 'ven.', '6 juin 2025', '6 juin 2025', '2,28'],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.dates)).toEqual([
      ['2 juin 2025', '2 juin 2025'],
      ['4 juin 2025', '6 juin 2025'],
      ['5 juin 2025', '8 juin 2025'],
      ['6 juin 2025', '6 juin 2025'],
    ]);
  });
});
