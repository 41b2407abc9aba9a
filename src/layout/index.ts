import type { LayoutResult, PageText, ParseHints } from '../types.js';
import { parseGeneric, type RowStyle } from './generic-parser.js';
import { parseAmount, type AmountMode } from '../normalize/amount.js';
import { readSummary } from './summary.js';
import { detectProfile, guessBankName } from './profiles/detect-bank.js';
import { layoutEvidence } from './evidence.js';
import { splitSideBySide } from './side-by-side.js';
import { dropSubtotals } from './subtotals.js';

/**
 * Layout stage, for one row style (the interpretation search asks for both): finds the transaction rows and the printed summary of a statement. One generic parser serves
 * every bank; a bank profile (data) only names the bank and fixes facts the data cannot decide.
 */
export function parseLayout(pages: PageText[], hints: ParseHints = {}, style: RowStyle = 'first'): LayoutResult {
  const profile = detectProfile(pages);
  const currency = hints.currency ?? detectCurrency(pages) ?? profile?.currency;
  // A statement that prints no two-decimal amount at all is in a currency without minor units: whole amounts.
  const integers = countDecimalAmounts(pages) < 3;
  const mode: AmountMode = integers ? { integers, ...(groupsThousands(pages) ? { grouped: true } : {}) } : {};
  const g = parseGeneric(splitSideBySide(pages), currency, style, mode);
  const firstBox = g.rows[0]?.bbox;
  const lastBox = g.rows[g.rows.length - 1]?.bbox;
  const summary = readSummary(g.otherLines, g.forwardLines, mode, {
    first: firstBox && { page: firstBox.page, y: firstBox.y0 },
    last: lastBox && { page: lastBox.page, y: lastBox.y1 },
    between: g.betweenRows,
  });
  if (profile?.accountType && !summary.account_type) summary.account_type = profile.accountType;
  if (hints.accountType) summary.account_type = hints.accountType;
  summary.currency = currency;
  // Page subtotals are recognised by their arithmetic and kept out of the rows.
  const { rows } = dropSubtotals(g.rows, mode);
  return {
    rows,
    rowStyle: style,
    lastLineVotes: g.lastLineVotes,
    tableHeaders: g.headers.length,
    summary,
    bank_name: profile?.name ?? guessBankName(pages),
    parser: profile ? `generic+${profile.name}` : 'generic',
    warnings: [],
    dateOrder: profile?.dateOrder,
    ...(g.unreadLines.length ? { unread: g.unreadLines.map((l) => ({ page_number: l.page_number, text: l.text, ocr: l.words.some((w) => w.confidence < 1) })) } : {}),
    evidence: layoutEvidence(g, mode),
  };
}

function countDecimalAmounts(pages: PageText[]): number {
  let n = 0;
  for (const p of pages) for (const l of p.lines) for (const w of l.words) if (/\d[.,]\d{2}\b/.test(w.text) && parseAmount(w.text)) if (++n >= 3) return n;
  return n;
}

/**
 * Whether whole amounts are printed with their thousands grouped ("509.759", "4 885 489"): more such figures than
 * lines ending in an ungrouped figure of four digits or more. Then "Salaris maart 2024" does not end in an amount.
 */
function groupsThousands(pages: PageText[]): boolean {
  // OCR drops separators now and then ("509759" for "509.759"): only digital text is held to its grouping.
  if (pages.some((p) => p.source === 'ocr')) return false;
  let grouped = 0;
  let plain = 0;
  for (const p of pages)
    for (const l of p.lines) {
      grouped += (l.text.match(/(?<![\d.,])\d{1,3}(?:([.,'’\u00a0\u202f ])\d{3})(?:\1\d{3})*(?![\d.,])/g) ?? []).length;
      if (/^[-+]?\d{4,9}$/.test(l.words[l.words.length - 1]?.text ?? '')) plain++;
    }
  return grouped >= 3 && grouped > plain;
}

const CURRENCIES: [RegExp, string][] = [
  [/R\$|\bBRL\b/, 'BRL'],
  [/€|\bEUR\b/, 'EUR'],
  [/£|\bGBP\b/, 'GBP'],
  [/₹|\bINR\b|\bRs\.?\s?\d/, 'INR'],
  [/\bNZD\b|NZ\$|\bNew Zealand\b|\bWellington\b|\bAuckland\b/, 'NZD'],
  [/\bAUD\b|A\$|\bAustralia\b/, 'AUD'],
  [/\bSGD\b|S\$|\bSingapore\b/, 'SGD'],
  [/\bCAD\b|C\$|\bCanada\b/, 'CAD'],
  [/\bCHF\b/, 'CHF'],
  [/\bKRW\b|₩/, 'KRW'],
  [/\bJPY\b/, 'JPY'],
  [/\bIDR\b|\bRp\.?\s?\d/, 'IDR'],
  [/\bSEK\b/, 'SEK'],
  [/\bNOK\b/, 'NOK'],
  [/\bDKK\b/, 'DKK'],
  [/\bPLN\b|zł/, 'PLN'],
  [/\bTRY\b|₺/, 'TRY'],
  [/\bCZK\b|Kč/, 'CZK'],
  [/\bHUF\b/, 'HUF'],
  [/\bZAR\b/, 'ZAR'],
  [/\bMXN\b/, 'MXN'],
  [/\bHKD\b|HK\$/, 'HKD'],
  [/\bUSD\b|US\$|\$/, 'USD'],
];

/**
 * The currency printed most often: a code in a column label ("Importe EUR") loses to the code every amount carries.
 * Regional dollars outrank the bare "$".
 */
function detectCurrency(pages: PageText[]): string | undefined {
  const text = pages
    .slice(0, 3)
    .flatMap((p) => p.lines.map((l) => l.text))
    .join('\n');
  let best: { code: string; n: number } | undefined;
  for (const [re, code] of CURRENCIES) {
    const n = (text.match(new RegExp(re.source, 'g')) ?? []).length;
    if (n > 0 && (!best || n > best.n)) best = { code, n };
    // Regional dollars outrank the bare "$" they also print.
    if (n > 0 && ['NZD', 'AUD', 'SGD', 'CAD', 'BRL'].includes(code)) return code;
  }
  return best?.code;
}
