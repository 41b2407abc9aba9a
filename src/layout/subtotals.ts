import type { RawRow } from '../types.js';
import { parseAmount, type AmountMode } from '../normalize/amount.js';

/**
 * Page subtotals ("Page total", "Summe Seite", "Suma y sigue" and whatever else a bank calls them) are told apart
 * by their arithmetic, not their words: a row whose debit and credit are the sums of the debits and credits of the
 * rows above it (on its page, or since the statement began) is a total of those rows. With one money column filled
 * the sum alone is weaker evidence, so such a row must also end its page and total three rows or more (two when it
 * prints no date, one when it also prints a zero on its other side). Returns the rows kept and the ones taken out.
 */
export function dropSubtotals(rows: RawRow[], mode: AmountMode = {}): { rows: RawRow[]; subtotals: RawRow[] } {
  const cents = (raw: string | undefined) => {
    const a = raw ? parseAmount(raw, mode) : undefined;
    // Debits printed with a minus ("-12.29") sum to a total printed without one.
    return a ? Math.abs(Math.round(a.value * 100)) : 0;
  };
  const kept: RawRow[] = [];
  const subtotals: RawRow[] = [];
  const sums = { page: { d: 0, c: 0, n: 0 }, all: { d: 0, c: 0, n: 0 } };
  let page = -1;
  const zero = (raw: string | undefined) => raw !== undefined && cents(raw) === 0 && /\d/.test(raw);
  // Where dated rows print zeros in their empty money cells, a zero is no sign of a total (totals print no date).
  const rowsPrintZeros = rows.filter((r) => !r.undated && (zero(r.debit) || zero(r.credit))).length > 2;
  rows.forEach((r, i) => {
    if (r.page_number !== page) {
      page = r.page_number;
      sums.page = { d: 0, c: 0, n: 0 };
    }
    const d = cents(r.debit);
    const c = cents(r.credit);
    const endsPage = rows[i + 1]?.page_number !== r.page_number;
    const isTotalOf = (s: { d: number; c: number; n: number }) => {
      if (s.n < 1 || r.amount || (d === 0 && c === 0)) return false;
      const both = s.n >= 2 && d > 0 && c > 0 && d === s.d && c === s.c;
      // A line that prints no date of its own may total two rows. Undated and printing a zero for the other side
      // ("2 458,92  0,00"), which no row does, it is a total before its page ends (the first of two lists side by side
      // is followed by the second's rows) or, ending its page, even of a page's one row.
      const printsZero = !rowsPrintZeros && (d > 0 ? zero(r.credit) : zero(r.debit));
      const least = r.undated ? (printsZero && endsPage ? 1 : 2) : 3;
      const one = s.n >= least && (d > 0 ? d === s.d && c === 0 : c === s.c) && (endsPage || (!!r.undated && printsZero));
      return both || one;
    };
    if (isTotalOf(sums.page) || isTotalOf(sums.all)) {
      subtotals.push(r);
      // The rows after a page's total are another list's (two lists side by side): they sum afresh.
      sums.page = { d: 0, c: 0, n: 0 };
      return;
    }
    kept.push(r);
    for (const s of [sums.page, sums.all]) {
      s.d += d;
      s.c += c;
      s.n++;
    }
  });
  return { rows: kept, subtotals };
}
