import type { LayoutReading, LayoutResult, Line, PageText, ParseHints, RawRow } from '../types.js';
import { parseGeneric, type RowStyle } from './generic-parser.js';
import { CURRENCY_CODE, CURRENCY_CODES, parseAmount, type AmountMode } from '../normalize/amount.js';
import { readSummary } from './summary.js';
import { detectProfile, guessBankName } from './profiles/detect-bank.js';
import { layoutEvidence } from './evidence.js';
import { splitSideBySide, type SplitOptions } from './side-by-side.js';
import { dropSubtotals } from './subtotals.js';
import { sectionsBySum } from './sections-by-sum.js';
import { markTrailing } from './trailing-list.js';
import { monospacedPitch } from './word-spacing.js';
import { accountSpans } from './accounts.js';
import { withoutBoxBeside } from './beside-table.js';
import { matchDateAt } from '../normalize/date-token.js';
import { isFlowed } from './flowed-figures.js';
import { restackFlowed } from './flowed-rows.js';

export { moneyColumns, pageColumns, columnRoleCandidates, withColumnRoles, type ColumnRoles } from './column-roles.js';
export { markReadings, withMarks, type MarkReading } from './marks.js';
import { marksNearerNext } from './marks.js';

/**
 * Whether a statement's rows are running text, asked once per reading of its lists and figures: the search lays the
 * same pages out many times.
 */
const FLOWED = new WeakMap<PageText[], Map<string, boolean>>();
function flowedFor(pages: PageText[], key: string, split: PageText[], mode: AmountMode): boolean {
  let known = FLOWED.get(pages);
  if (!known) FLOWED.set(pages, (known = new Map()));
  if (!known.has(key)) known.set(key, isFlowed(split, mode));
  return known.get(key)!;
}

/**
 * Layout stage, for one row style (the interpretation search asks for both): finds the transaction rows and the printed summary of a statement. One generic parser serves
 * every bank; a bank profile (data) only names the bank and fixes facts the data cannot decide.
 */
