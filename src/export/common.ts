/**
 * Helpers shared by the exporters: balance derivation, amounts in cents, text clean-up for restricted character
 * sets, CSV quoting, formula-injection neutralisation, file names.
 */
import type { Statement, Transaction } from '../types.js';
import type { ExportOptions } from './types.js';
import { StatementError } from '../errors.js';
import { transactionIds } from './ids.js';

// ---------------------------------------------------------------------------------------------------------------
// Money: every sum is done in integer cents so 0.1 + 0.2 never shows up in a file.

export function toCents(x: number): number {
  return Math.round(x * 100);
}

/** Cents -> '1234.56' / '-1234.56' (no grouping). */
export function fmtCents(c: number, decimalComma = false): string {
  const neg = c < 0;
  const a = Math.abs(c);
  const s = `${Math.floor(a / 100)}${decimalComma ? ',' : '.'}${String(a % 100).padStart(2, '0')}`;
  return neg ? '-' + s : s;
}

export function centsToNumber(c: number): number {
  return c / 100;
}

// ---------------------------------------------------------------------------------------------------------------
// Prepared statement: what every exporter needs, derived once.

export interface PreparedRow {
  tx: Transaction;
  /** Index in statement.transactions (rows are re-ordered chronologically, see prepare). */
  index: number;
  id: string;
  /** Signed amount in cents from the account holder's side: credit - debit. */
  amount: number;
  debit: number;
  credit: number;
  /**
   * Running balance in cents after this row, from the account holder's side (rises with credits; a card's amount owed
   * is negative): the printed balance when present (times `sense`), else computed from the previous row.
   */
  balance: number;
  /** True when `balance` was computed, not printed. */
  balanceDerived: boolean;
  /** Value date, falling back to the booking date. */
  valueDate: string;
}

export interface Prepared {
  statement: Statement;
  /**
   * How the statement's balances read: +1 bank (balance rises with credits), -1 credit card (balance = amount owed,
   * as the data model and the parser keep it). Holder-side value = sense x printed value.
   */
  sense: 1 | -1;
  /** Currency code: statement.currency, else options.currency, else null. */
  currency: string | null;
  /** Currency for formats that require one: `currency` or 'XXX'. */
  currencyOrXXX: string;
  /** Holder-side opening and closing balances in cents (see `sense`). */
  opening: number;
  closing: number;
  openingDerived: boolean;
  closingDerived: boolean;
  totalCredits: number;
  totalDebits: number;
  /** Rows in chronological order. */
  rows: PreparedRow[];
  /** 'as-printed', 'reversed' (statement printed newest first) or 'sorted' (stable sort by date). */
  order: 'as-printed' | 'reversed' | 'sorted';
  /** Period: statement period, else first/last row date, else generatedAt's date. */
  periodStart: string;
  periodEnd: string;
  generatedAt: Date;
  warnings: string[];
}

