import type { Line } from '../types.js';
import { AMOUNT_ROLES, overlap, type Header } from './header.js';
import { matchDateAt } from '../normalize/date-token.js';
import { parseAmount } from '../normalize/amount.js';

/**
 * A money label over a column whose rows print dates: "Valor" names an amount in Portuguese and a value date in
 * "Data Valor" tables; the rows under it say which. A money column under which the next lines print dates and no
 * figure is the value date's, where the header names a date and another amount column besides. Read as money, it
 * set where the money columns begin, and a figure ending a row's details ("PORTO 89,60" over "USD  -80,00") was
 * taken for the row's amount.
 */
export function datedMoneyColumns(header: Header, lines: Line[], from: number): Header {
  const money = header.columns.filter((c) => AMOUNT_ROLES.includes(c.role));
  if (money.length < 2 || !header.columns.some((c) => c.role === 'date')) return header;
  const below = lines.slice(from, from + 8);
  const dateCols = header.columns.filter((c) => c.role === 'date' || c.role === 'value_date');
  const dated = money.filter((c) => {
    let dates = 0;
    for (const l of below) {
      const ws = l.words.filter((w) => overlap(w, c) > 0);
      if (ws.length === 0) continue;
      // The date column's own dates, under a label piece beside its label ("Bo oking Date" read in parts), say nothing.
      if (ws.some((w) => dateCols.some((d) => overlap(w, d) > 0))) return false;
      // A figure under it besides a date: money after all (a label stacked over a wider one, "Valor" over "Tutari").
      const date = matchDateAt(ws.map((w) => w.text), 0);
      if (ws.slice(date?.used ?? 0).some((w) => /\d/.test(w.text) && parseAmount(w.text))) return false;
      if (date) dates++;
    }
    return dates >= 2;
  });
  // Another column must be left for the rows' amounts: with only the balance's, the figures under no label were
  // fitted to the dated one ("Valor" over "Islem Tutari" printed on two lines that read as no label).
  if (dated.length === 0 || !money.some((c) => !dated.includes(c) && c.role !== 'balance')) return header;
  return { ...header, columns: header.columns.map((c) => (dated.includes(c) ? { ...c, role: 'value_date' as const } : c)) };
}
