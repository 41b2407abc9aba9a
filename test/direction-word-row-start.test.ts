/**
 * A statement that prints the date on a day's first row only and a direction word ("Debit" / "Credit") in a column
 * after it, read by OCR: a row whose amount lost its separator ("2764" for 27,64) or could not be read was taken for
 * details of the row above, which then held two direction words and took neither (scanned random 10912, GBP, "Debit"
 * rows read as credits, a salary row lost without a word). A line with a direction word in the column, under a row
 * that has its own there, starts a row; a digit run ending where the table's figures end is its amount, and a row
 * no amount joins is reported as a line a row may be missing from (generic-parser, line-cells `atEdge`).
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

type Cell = [string, number, number, number?];
const word = (text: string, x0: number, x1: number, y: number, confidence = 0.93): Word => ({ text, x0, x1, y0: y, y1: y + 8, confidence, size: 8 });
function page(rows: Cell[][]): PageText {
  const words = rows.flatMap((r, i) => r.map(([t, x0, x1, conf]) => word(t, x0, x1, 100 + 14 * i, conf)));
  return { page_number: 1, width: 595, height: 842, type: 'scanned', source: 'ocr', lines: groupLines(words, 1) };
}
/** A row's line: its date (or none), its direction word, its details and its figure ending at x = 553. */
const line = (date: string | null, dir: string, details: string, figure: string, conf = 0.93, end = 553): Cell[] => [
  ...(date ? [[date, 36, 76] as Cell] : []),
  [dir, 106, 128],
  ...details.split(' ').map((t, k): Cell => [t, 199 + 40 * k, 199 + 40 * k + 5 * t.length]),
  [figure, end - 5 * figure.length, end, conf],
];

describe('a row started by its direction word', () => {
  const rows: Cell[][] = [
    line('2024-03-08', 'Debit', 'Visa Stan.com.au', '12,79'),
    line(null, 'Debit', 'Visa Woolworths', '118,05'),
    line(null, 'Credit', 'Transfer Thompson', '477,56'),
    line(null, 'Debit', 'Visa Coles', '61,56'),
    line('2024-03-07', 'Debit', 'Visa Grilld', '25,78'),
    line(null, 'Debit', 'Visa Woolworths', '2764', 0.8),
    line(null, 'Credit', 'Salary Kookaburra', '35?28!', 0.5),
    line(null, 'Debit', 'Visa Coles', '8,09'),
    line('2024-03-06', 'Debit', 'Visa Grilld', '54,97'),
    line('2024-03-05', 'Debit', 'Visa Ampol', '105,42'),
  ];
  it('is a row of its own, with the figure that lost its separator as its amount', () => {
    const g = parseGeneric([page(rows)]);
    expect(g.rows.map((r) => [r.dates[0], r.amount])).toEqual([
      ['2024-03-08', '12,79'], ['2024-03-08', '118,05'], ['2024-03-08', '477,56'], ['2024-03-08', '61,56'],
      ['2024-03-07', '25,78'], ['2024-03-07', '27.64'], ['2024-03-07', '8,09'], ['2024-03-06', '54,97'], ['2024-03-05', '105,42'],
    ]);
    // The row whose amount could not be read is said, not folded into the row above.
    expect(g.unreadLines.map((l) => l.text)).toEqual([expect.stringMatching(/^Credit +Salary +Kookaburra/)]);
    expect(g.rows.every((r) => !r.description.join(' ').includes('Salary'))).toBe(true);
  });

  it('does not start a row at a details line that holds no direction word in the column', () => {
    const withDetails = [...rows.slice(0, 2), [['Ref', 199, 212], ['4411', 216, 236]] as Cell[], ...rows.slice(2, 5)];
    const g = parseGeneric([page(withDetails)]);
    expect(g.rows).toHaveLength(5);
    expect(g.rows[1]!.description.join(' ')).toMatch(/Woolworths.*Ref 4411/);
  });
});