/** Holder-side cents -> the statement's own sign convention (card: amount owed positive). */
export function asPrinted(p: Prepared, cents: number): number {
  return p.sense * cents || 0;
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * Chronological order of the rows: as printed when the dates never go down; reversed when they never go up (statements
 * printed newest first, so same-day rows keep their true order); otherwise a stable sort by date (e.g. statements that
 * list deposits and withdrawals in separate sections).
 */
export function chronologicalOrder(txs: Transaction[]): { order: number[]; kind: Prepared['order'] } {
  const idx = txs.map((_, i) => i);
  const up = txs.every((t, i) => i === 0 || t.date >= txs[i - 1]!.date);
  if (up) return { order: idx, kind: 'as-printed' };
  const down = txs.every((t, i) => i === 0 || t.date <= txs[i - 1]!.date);
  if (down) return { order: idx.reverse(), kind: 'reversed' };
  idx.sort((a, b) => (txs[a]!.date < txs[b]!.date ? -1 : txs[a]!.date > txs[b]!.date ? 1 : a - b));
  return { order: idx, kind: 'sorted' };
}

/**
 * Balances when the statement prints none (documented in README.md), all from the holder's side, rows in
 * chronological order:
 * - opening: first row that prints a balance: balance - (sum of credit - debit up to and including that row);
 *   else closing - net when the closing balance is printed; else 0.
 * - closing: last row that prints a balance plus the net of the rows after it; else opening + net.
 * - a row without a printed balance gets previous balance + credit - debit.
 */
export function prepare(statement: Statement, options: ExportOptions = {}): Prepared {
  const warnings: string[] = [];
  // The extraction decided which way the printed balances move (a card may print what is owed, or a signed balance).
  const sense: 1 | -1 = statement.interpretation?.balance_sense ?? (statement.account_type === 'credit_card' ? -1 : 1);
  const printedC = (x: number) => sense * toCents(x);
  const all = statement.transactions;
  const ids = transactionIds(statement);
  const { order, kind } = chronologicalOrder(all);
  if (kind === 'reversed') warnings.push('rows printed newest first: written oldest first');
  if (kind === 'sorted') warnings.push('rows not in date order: sorted by date (stable); running balances recomputed');
  const txs = order.map((i) => all[i]!);
  const amounts = txs.map((t) => toCents(t.credit) - toCents(t.debit));
  const net = amounts.reduce((a, b) => a + b, 0);

  let opening: number;
  let openingDerived = false;
  if (statement.opening_balance !== null && statement.opening_balance !== undefined) {
    opening = printedC(statement.opening_balance);
  } else {
    openingDerived = true;
    // printed balances chain in the printed order: derive from that order (same as chronological unless sorted)
    const seq = kind === 'sorted' ? all : txs;
    const k = seq.findIndex((t) => t.balance !== null && t.balance !== undefined);
    if (k >= 0) {
      let s = 0;
      for (let i = 0; i <= k; i++) s += toCents(seq[i]!.credit) - toCents(seq[i]!.debit);
      opening = printedC(seq[k]!.balance!) - s;
      warnings.push('opening balance not printed: derived from the first running balance');
    } else if (statement.closing_balance !== null && statement.closing_balance !== undefined) {
      opening = printedC(statement.closing_balance) - net;
      warnings.push('opening balance not printed: derived as closing balance - net of the rows');
    } else {
      opening = 0;
      warnings.push('no balance printed: opening balance written as 0');
    }
  }

  const rows: PreparedRow[] = [];
  let running = opening;
  txs.forEach((tx, k) => {
    const index = order[k]!;
    const amount = amounts[k]!;
    running += amount;
    // after a sort the printed balances no longer follow each other: every row balance is computed then
    const printed = kind !== 'sorted' && tx.balance !== null && tx.balance !== undefined;
    if (printed) running = printedC(tx.balance!);
    rows.push({
      tx,
      index,
      id: ids[index]!,
      amount,
      debit: toCents(tx.debit),
      credit: toCents(tx.credit),
      balance: running,
      balanceDerived: !printed,
      valueDate: tx.value_date ?? tx.date,
    });
  });

  let closing: number;
  let closingDerived = false;
  if (statement.closing_balance !== null && statement.closing_balance !== undefined) {
    closing = printedC(statement.closing_balance);
  } else {
    closingDerived = true;
    closing = rows.length ? rows[rows.length - 1]!.balance : opening + net;
    warnings.push('closing balance not printed: derived from the rows');
  }
  if (opening + net !== closing) {
    warnings.push(
      `opening ${fmtCents(opening)} + net ${fmtCents(net)} != closing ${fmtCents(closing)} (account holder's side): written as printed`,
    );
  }

  const generatedAt = options.generatedAt ?? sourceDateEpoch(warnings) ?? new Date();
  const dates = all.map((t) => t.date).filter(Boolean).sort();
  const periodStart = statement.period_start ?? dates[0] ?? isoDay(generatedAt);
  const periodEnd = statement.period_end ?? dates[dates.length - 1] ?? periodStart;
  const currency = normCurrency(statement.currency) ?? normCurrency(options.currency ?? null);

  return {
    statement,
    sense,
    currency,
    currencyOrXXX: currency ?? 'XXX',
    opening,
    closing,
    openingDerived,
    closingDerived,
    totalCredits: rows.reduce((a, r) => a + r.credit, 0),
    totalDebits: rows.reduce((a, r) => a + r.debit, 0),
    rows,
    order: kind,
    periodStart,
    periodEnd,
    generatedAt,
    warnings,
  };
}

/**
 * SOURCE_DATE_EPOCH (reproducible-builds.org): whole seconds since 1970. Set, it makes every generated timestamp
 * fixed, so exporting the same statement twice gives the same bytes. A malformed value is ignored with a warning.
 */
export function sourceDateEpoch(warnings: string[] = [], env: NodeJS.ProcessEnv = process.env): Date | undefined {
  const raw = env.SOURCE_DATE_EPOCH;
  if (raw === undefined || raw === '') return undefined;
  const secs = /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  const d = new Date(secs * 1000);
  if (!Number.isFinite(d.getTime())) {
    warnings.push(`SOURCE_DATE_EPOCH is not whole seconds since 1970 ("${raw}"): ignored, the current time is used`);
    return undefined;
  }
  return d;
}

/**
 * For formats whose balances a reader checks against the rows (mt940, camt053, qbo): a statement that does not
 * reconcile is refused with EXPORT_FAILED, because a file that looks like a bank's own and does not add up is either
 * rejected by strict readers or, worse, imported with a wrong balance. options.allowUnreconciled writes it as
 * printed, with a warning.
 */
export function refuseUnreconciled(p: Prepared, format: string, options: ExportOptions): void {
  const net = p.rows.reduce((a, r) => a + r.amount, 0);
  const status = p.statement.reconciliation.status;
  const addsUp = p.opening + net === p.closing;
  if (addsUp && status !== 'discrepancy') return;
  const why = addsUp
    ? 'its reconciliation status is discrepancy'
    : `opening ${fmtCents(p.opening)} + rows ${fmtCents(net)} != closing ${fmtCents(p.closing)}`;
  if (options.allowUnreconciled) {
    p.warnings.push(`${format}: the statement does not reconcile (${why}): written as printed (allowUnreconciled); strict readers may reject it`);
    return;
  }
  throw new StatementError(
    'EXPORT_FAILED',
    `${format}: the statement does not reconcile (${why}); refusing a file whose balances readers check (set allowUnreconciled, CLI --allow-unreconciled, to write it as printed)`,
  );
}

function normCurrency(c: string | null): string | null {
  if (!c) return null;
  const u = c.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(u) ? u : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

export function dateParts(iso: string): { y: string; m: string; d: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) throw new Error(`not an ISO date: ${iso}`);
  return { y: m[1]!, m: m[2]!, d: m[3]! };
}

/** 'yyyy-MM-dd' -> a Date at UTC midnight (the xlsx writer turns it into a date serial). */
export function utcDate(iso: string): Date {
  const { y, m, d } = dateParts(iso);
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
}

// ---------------------------------------------------------------------------------------------------------------
// Text

const SPECIAL: Record<string, string> = {
  ß: 'ss', ẞ: 'SS', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ð: 'd',
  Ð: 'D', þ: 'th', Þ: 'TH', ı: 'i', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', '₽': 'RUB', '₩': 'KRW',
  '₺': 'TRY', '₪': 'ILS', '₫': 'VND', '₱': 'PHP', '¢': 'c', '©': '(c)', '®': '(R)', '™': 'TM', '°': 'o',
  '‘': "'", '’': "'", '‚': "'", '“': '"', '”': '"', '„': '"', '«': '"', '»': '"', '–': '-', '—': '-', '‐': '-',
  '−': '-', '…': '...', '•': '*', '×': 'x', '÷': '/', '½': '1/2', '¼': '1/4', '¾': '3/4', '\u00a0': ' ',
};

/** Transliterate to printable ASCII (0x20-0x7E); control characters become spaces, the rest '?'. */
export function toAscii(s: string): string {
  let out = '';
  for (const ch of s.normalize('NFKD')) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x300 && code <= 0x36f) continue; // combining marks left by NFKD
    if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (code < 0x20 || code === 0x7f) out += ' ';
    else out += SPECIAL[ch] ?? '?';
  }
  return out;
}

