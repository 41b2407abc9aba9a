import type { Line, Word } from '../types.js';
import { wordWith } from '../text/word.js';
import { matchDateAt } from '../normalize/date-token.js';
import { CURRENCY_CODES, parseAmount } from '../normalize/amount.js';
import { editDistanceWithin } from '../normalize/edit-distance.js';
import { HEADER_WORDS, foldText, markPair, type ColumnRole } from './keywords.js';
import { abbreviatedLabel, abbreviatedMoneyLabel, abbreviatedPhrase, firstOfOneRole } from './label-abbreviations.js';
import { keepingAnswers } from './keep-answers.js';

export interface Column {
  role: ColumnRole;
  x0: number;
  x1: number;
  /** A marker column's debit and credit marks, as its label names them ("S/H", "Af/Bij"), folded. */
  marks?: [string, string];
}

export interface Header {
  columns: Column[];
  /** Labels stand apart in columns (real geometry), rather than as one run of text with approximate positions. */
  geometric: boolean;
  /** Bottom of the header (its last line). */
  y1: number;
  /**
   * Labels of the last header line that name no role the parser knows ("Number" over a check register's numbers):
   * still the label of a column, so a figure standing under one is that column's entry, not a row with no details.
   */
  unnamed?: { x0: number; x1: number }[];
  page_number: number;
}

/** Columns that hold money. */
export const AMOUNT_ROLES: ColumnRole[] = ['debit', 'credit', 'amount', 'balance'];

/** Longest keyword first so "value date" wins over "date" and "paid out" over "out". */
const PHRASES: { words: string[]; role: ColumnRole }[] = Object.entries(HEADER_WORDS)
  .flatMap(([role, list]) => list.flatMap((p) => withPlural(foldText(p)).map((f) => ({ words: f.split(' ').map(cleanPhraseWord), role: role as ColumnRole }))))
  .sort((a, b) => b.words.length - a.words.length);

/** A one-word label of four or more letters also stands in its plural ("Débitos", "Créditos", "Deposits"). */
function withPlural(f: string): string[] {
  return /^\p{L}{4,}$/u.test(f) && !f.endsWith('s') ? [f, f + 's'] : [f];
}

/** A phrase's word cleaned as a printed word is ("f. operacion" matches the words "F." and "Operación"). */
function cleanPhraseWord(w: string): string {
  return w.includes('/') ? w : w.replace(/^[(\[]+|[)\]:$€£.*]+$/g, '') || w;
}

function cleanHeaderWord(w: string): string {
  // Figures (dates, amounts, references) are nearly all different: cached, they only churned the cache.
  if (/\d/.test(w)) return cleanWord(w);
  let c = CLEANED.get(w);
  if (c === undefined) {
    c = cleanWord(w);
    // Every line is asked whether it is a header, so the same words are cleaned over and over; the cache is bounded
    // so a long-running process does not keep every word it ever read.
    if (CLEANED.size >= 20_000) CLEANED.clear();
    CLEANED.set(w, c);
  }
  return c;
}
const CLEANED = new Map<string, string>();

