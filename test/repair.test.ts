import { describe, expect, it } from 'vitest';
import { plausibleMisread, repairFromChain } from '../src/reconcile/repair.js';
import { buildTransactions } from '../src/normalize/build-transactions.js';
import type { LayoutResult, RawRow, Transaction, Word } from '../src/types.js';

const tx = (debit: number, credit: number, balance: number | null, confidence = 0.9): Transaction => ({
  date: '2024-03-01', description: 'x', debit, credit, balance, category: 'other', reference: null, page_number: 1, value_date: null, confidence,
});
const word = (text: string, alternatives: string[] = []): Word => ({ text, x0: 0, x1: 1, y0: 0, y1: 1, confidence: 0.6, size: 8, alternatives });

describe('repairFromChain', () => {
  it('fixes a misread amount digit that the balance and the next balance confirm', () => {
    // 100.00 - 28.50 = 71.50; OCR read 23.50 (8 -> 3).
    const txs = [tx(23.5, 0, 71.5), tx(10, 0, 61.5)];
    expect(repairFromChain(txs, [{}, {}], 100, false, 1)).toBe(1);
    expect(txs[0]).toMatchObject({ debit: 28.5, credit: 0 });
    expect(txs[0]!.corrections![0]).toMatch(/28\.50 follows/);
  });

  it('fixes a misread balance when the next balance confirms the amount', () => {
    const txs = [tx(28.5, 0, 77.5), tx(10, 0, 61.5)]; // 71.50 read as 77.50
    expect(repairFromChain(txs, [{}, {}], 100, false, 1)).toBe(1);
    expect(txs[0]!.balance).toBe(71.5);
  });

  it('uses the recogniser\'s alternatives for larger differences', () => {
    const txs = [tx(12.5, 0, 71.5), tx(10, 0, 61.5)];
    expect(repairFromChain(txs, [{ amount: word('12.50', ['28.50']) }, {}], 100, false, 1)).toBe(1);
    expect(txs[0]!.debit).toBe(28.5);
  });

  it('fills a balance OCR could not read when the next balance or the printed closing settles it, and no other', () => {
    const lost = { balanceUnread: '3.29727. £ Cr' };
    // Middle row: 71.50 - 10.00 = 61.50, and the next balance 51.50 follows from it.
    const middle = [tx(28.5, 0, 71.5), tx(10, 0, null), tx(10, 0, 51.5)];
    expect(repairFromChain(middle, [{}, lost, {}], 100, false, 1)).toBe(1);
    expect(middle[1]!.balance).toBe(61.5);
    expect(middle[1]!.corrections![0]).toMatch(/balance not read by OCR \("3\.29727\. £ Cr"\); 61\.50 follows from the previous balance and the next/);
    // Last row: the printed closing settles it; a closing that does not agree (a row lost after it) leaves it unread.
    const last = [tx(28.5, 0, 71.5), tx(10, 0, null)];
    expect(repairFromChain(last, [{}, lost], 100, false, 1, 61.5)).toBe(1);
    expect(last[1]!.balance).toBe(61.5);
    const short = [tx(28.5, 0, 71.5), tx(10, 0, null)];
    expect(repairFromChain(short, [{}, lost], 100, false, 1, 50)).toBe(0);
    expect(short[1]!.balance).toBeNull();
    // A row lost between it and the next balance: 61.50 does not lead to 33.25 by the next amount.
    const gap = [tx(28.5, 0, 71.5), tx(10, 0, null), tx(10, 0, 33.25)];
    expect(repairFromChain(gap, [{}, lost, {}], 100, false, 1)).toBe(0);
    expect(gap[1]!.balance).toBeNull();
    // A balance the layout never printed on that row (nothing stood in the column) stays empty.
    const daily = [tx(28.5, 0, 71.5), tx(10, 0, null), tx(10, 0, 51.5)];
    expect(repairFromChain(daily, [{}, {}, {}], 100, false, 1)).toBe(0);
    expect(daily[1]!.balance).toBeNull();
  });

  it('fills a balance OCR dropped with nothing left in its cell where every other row prints one, but not a day\'s earlier row', () => {
    // Ten rows of 10.00 out from 200.00, one a day; OCR read no word in the fifth row's balance cell.
    const days = (lostAt: number, sameDayAsNext = false) =>
      Array.from({ length: 10 }, (_, i) => ({ ...tx(10, 0, i === lostAt ? null : 190 - 10 * i), date: `2024-03-${String(i + (sameDayAsNext && i === lostAt ? 2 : 1)).padStart(2, '0')}` }));
    const cells = () => Array.from({ length: 10 }, () => ({}));
    const lost = days(4);
    expect(repairFromChain(lost, cells(), 200, false, 1)).toBe(1);
    expect(lost[4]!.balance).toBe(150);
    expect(lost[4]!.corrections![0]).toMatch(/^balance not read by OCR; 150\.00 follows from the previous balance and the next/);
    // The row shares its day with the next: a layout printing the day's balance once leaves it empty.
    const daily = days(4, true);
    expect(repairFromChain(daily, cells(), 200, false, 1)).toBe(0);
    expect(daily[4]!.balance).toBeNull();
    // Two rows of ten without a balance: not a statement that prints one on every row.
    const two = days(4);
    two[7]!.balance = null;
    expect(repairFromChain(two, cells(), 200, false, 1)).toBe(0);
    // A text layer's row is never touched.
    const digital = days(4).map((t) => ({ ...t, confidence: 1 }));
    expect(repairFromChain(digital, cells(), 200, false, 1)).toBe(0);
  });

  it('repairs a misread amount among rows without a balance only when one row alone could have been misread that way', () => {
    // Balances printed at the end of each day: 100.00 - 19.22 - 130.94 = -50.16.
    const day = () => [tx(19.22, 0, null), tx(130.94, 0, -50.16)];
    // The first row was misread ("18.22"), the second ("130.94") read right: both are one digit from a value that
    // closes the 1.00 gap (19.22, 131.94), so nothing is changed.
    const both = day();
    both[0]!.debit = 18.22;
    expect(repairFromChain(both, [{}, {}], 100, false, 1)).toBe(0);
    expect([both[0]!.debit, both[1]!.debit]).toEqual([18.22, 130.94]);
    // Tesseract offered 19.22 for the first word: that row is repaired, not the one with the balance.
    const offered = day();
    offered[0]!.debit = 18.22;
    expect(repairFromChain(offered, [{ amount: word('18.22', ['19.22']) }, {}], 100, false, 1)).toBe(1);
    expect([offered[0]!.debit, offered[1]!.debit]).toEqual([19.22, 130.94]);
    expect(offered[0]!.corrections![0]).toMatch(/amount 18\.22 read by OCR; 19\.22 follows/);
    // Only one row can be one digit away: 19.25 read as 19.20 (130.98 + 0.05 = 131.03 is three digits away).
    const sole = [tx(19.2, 0, null), tx(130.98, 0, -50.23)];
    expect(repairFromChain(sole, [{}, {}], 100, false, 1)).toBe(1);
    expect([sole[0]!.debit, sole[1]!.debit]).toEqual([19.25, 130.98]);
  });

  it('does not cover a misread in a row without a balance by repairing the next balance and the amount after it', () => {
    // 1000.00 - 249.06 (read 248.06, no balance printed) - 5.25 = 745.69; - 117.27 = 628.42.
    const txs = [tx(248.06, 0, null), tx(5.25, 0, 745.69), tx(117.27, 0, 628.42)];
    // 746.69 for the balance and 118.27 for the next amount would chain too: two changes for one misread, not made.
    expect(repairFromChain(txs, [{}, {}, {}], 1000, false, 1)).toBe(0);
    expect(txs.map((t) => [t.debit, t.balance])).toEqual([[248.06, null], [5.25, 745.69], [117.27, 628.42]]);
  });

  it('leaves text-layer rows and unexplainable breaks alone', () => {
    const digital = [tx(23.5, 0, 71.5, 1)];
    expect(repairFromChain(digital, [{}], 100, false, 1)).toBe(0);
    expect(digital[0]!.debit).toBe(23.5);
    const wild = [tx(5, 0, 71.5), tx(10, 0, 61.5)]; // 5.00 vs 28.50: not one misread digit
    expect(repairFromChain(wild, [{}, {}], 100, false, 1)).toBe(0);
    expect(wild[0]!.corrections).toBeUndefined();
  });

  it('works on newest-first statements and card balances', () => {
    const newest = [tx(10, 0, 61.5), tx(23.5, 0, 71.5)];
    expect(repairFromChain(newest, [{}, {}], 100, true, 1)).toBe(1);
    expect(newest[1]!.debit).toBe(28.5);
    const card = [tx(23.5, 0, 128.5), tx(10, 0, 138.5)]; // owed rises with purchases
    expect(repairFromChain(card, [{}, {}], 100, false, -1)).toBe(1);
    expect(card[0]!.debit).toBe(28.5);
  });
});