const SWIFT_X = /[A-Za-z0-9/\-?:().,'+ ]/;
const SWIFT_MAP: Record<string, string> = {
  '&': '+', '<': '(', '>': ')', '[': '(', ']': ')', '{': '(', '}': ')', '"': "'", '`': "'", _: '-', '*': '.',
  '#': 'NO', '@': '(AT)', '%': 'PCT', '=': '-', ';': ',', '!': '.', '|': '/', '\\': '/', '~': '-', '^': ' ',
  $: 'USD',
};

/** SWIFT x character set: letters, digits, / - ? : ( ) . , ' + and space. */
export function toSwiftX(s: string): string {
  let out = '';
  for (const ch of toAscii(s)) out += SWIFT_X.test(ch) ? ch : (SWIFT_MAP[ch] ?? ' ');
  return out.replace(/ {2,}/g, ' ').trim();
}

// Windows-1252 code points 0x80-0x9F.
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80, '‚': 0x82, ƒ: 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, ˆ: 0x88, '‰': 0x89, Š: 0x8a, '‹': 0x8b,
  Œ: 0x8c, Ž: 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99,
  š: 0x9a, '›': 0x9b, œ: 0x9c, ž: 0x9e, Ÿ: 0x9f,
};

/** Characters Windows-1252 cannot hold are transliterated (e.g. '₹' -> 'INR'). Control characters become spaces. */
export function toCp1252Text(s: string): string {
  let out = '';
  for (const ch of s.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) out += ' ';
    else if (code <= 0xff || CP1252_HIGH[ch] !== undefined) out += ch;
    else out += toAscii(ch);
  }
  return out;
}