function cleanWord(w: string): string {
  // Quote marks and specks OCR glues to a label ("“saldo", "Data‘") are not part of it.
  // A bracket after the label ("Tutar(TL)", "Betrag(EUR)") goes first: its closing bracket is part of it, not a speck.
  return foldText(w).replace(/(.)\([^()]*\)?$/, '$1').replace(/^[(\[“”‘’"'«»`]+|[)\]:$€£.*“”‘’"'«»`]+$/g, '');
}

/**
 * Reads a table header from one line (or two stacked lines): the role of each labelled column and its
 * x-range. A header needs a date column and at least one money column, and holds no amounts or dates.
 */
export function readHeader(lines: Line[], i: number): { header: Header; used: number } | undefined {
  // The same lines are asked about several times (two lists, each row style): the answer depends only on this line
  // and the next, so it is kept per pair of line objects.
  const first = lines[i];
  if (!first) return undefined;
  const next = lines[i + 1];
  // One answer per line, for the one next line it is nearly always asked with; a Map per line (~230 bytes: ~20 MB of
  // a 2,000-page statement) only for a line also asked with another (the evidence pass reads headers over the lines
  // set aside). Answers are never recomputed, so a header object stays the same object across readings.
  const cached = CACHE.get(first);
  if (cached instanceof Map) {
    if (cached.has(next)) return cached.get(next);
  } else if (cached !== undefined && nextOf(cached) === next) return foundOf(cached);
  const found = readHeaderUncached(lines, i);
  if (cached instanceof Map) cached.set(next, found);
  else if (cached !== undefined) CACHE.set(first, new Map([[nextOf(cached), foundOf(cached)], [next, found]]));
  else CACHE.set(first, found ? new Answered(next, found) : (next ?? NO_NEXT));
  return found;
}

type Answer = { header: Header; used: number } | undefined;
/** A header read from a line with this next line. */
class Answered {
  constructor(
    readonly next: Line | undefined,
    readonly found: Answer,
  ) {}
}
/**
 * Nearly every line is no header: its answer is kept as the next line it was asked with (or NO_NEXT for a page's last
 * line), not an object per line (~40 bytes each, 3.5 MB of a 2,000-page statement's parse, for its whole length).
 */
const NO_NEXT = Object.freeze({});
type Cached = Answered | Line | typeof NO_NEXT;
const nextOf = (c: Cached): Line | undefined => (c instanceof Answered ? c.next : c === NO_NEXT ? undefined : (c as Line));
const foundOf = (c: Cached): Answer => (c instanceof Answered ? c.found : undefined);
const CACHE = new WeakMap<Line, Cached | Map<Line | undefined, Answer>>();

/**
 * A line with a grouped figure ("KRW 6.103.786", "1,250.00") is a row under the header (the balance brought forward
 * right under it), never the header's second label line: in a currency without minor units the figure reads as no
 * two-decimal amount, so the label matching alone would take "Devreden Bakiye" for a second label line.
 */
function holdsGroupedFigure(line: Line): boolean {
  const ws = line.words;
  return ws.some(
    (w, k) =>
      /\d/.test(w.text) &&
      (!!parseAmount(w.text) ||
        (/\d[.,'’]\d{3}/.test(w.text) && !!parseAmount(w.text, { integers: true, grouped: true })) ||
        // Grouped by spaces, its groups words of their own ("76 852 (Dr)").
        (/^\d{1,3}$/.test(w.text) && /^\d{3}$/.test(ws[k + 1]?.text ?? '') && ws[k + 1]!.x0 - w.x1 < w.size)),
  );
}

function readHeaderUncached(lines: Line[], i: number): { header: Header; used: number } | undefined {
  const first = lines[i]!;
  // The lines below show whether words a word space apart head one column of figures or two (labelsTogether).
  const body = lines.slice(i + 1, i + 1 + BODY_LINES);
  const one = dateLabelOverDates(matchHeaderWords(first.words, undefined, false, body), first.words, body);
  // Stacked headers ("Withdrawal" over "Amt."; "Closing" over "Balance"): a second label line completes the first.
  const next = lines[i + 1];
  // A first line with no label word in it is no part of a header: the header starts on the next line ("WARSZAWA", the
  // last line of the list to the left, over the second list's header). Nor is one that holds a figure: a row's last
  // line, whose mark ("76 852 (Dr)") reads as a debit label.
  const firstHasLabel = () => first.words.some((w) => isLabelWord(labelText(w)));
  if (next && next.page_number === first.page_number && next.y0 - first.y1 < (first.y1 - first.y0) * 1.2 && (one || firstHasLabel()) && !holdsGroupedFigure(next) && !holdsGroupedFigure(first)) {
    const below = matchHeaderWords(next.words);
    const open = !one || !isComplete(one) || !one.some((m) => m.role === 'date');
    // Under a complete label line, a short line with one label ("Bokfört" over "saldo (SEK)") completes it only where
    // it names a column the first line left unnamed: a balance column must not be lost, nor a column renamed.
    const part = !below && !open ? matchHeaderWords(next.words, undefined, true) : undefined;
    // Or as many columns with more roles, every role of the first line kept: "Transaction" over "Amount" names the
    // amount where the first line alone read a third details column ("Transaction  Transaction  Balance" over "Type
    // Amount (AUD)": random 1021898, every balance read as an amount).
    const roles = (ms: Match[]) => new Set(ms.map((m) => m.role));
    const more = (ms: Match[]) => roles(ms).size > roles(one!).size && [...roles(one!)].every((r) => roles(ms).has(r));
    // Or a pair's mark column named as the one of the pair the word under it names ("Bij/Af" over "af": the debits,
    // random 12427, every purchase read as money in), the other columns as they were.
    const pairNamed = (ms: Match[]) =>
      ms.length === one!.length && ms.some((m, k) => one![k]!.role === 'marker' && (m.role === 'debit' || m.role === 'credit')) && ms.every((m, k) => m.role === one![k]!.role || one![k]!.role === 'marker');
    const adds = (ms: Match[]) => !part || ms.length > one!.length || more(ms) || pairNamed(ms);
    const usable = (ms: Match[] | undefined): ms is Match[] => !!ms && isComplete(ms) && adds(ms);
    const hasDate = (ms: Match[]) => ms.some((m) => m.role === 'date');
    // A label broken over the two lines ("Kayit" over "Tarihi"): the words of each column read top to bottom.
    const cols = columnWords(first, next);
    const joined = cols && matchHeaderWords(cols);
    // Under a complete label line, a line that ends each label ("Data Opis Kwota Saldo" over "ksiegowania operacji
    // Winien uznania po operacji") is too wordy to be a label line alone; read column by column it names more, or as
    // many with roles of their own ("Importo Importo" over "addebito accredito").
    const ends = !below && !part && !open && usable(joined) && hasDate(joined) && namesMore(joined, one!);
    // A label line without a date column may have it on the line below ("Opis  Referencja  Kwota" over "operacji  Data").
    if (below || part || open || ends) {
      const merged = dateLabelOverDates(matchHeaderWords(stackedOrder(first, next), [first, next], false, lines.slice(i + 2, i + 2 + BODY_LINES)), [...first.words, ...next.words], lines.slice(i + 2, i + 2 + BODY_LINES));
      // A first line that is no label line by itself, printing a number no label line prints ("N° de compte
      // 310999116381 (CHF)" right over a header of two label lines): where the next line starts a header of its own
      // naming as many columns, the header starts there (read from here, its second label line, "opération  crédit
      // solde", was left to read as a header alone). A title stays ("Daily Ending Balance" over "Booking  Date
      // Amount" makes those amounts balances).
      if (!one && (usable(merged) || usable(joined)) && first.words.some((w) => /\d{6,}/.test(w.text))) {
        const own = readHeader(lines, i + 1);
        const most = Math.max(usable(merged) ? merged.length : 0, usable(joined) ? joined.length : 0);
        if (own && own.header.columns.length >= most) return undefined;
      }
      // The reading that finds the date column wins ("Islem" over "Tarihi" is a date, not details over nothing); of
      // two that do, the one naming more columns ("Booking Effective Particulars Cheque Amount Running" is no label
      // line alone, but read column by column over "Date Date No Balance" it names all six).
      if (usable(joined) && hasDate(joined) && (!usable(merged) || !hasDate(merged) || namesMore(joined, merged))) return { header: build(joined, next), used: 2 };
      if (usable(merged) && (hasDate(merged) || !usable(joined) || !hasDate(joined))) return { header: build(merged, next), used: 2 };
      if (usable(joined)) return { header: build(joined, next), used: 2 };
    }
  }
  if (one && isComplete(one)) return { header: build(one, first), used: 1 };
  return undefined;
}

/**
 * The words of two label lines left to right, a word over another that starts where it does (within half a type
 * size) read first: "Islem" over "Tarihi" is "Islem Tarihi" whichever glyph a producer placed a little further left.
 */
function stackedOrder(top: Line, bottom: Line): Word[] {
  const ws = [...top.words, ...bottom.words].sort((a, b) => a.x0 - b.x0);
  for (let k = 1; k < ws.length; k++) {
    const [a, b] = [ws[k - 1]!, ws[k]!];
    if (b.x0 - a.x0 < a.size / 2 && bottom.words.includes(a) && top.words.includes(b)) [ws[k - 1], ws[k]] = [b, a];
  }
  return ws;
}

/**
 * Whether reading `a` names more columns than `b`, or as many with more distinct roles: "Islem" over "Tutari" read
 * column by column is the amount ("islem tutari"), where line by line it made a second details column.
 */
function namesMore(a: Match[], b: Match[]): boolean {
  const roles = (ms: Match[]) => new Set(ms.map((m) => m.role)).size;
  return columnsNamed(a) > columnsNamed(b) || (columnsNamed(a) === columnsNamed(b) && roles(a) > roles(b));
}

/** Columns a reading names: labels over one x-range ("Bij/Af" over "af") count once. */
function columnsNamed(ms: Match[]): number {
  return ms.filter((m, k) => !ms.slice(0, k).some((p) => overlap(p, m) > 0)).length;
}

interface Match {
  role: ColumnRole;
  x0: number;
  x1: number;
  marks?: [string, string];
}

/** Phrases by their first word, longest first (the order of PHRASES). */
const BY_FIRST_WORD = new Map<string, typeof PHRASES>();
for (const p of PHRASES) BY_FIRST_WORD.set(p.words[0]!, [...(BY_FIRST_WORD.get(p.words[0]!) ?? []), p]);

/** Every word that can start a header label: lines with fewer than two of them are not headers (fast path). */
const LABEL_WORDS = new Set(PHRASES.flatMap((p) => p.words).concat(PHRASES.flatMap((p) => p.words.flatMap((w) => w.split('/')))));

const UNIT = /^\(.{1,6}\)$/;

/** Labels of two or more words as OCR reads them with the space lost ("Moneyin", "Paidout"). */
const GLUED = new Map(PHRASES.filter((p) => p.words.length > 1).map((p) => [p.words.join(''), p.role] as const));

/** A word a header label of ours is made of ("Date", "Amount", "Withdrawals"). */
export function isHeaderWord(w: Word): boolean {
  return isLabelWord(labelText(w));
}

/**
 * Each word of our labels with the roles it names (sorted, joined): as a label of its own where it is one ("montant":
 * an amount), else the roles of the labels it is part of ("courant": a balance). For labels cut short.
 */
const WORD_ROLES = new Map<string, string>();
const ALONE = new Set(PHRASES.filter((p) => p.words.length === 1).map((p) => p.words[0]!));
for (const w of LABEL_WORDS) {
  const alone = PHRASES.filter((p) => p.words.length === 1 && p.words[0] === w);
  const within = alone.length ? alone : PHRASES.filter((p) => p.words.includes(w));
  WORD_ROLES.set(w, [...new Set(within.map((p) => p.role))].sort().join(' '));
}

function isLabelWord(f: string): boolean {
  return LABEL_WORDS.has(f) || GLUED.has(f) || (f.includes('/') && f.split('/').some((x) => LABEL_WORDS.has(x)));
}

// A word of six letters counts too: "Caédigo" is as near "código" as "crédito", so it is neither.
const LONG_LABEL_WORDS = [...LABEL_WORDS].filter((w) => w.length >= 6);
const NEAR_LABEL = new Map<string, readonly string[]>();

/** One-word money labels of five letters or more ("saldo", "debit", "amount"): a letter lost leaves four or more. */
const MONEY_WORDS = [...ALONE].filter((w) => w.length >= 5 && /^\p{L}+$/u.test(w) && namesMoneyOnly(w));

/** A label word whose every role is a money column's. */
function namesMoneyOnly(w: string): boolean {
  return (WORD_ROLES.get(w) ?? '').split(' ').every((r) => AMOUNT_ROLES.includes(r as ColumnRole));
}

// A shorter word is taken one slip from a label word of five letters or more ("solide" for "solde").
const MID_LABEL_WORDS = [...LABEL_WORDS].filter((w) => w.length >= 5);

/**
 * The label words of 6+ letters within two edits of an OCR word of 7+ letters, or of 5+ letters within one edit of
 * an OCR word of 5-6 letters, the nearest only, one per column they name ("Berag": "Betrag" and "Bedrag" name one).
 */
function nearLabelWords(f: string): readonly string[] {
  if (f.length < 5 || !/^\p{L}+$/u.test(f)) return [];
  const known = NEAR_LABEL.get(f);
  if (known) return known;
  const slips = f.length >= 7 ? 2 : 1;
  let best: string[] = [];
  let bestD = slips + 1;
  for (const l of slips === 2 ? LONG_LABEL_WORDS : MID_LABEL_WORDS) {
    const d = editDistanceWithin(f, l, slips);
    if (d < bestD) {
      best = [l];
      bestD = d;
    } else if (d === bestD && best.every((b) => WORD_ROLES.get(b) !== WORD_ROLES.get(l))) best.push(l);
  }
  NEAR_LABEL.set(f, best);
  return best;
}

/** The one word the list holds, if it holds one only (any number of times). */
function unique(xs: (string | undefined)[] | undefined): string | undefined {
  const set = new Set(xs?.filter((x): x is string => !!x));
  return set.size === 1 ? [...set][0] : undefined;
}

/**
 * The label word an OCR word is nearest: the only one, or of several naming different columns ("Whplaty": "wplaty"
 * money in, "wyplaty" money out) the only one naming a column the line's other labels do not.
 */
function nearLabelWord(f: string, named: ReadonlySet<string>): string | undefined {
  const near = nearLabelWords(f);
  if (near.length <= 1) return near[0];
  const unnamed = near.filter((l) => !named.has(WORD_ROLES.get(l)!));
  return unnamed.length === 1 ? unnamed[0] : undefined;
}

/** A word as a header label; an OCR word misread as a non-label ("Batance") is taken by an alternative reading that is one. */
function labelText(w: Word): string {
  // Each word is asked about two or three times (as a header's first line, as the line under another, read by
  // columns): 104,409 askings of 38,115 words on the short statements. Kept while a short statement is read.
  if (!keepingAnswers()) return labelTextOf(w);
  let t = LABEL_TEXTS.get(w);
  if (t === undefined) LABEL_TEXTS.set(w, (t = labelTextOf(w)));
  return t;
}
const LABEL_TEXTS = new WeakMap<Word, string>();

const GLUED_CODE = new RegExp(`^(\\p{L}{4,})(?:${CURRENCY_CODES})$`, 'u');

function labelTextOf(w: Word): string {
  const f = cleanHeaderWord(w.text);
  // (Marked so that no label list holds it.)
  if (isLabelWord(f)) return barelyRead(w, f) ? `${f}?` : f;
  const short = abbreviatedLabel(w.text, f, WORD_ROLES, ALONE);
  if (short) return short;
  if (w.confidence >= 1) return f;
  // A label OCR read together with the currency code printed after it ("BetragCHF" for "Betrag CHF").
  const coded = GLUED_CODE.exec(w.text);
  if (coded && isLabelWord(cleanHeaderWord(coded[1]!))) return cleanHeaderWord(coded[1]!);
  // Tesseract's own other reading first: "Salde" offered as "Saldo" is no "sa/de" mark label.
  // One as long as the word read first: "AM" offering "A", "Af" is the debit label "Af", not a mark column's "a"
  // (the column's figures were then no money and every row was lost).
  const labels = w.alternatives?.map(cleanHeaderWord).filter(isLabelWord) ?? [];
  const alternative = labels.find((a) => a.length === f.length) ?? labels[0];
  if (alternative) return alternative;
  // OCR reads the slash of a mark column's label as a letter or a bar ("DIC", "Dl/C" for "D/C").
  const slash = /^(\p{L}{1,2})[il1|](\p{L}{1,2})$/u.exec(f);
  if (slash && isLabelWord(`${slash[1]}/${slash[2]}`)) return `${slash[1]}/${slash[2]}`;
  return f;
}

/**
 * A word of one or two letters tesseract barely read, none of its other readings a label ("in)" at 0.25 offering
 * "ia)", "iny", "ie)": specks of a grey band's lost second line, taken for a credit column), is no label: a short
 * label word ("in", "af", "ma") is a common word or a speck's reading too.
 */
function barelyRead(w: Word, f: string): boolean {
  return f.length <= 2 && w.confidence < 0.5 && !!w.alternatives?.length && !w.alternatives.some((a) => isLabelWord(cleanHeaderWord(a)));
}

function matchHeaderWords(words: Word[], stacked?: Line[], part = false, body?: Line[]): Match[] | undefined {
  // A part line is short ("/ Omschrijving  na boeking  EUR  Af/Bij" ends four labels): a sentence with one label word
  // in it is not a header's second line.
  if (words.length < (part ? 1 : 2) || words.length > (part ? 7 : 24)) return undefined;
  let labelish = 0;
  let folded = words.map(labelText);
  ({ words, folded } = joinBrokenLabels(words, folded));
  for (const f of folded) if (isLabelWord(f)) labelish++;
  // On a line that already holds a label, an OCR word two slips from a long label word is that word ("Depdésitos",
  // "Descrigdo" for "Depósitos", "Descrição" at 200 DPI, where accents and cedillas are lost), when tesseract itself
  // doubts it: a word read with confidence is what is printed ("Payment" in "Payment type and details").
  if (labelish > 0 && labelish < words.length) {
    const named = new Set(folded.filter((f) => WORD_ROLES.has(f)).map((f) => WORD_ROLES.get(f)!));
    words.forEach((w, k) => {
      if (w.confidence >= NEAR_LABEL_CONFIDENCE || isLabelWord(folded[k]!)) return;
      // Or an other reading tesseract offered is a slip from one ("Vidor" offering "Vador": valor).
      const near = nearLabelWord(folded[k]!, named) ?? unique(w.alternatives?.map((a) => nearLabelWord(cleanHeaderWord(a), named)));
      if (near) {
        folded[k] = near;
        labelish++;
      }
    });
  }
  // A money label OCR read a letter off ("Sado", "Sldo" for "Saldo"; "Amaunt" for "Amount", read surely), over a
  // column of figures: on a line that holds other labels, the one money label word it could be. A four-letter word
  // read surely is left alone where no figures stand under it ("Date", "Type" are labels or words of their own).
  if (labelish > 0 && labelish < words.length && body)
    words.forEach((w, k) => {
      const f = folded[k]!;
      if (w.confidence >= 1 || f.length < 4 || !/^\p{L}+$/u.test(f) || isLabelWord(f)) return;
      const near = MONEY_WORDS.filter((l) => Math.abs(l.length - f.length) <= 1 && (f.length > 4 || l.length === 5) && editDistanceWithin(f, l, 1) === 1);
      // Near words of one column are one answer ("amaunt": "amaun", "amauns" and "amount" all name the amount).
      const one = firstOfOneRole(near, WORD_ROLES);
      if (one && figureColumnsUnder(body, w.x0 - w.size, w.x1 + w.size) > 0) {
        folded[k] = one;
        labelish++;
      }
    });
  // A label cut short that begins a money label and a label of another role ("Movi.": movimento an amount, movimiento
  // details) is the money label over a column of figures.
  if (labelish > 0 && labelish < words.length && body)
    words.forEach((w, k) => {
      if (isLabelWord(folded[k]!) || figureColumnsUnder(body, w.x0 - w.size, w.x1 + w.size) === 0) return;
      const money = abbreviatedMoneyLabel(w.text, folded[k]!, WORD_ROLES, ALONE, namesMoneyOnly);
      if (money) {
        folded[k] = money;
        labelish++;
      }
    });
  // A label printed again on the line (lists side by side repeat their header) and read once a letter off ("Nieuw
  // galdo" between two "Nieuw saldo"): the label the line prints cleanly, on OCR words of four letters or more.
  if (labelish > 1 && labelish < words.length)
    words.forEach((w, k) => {
      const f = folded[k]!;
      if (w.confidence >= 1 || f.length < 4 || isLabelWord(f)) return;
      const twin = folded.find((g, j) => j !== k && g.length === f.length && isLabelWord(g) && editDistanceWithin(f, g, 1) === 1);
      if (twin) {
        folded[k] = twin;
        labelish++;
      }
    });
  if (labelish < (stacked || part ? 1 : 2)) return undefined;
  const texts = words.map((w) => w.text);
  for (let k = 0; k < texts.length; k++) {
    if (matchDateAt(texts, k)) return undefined;
    if (parseAmount(texts[k]!)) return undefined;
  }
  const matches: Match[] = [];
  // Word index span of each match of a one-line reading, for labelsTogether.
  const spans: [number, number][] = [];
  let unmatched = 0;
  if (stacked) {
    // Stacked labels: match each line's words on their own, then merge labels that share an x-range.
    // One line of a stacked header may hold a single label among unit words ("Boekdatum  EUR  na boeking").
    // Each line read over the figures below the header: a money label cut short ("Movi.") is named by them.
    const parts = stacked.map((l) => matchHeaderWords(l.words, undefined, false, body) ?? matchHeaderWords(l.words, undefined, true, body) ?? []);
    const all = parts.flat().sort((a, b) => a.x0 - b.x0);
    // Columns where a date label and a value-date label stack ("Booking Date" over "Value Date").
    const twoDates = new Set<Match>();
    for (const m of all) {
      const prev = matches.find((p) => overlap(p, m) > 0);
      if (prev) {
        if (m.role !== prev.role && [m.role, prev.role].every((r) => r === 'date' || r === 'value_date')) twoDates.add(prev);
        // The more specific role wins: "Withdrawal" over "Amount" is a withdrawal column, "Transaction" over
        // "Amount" an amount, "Date" over "Valeur" the value date, "Date" over "opération" the date, "Bij/Af" over
        // "af" the column of one of the pair.
        if (STACK_RANK.indexOf(m.role) < STACK_RANK.indexOf(prev.role)) {
          prev.role = m.role;
          if (m.marks) prev.marks = m.marks;
        }
        prev.x0 = Math.min(prev.x0, m.x0);
        prev.x1 = Math.max(prev.x1, m.x1);
      } else matches.push({ ...m });
    }
    // Where that column is the only one of dates, it dates the rows: a row prints its booking date there, its value
    // date under it (stacked-dates.ts). As a value-date column the header had no date column and was no header.
    // (Not where another column reads as one of value dates: "Importo in valuta" beside "Data operazione" over
    // "Valuta" names none, and the header is read as it was.)
    const dated = matches.filter((m) => m.role === 'date' || m.role === 'value_date');
    if (dated.length === 1 && twoDates.has(dated[0]!)) dated[0]!.role = 'date';
    return matches.length ? dedupeDates(matches) : undefined;
  }
  const doubted = words.some((w) => w.confidence < NEAR_LABEL_CONFIDENCE);
  for (let k = 0; k < words.length; ) {
    let hit: { n: number; role: ColumnRole } | undefined;
    for (const p of BY_FIRST_WORD.get(folded[k]!) ?? []) {
      const n = p.words.length;
      if (k + n > words.length) continue;
      // The words of one label stand close together: "Data" and "Valor" a column apart are two labels.
      if (p.words.every((pw, j) => folded[k + j] === pw && (j === 0 || labelClose(words, k + j)))) {
        hit = { n, role: p.role };
        break;
      }
    }
    if (!hit) {
      const rest = words.slice(k);
      hit = abbreviatedPhrase(rest.map((w) => w.text), folded.slice(k), PHRASES, (j) => labelClose(rest, j));
    }
    if (!hit && GLUED.has(folded[k]!)) hit = { n: 1, role: GLUED.get(folded[k]!)! };
    if (!hit) {
      // "Debit/Withdrawal" or "Chq./Ref.No.": a slash-joined label takes the role of its first known part.
      const parts = folded[k]!.split('/').filter(Boolean);
      const roles = parts.map(singleRole);
      // Except a debit word and a credit word ("Debit/Credit", "Withdrawal/Deposit"): a label naming both directions
      // over a column of its own is the column of direction marks, as "Dr/Cr" is.
      const both = parts.length === 2 && roles.includes('debit') && roles.includes('credit');
      const role = pairThenWord(folded[k]!) ?? (both ? 'marker' : parts.length > 1 ? roles.find(Boolean) : undefined);
      if (role) hit = { n: 1, role };
    }
    // A pair's label with one of its words after it, a word space apart ("Bij/Af bij"), as "Bij/Af" over "bij" and
    // "Bij/Afbij" are: the column of that one (read as a column of marks and one of credits, the debits beside it
    // went to the credits).
    const pairLabel = hit?.role === 'marker' && hit.n === 1 && k + 1 < words.length && labelClose(words, k + 1) ? markPair(folded[k]!) : undefined;
    const named = pairLabel?.indexOf(folded[k + 1]!) ?? -1;
    if (named >= 0) hit = { n: 2, role: named === 0 ? 'debit' : 'credit' };
    if (!hit && doubted) hit = phraseOneSlipOff(words, folded, k);
    if (hit) {
      // A unit after the label belongs to it ("Bedrag (EUR)"): right-aligned figures line up under its end.
      const next = words[k + hit.n];
      const unit = next && UNIT.test(next.text) && next.x0 - words[k + hit.n - 1]!.x1 < 1.5 * next.size ? 1 : 0;
      const pair = hit.role === 'marker' ? markPair(folded[k]!) : undefined;
      matches.push({ role: hit.role, x0: words[k]!.x0, x1: words[k + hit.n - 1 + unit]!.x1, ...(pair ? { marks: pair } : {}) });
      spans.push([k, k + hit.n - 1 + unit]);
      k += hit.n + unit;
    } else {
      // A unit standing apart ("Bedrag   (EUR)") is no sentence word.
      if (!UNIT.test(words[k]!.text)) unmatched++;
      k++;
    }
  }
  // A box's title beside the table on the label line ("Movimento   Il suo consulente"), a column gap after the last
  // label and no figure under it, is no sentence word. (Labels no reader knows stand over figures: "Taken  Got
  // Remaining" after "Islem Aciklamasi" leave that line no header of ours.)
  const lastLabel = spans.length ? spans[spans.length - 1]![1] : -1;
  const boxTitle = !!body && lastLabel >= 0 && lastLabel + 1 < words.length && words[lastLabel + 1]!.x0 - words[lastLabel]!.x1 > 1.5 * words[lastLabel + 1]!.size &&
    !body.some((l) => l.words.some((w) => w.x1 > words[lastLabel + 1]!.x0 && /\d/.test(w.text) && !!parseAmount(w.text)));
  const after = boxTitle ? words.length - 1 - lastLabel : 0;
  // A sentence that happens to contain "date" and "balance" is not a header.
  if (unmatched - after > matches.length + 1 && !part) return undefined;
  return matches.length ? dedupeDates(body ? labelsTogether(words, matches, spans, body) : matches) : undefined;
}

/** Word j stands close enough to the word before it to be of one label ("Data" and "Valor" a column apart are two). */
function labelClose(words: readonly Word[], j: number): boolean {
  return words[j]!.x0 - words[j - 1]!.x1 < 1.2 * words[j]!.size;
}

/** Below this confidence an OCR word may be read as the label word a slip or two away. */
const NEAR_LABEL_CONFIDENCE = 0.85;

/**
 * A label of two words or more with one word OCR read a letter off and doubted ("Salo disponivel" for "Saldo
 * disponível": a word of four letters, too short to be taken for a label word alone), the others exact and close
 * together: that label, where every such label names one role.
 */
function phraseOneSlipOff(words: Word[], folded: string[], k: number): { n: number; role: ColumnRole } | undefined {
  let found: { n: number; role: ColumnRole } | undefined;
  for (const p of PHRASES) {
    const n = p.words.length;
    if (n < 2 || k + n > words.length || (found && n < found.n)) continue;
    let off = -1;
    let fits = true;
    for (let j = 0; j < n && fits; j++) {
      const w = words[k + j]!;
      if (j > 0 && !labelClose(words, k + j)) fits = false;
      else if (folded[k + j] !== p.words[j]) {
        const f = folded[k + j]!;
        if (off >= 0 || w.confidence >= NEAR_LABEL_CONFIDENCE || f.length < 4 || editDistanceWithin(f, p.words[j]!, 1) !== 1) fits = false;
        else off = j;
      }
    }
    if (!fits || off < 0) continue;
    if (found && found.role !== p.role) return undefined;
    found ??= { n, role: p.role };
  }
  return found;
}

/** Lines below a header line read for the evidence of labelsTogether: enough rows to show each column's figures. */
const BODY_LINES = 25;

/**
 * How many columns the figures under x0..x1 in the lines below form: right-aligned figures share their right edge,
 * left-aligned their left edge; a column is an edge two or more figures share. 0 where no edge is shared.
 */
function figureColumnsUnder(body: Line[], x0: number, x1: number): number {
  const rights: number[] = [];
  const lefts: number[] = [];
  for (const l of body)
    for (const w of l.words)
      if (w.x1 > x0 && w.x0 < x1 && /\d/.test(w.text) && parseAmount(w.text)) {
        rights.push(w.x1);
        lefts.push(w.x0);
      }
  // Edges two or more figures share, and how many figures they hold.
  const edges = (xs: number[]) => {
    xs.sort((a, b) => a - b);
    let n = 0;
    let held = 0;
    for (let k = 1, run = 1; k <= xs.length; k++) {
      if (k < xs.length && xs[k]! - xs[k - 1]! < 1) run++;
      else {
        if (run >= 2) (n++, (held += run));
        run = 1;
      }
    }
    return { n, held };
  };
  // The alignment that holds more figures is the columns' (equal widths share a left edge by chance).
  const r = edges(rights);
  const l = edges(lefts);
  return r.held >= l.held ? r.n : l.n;
}

/**
 * A label word heads a column of its own, whatever its spacing, where joining it would lose what the table shows: the
 * header's only balance, debit, credit or amount label ("Abonos Saldo final" with no credit yet in the rows below
 * under "Abonos"), or a date label with dates under it (two lines or more).
 */
function ownsColumn(m: Match, matches: Match[], body: Line[]): boolean {
  if (AMOUNT_ROLES.includes(m.role)) return !matches.some((o) => o !== m && o.role === m.role);
  return isDateRole(m.role) && datesUnder(body, m.x0, m.x1);
}

const isDateRole = (r: ColumnRole) => r === 'date' || r === 'value_date';

/** Two or more of the lines below print a date under x0..x1. */
function datesUnder(body: Line[], x0: number, x1: number): boolean {
  let n = 0;
  for (const l of body) {
    const texts = l.words.map((w) => w.text);
    if (l.words.some((w, k) => w.x1 > x0 && w.x0 < x1 && matchDateAt(texts, k) !== undefined) && ++n >= 2) return true;
  }
  return false;
}

/**
 * One label of several words, each a label word of its own ("Importo in valuta": amount, "in", value date; "Bedrag
 * vreemde valuta"), is one column: the original amount in a foreign currency, not three columns. Where the line has
 * real geometry (labels a column apart somewhere), words a word space apart that stand over one column of figures
 * are one label, named by its first word when that names money: its head ("Importo", "Bedrag", "Amount in foreign
 * currency"). A right-aligned "Entradas" a word space from a left-aligned "Saldo contabilístico" stands over two
 * columns of figures, so stays two labels; words with no figures under them are not joined (nothing shows they are
 * one). Run text (every gap a word space: positions approximate) has no such evidence and stays as matched.
 */
function labelsTogether(words: Word[], matches: Match[], spans: [number, number][], body: Line[]): Match[] {
  if (matches.length < 2) return matches;
  const gap = (k: number) => words[k]!.x0 - words[k - 1]!.x1;
  const tight = (k: number) => gap(k) < 0.9 * Math.min(words[k]!.size, words[k - 1]!.size);
  let apart = false;
  for (let k = 1; k < words.length; k++) if (gap(k) > 1.2 * words[k]!.size) apart = true;
  if (!apart) return matches;
  const out: Match[] = [];
  let last: [number, number] | undefined;
  matches.forEach((m, i) => {
    const span = spans[i]!;
    const prev = out[out.length - 1];
    let together = prev !== undefined && last !== undefined;
    for (let k = (last?.[1] ?? 0) + 1; together && k <= span[0]; k++) if (!tight(k)) together = false;
    let role: ColumnRole | undefined = prev?.role;
    // A money word a word space from the label words on both sides of it is the middle of one label ("Importo in
    // valuta": "in" names money in, random 810056), whatever no other label names.
    const middle = span[1] + 1 < words.length && tight(span[1] + 1);
    if (together && AMOUNT_ROLES.includes(prev!.role)) together = figureColumnsUnder(body, prev!.x0, m.x1) <= 1 && (!ownsColumn(m, matches, body) || middle);
    else if (together) {
      // "Islem Tarih" (transaction date, the details word first) over dates: one date label, where the details
      // word's role is named elsewhere in the header ("Aciklama").
      const dated = isDateRole(prev!.role) ? prev! : isDateRole(m.role) ? m : undefined;
      const other = dated === prev ? m : prev!;
      together = dated !== undefined && (other.role === 'description' || other.role === 'reference') && matches.some((o) => o !== other && o.role === other.role) && datesUnder(body, prev!.x0, m.x1);
      role = dated?.role;
    }
    if (together) {
      prev!.role = role!;
      prev!.x1 = m.x1;
      last = [last![0], span[1]];
    } else {
      out.push({ ...m });
      last = span;
    }
  });
  return out;
}

/**
 * Label words pdf.js broke with a space ("Am ount", "Bal ance": a producer placed each glyph by itself, a little off,
 * and pdf.js writes a space where two glyphs stand more than a tenth of an em apart): up to four neighbouring pieces
 * of letters that together are one, read as that word. A piece may be a label word itself ("Dé bitos": "de" is
 * one) but not every piece: "Valuta datum" stays as printed (where another page prints the label whole, that page's
 * reading is taken: see commonHeader in generic-parser.ts).
 */
function joinBrokenLabels(words: Word[], folded: string[]): { words: Word[]; folded: string[] } {
  let outWords: Word[] | undefined;
  let outFolded: string[] | undefined;
  // Each word is tested once (as a piece it is looked at by up to four starts).
  const letters: (boolean | undefined)[] = [];
  const labels: (boolean | undefined)[] = [];
  const isLetters = (j: number) => (letters[j] ??= /^\p{L}+$/u.test(folded[j]!));
  const isLabel = (j: number) => (labels[j] ??= isLabelWord(folded[j]!));
  // A pair label broken after its slash's first letter ("Soll/H aben"): whole only where each of its two is a label.
  const pair = (k: number) => /^\p{L}+\/\p{L}*$/u.test(folded[k]!);
  const names = (joined: string, k: number) => (pair(k) ? joined.split('/').every((x) => LABEL_WORDS.has(x)) : isLabelWord(joined));
  for (let k = 0; k < words.length; k++) {
    let n = 1;
    if (isLetters(k) || pair(k)) {
      let joined = folded[k]!;
      let allLabels = isLabel(k) && !pair(k);
      for (let j = k + 1; j < words.length && j < k + 4; j++) {
        if (!isLetters(j) || words[j]!.x0 - words[j - 1]!.x1 > words[j]!.size) break;
        joined += folded[j]!;
        const label = isLabel(j);
        allLabels &&= label;
        if (!allLabels && names(joined, k)) n = j - k + 1;
        if (label) break;
      }
    }
    if (n === 1 && !outWords) continue;
    outWords ??= words.slice(0, k);
    outFolded ??= folded.slice(0, k);
    if (n === 1) {
      outWords.push(words[k]!);
      outFolded.push(folded[k]!);
      continue;
    }
    const piece = words.slice(k, k + n);
    outWords.push(wordWith(words[k]!, { text: piece.map((w) => w.text).join(''), x1: words[k + n - 1]!.x1, y0: Math.min(...piece.map((w) => w.y0)), y1: Math.max(...piece.map((w) => w.y1)) }));
    outFolded.push(folded.slice(k, k + n).join(''));
    k += n - 1;
  }
  return outWords ? { words: outWords, folded: outFolded! } : { words, folded };
}

/**
 * The words of two stacked label lines as columns read top to bottom: words that overlap horizontally form one
 * column, and each word takes its column's x-range, so a label broken over the lines reads as one phrase.
 */
function columnWords(top: Line, bottom: Line): Word[] | undefined {
  const cols: { x0: number; x1: number; words: Word[] }[] = [];
  // Each line's labels in pieces joined first ("B akiye" over "(TRY)": the pieces stood over one word below).
  const whole = (l: Line) => joinBrokenLabels(l.words, l.words.map(labelText)).words;
  const [topWords, bottomWords] = [whole(top), whole(bottom)];
  for (const w of [...topWords, ...bottomWords]) {
    const hits = cols.filter((c) => overlap(c, w) > 0);
    // A word across two columns of the other line is no part of a label broken over the lines.
    if (hits.length > 1) return undefined;
    const hit = hits[0];
    // Only a clean stack (one word over one phrase per column: "Naam" over "/ Omschrijving") is a broken label; a title
    // over a row of labels standing apart is not, nor a line of words over one label, nor a phrase with figures in it
    // ("REF 99999999" under "Opération" is a row's reference).
    const sameLine = hit?.words.filter((o) => bottomWords.includes(o) === bottomWords.includes(w)) ?? [];
    const phrase = (o: Word) => Math.max(o.x0 - w.x1, w.x0 - o.x1) <= 1.2 * w.size && !/\d/.test(o.text + w.text);
    if (sameLine.length && (!bottomWords.includes(w) || !sameLine.every(phrase))) return undefined;
    if (hit) {
      hit.x0 = Math.min(hit.x0, w.x0);
      hit.x1 = Math.max(hit.x1, w.x1);
      hit.words.push(w);
    } else cols.push({ x0: w.x0, x1: w.x1, words: [w] });
  }
  return cols
    .sort((a, b) => a.x0 - b.x0)
    .flatMap((c) => c.words.map((w) => wordWith(w, { x0: c.x0, x1: c.x1 })));
}

/** Which of two labels stacked over one column names it, most specific first. */
const STACK_RANK: ColumnRole[] = ['debit', 'credit', 'balance', 'amount', 'marker', 'value_date', 'date', 'reference', 'description'];

/** A word that names a column by itself ("Narration", "Amount"), not only as part of a label ("de", "la"). */
export function namesColumn(w: Word): boolean {
  return singleRole(labelText(w)) !== undefined;
}

/**
 * A pair label read together with the word after it ("Bij/Afaf" for "Bij/Af af", OCR losing the space): the column
 * of the one of the pair that word names, as "Bij/Af  af" printed apart is.
 */
function pairThenWord(f: string): ColumnRole | undefined {
  const m = /^(\p{L}+)\/(\p{L}+)$/u.exec(f);
  if (!m) return undefined;
  for (let cut = 1; cut < m[2]!.length; cut++) {
    const pair = markPair(`${m[1]}/${m[2]!.slice(0, cut)}`);
    const word = m[2]!.slice(cut);
    if (pair?.includes(word)) return word === pair[0] ? 'debit' : 'credit';
  }
  return undefined;
}

function singleRole(w: string): ColumnRole | undefined {
  return BY_FIRST_WORD.get(w)?.find((p) => p.words.length === 1)?.role;
}

/** The second "Date" column of a header is the value/posting date. */
function dedupeDates(ms: Match[]): Match[] {
  let seenDate = false;
  for (const m of ms) {
    if (m.role === 'date') {
      if (seenDate) m.role = 'value_date';
      seenDate = true;
    }
  }
  return ms;
}

/**
 * A label line (or two) that names details and money but no date column, over rows that start with a date: the word
 * no label of ours names standing over those dates is the date's label ("Day", "Booked", a word of a language we have
 * no list for, "Operación" under a first word OCR lost). Only where the first line below prints a date there and
 * another line does too.
 */
function dateLabelOverDates(ms: Match[] | undefined, words: Word[], body: Line[]): Match[] | undefined {
  // A list of dates and figures alone (daily balances, "Entered  Transaction Amount" three times) is no table of rows.
  if (!ms || ms.some((m) => m.role === 'date') || !ms.some((m) => AMOUNT_ROLES.includes(m.role)) || !ms.some((m) => m.role === 'description')) return ms;
  // Label lines print no figures ("Total for card ending 6746  Credit  105,484" over a card holder's name is none; a
  // speck OCR read as a digit may stand among labels).
  if (words.some((w) => (w.text.match(/\d/g)?.length ?? 0) >= 2)) return ms;
  const moneyX0 = Math.min(...ms.filter((m) => AMOUNT_ROLES.includes(m.role)).map((m) => m.x0));
  const rows = body.filter((l) => l.page_number === body[0]?.page_number);
  const under = (w: Word, l: Line) => {
    const texts = l.words.map((x) => x.text);
    return l.words.some((x, k) => x.x0 < w.x1 && x.x0 > w.x0 - w.size && x.x1 > w.x0 && !!matchDateAt(texts, k) && /[./-]|\p{L}/u.test(texts[k]!));
  };
  const labels = words.filter((w) => /^\p{L}+$/u.test(w.text) && w.x1 < moneyX0 && !ms.some((m) => overlap(m, w) > 0) && !!rows[0] && under(w, rows[0]) && rows.slice(1).some((l) => under(w, l)));
  if (!labels.length) return ms;
  // Every such word: lists side by side print the label once each ("Kayit  Aciklama  Tutar" twice).
  const out = [...ms, ...labels.map((l) => ({ role: 'date' as const, x0: l.x0, x1: l.x1 }))];
  return isComplete(out) ? out : ms;
}

function isComplete(ms: Match[]): boolean {
  const roles = new Set(ms.map((m) => m.role));
  const money = AMOUNT_ROLES.filter((r) => roles.has(r)).length;
  return money >= 1 && (roles.has('date') || (roles.has('description') && money >= 2));
}

function build(found: Match[], last: Line): Header {
  const ms = stackedDateLabels(found);
  // The line's median word size: an OCR box's height grows with descenders ("Transaktionsdag"), so one word's is not
  // the type size.
  const sizes = last.words.map((w) => w.size).sort((a, b) => a - b);
  const size = sizes[Math.floor(sizes.length / 2)] ?? 10;
  const sorted = [...ms].sort((a, b) => a.x0 - b.x0);
  // Labels stand apart when every gap between them is wider than a type size: a word space is a third of one. The
  // gap was 1.5 sizes, which a right-aligned "Crédito" next to a left-aligned "Saldo contabilístico" missed by 0.1 pt,
  // and the whole table was read as run text (random layouts 5000-5299: 95.6 % reconciled, now 98.2 %).
  // Labels stacked over each other on a header's two lines ("Date opération" over "Date valeur") are one column's.
  const spans: { x0: number; x1: number }[] = [];
  for (const m of sorted) {
    const last = spans[spans.length - 1];
    if (last && overlap(last, m) > 0) last.x1 = Math.max(last.x1, m.x1);
    else spans.push({ x0: m.x0, x1: m.x1 });
  }
  const geometric = spans.every((m, k) => k === 0 || m.x0 - spans[k - 1]!.x1 > size * 1.2);
  const unnamed = last.words.filter((w) => /\p{L}/u.test(w.text) && !ms.some((m) => overlap(m, w) > 0)).map((w) => ({ x0: w.x0, x1: w.x1 }));
  return {
    columns: ms.map((m) => ({ role: m.role, x0: m.x0, x1: m.x1, ...(m.marks ? { marks: m.marks } : {}) })),
    y1: last.y1,
    page_number: last.page_number,
    geometric,
    ...(unnamed.length ? { unnamed } : {}),
  };
}

/**
 * A date label and a value-date label that overlap are stacked over one column ("Trans  Date" over "Value  Date", read
 * column by column as "Trans Value" and "Date Date"): the rows print their two dates one above the other there
 * (stacked-dates.ts), and the column is the date column. Two columns side by side never overlap. (Never-used random
 * 1021685: every row dated by its value date.)
 */
function stackedDateLabels(ms: Match[]): Match[] {
  const date = ms.find((m) => m.role === 'date');
  const value = ms.find((m) => m.role === 'value_date');
  if (!date || !value || overlap(date, value) <= 0) return ms;
  return ms.filter((m) => m !== value).map((m) => (m === date ? { ...m, x0: Math.min(m.x0, value.x0), x1: Math.max(m.x1, value.x1) } : m));
}

export function overlap(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

/**
 * The money column an amount printed at [x0, x1] belongs to: the header label it overlaps most, else the
 * label whose right edge is nearest (amounts are right-aligned; labels may be left, centred or right).
 */
export function moneyColumnFor(header: Header, x0: number, x1: number): Column | undefined {
  const money = header.columns.filter((c) => AMOUNT_ROLES.includes(c.role));
  if (money.length === 0) return undefined;
  let best: Column | undefined;
  let bestScore = -Infinity;
  for (const c of money) {
    const ov = overlap(c, { x0, x1 });
    const dist = Math.min(Math.abs(c.x1 - x1), Math.abs((c.x0 + c.x1) / 2 - (x0 + x1) / 2));
    const score = ov > 0 ? 1000 + ov - dist : -dist;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}