describe('plausibleMisread', () => {
  it('accepts one changed, lost or added digit and nothing more', () => {
    expect(plausibleMisread(23.5, 28.5)).toBe(true);
    expect(plausibleMisread(1234.5, 234.5)).toBe(true);
    expect(plausibleMisread(234.5, 1234.5)).toBe(true);
    expect(plausibleMisread(23.5, 82.5)).toBe(false);
    // The word's own digits: a leading zero kept, a digit before it lost.
    expect(plausibleMisread(3.47, 703.47)).toBe(false);
    expect(plausibleMisread(3.47, 703.47, word('03.47'))).toBe(true);
    expect(plausibleMisread(3.47, 7003.47, word('03.47'))).toBe(false);
  });
});

describe('repairFromChain: a digit lost before a leading zero', () => {
  it('counts the digits the word printed, so "03.47" for 703.47 is repaired where the balance and the next amount were read right', () => {
    // 33,331.14 - 703.47 (read "03.47", no balance on its row) - 427.95 = 32,199.72; - 1,236.06 = 30,963.66.
    // On the value alone 3.47 is two digits from 703.47, and the chain was closed instead by changing the printed
    // balance (to 32,899.72) and the next amount (to 1,936.06): two right numbers made wrong to hide one misread.
    const txs = [tx(3.47, 0, null), tx(427.95, 0, 32199.72), tx(1236.06, 0, 30963.66)];
    const cells = [{ amount: word('03.47') }, { amount: word('427.95') }, { amount: word('1236.06') }];
    expect(repairFromChain(txs, cells, 33331.14, false, 1)).toBe(1);
    expect(txs.map((t) => [t.debit, t.balance])).toEqual([[703.47, null], [427.95, 32199.72], [1236.06, 30963.66]]);
  });

  it('does not change a balance and the next amount together when rows without a balance before it may hold the misread', () => {
    // The same rows with the lost digits beyond one edit ("3.47"): no repair explains the break, so none is made.
    const txs = [tx(3.47, 0, null), tx(427.95, 0, 32199.72), tx(1236.06, 0, 30963.66)];
    const cells = [{ amount: word('3.47') }, { amount: word('427.95') }, { amount: word('1236.06') }];
    expect(repairFromChain(txs, cells, 33331.14, false, 1)).toBe(0);
    expect(txs.map((t) => [t.debit, t.balance])).toEqual([[3.47, null], [427.95, 32199.72], [1236.06, 30963.66]]);
  });
});

