/**
 * Statements printed by section (money in, money out, cheques) whose rows each print the running balance: the
 * balances run in the order the rows happened, which is a merge of the sections by date that the balances settle
 * (src/normalize/section-order.ts).
 */
import { describe, expect, it } from 'vitest';
import { sectionOrder } from '../src/normalize/section-order.js';
import type { Transaction } from '../src/types.js';

const tx = (date: string, debit: number, credit: number, balance: number | null): Transaction => ({
  date, description: `${date} ${debit || credit}`, debit, credit, balance, category: 'other', reference: null, page_number: 1, value_date: null, confidence: 1,
});

const amounts = (txs: Transaction[] | undefined) => txs?.map((t) => `${t.date.slice(8)} ${t.credit ? '+' : '-'}${t.debit || t.credit}`);

describe('rows printed by section, in the order of their balances', () => {
  // Opening 1000. Happened: 01 -50 (950), 02 +500 (1450), 02 -20 (1430), 05 -30 cheque (no balance), 06 -100 (1300).
  const deposits = [tx('2024-03-02', 0, 500, 1450)];
  const withdrawals = [tx('2024-03-01', 50, 0, 950), tx('2024-03-02', 20, 0, 1430), tx('2024-03-06', 100, 0, 1300)];
  const cheques = [tx('2024-03-05', 30, 0, null)];

  it('merges the sections by date, the balances deciding between rows of one day', () => {
    const printed = [...deposits, ...withdrawals, ...cheques];
    const merged = sectionOrder(printed, [0, 1, 1, 1, 2], 1000, [1, -1]);
    expect(amounts(merged)).toEqual(['01 -50', '02 +500', '02 -20', '05 -30', '06 -100']);
  });

  it('puts the withdrawal first where the balances say it came first on a shared day', () => {
    // Same day, the withdrawal first: 1000 - 50 = 950, - 20 = 930, + 500 = 1430.
    const dep = [tx('2024-03-02', 0, 500, 1430)];
    const wd = [tx('2024-03-01', 50, 0, 950), tx('2024-03-02', 20, 0, 930)];
    const merged = sectionOrder([...dep, ...wd], [0, 1, 1], 1000, [1, -1]);
    expect(amounts(merged)).toEqual(['01 -50', '02 -20', '02 +500']);
  });

  it('places a cheque list printed across, by number, by its dates', () => {
    const chequesAcross = [tx('2024-03-07', 10, 0, null), tx('2024-03-03', 30, 0, null)];
    const wd = [tx('2024-03-01', 50, 0, 950), tx('2024-03-04', 20, 0, 900), tx('2024-03-08', 100, 0, 790)];
    const merged = sectionOrder([...wd, ...chequesAcross], [0, 0, 0, 1, 1], 1000, [1, -1]);
    expect(amounts(merged)).toEqual(['01 -50', '03 -30', '04 -20', '07 -10', '08 -100']);
  });

  it('places cheques of one day in the order the balances need, not the order of their numbers (random 1018464)', () => {
    // Happened on the 3rd: cheque -300, card -20 (balance 680), cheque -10, card -5 (665). The cheques print by
    // number, -10 first: in printed order no merge chained, and the statement stayed in printed order, 21 breaks.
    const cards = [tx('2024-03-01', 0, 0, 1000), tx('2024-03-03', 20, 0, 680), tx('2024-03-03', 5, 0, 665)];
    const cheques = [tx('2024-03-03', 10, 0, null), tx('2024-03-03', 300, 0, null)];
    const merged = sectionOrder([...cards, ...cheques], [0, 0, 0, 1, 1], 1000, [1, -1]);
    expect(amounts(merged)).toEqual(['01 -0', '03 -300', '03 -20', '03 -10', '03 -5']);
  });

  it('cuts a table where its dates step back: the next section went on under the same table after a page break', () => {
    const printed = [...withdrawals, ...deposits, ...cheques];
    // The reader gave the deposits the withdrawals' table (no header between them).
    const merged = sectionOrder(printed, [4, 4, 4, 4, 5], 1000, [1, -1]);
    expect(amounts(merged)).toEqual(['01 -50', '02 +500', '02 -20', '05 -30', '06 -100']);
  });

  it('merges sections printed newest first', () => {
    const printed = [...deposits, ...[...withdrawals].reverse(), ...cheques];
    const merged = sectionOrder(printed, [0, 1, 1, 1, 2], 1000, [1, -1]);
    expect(amounts(merged)).toEqual(['06 -100', '05 -30', '02 -20', '02 +500', '01 -50']);
  });

  it('leaves the printed order where it chains already, where no merge chains, and where rows have no table', () => {
    const inOrder = [withdrawals[0]!, deposits[0]!, withdrawals[1]!, cheques[0]!, withdrawals[2]!];
    expect(sectionOrder(inOrder, [0, 1, 0, 2, 0], 1000, [1, -1])).toBeUndefined();
    // A balance misprinted (1431): no order of the sections makes every balance follow.
    const misprint = [tx('2024-03-02', 0, 500, 1450), tx('2024-03-01', 50, 0, 950), tx('2024-03-02', 20, 0, 1431)];
    expect(sectionOrder(misprint, [0, 1, 1], 1000, [1, -1])).toBeUndefined();
    expect(sectionOrder([...deposits, ...withdrawals], [undefined, 1, 1, 1], 1000, [1, -1])).toBeUndefined();
  });
});