export function parseLayout(pages: PageText[], hints: ParseHints = {}, style: RowStyle = 'first', lists: 'cut' | 'whole' = 'cut', amounts?: 'decimal' | 'whole', reading: LayoutReading = {}): LayoutResult {
  const sideBySide: SplitOptions = { headerless: lists === 'cut' };
  const split = splitSideBySide(withoutBoxBeside(pages), sideBySide);
  const groupedWholes = wholeGroupedCount(pages);
  // Fixed-width print read by OCR spaces a figure's groups wider than other fonts do: every reading of figures knows it.
  const pitch = monospacedPitch(pages);
  const spacing: AmountMode = { ...(pitch ? { pitch } : {}), ...(reading.marks === 'before' ? { marksBefore: true } : {}) };
  const wholeMode: AmountMode = { integers: true, ...(groupsThousands(pages, groupedWholes) ? { grouped: true } : {}), ...spacing };
  // Rows written as running text are read with their figures set into columns (flowed-rows.ts), in each reading of figures.
  const restacked = new Map<string, PageText[]>();
  const restackedFor = (mode: AmountMode, currency: string | undefined) => {
    const key = `${JSON.stringify(mode)}|${currency}`;
    return restacked.get(key) ?? restacked.set(key, flowedFor(pages, `${lists}|${JSON.stringify(mode)}`, split, mode) ? restackFlowed(split, mode, currency) : split).get(key)!;
  };
  // The amount reading not taken where both were made and the row counts chose (LayoutResult.otherAmounts).
  let otherAmounts: 'decimal' | 'whole' | undefined;
  const read = (currency: string | undefined) => {
    otherAmounts = undefined;
    const readAs = (mode: AmountMode) => ({ mode, g: parseGeneric(restackedFor(mode, currency), currency, style, mode, reading) });
    if (amounts) return readAs(amounts === 'whole' ? wholeMode : spacing);
    // A statement that prints no two-decimal amount at all is in a currency without minor units: whole amounts.
    const decimals = countDecimalAmounts(pages, currency);
    if (decimals < 3) return readAs(wholeMode);
    const decimal = readAs(spacing);
    // Fewer two-decimal figures than grouped whole ones (a yen statement with a few purchases' "12,99 USD"): both
    // readings are made, and the one that finds more rows is the statement's. So too where the decimal reading left
    // more dated lines unread than it read rows: ungrouped whole amounts ("-174200") beside a few purchases abroad.
    // So too where it read no row at all (the purchases abroad printed inside the details, no table found).
    if (decimals >= groupedWholes && decimal.g.rows.length > 0 && decimal.g.unreadLines.length <= decimal.g.rows.length) return decimal;
    const whole = readAs(wholeMode);
    // As many rows either way: a currency without minor units is read whole (a won statement whose details print
    // rates and amounts abroad, "GBP 2.255,44 @ 1460,6751", read its "101.349" as 101.35 and every row wrong).
    const even = whole.g.rows.length === decimal.g.rows.length && !!currency && NO_MINOR_UNITS.includes(currency);
    const takeWhole = whole.g.rows.length > decimal.g.rows.length || even;
    otherAmounts = takeWhole ? 'decimal' : 'whole';
    return takeWhole ? whole : decimal;
  };
  // The currency and the bank are first guessed from all the text, then decided from what is not a row: the
  // letterhead, labels, summary and footer, and the figures of the rows' money cells. A row's details ("TRANSFER TO
  // WELLS FARGO", "12,99 USD" spent abroad) name other banks and currencies.
  const guessed = hints.currency ?? detectCurrency(pageTexts(pages));
  let { mode, g } = read(guessed);
  const furniture = g.otherLines.filter((l) => l.page_number <= 2 && !insideTable(l, g.rows)).map((l) => l.text);
  const profile = detectProfile(furniture.join('\n'));
  // What the statement declares (a "Currency: EUR" line, a "(EUR)" label, the summary's figures) is read first: with
  // the currency wrong, a purchase's "75,78 USD" could be read as the row's amount and then vouch for itself. Then
  // the rows' own figures, read in that currency, overrule a label when most of them carry another code.
  const declared = detectCurrency(furniture);
  let currency = hints.currency ?? declared ?? carriedBy(g.rows) ?? guessed ?? profile?.currency;
  if (currency !== guessed) ({ mode, g } = read(currency));
  const carried = hints.currency ? undefined : carriedBy(g.rows);
  if (carried && carried !== currency) ({ mode, g } = read((currency = carried)));
  // Rows known only by figures may be lines of another table (search.ts decides): the table is where the others are.
  const described = g.rows.filter((r) => !r.bare);
  const firstBox = described[0]?.bbox;
  const summaryTo = (lastBox: RawRow['bbox'], between = g.betweenRows) => {
    const facts = readSummary(g.otherLines, g.forwardLines, mode, {
      first: firstBox && { page: firstBox.page, y: firstBox.y0 },
      last: lastBox && { page: lastBox.page, y: lastBox.y1 },
      between,
    });
    if (profile?.accountType && !facts.account_type) facts.account_type = profile.accountType;
    if (hints.accountType) facts.account_type = hints.accountType;
    facts.currency = currency;
    return facts;
  };
  const summary = summaryTo(described[described.length - 1]?.bbox);
  // Page subtotals are recognised by their arithmetic and kept out of the rows.
  const { rows: kept } = dropSubtotals(g.rows, mode);
  // Unsigned amounts in several tables whose titles name no direction: the statement's totals say which are money in.
  const rows = markTrailing(sectionsBySum(kept, summary, mode), g.otherLines, split, mode);
  // Lines between the last row kept and the list after it are after the rows then, not between them.
  const lastKept = rows.some((r) => r.trailing) ? rows.filter((r) => !r.trailing && !r.bare).pop()?.bbox : undefined;
  const above = (l: Line) => !!lastKept && (l.page_number < lastKept.page || (l.page_number === lastKept.page && l.y1 <= lastKept.y1 + 1));
  const withoutTrailing = lastKept ? summaryTo(lastKept, new Set([...g.betweenRows].filter(above))) : undefined;
  const summaryWithoutTrailing = withoutTrailing && JSON.stringify(withoutTrailing) !== JSON.stringify(summary) ? withoutTrailing : undefined;
  const accounts = accountSpans(rows, g.forwardLines, g.otherLines, g.headers, mode);
  return {
    rows,
    rowStyle: style,
    lastLineVotes: g.lastLineVotes,
    tableHeaders: g.headers.length,
    summary,
    bank_name: profile?.name ?? guessBankName(pages),
    parser: profile ? `generic+${profile.name}` : 'generic',
    warnings: [],
    ...(sideBySide.seen ? { headerlessLists: 'cut' as const } : lists === 'whole' ? { headerlessLists: 'whole' as const } : {}),
    ...(otherAmounts ? { otherAmounts } : {}),
    ...(g.stackedDates ? { stackedDates: true as const } : {}),
    ...(g.frameEdges ? { frameEdges: g.frameEdges } : {}),
    ...(g.runEdges ? { runEdges: true as const } : {}),
    ...(reading.marks !== 'before' && marksNearerNext(pages) ? { marksNearerNext: true as const } : {}),
    ...(summaryWithoutTrailing ? { summaryWithoutTrailing } : {}),
    dateOrder: profile?.dateOrder,
    ...(g.unreadLines.length || g.unreadByFigures.length
      ? { unread: [...g.unreadLines, ...g.unreadByFigures].map((l) => ({ page_number: l.page_number, text: l.text, ocr: l.words.some((w) => w.confidence < 1), y0: l.y0, ...(l.words[0] ? { x0: l.words[0].x0 } : {}) })) }
      : {}),
    evidence: layoutEvidence(g, mode),
    ...(accounts ? { accounts } : {}),
  };
}

