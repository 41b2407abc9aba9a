import type { AccountSpan, Line, RawRow } from '../types.js';
import type { Header } from './header.js';
import { splitLine } from './line-cells.js';
import { CURRENCY_CODE, parseAmount, type AmountMode } from '../normalize/amount.js';
import { balanceLabelOf } from './summary.js';

/**
 * Several accounts in one file (a current and a savings account, sub-accounts, other currencies), printed one after
 * another, each with its own opening balance, table and closing balance. Where one account ends and the next begins
 * is read from the balances, not from words: two balance lines with no row between them (a closing, then the next
 * account's opening) that print different figures cannot be a balance carried across a page break, which prints the
 * same figure twice. Whether the accounts then each add up is the interpretation search's to say (it reads every
 * account on its own and keeps the split only where the arithmetic is better for it).
 *
 * Returns the spans in order (two or more), or undefined when the statement reads as one account.
 */
export function accountSpans(rows: RawRow[], forwardLines: Line[], otherLines: Line[], headers: Header[], mode: AmountMode): AccountSpan[] | undefined {
  const described = rows.filter((r) => r.bbox && !r.bare);
  if (described.length < 2) return undefined;
  const rowAt = described.map((r) => at(r.bbox!.page, r.bbox!.y0));
  // Balance lines: forward lines, and lines outside the table under an opening or closing label (an account's
  // opening printed above its table's header).
  const labelled = otherLines.filter((l) => balanceLabelOf(l) !== undefined);
  const balances = [...new Set([...forwardLines, ...labelled])]
    .map((line) => ({ line, pos: at(line.page_number, line.y0), raw: lastAmount(line, mode), kind: balanceLabelOf(line) }))
    .filter((b): b is { line: Line; pos: number; raw: string; kind: 'opening' | 'closing' | undefined } => b.raw !== undefined)
    .sort((a, b) => a.pos - b.pos);
  // Asked of every pair of balance lines (two a page on a long statement): a search in the rows' places in order.
  const ordered = Float64Array.from(rowAt).sort();
  const rowsBetween = (a: number, b: number) => {
    let lo = 0;
    let hi = ordered.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ordered[mid]! > a) hi = mid;
      else lo = mid + 1;
    }
    return lo < ordered.length && ordered[lo]! < b;
  };
  // The boundaries: each at the second line of such a pair, after the first row.
  const starts: number[] = [];
  for (let k = 1; k < balances.length; k++) {
    const a = balances[k - 1]!;
    const b = balances[k]!;
    if (a.pos < rowAt[0]! || rowsBetween(a.pos, b.pos)) continue;
    if (valueOf(a.raw, mode) !== valueOf(b.raw, mode)) starts.push(k);
  }
  if (!starts.length) return listedSpans(rowAt, otherLines, headers, mode);
  // Stretches without rows at the end are a summary after the table ("Opening ... Closing ..."), not an account,
  // unless they print an opening and a closing that agree (an account with nothing in the period).
  const bounds = [0, ...starts, balances.length];
  const pieces = bounds.slice(0, -1).map((from, i) => ({ from, to: bounds[i + 1]! }));
  const rowsIn = (i: number) => {
    const lo = i === 0 ? -Infinity : balances[pieces[i]!.from]!.pos;
    const hi = i === pieces.length - 1 ? Infinity : balances[pieces[i + 1]!.from]!.pos;
    return rowAt.filter((p) => p >= lo && p < hi);
  };
  const quiet = (i: number) => {
    const own = balances.slice(pieces[i]!.from, pieces[i]!.to);
    return own.length >= 2 && own.every((b) => valueOf(b.raw, mode) === valueOf(own[0]!.raw, mode));
  };
  while (pieces.length > 1 && rowsIn(pieces.length - 1).length === 0 && !quiet(pieces.length - 1)) {
    const last = pieces.pop()!;
    pieces[pieces.length - 1]!.to = last.to;
  }
  if (pieces.length < 2) return undefined;
  for (let i = 1; i < pieces.length; i++) if (rowsIn(i).length === 0 && !quiet(i)) return undefined;

  return pieces.map((piece, i): AccountSpan => {
    const own = rowsIn(i);
    const start = i === 0 ? -Infinity : balances[piece.from]!.pos;
    const end = i === pieces.length - 1 ? Infinity : balances[pieces[i + 1]!.from]!.pos;
    const lines = balances.slice(i === 0 ? 0 : piece.from, piece.to);
    const firstRow = own[0] ?? Infinity;
    const lastRow = own[own.length - 1] ?? -Infinity;
    // The opening: the balance line nearest above the first row; the closing: the last below the last row (neither
    // one whose label says it is the other: a summary box above the table prints both).
    const before = lines.filter((b) => b.pos < firstRow && b.pos >= start && b.kind !== 'closing');
    const after = lines.filter((b) => b.pos > lastRow && b.kind !== 'opening');
    const opening = own.length ? before[before.length - 1] : lines[0];
    const closing = own.length ? after[after.length - 1] : lines[lines.length - 1];
    // The heading: the last line naming an account number above the account's first line (after the previous account's last).
    const prevEnd = i === 0 ? -Infinity : balances[piece.from - 1]!.pos;
    const top = i === 0 ? Math.min(firstRow, opening?.pos ?? Infinity) : start;
    const heading = otherLines.filter((l) => at(l.page_number, l.y0) > prevEnd && at(l.page_number, l.y0) < top && numberIn(l)).pop();
    const number = heading && numberIn(heading);
    const currency = heading?.words.map((w) => w.text.replace(/[():,]/g, '')).find((t) => CURRENCY_CODE.test(t));
    const name = heading && nameIn(heading, [number!, currency ?? '']);
    return {
      ...(i > 0 ? { from: { page: balances[piece.from]!.line.page_number, y: balances[piece.from]!.line.y0 } } : {}),
      ...(opening ? { opening_balance: opening.raw } : {}),
      ...(closing ? { closing_balance: closing.raw } : {}),
      ...(number ? { account_number: number } : {}),
      ...(name ? { account_name: name } : {}),
      ...(currency ? { currency } : {}),
      tableHeaders: headers.filter((h) => {
        const p = at(h.page_number, h.y1);
        return p > (i === 0 ? -Infinity : prevEnd) && p < end;
      }).length,
    };
  });
}

