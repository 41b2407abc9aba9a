/**
 * A later page without a header, printed in another frame than its header's page (a narrower first page beside a box,
 * a wider later one), that shows fewer figure edges than the header's page: a page of debits only prints one column
 * of figures, and geometry cannot say whether it is the debit or the credit column (random layout 1014339: page 2's
 * debits, read at the table's right edge, were all credits, and the statement missed its closing by twice their sum).
 * The usual pairing (the page's right edge is the table's) is read first; each other pairing is read too and taken
 * only where the statement reconciles so and not the usual way.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from '../src/interpret/search.js';
import { right, textLayerPage } from './support/text-page.js';
import type { PageText } from '../src/types.js';

type Cell = [string, number, number];
const onPage = (p: PageText, n: number): PageText => ({ ...p, page_number: n, lines: p.lines.map((l) => ({ ...l, page_number: n })) });

/** Page 1: the header over a table ending at 428 (debits end at 386, credits at 428); page 2: one column ending at 488. */
function statement(closing: string, secondPage: 'debits' | 'credits'): PageText[] {
  const first = textLayerPage([
    [['Opening', 71, 101], ['balance', 104, 131], right('1,000.00', 300)],
    [['Closing', 71, 99], ['balance', 102, 129], right(closing, 300)],
    [],
    [['Date', 71, 86], ['Details', 122, 148], ['Debit', 362, 386], ['Credit', 402, 428]],
    [['02/05/2025', 71, 110], ['SALARY', 122, 150], right('100.00', 428)],
    [['03/05/2025', 71, 110], ['GROCER', 122, 150], right('10.00', 386)],
    [['04/05/2025', 71, 110], ['REFUND', 122, 150], right('200.00', 428)],
    [['05/05/2025', 71, 110], ['FUEL', 122, 140], right('20.00', 386)],
    [['06/05/2025', 71, 110], ['TRANSFER', 122, 160], right('300.00', 428)],
    [['07/05/2025', 71, 110], ['RENT', 122, 140], right('35.00', 386)],
  ]);
  const second = onPage(
    textLayerPage(
      ['5.00', '6.00', '7.00', '8.00'].map((amount, k): Cell[] => [[`1${k}/05/2025`, 36, 75], [secondPage === 'debits' ? 'CARD PURCHASE' : 'DEPOSIT', 116, 170], right(amount, 488)]),
    ),
    2,
  );
  return [first, second];
}

describe('a headerless page of one figure column in another frame', () => {
  it('reads its figures in the column the statement reconciles with (debits, not the table\'s right edge)', () => {
    // 1,000.00 + 600.00 - 65.00 - 26.00
    const { built, rec, interpretation } = interpret(statement('1,509.00', 'debits'));
    expect(built.transactions.filter((t) => t.page_number === 2).map((t) => [t.debit, t.credit])).toEqual([[5, 0], [6, 0], [7, 0], [8, 0]]);
    expect(rec.status).toBe('reconciled');
    expect(interpretation.frame_edge).toBe(1);
  });

  it('keeps the usual pairing where the statement reconciles with it (a page of credits)', () => {
    const { built, rec, interpretation } = interpret(statement('1,561.00', 'credits'));
    expect(built.transactions.filter((t) => t.page_number === 2).map((t) => [t.debit, t.credit])).toEqual([[0, 5], [0, 6], [0, 7], [0, 8]]);
    expect(rec.status).toBe('reconciled');
    expect(interpretation.frame_edge).toBeUndefined();
  });

  it('takes no other pairing that does not reconcile either', () => {
    const { built, rec, interpretation } = interpret(statement('1,900.00', 'debits'));
    expect(built.transactions.filter((t) => t.page_number === 2).map((t) => [t.debit, t.credit])).toEqual([[0, 5], [0, 6], [0, 7], [0, 8]]);
    expect(rec.status).toBe('discrepancy');
    expect(interpretation.frame_edge).toBeUndefined();
  });
});