/**
 * A line with figures between a page's rows is part of its table that gave no row (a purchase's "499,18 USD" on a
 * line of its own): what it names is no declaration of the statement's currency, and read as one it could make the
 * purchase's figure the row's amount.
 */
function insideTable(l: Line, rows: RawRow[]): boolean {
  if (!/\d/.test(l.text)) return false;
  const boxes = rows.filter((r) => r.bbox?.page === l.page_number).map((r) => r.bbox!);
  return boxes.some((b) => b.y1 <= l.y0) && boxes.some((b) => b.y0 >= l.y1);
}

/** Two-decimal amounts printed; a purchase's original amount in another currency ("12,99 USD") does not count. */
function countDecimalAmounts(pages: PageText[], currency: string | undefined): number {
  let n = 0;
  for (const p of pages)
    for (const l of p.lines)
      l.words.forEach((w, k) => {
        // A currency glued after the figure ("249,32Rs.", OCR losing the space) still ends two decimals.
        if (!/\d[.,]\d{2}(?:\b|(?=\p{L}+\.?$))/u.test(w.text) || !parseAmount(w.text)) return;
        // A figure in another currency, its code after it ("12.50 USD") or before it ("CAD 177.79", a purchase abroad
        // in a won statement's details), is no evidence for the statement's own.
        const other = (t: string | undefined) => !!t && t !== currency && CURRENCY_CODE.test(t);
        if (currency && (other(l.words[k + 1]?.text) || other(l.words[k - 1]?.text))) return;
        n++;
      });
  return n;
}

/** The currency most of the rows' money cells print beside their figures ("-88.442 KRW" on every row), if any. */
function carriedBy(rows: RawRow[]): string | undefined {
  // Named codes and signs only: a bare "$" names no dollar.
  const figures = rows.flatMap((r) => [r.debit, r.credit, r.amount, r.balance].filter((x): x is string => !!x));
  let best: { code: string; n: number } | undefined;
  for (const [re, code] of CURRENCIES) {
    const n = figures.filter((f) => re.test(f)).length;
    if (n > 0 && (!best || n > best.n)) best = { code, n };
  }
  return best && best.n >= rows.length / 2 ? best.code : undefined;
}

