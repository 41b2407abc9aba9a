/**
 * Amount tokens in every common notation: 1,234.56 / 1.234,56 / 1 234,56 / 1'234.56 / 1,23,456.78, with
 * currency symbols or codes, leading or trailing minus, parentheses, CR/DR markers (before, after, or "(Cr)") and OD
 * (overdrawn).
 *
 * Amounts must carry exactly two decimals: that makes the decimal separator unambiguous per token and keeps
 * reference numbers, years and counts from being read as money.
 */
export interface Amount {
  /** Always >= 0, in currency units, rounded to cents. */
  value: number;
  /** A minus sign or parentheses. */
  negative: boolean;
  /** Explicit CR/DR (or H/S, C/D) marker. */
  marker: 'CR' | 'DR' | null;
  /** A '+' was printed. */
  plus: boolean;
  /** ISO code printed with the amount (EUR 12,00 / 63.21 CAD), if any. */
  currency?: string;
  raw: string;
}

/** ISO codes that banks print beside amounts; a closed list so words like "YOU" or "ATM" are never currencies. */
export const CURRENCY_CODES = 'EUR|USD|GBP|CHF|INR|BRL|NZD|AUD|SGD|CAD|JPY|SEK|NOK|DKK|PLN|CZK|HUF|ZAR|MXN|HKD|CNY|AED|SAR|TRY|KRW|IDR|MYR|THB|PHP|RON|BGN|ILS|CLP|COP|ARS|PEN';
/** Local signs printed beside amounts (S$, Rs., kr, TL, zł, ...): only ever read glued or next to a number. */
export const CURRENCY_SIGNS = String.raw`R\$|US\$|S\$|A\$|C\$|NZ\$|HK\$|Rs\.?|kr|TL|Rp|zł|Kč|Ft|RM|[$€£¥₹₩₽₺₪₱฿]`;
const CURRENCY = String.raw`(?:${CURRENCY_CODES}|${CURRENCY_SIGNS})`;
/** A word that is one of those codes. */
export const CURRENCY_CODE = new RegExp(`^(?:${CURRENCY_CODES})$`);
/** A word that is a currency code or sign by itself ("EUR", "Rp", "€"). */
export const CURRENCY_WORD = new RegExp(`^${CURRENCY}$`);
// Indian lakh grouping (1,23,456.78): groups of 2 digits, with commas and a decimal point only; a date such as
// "01.02.23" is not a number. ".26" (no integer digit) is printed by some banks for amounts under one unit.
const NUMBER = String.raw`\d{1,3}(?:(?:[,.'’\u00a0\u202f ])\d{3})*[.,]\d{2}|\d{1,3}(?:,\d{2,3})+\.\d{2}|\d+[.,]\d{2}|[.]\d{2}`;
const RE = new RegExp(
  String.raw`^(?:(CR|DR|Cr|Dr)\s)?(\()?([-+−–])?\s?(?:${CURRENCY}\s?)?([-+−–])?\s?(\()?(${NUMBER})(\))?\s?(?:${CURRENCY})?\s?(\))?\s?(-|\+|CR|DR|Cr|Dr|cr|dr|\((?:CR|DR|Cr|Dr)\)|OD|C|D|H|S)?\.?$`,
);

/**
 * Statements in currencies without minor units (IRR, JPY, KRW, IDR, ...) print whole amounts ("1,250,000").
 * The layout stage reads such a statement in this mode only when it prints no two-decimal amount at all.
 */
export interface AmountMode {
  integers?: boolean;
  /**
   * Whole amounts of a statement that groups its thousands: an ungrouped figure of four digits or more ("Salaris maart
   * 2024", "Check 5118") is not one of its amounts.
   */
  grouped?: boolean;
  /**
   * OCR of a statement printed in a fixed-width font: the width of one character (`monospacedPitch`). A gap inside a
   * figure narrower than two of them is one space ("15 534,06").
   */
  pitch?: number;
  /**
   * A CR/DR mark between two figures goes with the figure before it however near the next one stands (a column of
   * marks between the amounts and the balances, both right-aligned): a reading the interpretation search weighs.
   */
  marksBefore?: boolean;
}