describe('repairFromChain: misreads in neighbouring spans of rows without a balance', () => {
  const sure = (text: string, confidence = 0.95): Word => ({ ...word(text), confidence });
  it('repairs each, the doubted word where a digit changed in a surely read one would close the gap as well', () => {
    // 3,758.18 - 1,227.00 - 44.77 ("441.77") - 82.26 - 72.00 = 2,332.15; then - 161.64 - 37.47 - 26.61 - 58.33 - 17.20
    // - 75.77 ("5.77", read at 6 %) = 1,955.13. The second gap (70.00) is also 26.61 -> 96.61, one digit: the doubted
    // word is the one. Each fix waited for the other's span to follow before.
    const txs = [tx(1227, 0, null), tx(441.77, 0, null), tx(82.26, 0, null), tx(72, 0, 2332.15), tx(161.64, 0, null), tx(37.47, 0, null), tx(26.61, 0, null), tx(58.33, 0, null), tx(17.2, 0, null), tx(5.77, 0, 1955.13)];
    const cells = txs.map((t) => ({ amount: sure(t.debit.toFixed(2)) }));
    cells[1] = { amount: sure('441.77', 0.64) };
    cells[9] = { amount: sure('5.77', 0.06) };
    expect(repairFromChain(txs, cells, 3758.18, false, 1)).toBe(2);
    expect(txs.map((t) => t.debit)).toEqual([1227, 44.77, 82.26, 72, 161.64, 37.47, 26.61, 58.33, 17.2, 75.77]);
    // Both words read surely: two rows could hold the 70.00, so neither is changed (and the first fix is not confirmed).
    const again = txs.map((t, i) => ({ ...t, debit: i === 1 ? 441.77 : i === 9 ? 5.77 : t.debit, corrections: undefined }));
    cells[9] = { amount: sure('5.77') };
    expect(repairFromChain(again, cells, 3758.18, false, 1)).toBe(0);
  });

  it('does not take a fix in the next span as confirmation where this balance is itself one digit off', () => {
    // 3,066.15 printed right; 3,036.32 read "3,036.22": the rows 529.85 and 29.83 could each absorb 0.10 as well.
    const txs = [tx(529.85, 0, 3036.22), tx(0, 29.83, 3066.15)];
    const cells = [{ amount: sure('529.85') }, { amount: sure('29.83') }];
    repairFromChain(txs, cells, 3566.17, false, 1);
    expect(txs.map((t) => [t.debit, t.credit, t.balance])).toEqual([[529.85, 0, 3036.32], [0, 29.83, 3066.15]]);
  });
});