/**
 * Accounts whose balances are printed only in a box above the tables, one line per account (its number and its
 * opening and closing figures), each table under a heading that prints the account's number: the accounts start
 * at the first line after the box naming each number, in the box's order, and take their balances from the box.
 */
function listedSpans(rowAt: number[], otherLines: Line[], headers: Header[], mode: AmountMode): AccountSpan[] | undefined {
  const firstRow = rowAt[0]!;
  const box = otherLines
    .filter((l) => at(l.page_number, l.y0) < firstRow)
    .map((line) => ({ line, number: numberIn(line), figures: splitLine(line, 2, mode).amounts.map((a) => a.amount.raw).filter((raw) => raw.replace(/\D/g, '') !== numberIn(line)?.replace(/\D/g, '')) }))
    .filter((b): b is { line: Line; number: string; figures: string[] } => b.number !== undefined && b.figures.length >= 2);
  if (box.length < 2 || new Set(box.map((b) => b.number)).size !== box.length) return undefined;
  const below = at(box[box.length - 1]!.line.page_number, box[box.length - 1]!.line.y0);
  const headings = box.map((b) => otherLines.find((l) => at(l.page_number, l.y0) > below && numberIn(l) === b.number));
  if (headings.some((h) => !h)) return undefined;
  const pos = headings.map((h) => at(h!.page_number, h!.y0));
  // In the box's order, the first above the first row, each later one below the one before.
  if (pos[0]! > firstRow || pos.some((p, i) => i > 0 && p <= pos[i - 1]!)) return undefined;
  return box.map((b, i): AccountSpan => {
    const currency = b.line.words.map((w) => w.text.replace(/[():,]/g, '')).find((t) => CURRENCY_CODE.test(t));
    const name = nameIn(b.line, [b.number, currency ?? '', ...b.figures.flatMap((f) => f.split(/\s+/))]);
    const end = pos[i + 1] ?? Infinity;
    return {
      ...(i > 0 ? { from: { page: headings[i]!.page_number, y: headings[i]!.y0 } } : {}),
      opening_balance: b.figures[b.figures.length - 2]!,
      closing_balance: b.figures[b.figures.length - 1]!,
      account_number: b.number,
      ...(name ? { account_name: name } : {}),
      ...(currency ? { currency } : {}),
      tableHeaders: headers.filter((h) => {
        const p = at(h.page_number, h.y1);
        return p > pos[i]! && p < end;
      }).length,
    };
  });
}

/** A position in reading order: page, then height on the page. */
function at(page: number, y: number): number {
  return page * 100000 + y;
}

function lastAmount(line: Line, mode: AmountMode): string | undefined {
  const cells = splitLine(line, 2, mode);
  return cells.amounts[cells.amounts.length - 1]?.amount.raw;
}

function valueOf(raw: string, mode: AmountMode): number | undefined {
  const a = parseAmount(raw, mode);
  return a ? Math.round((a.negative || a.marker === 'DR' ? -a.value : a.value) * 100) : undefined;
}

/** An account number as printed: six digits or more (dashes or spaces inside), an IBAN, or a masked number. */
function numberIn(line: Line): string | undefined {
  const text = line.words.map((w) => w.text).join(' ');
  const iban = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/.exec(text);
  if (iban) return iban[0];
  for (const w of line.words) {
    const t = w.text.replace(/[():,;]+$/g, '').replace(/^[(]/, '');
    if (/^(?:[*Xx•]{2,}[ -]?)?\d[\d-]{4,}\d$/.test(t) && t.replace(/\D/g, '').length >= 6) return t;
    if (/^[*Xx•]{2,}\d{3,}$/.test(t)) return t;
  }
  return undefined;
}

/** The heading's words that are neither the number, the currency nor a label ending in a colon. */
function nameIn(line: Line, drop: string[]): string | undefined {
  const words = line.words.map((w) => w.text).filter((t) => !drop.includes(t.replace(/[():,;]+$/g, '').replace(/^[(]/, '')) && !drop.includes(t) && !/:$/.test(t) && !/^[()·|-]+$/.test(t));
  const name = words.join(' ').trim();
  return name || undefined;
}
