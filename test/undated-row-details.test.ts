/**
 * A day's date printed once, rows centred on their figures line (random 1007578): a later row of the day starts its
 * figures line at its reference, right of the details column, and its details' last line stands under it in the
 * details column. That line went on no row (a continuation had to start right of the row's first word), so the row
 * after it, a single line of details and figures with no row open, was lost.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const ref = (r: string): Cell[] => [[r, 300, 340], ['Débit', 360, 385]];
const lines: Cell[][] = [
  [['Date', 36, 56], ['Libellé', 80, 110], ['Référence', 300, 345], ['Sens', 360, 380], ['Montant', 430, 460], ['Solde', 510, 535]],
  [['05/10', 36, 58], ['PRLV', 80, 100], ['SEPA', 104, 124], ...ref('SS6DSDL7'), right('823,00', 460), right('3 850,51', 535)],
  [['CB', 80, 90], ['SNCF', 94, 114]],
  [...ref('T66Q8YDE'), right('66,94', 460), right('3 783,57', 535)],
  [['INTERNET', 80, 118]],
  [['CB', 80, 90], ['LECLERC', 94, 128], ...ref('4ZW97DK9'), right('30,02', 460), right('3 753,55', 535)],
  [['06/10', 36, 58], ['CB', 80, 90], ['NETFLIX', 94, 128], ...ref('A8EXPDP8'), right('16,32', 460), right('3 737,23', 535)],
];

describe("a day's later row whose figures line starts at its reference", () => {
  it('keeps its details line under it, and the single-line row after it is read', () => {
    const rows = parseLayout([page(lines)], {}, 'first').rows;
    expect(rows.map((r) => `${r.amount} ${r.balance}`)).toEqual(['823,00 3 850,51', '66,94 3 783,57', '30,02 3 753,55', '16,32 3 737,23']);
    expect(rows[1]!.description.join(' ')).toContain('INTERNET');
  });
});