describe('repairFromChain with two neighbouring misreads', () => {
  it('fixes a balance and the next amount when each is one digit off', () => {
    // 2156.57 -36.69 = 2119.88 (read 211.88); -61.16 = 2058.72 (amount read 60.16); -10.00 = 2048.72
    const txs = [tx(36.69, 0, 211.88), tx(60.16, 0, 2058.72), tx(10, 0, 2048.72)];
    expect(repairFromChain(txs, [{}, {}, {}], 2156.57, false, 1)).toBe(2);
    expect(txs[0]!.balance).toBe(2119.88);
    expect(txs[1]!.debit).toBe(61.16);
  });
});

describe('repairFromChain: a balance both neighbours contradict', () => {
  it('replaces a garbled balance that the previous and the next balance pin to the cent', () => {
    // 111,543.93 - 18.21 = 111,525.72 (read "131465.95"); - 121.54 = 111,404.18 printed on the next row.
    const txs = [tx(18.21, 0, 131465.95), tx(121.54, 0, 111404.18)];
    expect(repairFromChain(txs, [{}, {}], 111543.93, false, 1)).toBe(1);
    expect(txs[0]!.balance).toBe(111525.72);
    expect(txs[0]!.corrections![0]).toMatch(/131465\.95 read by OCR; 111525\.72 follows/);
  });

  it('does not hide a missing row: the next balance then follows from the printed balance, not the expected one', () => {
    // A row of -37.25 between the opening and the first row was lost: 100 - 37.25 - 10 = 52.75 is printed correctly.
    const txs = [tx(10, 0, 52.75), tx(5, 0, 47.75)];
    expect(repairFromChain(txs, [{}, {}], 100, false, 1)).toBe(0);
    expect(txs[0]).toMatchObject({ debit: 10, balance: 52.75 });
  });
});

