import type { RawRow } from '../types.js';
import { parseAmount, type AmountMode } from '../normalize/amount.js';

/**
 * Page subtotals ("Page total", "Summe Seite", "Suma y sigue" and whatever else a bank calls them) are told apart
 * by their arithmetic, not their words: a row whose debit and credit are the sums of the debits and credits of the
 * rows above it (on its page, or since the statement began) is a total of those rows. With one money column filled
 * the sum alone is weaker evidence, so such a row must also end its page and total three rows or more (two when it
 * prints no date, one when it also prints a zero on its other side). In one signed column (a minus, DR/CR, or a
 * direction word beside each figure) and no other figure on any row, a line that prints no date and whose figure is
 * the net of the two or more rows since the previous total (or since the statement began) is such a total: a card's
 * total under its rows, or a group's. Returns the rows kept and the ones taken out.
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
  // The net of the rows since the last total, where every one of them prints one signed figure (else undefined).
  let group: { net: number; n: number } | undefined = { net: 0, n: 0 };
  const net = signedCents(rows, mode);
  // Only where no row prints a second figure: beside a balance column, an undated line's figure that is the net of the
  // rows above is a balance printed on a later line (opening + net, the amounts read where the balances stand).
  const oneFigure = rows.every((r) => r.balance === undefined && (r.money?.length ?? 0) <= 1);
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
    const own = net(r);
    const netOfGroup = oneFigure && !!r.undated && own !== undefined && own !== 0 && !!group && group.n >= 2 && own === group.net;
    if (isTotalOf(sums.page) || isTotalOf(sums.all) || netOfGroup) {
      subtotals.push(r);
      // The rows after a page's total are another list's (two lists side by side): they sum afresh.
      sums.page = { d: 0, c: 0, n: 0 };
      group = { net: 0, n: 0 };
      return;
    }
    kept.push(r);
    if (group) group = own === undefined ? undefined : { net: group.net + own, n: group.n + 1 };
    for (const s of [sums.page, sums.all]) {
      s.d += d;
      s.c += c;
      s.n++;
    }
  });
  return { rows: kept, subtotals };
}

/**
 * A row's one signed figure in cents, where it prints one in a single amount column: negative for a minus or DR, and
 * where a direction word or mark beside the figure says it (marks.ts), negative for the second of the statement's two
 * marks. Which sign means money out does not matter here: a total prints its net the way its rows print theirs.
 */
function signedCents(rows: RawRow[], mode: AmountMode): (r: RawRow) => number | undefined {
  const tokens = [...new Set(rows.flatMap((r) => (r.marks ?? []).map((m) => m.token)))].sort();
  return (r) => {
    if (r.amount === undefined || r.debit !== undefined || r.credit !== undefined) return undefined;
    const a = parseAmount(r.amount, mode);
    if (!a) return undefined;
    const cents = Math.round(a.value * 100);
    const mark = r.marks?.length === 1 && r.marks[0]!.marked === r.amount ? r.marks[0]!.token : undefined;
    if (mark !== undefined) return tokens.length <= 2 && tokens.indexOf(mark) === 1 ? -cents : cents;
    return a.negative || a.marker === 'DR' ? -cents : cents;
  };
}