/** Whole figures with grouped thousands ("509.759", "4 885 489"). */
function wholeGroupedCount(pages: PageText[]): number {
  let n = 0;
  for (const p of pages) for (const l of p.lines) n += (l.text.match(WHOLE_GROUPED) ?? []).length;
  return n;
}
const WHOLE_GROUPED = /(?<![\d.,])\d{1,3}(?:([.,'’\u00a0\u202f ])\d{3})(?:\1\d{3})*(?![\d.,])/g;

/**
 * Whether whole amounts are printed with their thousands grouped (`grouped` such figures): more of them than lines
 * ending in an ungrouped figure of four digits or more. Then "Salaris maart 2024" does not end in an amount.
 */
function groupsThousands(pages: PageText[], grouped: number): boolean {
  // OCR drops separators now and then ("509759" for "509.759"): only digital text is held to its grouping.
  if (pages.some((p) => p.source === 'ocr')) return false;
  let plain = 0;
  for (const p of pages) for (const l of p.lines) if (/^[-+]?\d{4,9}$/.test(l.words[l.words.length - 1]?.text ?? '') && !endsInDate(l)) plain++;
  return grouped >= 3 && grouped > plain;
}

/** The line's last words are a date ("... 1 Feb 2025"): its year is no ungrouped figure. */
function endsInDate(l: Line): boolean {
  const texts = l.words.map((w) => w.text);
  for (let k = Math.max(0, texts.length - 4); k < texts.length - 1; k++) if (matchDateAt(texts, k)?.used === texts.length - k) return true;
  return false;
}

/** Codes and signs printed with money: each occurrence is evidence for its currency. */
/** A currency code standing alone after a label's colon: "Currency: USD", the code ending the line or its cell. */
const LABELLED_CODE = new RegExp(String.raw`\p{L}:\s*(${CURRENCY_CODES})(?=\s{2,}|$)`, 'gu');
const CURRENCIES: [RegExp, string][] = [
  [/R\$|\bBRL\b/, 'BRL'],
  [/€|\bEUR\b/, 'EUR'],
  [/£|\bGBP\b/, 'GBP'],
  [/₹|\bINR\b|\bRs\.?\s?\d/, 'INR'],
  [/\bNZD\b|NZ\$/, 'NZD'],
  [/\bAUD\b|(?<![A-Z])A\$/, 'AUD'],
  [/\bSGD\b|(?<![A-Z])S\$/, 'SGD'],
  [/\bCAD\b|(?<![A-Z])C\$/, 'CAD'],
  [/\bCHF\b/, 'CHF'],
  [/\bKRW\b|₩/, 'KRW'],
  [/\bJPY\b|¥/, 'JPY'],
  [/\bIDR\b|\bRp\.?\s?\d/, 'IDR'],
  [/\bSEK\b/, 'SEK'],
  [/\bNOK\b/, 'NOK'],
  [/\bDKK\b/, 'DKK'],
  [/\bPLN\b|zł/, 'PLN'],
  [/\bTRY\b|₺|\d\s?TL\b/, 'TRY'],
  [/\bCZK\b|Kč/, 'CZK'],
  [/\bHUF\b|\d\s?Ft\b/, 'HUF'],
  [/\bZAR\b/, 'ZAR'],
  [/\bMXN\b/, 'MXN'],
  [/\bHKD\b|HK\$/, 'HKD'],
  [/\bUSD\b|US\$/, 'USD'],
];

const DOLLARS = ['USD', 'NZD', 'AUD', 'SGD', 'CAD', 'HKD'];

/** ISO 4217 currencies whose amounts have no minor units (exponent 0), and the rupiah, which prints none in practice. */
const NO_MINOR_UNITS = ['JPY', 'KRW', 'IDR', 'CLP', 'ISK', 'VND', 'PYG', 'UGX', 'XAF', 'XOF', 'XPF', 'BIF', 'DJF', 'GNF', 'KMF', 'RWF', 'VUV'];

/** The first three pages' lines: where the first guess of the currency looks. */
function pageTexts(pages: PageText[]): string[] {
  return pages.slice(0, 3).flatMap((p) => p.lines.map((l) => l.text));
}

/** Where a bare "$" is printed and no dollar is named, the country in the letterhead or the footer says which one. */
const DOLLAR_COUNTRIES: [RegExp, string][] = [
  [/\bNew Zealand\b|\bWellington\b|\bAuckland\b/, 'NZD'],
  [/\bAustralia\b/, 'AUD'],
  [/\bSingapore\b/, 'SGD'],
  [/\bCanada\b/, 'CAD'],
];

/**
 * The currency printed most often in the given lines: a code in a column label ("Importe EUR") loses to the code
 * every amount carries, and a foreign code in one description ("FX FEE EUR 2.00") to the statement's own. A bare "$"
 * is the dollar the lines name, else the one whose country they name, else a US dollar. parseLayout decides from the
 * lines that are not rows, so a place in a description ("AIR NEW ZEALAND") says nothing there.
 */
function detectCurrency(lines: string[]): string | undefined {
  // A code a label names ("Currency: USD", "Waluta: PLN") is the statement's, however many figures beside it print
  // another (a purchase abroad's "100.12 AUD" counted as much as the label did, and the list's order chose).
  const named = new Map<string, number>();
  for (const l of lines)
    for (const m of l.matchAll(LABELLED_CODE)) named.set(m[1]!, (named.get(m[1]!) ?? 0) + 1);
  if (named.size) return [...named].sort((a, b) => b[1] - a[1])[0]![0];
  const text = lines.join('\n');
  const counts = CURRENCIES.map(([re, code]) => ({ code, n: (text.match(new RegExp(re.source, 'g')) ?? []).length }));
  const most = (cs: typeof counts) => cs.reduce<(typeof counts)[number] | undefined>((b, c) => (c.n > 0 && (!b || c.n > b.n) ? c : b), undefined);
  const best = most(counts);
  const bare = (text.match(/(?<![A-Za-z])\$/g) ?? []).length;
  if (bare > (best?.n ?? 0))
    // The dollar the statement names ("Currency: AUD", "NZ$" in the summary) is the one its "$" amounts are in.
    return most(counts.filter((c) => DOLLARS.includes(c.code)))?.code ?? DOLLAR_COUNTRIES.find(([re]) => re.test(text))?.[1] ?? 'USD';
  return best?.code;
}
