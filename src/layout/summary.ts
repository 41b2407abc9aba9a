import type { Line, SummaryFacts, Word } from '../types.js';
import { matchDateAt, parseDateToken } from '../normalize/date-token.js';
import { markLetterAdded, ocrReading, splitLine, wholeGroupsGlued } from './line-cells.js';
import { parseAmount, type Amount, type AmountMode } from '../normalize/amount.js';
import { CARRIED_FORWARD, DATED_BALANCE, SUMMARY_LABELS } from './keywords.js';
import { oneSpace } from './word-spacing.js';

const PERIOD_WORDS = /\b(period|from|statement\s+date|zeitraum|bis|vom|du|au|p[ée]riode|periodo|per[ií]odo|desde|hasta|tot|van|for|opening\/closing|de|a|to|through|thru|okres|od|do|d[öo]nem|dal|al|till|fr[åa]n)\b|[-–]/i;
const STATEMENT_DATE = /\b(statement\s+(closing\s+)?date|closing\s+date|date\s+of\s+statement|as\s+of|as\s+at|kontoauszug\s+vom|erstellt\s+am|date\s+d'arr[êe]t[ée]|arr[êe]t[ée]\s+au|fecha\s+(de\s+)?emisi[óo]n|data\s+(de\s+)?emiss[ãa]o)\b/i;
const ACCOUNT_RE = /\b(?:account|acct|a\/c|konto|compte|cuenta|conta|rekening|card)\s*(?:number|no\.?|nr\.?|#|nummer|n[°º]|n[uú]mero|ending\s+in)?\s*[:.]?\s*((?:[0-9X*•x]{2,}[ -]?){1,6}[0-9X*•x]{2,})/i;
const IBAN_RE = /\b([A-Z]{2}\d{2}(?: ?[0-9A-Z*•]{4}){2,7}(?: ?[0-9A-Z*•]{1,4})?)\b/;
/** Signs of a card statement; one alone (a footer naming "credit card") is not enough. */
const CARD_WORDS = /\b(credit\s+card|card\s+statement|minimum\s+(payment|amount)(\s+due)?|payment\s+due(\s+date|\s+by)?|credit\s+(limit|line)|available\s+credit|new\s+balance|previous\s+balance|kreditkarte|carte\s+de\s+cr[ée]dit|tarjeta\s+de\s+cr[ée]dito|cart[ãa]o\s+de\s+cr[ée]dito|creditcard|mindestbetrag|paiement\s+minimum|pago\s+m[íi]nimo|pagamento\s+m[íi]nimo|minimaal\s+te\s+betalen|minimalna\s+kwota|l[äa]gsta\s+belopp|asgari\s+[öo]deme|kreditkartenabrechnung|relev[ée]\s+de\s+carte|extracto\s+de\s+tarjeta|extrato\s+do\s+cart[ãa]o|creditcardoverzicht|estratto\s+conto\s+carta|zestawienie\s+karty|kortfaktura|kredi\s+kart[ıi]|f[äa]llig\s+am|date\s+d'[ée]ch[ée]ance|fecha\s+l[íi]mite\s+de\s+pago|uiterste\s+betaaldatum|data\s+di\s+scadenza|termin\s+sp[lł]aty|f[öo]rfallodag|son\s+[öo]deme\s+tarihi)\b/gi;

/** Where the transaction rows begin and end (page, y), to tell an opening forward line from one between pages. */
export interface RowBounds {
  first?: { page: number; y: number };
  last?: { page: number; y: number };
  /** Lines read after a row and before another in reading order (two lists side by side print one below the other's last row). */
  between?: ReadonlySet<Line>;
}

/** A line printed above a row at `p` (no row known: any line). */
const before = (l: Line, p?: { page: number; y: number }) => !p || l.page_number < p.page || (l.page_number === p.page && l.y1 <= p.y + 1);
/** A line printed below a row at `p` (no row known: any line). */
const after = (l: Line, p?: { page: number; y: number }) => !p || l.page_number > p.page || (l.page_number === p.page && l.y0 >= p.y - 1);

/** A line printed after the first row and before the last one. */
function inside(l: Line, b: RowBounds): boolean {
  if (b.between?.has(l)) return true;
  if (!b.first || !b.last) return false;
  const afterFirst = l.page_number > b.first.page || (l.page_number === b.first.page && l.y0 > b.first.y);
  const beforeLast = l.page_number < b.last.page || (l.page_number === b.last.page && l.y1 < b.last.y);
  return afterFirst && beforeLast;
}

/** Figures printed outside the transaction table: balances, totals, period, account, currency. */
export function readSummary(lines: Line[], forwardLines: Line[], mode: AmountMode = {}, bounds: RowBounds = {}): SummaryFacts {
  const facts: SummaryFacts = {};
  const cardSigns = new Set<string>();
  const dated: { amount: string; date?: string }[] = [];
  // A closing figure read under a closing label of its own ("Ending balance"), not a forward line's.
  let closingLabelled = false;
  const closings: string[] = [];
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!;
    const { words, text } = labelReading(line);
    for (const { key, re } of SUMMARY_LABELS) {
      const m = re.exec(text);
      if (!m) continue;
      const field = key === 'opening' ? 'opening_balance' : key === 'closing' ? 'closing_balance' : key === 'credits' ? 'total_credits' : 'total_debits';
      // Opening figures: the first one printed. Closing figures: the last ("carried forward" on every page). Neither
      // from a line printed between the rows: that balance is carried from one page to the next.
      if (facts[field] !== undefined && key !== 'closing') continue;
      if ((key === 'opening' || key === 'closing') && inside(line, bounds)) continue;
      // A balance carried forward closes the statement only where no closing label does: with two lists side by side
      // the left list's last "carried forward" stands below the right list's last row.
      const forward = CARRIED_FORWARD.test(text);
      if (key === 'closing' && forward && closingLabelled) continue;
      const amount =
        gluedAfter(line, labelX(line, m.index + m[0].length - 1), mode) ?? amountAfter(words, text, m.index + m[0].length, mode) ?? ocrAmountAfter(line, labelX(line, m.index + m[0].length - 1), mode);
      if (amount) facts[field] = amount;
      if (amount && key === 'closing' && !forward) closingLabelled = true;
      if (amount && key === 'closing') closings.push(amount);
    }
    if (!facts.period_start) {
      const period = periodIn(line);
      if (period) {
        facts.period_start = period[0];
        facts.period_end = period[1];
      }
    }
    const other = (facts.other_dates?.length ?? 0) < 20 ? fullDateIn(line.words) : undefined;
    if (other) (facts.other_dates ??= []).push(other);
    if (!facts.statement_date && STATEMENT_DATE.test(text)) {
      // The date stands beside the label, or under it on the next line.
      const label = STATEMENT_DATE.exec(text)!;
      facts.statement_date = fullDateIn(line.words);
      for (const next of lines.slice(li + 1, li + 3)) {
        if (facts.statement_date || next.page_number !== line.page_number || next.y0 - line.y1 > (line.y1 - line.y0) * 3) break;
        facts.statement_date = fullDateIn(next.words.filter((w) => w.x1 >= labelX(line, label.index) - 20));
      }
    }
    if (!facts.iban) {
      const m = IBAN_RE.exec(text);
      if (m && /\d{2}/.test(m[1]!.slice(2, 4)) && /iban|^[A-Z]{2}\d{2}/i.test(text.slice(Math.max(0, m.index - 10)))) facts.iban = m[1]!.trim();
    }
    if (!facts.account_number) {
      const m = ACCOUNT_RE.exec(text);
      if (m && /\d/.test(m[1]!)) facts.account_number = m[1]!.trim();
    }
    // "Previous balance" and "New balance" are one sign: bank statements print the pair as often as cards do.
    for (const m of text.matchAll(CARD_WORDS)) {
      const sign = m[1]!.toLowerCase().replace(/\s+/g, ' ');
      cardSigns.add(/^(new|previous) balance$/.test(sign) ? 'balance pair' : sign.split(' ')[0]! + (sign.includes('due') ? 'due' : ''));
    }
    // The date follows the label ("Solde au 31/03/2024"); "Solde au début de la période" is a summary label instead.
    const datedLabel = DATED_BALANCE.exec(text);
    // Not one printed between the rows: a day's balance ("Solde au 04/10/2024" under the day's last row), which as
    // the first dated balance became the opening of a statement that prints none.
    if (datedLabel && /^\s*\d/.test(text.slice(datedLabel.index + datedLabel[0].length)) && !NOT_A_STATEMENT_BALANCE.test(text) && !inside(line, bounds)) {
      const a = lastAmount(line, mode);
      if (a) dated.push({ amount: a, date: firstDateIn(line) });
    }
  }
  if (closings.length > 1) facts.closing_balance = closingByTotals(closings, facts, mode) ?? facts.closing_balance;
  if (cardSigns.size >= 2) facts.account_type = 'credit_card';
  // Summary tables: labels in a row of column heads, figures in the row below ("BALANCE FORWARD  TOTAL DEBITS ...").
  for (const [key, amount, label] of columnSummaries(lines, mode)) {
    if (key === 'dated') {
      // "Solde au 28.02.2023" heading a figure: a dated balance, ordered with the others below.
      dated.push({ amount, date: dateKeyOf(label.split(/\s+/)) });
      continue;
    }
    const field = key === 'opening' ? 'opening_balance' : key === 'closing' ? 'closing_balance' : key === 'credits' ? 'total_credits' : 'total_debits';
    facts[field] ??= amount;
  }
  if (dated.length) {
    // Ordered by their dates when every line has one (newest-first statements print the closing first).
    if (dated.every((d) => d.date)) dated.sort((a, b) => a.date!.localeCompare(b.date!));
    // One dated balance dated at the period's end ("Solde au 12.08.2024" of a period to 12.08.2024) is the closing.
    const end = facts.period_end ? dateKeyOf(facts.period_end.split(/\s+/)) : undefined;
    // Or dated nearer the period's end than its start ("Solde au 29/10/2024" of October, the rows' own day balances
    // left out above): whichever way the rows are ordered, the balance of the period's last days is its closing.
    const start = facts.period_start ? dateKeyOf(facts.period_start.split(/\s+/)) : undefined;
    const closes = (d?: string) => !!end && !!d && (d >= end || (!!start && nearerEnd(start, d, end)));
    if (dated.length === 1 && closes(dated[0]!.date)) facts.closing_balance ??= dated[0]!.amount;
    else facts.opening_balance ??= dated[0]!.amount;
    if (dated.length > 1) facts.closing_balance ??= dated[dated.length - 1]!.amount;
  }
  // Balance-forward lines: the first is the opening, the last the closing, when no summary box says so.
  forwardLines = forwardLines.filter((l) => !bounds.between?.has(l));
  if (forwardLines.length) {
    const first = lastAmount(forwardLines[0]!, mode);
    const last = lastAmount(forwardLines[forwardLines.length - 1]!, mode);
    const firstText = forwardLines[0]!.text;
    // Only a forward line before the first row opens the statement, and only one after the last row closes it: the
    // ones between pages carry the balance across a page break.
    const firstLine = forwardLines[0]!;
    const lastLine = forwardLines[forwardLines.length - 1]!;
    // A line the summary labels read as a closing ("Utgående saldo") never opens the statement, in any language: with
    // the opening's own label misread, the closing line was the only forward line left.
    if (facts.opening_balance === undefined && first && before(firstLine, bounds.first) && !/carried|c\/f|closing|ending|new\s+balance/i.test(firstText) && !closingLabel(firstText)) facts.opening_balance = first;
    const lastText = lastLine.text;
    if (facts.closing_balance === undefined && last && after(lastLine, bounds.last) && (/carried|c\/f|closing|ending|new|neuer|nouveau|final|eind|nieuw|endsaldo/i.test(lastText) || closingLabel(lastText))) facts.closing_balance = last;
  }
  return facts;
}

function closingLabel(text: string): boolean {
  return SUMMARY_LABELS.some(({ key, re }) => key === 'closing' && re.test(text));
}

/**
 * Words summary labels are made of; an OCR word one letter away from one of them (two in a word of nine letters or
 * more) is read as it ("halance"). Besides
 * the English ones, every word of five letters or more the labels' own patterns spell, each letter class taken by its
 * plain letter: OCR reads an "å" or "ä" as another letter ("Utgdende saldo", "Summa Insdttningar") as often as any.
 */
const LABEL_VOCABULARY = [...new Set(['balance', 'opening', 'closing', 'previous', 'beginning', 'ending', 'statement', 'brought', 'forward', 'carried', 'payments', 'deposits', 'withdrawals', 'credits', 'debits', 'kontostand', 'saldo', 'solde', 'anterior', 'nouveau', ...SUMMARY_LABELS.flatMap(({ re }) => patternWords(re))])];

/** The literal words of a label pattern: escapes dropped, "[åa]" read as its plain letter, five letters or more. */
function patternWords(re: RegExp): string[] {
  const plain = re.source
    .replace(/\\[a-z]/gi, ' ')
    .replace(/\[([^\]]+)\]/g, (_, cls: string) => [...cls].find((c) => /[a-z]/.test(c)) ?? cls[0]!);
  return plain.split(/[^a-z\p{L}]+/iu).map((w) => w.toLowerCase()).filter((w) => w.length >= 5);
}

/**
 * A summary label whose words the producer broke ("Kapanis Ba kiyesi  123.262,73": glyphs placed one by one, a
 * little off): the line's words with one or two neighbouring pieces of letters joined, or one word's four pieces or
 * more, when then a label reads and before not. The shortest join that names one wins.
 */
function labelInPieces(words: string[]): string[] | undefined {
  if (words.length > 10) return undefined;
  const letters = (k: number) => /^\p{L}+$/u.test(words[k] ?? '');
  const gaps = words.slice(1).map((_, k) => k).filter((k) => letters(k) && letters(k + 1));
  const joined = (at: number[]) => words.reduce<string[]>((out, w, k) => (at.includes(k - 1) ? [...out.slice(0, -1), out[out.length - 1] + w] : [...out, w]), []);
  const names = (ws: string[]) => SUMMARY_LABELS.some(({ re }) => re.test(ws.join(' ')));
  for (const g of gaps) if (names(joined([g]))) return joined([g]);
  for (const g of gaps) for (const h of gaps) if (h > g && names(joined([g, h]))) return joined([g, h]);
  // One word in four pieces or more ("Saldo i ni cia l"): a run of three gaps or more, each between letters, closed.
  for (let a = 0; a < gaps.length; a++)
    for (let b = a + 2; b < gaps.length && gaps[b] === gaps[a]! + (b - a); b++) {
      const run = gaps.slice(a, b + 1);
      if (names(joined(run))) return joined(run);
    }
  // Pieces of every word of a label starting the line ("S aldo pocza tkow e  8 915,08"): where the leading letters,
  // run together, spell a label with its spaces left out, the fewest joins among them that name it.
  let n = 0;
  while (n < words.length && n < 8 && letters(n)) n++;
  if (n >= 3 && COMPACT_LABELS.some((re) => re.test([words.slice(0, n).join(''), ...words.slice(n)].join(' ')))) {
    const bits = (m: number) => m.toString(2).replace(/0/g, '').length;
    const masks = Array.from({ length: 1 << (n - 1) }, (_, m) => m).sort((a, b) => bits(a) - bits(b));
    for (const m of masks) {
      const at = Array.from({ length: n - 1 }, (_, k) => k).filter((k) => m & (1 << k));
      if (names(joined(at))) return joined(at);
    }
  }
  return undefined;
}

/** The summary labels with the spaces between their words made optional (labelInPieces). */
const COMPACT_LABELS = SUMMARY_LABELS.map(({ re }) => new RegExp(re.source.replace(/\\s\+/g, '\\s*'), re.flags));

/**
 * A line's words and text as summary labels are read in them: OCR words a letter off a label word taken as it, and on
 * a line with a figure that names no label, a label's words the producer broke joined ("Saldo ini cial 2403,17 €").
 */
function labelReading(line: Line): { words: string[]; text: string } {
  const words = labelWords(line);
  const text = line.words.every((w) => w.confidence >= 1) ? line.text : words.join(' ');
  // Only a line with a figure can give a labelled figure: the others are not worth the joins.
  if (/\d/.test(text) && !SUMMARY_LABELS.some(({ re }) => re.test(text))) {
    const whole = labelInPieces(words);
    if (whole) return { words: whole, text: whole.join(' ') };
  }
  return { words, text };
}

/** The summary label a line prints, read as readSummary reads it (labelReading). */
export function summaryLabelOf(line: Line): (typeof SUMMARY_LABELS)[number]['key'] | undefined {
  const { text } = labelReading(line);
  return SUMMARY_LABELS.find(({ re }) => re.test(text))?.key;
}

/** The opening or closing label a line prints (summaryLabelOf). */
export function balanceLabelOf(line: Line): 'opening' | 'closing' | undefined {
  const hit = summaryLabelOf(line);
  return hit === 'opening' || hit === 'closing' ? hit : undefined;
}

/** The line with each OCR word a letter or two from a label word read as it (labelWords). */
function asLabelWords(line: Line): Line {
  const texts = labelWords(line);
  return texts.every((t, k) => t === line.words[k]!.text) ? line : { ...line, words: line.words.map((w, k) => ({ ...w, text: texts[k]! })), text: texts.join(' ') };
}

function labelWords(line: Line): string[] {
  if (line.words.every((w) => w.confidence >= 1)) return line.words.map((w) => w.text);
  return line.words.map((w, k) => {
      // A figure's CR or DR with a letter read into it ("236,93 DOr"): the balance's sign (markLetterAdded).
      const mark = k > 0 && /\d$/.test(line.words[k - 1]!.text) ? markLetterAdded(w) : undefined;
      if (mark) return mark === 'CR' ? 'Cr' : 'Dr';
      const lower = w.text.toLowerCase();
      if (lower.length < 5 || LABEL_VOCABULARY.includes(lower)) return w.text;
      // Two letters off in a long word ("féregiende" for "föregående": both its accented letters misread).
      const slips = lower.length >= 9 ? 2 : 1;
      const near = LABEL_VOCABULARY.find((v) => v.length === lower.length && [...v].filter((c, i) => c !== lower[i]).length <= slips);
      return near ?? w.text;
    });
}

/**
 * Of several closing figures (a summary's "Balance carried forward" and the last list's), the one the printed opening
 * and totals give, in either balance sense; none when the summary prints no totals or no figure agrees.
 */
function closingByTotals(closings: string[], facts: SummaryFacts, mode: AmountMode): string | undefined {
  const v = (raw: string | undefined) => {
    const a = raw ? parseAmount(raw, mode) : undefined;
    return a ? Math.round((a.negative ? -a.value : a.value) * 100) : undefined;
  };
  const [open, cr, dr] = [v(facts.opening_balance), v(facts.total_credits), v(facts.total_debits)];
  if (open === undefined || cr === undefined || dr === undefined) return undefined;
  const want = [open + Math.abs(cr) - Math.abs(dr), open - Math.abs(cr) + Math.abs(dr)];
  return closings.find((c) => {
    const x = v(c);
    return x !== undefined && (want.includes(x) || want.includes(Math.abs(x)));
  });
}

/** The first amount printed right of the label (which ends at `charIndex` of the line's text). */
function amountAfter(texts: string[], text: string, charIndex: number, mode: AmountMode): string | undefined {
  let acc = 0;
  let from = texts.length;
  for (let k = 0; k < texts.length; k++) {
    const at = text.indexOf(texts[k]!, acc);
    if (at >= 0) acc = at + texts[k]!.length;
    if (at >= charIndex) {
      from = k;
      break;
    }
  }
  for (let k = from; k < texts.length; k++) {
    // A date is no figure: in "Solde précédent  Total des crédits  Solde au 11 juil. 2023", a row of labels, the 11
    // was read as the opening balance of a whole-number statement.
    const date = matchDateAt(texts, k);
    if (date && date.used > 1) {
      k += date.used - 1;
      continue;
    }
    // A figure whose group separator the producer placed apart, a word of its own ("3 ' 275.70" for 3'275.70: read
    // from its last piece, the closing was 275.70): the pieces joined.
    if (k + 2 < texts.length && /^[-(]?\d{1,3}$/.test(texts[k]!) && /^['’.,\u00a0]$/.test(texts[k + 1]!) && /^\d{3}(?!\d)/.test(texts[k + 2]!)) {
      const a = parseAmount(texts.slice(k, k + 3).join(''), mode);
      if (a) return a.raw;
    }
    // Longest reading first: "$ 1,234.56", "1 234,56 EUR", "69.96 CR", "Rp 43 383 600" (a whole-number currency
    // grouped with spaces takes a word per group).
    // The figure takes all n words: only their whole join is read.
    for (let n = Math.min(5, texts.length - k); n >= 1; n--) {
      const a = parseAmount(n === 1 ? texts[k]! : texts.slice(k, k + n).join(' '), mode);
      if (a) return a.raw;
    }
  }
  return undefined;
}

/**
 * OCR lines only: the first amount right of the label as splitLine reads it, OCR readings included ("297317 €", its
 * separator lost but marked as money by the currency sign, is 2973.17). amountAfter reads the text as printed.
 */
function ocrAmountAfter(line: Line, labelEnd: number, mode: AmountMode): string | undefined {
  if (line.words.every((w) => w.confidence >= 1)) return undefined;
  return splitLine(line, 2, mode).amounts.find((a) => a.x0 > labelEnd)?.amount.raw;
}

/**
 * OCR lines of a statement without minor units: the first figure right of the label when OCR closed some of its group
 * spaces ("Suma Uznania 3363 559" for 3 363 559), which amountAfter would read as its first word alone.
 */
function gluedAfter(line: Line, labelEnd: number, mode: AmountMode): string | undefined {
  if (!mode.integers) return undefined;
  const ws = line.words;
  const i = ws.findIndex((w) => w.x0 > labelEnd && DIGIT.test(w.text));
  return i < 0 ? undefined : longestGlued(ws, i, mode)?.amount.raw;
}

/** The longest whole amount of two to four words from `i` whose group spaces OCR closed in part (wholeGroupsGlued). */
function longestGlued(ws: Line['words'], i: number, mode: AmountMode): { n: number; amount: Amount } | undefined {
  for (let n = Math.min(4, ws.length - i); n >= 2; n--) {
    const amount = wholeGroupsGlued(ws, i, i + n - 1, mode);
    if (amount) return { n, amount };
  }
  return undefined;
}

function fullDateIn(ws: Line['words']): string | undefined {
  return fullDateInTexts(ws.map((w) => w.text));
}

function fullDateInTexts(texts: string[]): string | undefined {
  const words = texts.map((t) => t.replace(/[,;]$/, ''));
  for (let i = 0; i < words.length; i++) {
    const m = matchDateAt(words, i);
    if (m && m.date.year !== undefined) return m.date.raw;
  }
  return undefined;
}

/** x of the word holding character `index` of the line's text. */
function labelX(line: Line, index: number): number {
  let at = 0;
  for (const w of line.words) {
    const pos = line.text.indexOf(w.text, at);
    if (pos + w.text.length > index) return w.x0;
    at = pos + w.text.length;
  }
  return line.words[0]!.x0;
}

/** Balances that are statistics of the period, not its start or end. */
const NOT_A_STATEMENT_BALANCE = /\b(minimum|average|avg|lowest|low|highest|available|daily|collected|ledger\s+low)\b/i;

/**
 * A line of figures (no date) under one or two lines of column heads: each head word belongs to the figure whose
 * column it stands over. Yields the summary figures those heads name.
 */
const DIGIT = /\d/;

function columnSummaries(lines: Line[], mode: AmountMode): ['opening' | 'closing' | 'credits' | 'debits' | 'dated', string, string][] {
  const out: ['opening' | 'closing' | 'credits' | 'debits' | 'dated', string, string][] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    // Two figures need two words with a digit (every figure has one, and figures share no word): most lines have fewer.
    if (line.words.filter((w) => DIGIT.test(w.text)).length < 2) continue;
    // Every figure on the line counts, not only those at its end (counts and ".00" stand between them).
    // Counts and ".00" are columns too: they anchor their heads even though they are not read as money.
    const figures = figuresOf(line, mode);
    if (figures.filter((f) => f.amount).length < 2 || splitLine(line, 1).dates.length) continue;
    const cells = { amounts: figures };
    const heads: Line[] = [];
    for (let k = i - 1; k >= 0 && heads.length < 2; k--) {
      const above = lines[k]!;
      const below = heads[0] ?? line;
      if (above.page_number !== line.page_number || below.y0 - above.y1 > (line.y1 - line.y0) * 2.5) break;
      if (splitLine(above, 0, mode).amounts.length) break;
      // Nor a line with a figure OCR could not read as money ("Solde au 03.09.2024  277719", its separators lost): a
      // balance line of its own, whose label would name the figure below it.
      if (above.words.some((w) => w.confidence < 1 && /^\d{4,}$/.test(w.text.replace(/[.,' ]/g, '')) && !matchDateAt([w.text], 0))) break;
      heads.unshift(asLabelWords(above));
    }
    if (!heads.length) continue;
    const labels = headsOverFigures(heads, cells.amounts);
    cells.amounts.forEach((a, k) => {
      if (!a.amount) return;
      const label = labels[k]!;
      const dated = DATED_BALANCE.exec(label);
      const key = dated && /^\s*\d/.test(label.slice(dated.index + dated[0].length)) ? 'dated' : labelKey(label);
      if (key) out.push([key, a.amount.raw, label]);
    });
  }
  return out;
}

/**
 * The label over each figure of a summary row. Labels stand over their figures centred, or flush with their left or
 * right edges; a label longer than its figure reaches over the next one's centre ("Total debits  Balance carried
 * forward" right-aligned over "$3290.02  $3941.73"), so the alignment is chosen by which names the most figures.
 */
function headsOverFigures(heads: Line[], figures: { x0: number; x1: number }[]): string[] {
  const n = figures.length;
  const centres = figures.map((f) => (f.x0 + f.x1) / 2);
  const assign: ((w: Word) => number)[] = [
    (w) => {
      const c = (w.x0 + w.x1) / 2;
      let best = 0;
      for (let k = 1; k < n; k++) if (Math.abs(centres[k]! - c) < Math.abs(centres[best]! - c)) best = k;
      return best;
    },
    (w) => {
      const k = figures.findIndex((f) => f.x1 >= w.x1 - w.size / 2);
      return k < 0 ? n - 1 : k;
    },
    (w) => {
      let k = 0;
      while (k + 1 < n && figures[k + 1]!.x0 <= w.x0 + w.size / 2) k++;
      return k;
    },
  ];
  // Last, so that it only wins where it names more: each label a run of words cut between two figures' centres.
  assign.push(cutsNamingMost(heads, centres));
  let best: string[] = [];
  let bestNamed = -1;
  for (const at of assign) {
    const words = figures.map(() => [] as string[]);
    for (const h of heads) for (const w of h.words) words[at(w)]!.push(w.text);
    // Glue letters that the PDF split off a word ("BALANC E FORWARD"), or pieces of a label's word ("Sa ldo final").
    const labels = words.map((ws) => {
      const glued = ws.join(' ').replace(/(\p{L}{3,}) (\p{L})(?=\s|$)/gu, '$1$2');
      return labelKey(glued) !== undefined ? glued : (labelInPieces(ws)?.join(' ') ?? glued);
    });
    const named = labels.filter((l) => labelKey(l) !== undefined || DATED_BALANCE.test(l)).length;
    if (named > bestNamed) {
      best = labels;
      bestNamed = named;
    }
  }
  return best;
}

/**
 * Labels as runs of words, each cut from the next somewhere between the centres of their two figures: where the cut
 * falls is chosen to name the most figures, then at the widest gaps. A label printed flush with its figure's edge
 * but wider than the figure ("Total debits Balance carried forward" over "S$1,087.01  S$2,015.92", the second a few
 * points short of its label's end) is read whole, as no rule of alignment word by word reads it.
 */
function cutsNamingMost(heads: Line[], centres: number[]): (w: Word) => number {
  const n = centres.length;
  const mid = (w: Word) => (w.x0 + w.x1) / 2;
  const words = heads.flatMap((h) => h.words).sort((a, b) => mid(a) - mid(b));
  // Candidate cuts: the gaps between words (as x), and each figure's own centre where no word stands apart.
  const gaps = words.slice(1).map((w, k) => ({ x: (mid(words[k]!) + mid(w)) / 2, width: w.x0 - words[k]!.x1 }));
  const cutsFor = (k: number) => [
    { x: centres[k]!, width: 0 },
    ...gaps.filter((g) => g.x > centres[k]! && g.x < centres[k + 1]!),
  ];
  const labelOf = (from: number, to: number) => words.filter((w) => mid(w) >= from && mid(w) < to).map((w) => w.text).join(' ');
  const named = (l: string) => (labelKey(l) !== undefined || DATED_BALANCE.test(l) ? 1 : 0);
  // `prev`: for each candidate of the last cut placed, the best run of cuts ending there (figures named, gap widths).
  let prev = [{ x: -Infinity, score: 0, width: 0, path: [] as number[] }];
  for (let k = 0; k < n - 1; k++) {
    prev = cutsFor(k).map((c) => {
      let pick = prev[0]!;
      let pickNamed = 0;
      let pickScore = -1;
      for (const p of prev) {
        const gain = named(labelOf(p.x, c.x));
        const score = p.score + gain + (p.width + c.width) / 1e4;
        if (score > pickScore) [pick, pickNamed, pickScore] = [p, gain, score];
      }
      return { x: c.x, score: pick.score + pickNamed, width: pick.width + c.width, path: [...pick.path, c.x] };
    });
  }
  let end = prev[0]!;
  let endScore = -1;
  for (const p of prev) {
    const score = p.score + named(labelOf(p.x, Infinity)) + p.width / 1e4;
    if (score > endScore) [end, endScore] = [p, score];
  }
  const cuts = end.path;
  return (w) => {
    let k = 0;
    while (k < cuts.length && mid(w) >= cuts[k]!) k++;
    return k;
  };
}

/** An OCR figure with one or two glyphs after it that are neither letters nor digits ("3,933.70%"). */
const FIGURE_THEN_GLYPH = /^[-+(]?\d[\d.,]*\d[^\p{L}\d\s]{1,2}$/u;

/**
 * Every figure of a line, left to right: an amount may span narrowly spaced words ("4 681,92 PLN", "S$ 5,025.08");
 * a bare number that is not money (a count, ".00") is kept without an amount, as a column anchor.
 */
function figuresOf(line: Line, mode: AmountMode): { x0: number; x1: number; amount?: ReturnType<typeof parseAmount> }[] {
  const ws = line.words;
  const out: { x0: number; x1: number; amount?: ReturnType<typeof parseAmount> }[] = [];
  for (let i = 0; i < ws.length; ) {
    let found: { n: number; amount: NonNullable<ReturnType<typeof parseAmount>> } | undefined;
    for (let n = Math.min(4, ws.length - i); n >= 1 && !found; n--) {
      const part = ws.slice(i, i + n);
      if (!part.every((w, k) => k === 0 || w.x0 - part[k - 1]!.x1 < Math.max(w.size * 0.7, part[k - 1]!.size * 0.7, oneSpace(mode.pitch)))) continue;
      const amount = parseAmount(part.map((w) => w.text).join(' '), mode);
      if (amount) found = { n, amount };
    }
    // OCR closed some group spaces of a whole amount ("3447 717 KRW"): its groups together, not the last alone.
    const glued = longestGlued(ws, i, mode);
    if (glued && (!found || glued.n > found.n)) found = glued;
    if (found) {
      out.push({ x0: ws[i]!.x0, x1: ws[i + found.n - 1]!.x1, amount: found.amount });
      i += found.n;
      continue;
    }
    // An OCR figure with a mangled separator ("142,:355,71") is still its column's figure: a head left without one
    // would join the next column's label and take its figure.
    // Currency glyphs OCR bent after it ("2.13191¢€" for "2.131,91 €") are no part of the figure.
    const w = ws[i]!;
    const ocr = w.confidence < 1 && /\d/.test(w.text) ? ocrReading(w, '', false, mode) ?? ocrReading({ ...w, text: w.text.replace(/(?<=\d)\p{Sc}{1,2}$/u, '') }, '', false, mode) : undefined;
    if (ocr) out.push({ x0: w.x0, x1: w.x1, amount: ocr });
    // So is an OCR figure a sign glyph after it made no money ("3,933.70%" for "3,933.70 $"): unread, not the
    // next column's figure for its head.
    else if (/^[-+(]?[\d.,]+\)?$/.test(w.text) || (w.confidence < 1 && FIGURE_THEN_GLYPH.test(w.text))) out.push({ x0: w.x0, x1: w.x1 });
    i++;
  }
  return out;
}

function labelKey(label: string): 'opening' | 'closing' | 'credits' | 'debits' | undefined {
  if (/\bbalance\s+(forward|last\s+statement)\b/i.test(label)) return 'opening';
  if (/\b(closing\s+balance|balance\s+this\s+statement)\b/i.test(label)) return 'closing';
  for (const { key, re } of SUMMARY_LABELS) if (re.test(label)) return key;
  return undefined;
}

/**
 * Whether the day `d` is nearer `end` than `start` (keys of dateKeyOf). Keys read day-first from month-first dates may
 * name no day of the year (a month 13 or more): then no answer.
 */
function nearerEnd(start: string, d: string, end: string): boolean {
  const days = (k: string) => {
    const [y, m, day] = [+k.slice(0, 4), +k.slice(4, 6), +k.slice(6, 8)];
    return m >= 1 && m <= 12 ? Date.UTC(y, m - 1, day) / 86400000 : NaN;
  };
  return days(end) - days(d) < days(d) - days(start);
}

/** A sortable key (YYYYMMDD, day-month order guessed) for the first full date on a line. */
function firstDateIn(line: Line): string | undefined {
  return dateKeyOf(line.words.map((w) => w.text));
}

function dateKeyOf(texts: string[]): string | undefined {
  const raw = fullDateInTexts(texts);
  const d = raw ? parseDateToken(raw) : undefined;
  // Only used to order balance lines: day-first is assumed for ambiguous numeric dates.
  return d ? `${d.year}${String(d.b).padStart(2, '0')}${String(d.a).padStart(2, '0')}` : undefined;
}

function lastAmount(line: Line, mode: AmountMode): string | undefined {
  const cells = splitLine(line, 2, mode);
  return cells.amounts[cells.amounts.length - 1]?.amount.raw;
}

/** Two dates on one line that speaks of a period ("from 1 May 2026 to 31 May 2026"). */
function periodIn(line: Line): [string, string] | undefined {
  if (!PERIOD_WORDS.test(line.text)) return undefined;
  // "02/10/24-03/09/24" is two dates in one word.
  const words = line.words.flatMap((w) => {
    const t = w.text.replace(/[,;]$/, '');
    const m = /^(\d{1,4}[./]\d{1,2}[./]\d{2,4})[-–](\d{1,4}[./]\d{1,2}[./]\d{2,4})$/.exec(t);
    return m ? [m[1]!, m[2]!] : [t];
  });
  const found: { raw: string; year?: number; month: number }[] = [];
  for (let i = 0; i < words.length && found.length < 3; ) {
    const m = matchDateAt(words, i);
    if (m && (m.date.kind === 'named' || m.date.year !== undefined)) {
      found.push({ raw: m.date.raw, year: m.date.year, month: m.date.b });
      i += m.used;
    } else i++;
  }
  if (found.length !== 2) return undefined;
  const [a, b] = found as [(typeof found)[0], (typeof found)[0]];
  if (b.year === undefined) return undefined;
  // "December 5 - January 4, 2021": the start takes the end's year, or the year before across New Year.
  if (a.year === undefined) return [`${a.raw} ${a.month > b.month ? b.year - 1 : b.year}`, b.raw];
  return [a.raw, b.raw];
}
