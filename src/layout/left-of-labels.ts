import { AMOUNT_ROLES, overlap, type Header } from './header.js';
import type { AmountCell, LineCells } from './line-cells.js';

/**
 * A figure standing wholly left of every money label that is still the row's money: figures left-aligned (or
 * centred) in a box whose label is centred over it ("Belopp SEK" centred over figures that start at the box's left
 * edge). It is the last figure before the labels, a money column of the line is empty, it stands under no other
 * label and nearer to the money labels than to the words before it: a number in the details ("CHQ 435188",
 * "TESCO STORES 2741") stands against the words it belongs to.
 */
export function standsForMoney(cells: LineCells, header: Header, a: AmountCell, left: number): boolean {
  const money = header.columns.filter((c) => AMOUNT_ROLES.includes(c.role));
  if (cells.amounts.filter((b) => b.x1 >= left).length >= money.length) return false;
  if (cells.amounts.some((b) => b !== a && b.x0 > a.x1 && b.x1 < left)) return false;
  const others = [...header.columns.filter((c) => !AMOUNT_ROLES.includes(c.role)), ...(header.unnamed ?? [])];
  if (others.some((c) => overlap(c, a) > 0 || (c.x0 >= a.x1 && c.x1 <= left))) return false;
  const before = [...cells.text.filter((w) => w.x1 <= a.x0).map((w) => w.x1), ...cells.dates.filter((d) => d.x1 <= a.x0).map((d) => d.x1)];
  const words = before.length ? Math.max(...before) : -Infinity;
  return a.x0 - words > left - a.x1;
}