// Whole amounts: thousands-grouped, or up to 9 plain digits (up to 3 where the statement groups thousands).
const INTEGER = String.raw`\d{1,3}(?:[,.'’\u00a0\u202f ]\d{3})+|\d{1,9}`;
const RE_INT = new RegExp(RE.source.replace(`(${NUMBER})`, `(${INTEGER})`));
const RE_INT_GROUPED = new RegExp(RE.source.replace(`(${NUMBER})`, `(${INTEGER.replace('\\d{1,9}', '\\d{1,3}')})`));
const RE_CODE = new RegExp(`\\b(${CURRENCY_CODES})\\b`);

export function parseAmount(text: string, mode: AmountMode = {}): Amount | undefined {
  // OCR puts a space before the decimals now and then ("702 .10").
  const s = text.trim().replace(/(\d) ([.,]\d{2}\b)/, '$1$2');
  // Most words of a page are not money: one digit test spares them the full pattern.
  if (s.length === 0 || s.length > 32 || !/\d/.test(s)) return undefined;
  let m = RE.exec(s);
  let integer = false;
  if (!m && mode.integers) {
    m = (mode.grouped ? RE_INT_GROUPED : RE_INT).exec(s);
    integer = !!m;
  }
  if (!m) return undefined;
  const [, before, open1, sign1, sign2, open2, num, close1, close2, after] = m;
  // The mark may stand before the figure ("CR 1,234.56") or after it, bare or in parentheses ("1,234.56 (Cr)").
  const suffix = before ?? after?.replace(/^\((.*)\)$/, '$1');
  const open = open1 ?? open2;
  const close = close1 ?? close2;
  if (!!open !== !!close) return undefined;
  // One number groups its thousands one way: "10 125,883.63" is a count beside an amount, not ten million.
  const seps = num!.replace(/\d/g, '');
  if (new Set(integer ? seps : seps.slice(0, -1)).size > 1) return undefined;
  const value = integer ? Number(num!.replace(/\D/g, '')) : toNumber(num!);
  if (value === undefined || !Number.isFinite(value)) return undefined;
  const sign = sign1 ?? sign2;
  // "OD" marks an overdrawn balance: below zero.
  const minus = (sign && sign !== '+') || suffix === '-' || suffix === 'OD' || !!open;
  let marker: Amount['marker'] = null;
  if (suffix) {
    const u = suffix.toUpperCase();
    if (u === 'CR' || u === 'C' || u === 'H') marker = 'CR';
    else if (u === 'DR' || u === 'D' || u === 'S') marker = 'DR';
  }
  const code = RE_CODE.exec(s)?.[1];
  // A whole amount is handed on in the standard two-decimal form, so later stages parse it without the mode.
  const raw = integer ? `${minus ? '-' : sign === '+' ? '+' : ''}${value.toFixed(2)}${code ? ' ' + code : ''}${marker ? ' ' + marker : ''}` : s;
  return { value, negative: !!minus, marker, plus: sign === '+' || suffix === '+', raw, currency: code };
}

function toNumber(num: string): number | undefined {
  const decSep = num[num.length - 3];
  const intPart = num.slice(0, -3).replace(/[,.'’\u00a0\u202f ]/g, '') || '0';
  if (decSep !== '.' && decSep !== ',') return undefined;
  const cents = Number(intPart) * 100 + Number(num.slice(-2));
  if (!Number.isFinite(cents)) return undefined;
  return cents / 100;
}

/** Cents-exact rounding for sums of money. */
export function roundCents(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * Finds an amount made of the words ending at index `end` (inclusive), joining up to 4 words so that
 * "1 234,56", "$ 1,234.56", "1,234.56 CR" and "EUR 12,00" are read as one amount.
 */
export function matchAmountEndingAt(words: readonly string[], end: number, mode: AmountMode = {}): { amount: Amount; used: number } | undefined {
  let best: { amount: Amount; used: number } | undefined;
  // Up to a currency sign and four space-separated groups ("Rp 1 056 719 952").
  for (let n = 1; n <= 5 && end - n + 1 >= 0; n++) {
    const parts = words.slice(end - n + 1, end + 1);
    // Space-grouped thousands: only pure digit groups may be glued, never text.
    const text = parts.join(' ');
    const amount = parseAmount(text, mode);
    if (amount) best = { amount, used: n };
  }
  return best;
}