/** Encode text already limited by toCp1252Text. */
export function encodeCp1252(s: string): Buffer {
  const bytes: number[] = [];
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(CP1252_HIGH[ch] ?? 0x3f);
  }
  return Buffer.from(bytes);
}

/** Collapse whitespace (tabs, newlines) to single spaces. */
export function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Truncate to n characters (code points). */
export function cut(s: string, n: number): string {
  const cps = [...s];
  return cps.length <= n ? s : cps.slice(0, n).join('');
}

/**
 * Spreadsheet formula injection: text starting with = + - @ TAB CR LF gets a leading apostrophe, and so does text
 * where one of = + - @ (or its full-width form) follows leading white space: spreadsheets trim " =1+1" and
 * "\n=1+1" on import and then evaluate them.
 */
export function neutralize(s: string, enabled = true): string {
  return enabled && /^(?:[\t\r\n]|[\s\u00a0\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20])/.test(s) ? "'" + s : s;
}

/** Remove characters XML 1.0 cannot carry (C0 controls other than TAB LF CR, U+FFFE/U+FFFF, lone surrogates). */
export function xmlSafe(s: string): string {
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ' ').replace(/[\ud800-\udfff]/g, (c, i: number, all: string) => {
    // keep valid surrogate pairs, drop lone halves
    const code = c.charCodeAt(0);
    if (code <= 0xdbff) {
      const n = all.charCodeAt(i + 1);
      return n >= 0xdc00 && n <= 0xdfff ? c : ' ';
    }
    const p = all.charCodeAt(i - 1);
    return p >= 0xd800 && p <= 0xdbff ? c : ' ';
  });
}

/**
 * Text for an xmlbuilder2 text node. xmlbuilder2 escapes `&` only when it does not look like a reference, so
 * "&x;" (undeclared entity) or "&#0;" (a forbidden character) in a description would reach the file as markup:
 * every `&` is escaped here, and xmlbuilder2 leaves the resulting `&amp;` alone.
 */
export function xmlText(s: string): string {
  return xmlSafe(s).replace(/&/g, '&amp;');
}

/** RFC 4180 field quoting. */
export function csvField(s: string, delimiter: string): string {
  return s.includes(delimiter) || /["\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}

export function csvDocument(header: string[], rows: string[][], delimiter: string, bom = false): Buffer {
  // Control characters are never data in a bank statement; in a CSV they break importers and terminals (ESC).
  const lines = [header, ...rows].map((r) => r.map((f) => csvField(xmlSafe(f).replace(/\u007f/g, ' '), delimiter)).join(delimiter));
  return Buffer.from((bom ? '\ufeff' : '') + lines.join('\r\n') + '\r\n', 'utf8');
}

// ---------------------------------------------------------------------------------------------------------------
// File names

function slug(s: string): string {
  return toAscii(s)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** '<bank>_<account last 4>_<start>_<end>' in [a-z0-9._-] only. */
export function baseFilename(statement: Statement, prepared?: Prepared): string {
  const parts: string[] = [];
  if (statement.bank_name) parts.push(slug(statement.bank_name).slice(0, 40));
  const acct = (statement.account_number ?? statement.iban ?? '').replace(/[^A-Za-z0-9]/g, '');
  if (acct) parts.push(acct.slice(-4).toLowerCase());
  const start = statement.period_start ?? prepared?.periodStart;
  const end = statement.period_end ?? prepared?.periodEnd;
  if (start) parts.push(start.replace(/[^0-9-]/g, ''));
  if (end && end !== start) parts.push(end.replace(/[^0-9-]/g, ''));
  const name = parts.filter(Boolean).join('_');
  return name || 'statement';
}

export function sanitizeFilename(s: string): string {
  const out = toAscii(s)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 120);
  return out || 'statement';
}