describe('buildTransactions: a slip in the first amount is not copied into the opening', () => {
  const w = (text: string, alternatives?: string[]): Word => ({ text, x0: 0, x1: 1, y0: 0, y1: 1, confidence: 0.8, size: 8, ...(alternatives ? { alternatives } : {}) });
  const row = (date: string, debit: string, balance: string, alts?: string[]): RawRow => ({
    page_number: 1, dates: [date], description: ['x'], debit, balance, confidence: 0.8, cells: { debit: w(debit, alts), balance: w(balance) },
  });
  const layout = (alts?: string[]): LayoutResult => ({
    // Printed opening 2.469,91; the first debit 1.091,00 was read as 1.081,00.
    rows: [row('01.03.2024', '1.081,00', '1.378,91', alts), row('02.03.2024', '14,75', '1.364,16')],
    summary: { opening_balance: '2.469,91', closing_balance: '1.364,16' },
    bank_name: null, parser: 'generic', warnings: [], decimal: ',',
  });

  it('repairs the amount when tesseract offered the reading that fits the printed opening', () => {
    const b = buildTransactions(layout(['1.091,00']), {}, 'EUR');
    expect(b.opening_balance).toBe(2469.91);
    expect(b.transactions[0]).toMatchObject({ debit: 1091 });
  });

  it('without such a reading the two are ambiguous and the rows decide the opening, with a warning', () => {
    const b = buildTransactions(layout(), {}, 'EUR');
    expect(b.opening_balance).toBe(2459.91);
    expect(b.warnings.join(' ')).toMatch(/opening_balance 2469\.91 read by OCR/);
  });
});

describe('buildTransactions: a row read without a date', () => {
  // A row without a date of its own carries the date of the row above, as the layout stage hands it on.
  const row = (date: string, debit: string, balance: string, desc = 'CARD PURCHASE', undated = false): RawRow => ({
    page_number: 1, dates: [date], description: [desc], debit, balance, confidence: 1, cells: {}, ...(undated ? { undated } : {}),
  });
  const layout = (rows: RawRow[]): LayoutResult => ({
    rows, summary: { opening_balance: '100.00', closing_balance: '40.00' }, bank_name: null, parser: 'generic', warnings: [], decimal: '.',
  });

  it('names the guess where the statement prints the date on every row (a day\'s later rows too)', () => {
    const b = buildTransactions(layout([
      row('01/03/2024', '10.00', '90.00'), row('01/03/2024', '10.00', '80.00'), row('02/03/2024', '10.00', '70.00'),
      row('02/03/2024', '10.00', '60.00'), row('02/03/2024', '10.00', '50.00', 'LOST DATE', true), row('04/03/2024', '10.00', '40.00'),
    ]), {}, 'EUR');
    const lost = b.transactions.find((t) => t.description === 'LOST DATE')!;
    expect(lost.date).toBe('2024-03-02');
    expect(lost.corrections?.[0]).toMatch(/prints one on every row/);
    expect(b.warnings.some((w) => w.includes('"LOST DATE"'))).toBe(true);
  });

  it('says nothing where the statement prints a date once a day', () => {
    const b = buildTransactions(layout([
      row('01/03/2024', '10.00', '90.00'), row('01/03/2024', '10.00', '80.00', 'SAME DAY', true), row('02/03/2024', '10.00', '70.00'),
      row('02/03/2024', '10.00', '60.00', 'SAME DAY', true), row('02/03/2024', '10.00', '50.00', 'SAME DAY', true), row('04/03/2024', '10.00', '40.00'),
    ]), {}, 'EUR');
    expect(b.transactions.every((t) => !t.corrections)).toBe(true);
  });
});
