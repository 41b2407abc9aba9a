/**
 * Columns of direction marks beside unsigned amounts ("DR/CR", "S/H", "Wn/Ma", "B/A", or a column no label names):
 * found by where short words stand after the figures, and read both ways. Which mark means debit is a discrete
 * choice of the interpretation search, settled by the statement's arithmetic; a label's order and the marks' own
 * meaning (CR/DR, D/C, signs) are only priors.
 */
import type { LayoutResult, Line, MarkedFigure, PageText, RawRow, Word } from '../types.js';
import { NOISE } from './keywords.js';
import { parseAmount, CURRENCY_SIGNS, type AmountMode } from '../normalize/amount.js';
import { monthFromName } from '../normalize/months.js';
import { doubledLetter, foldMark, inherentMark, type TableColumns } from './line-cells.js';
import { withoutWord } from './direction-words.js';

/** One way of reading the marks: the tokens that mean debit (every other token means credit). */
export interface MarkReading {
  name: string;
  debit: string[];
  /** The marks this reading gives a meaning to. */
  tokens: string[];
  /** Marks read against their own meaning (CR as debit, "-" as money in): a prior only, before the usual share of money out. */
  against: number;
  /** Marks read against the order their label names them in: a tie-breaker only. */
  unusual: number;
  /** Every mark read as its own inherent meaning says (CR/DR, D/C, signs): no guess even without arithmetic. */
  inherent: boolean;
}

const FIGURE_END = new RegExp(String.raw`(\d\)?|${CURRENCY_SIGNS})$`);

/**
 * A column of marks no header names: short words of letters (or signs) that stand right after a figure or its currency code (ending the line or
 * before the next figure) at one place on many lines, taking at most two values. Words the amount reader glues to
 * its figure (a currency code, "OD") and month names are not marks. Of several such columns the leftmost is the
 * amount's (a balance's CR/DR stands right of it), and others printing the same marks are its other places.
 */
export function markColumnByGeometry(pages: PageText[], mode: AmountMode, furniture: Set<Line> = new Set()): NonNullable<TableColumns['marker']> | undefined {
  const seen: Seen[] = [];
  for (const p of pages)
    for (const line of p.lines) {
      // A page footer prints a word after a number, on every page at one place ("Pagina 1 di 2", "Sida 1 av 2"): where
      // that place is the marks', it outnumbered a mark the statement prints once or twice, and those rows went unread.
      // (Asked only of a line that shows a mark: most lines show none.)
      let footer: boolean | undefined;
      const ws = line.words;
      for (let k = 1; k < ws.length; k++) {
        const w = ws[k]!;
        const sign = /^[-+]$/.test(w.text);
        const before = ws[k - 1]!;
        // OCR words only where they read as a sign (a column of "-" and "+" whose misread marks, "." or "=", are then
        // unread marks), or stand apart from the figure (ocrMarkApart).
        if (!(sign || ((!(w.confidence < 1) || ocrMarkApart(w, before, mode)) && /^\p{L}{1,3}$/u.test(w.text) && isMarkWord(w.text, mode)))) continue;
        // Right after the figure, or after the currency code printed with it ("336,23 PLN Wn").
        const priced = k >= 2 && /\d\)?$/.test(ws[k - 2]!.text) && /^\p{Lu}{3}$/u.test(before.text) && figurePart(before.text, mode);
        if (!(FIGURE_END.test(before.text) || priced) || w.x0 - before.x1 < w.size * 0.25) continue;
        // Only figures follow a mark (the balance, its currency or CR/DR): "CA 9 May 2024" is a place and a date.
        if (!ws.slice(k + 1).every((n) => figurePart(n.text, mode))) continue;
        // A mark nearer the figure after it than the one before is that one's where a word space apart ("2.61   CR
        // 2,588.48": a balance printed with its CR in front), as the amount reader pairs them (line-cells.ts amountIn);
        // a column's width from both, it may be either's (below).
        const next = ws[k + 1];
        const nearerNext = !!next && /\d/.test(next.text) && next.x0 - w.x1 < w.x0 - before.x1;
        if (nearerNext && next.x0 - w.x1 < w.size) continue;
        if ((footer ??= furniture.has(line) || NOISE.some((re) => re.test(line.text)))) break;
        seen.push({ cx: (w.x0 + w.x1) / 2, x0: w.x0, x1: w.x1, size: w.size, token: foldMark(w.text), page: p.page_number, shifted: !!line.shift, ocr: w.confidence < 1, nearerNext, figureEnd: before.x1 });
      }
    }
  // Marks nearer the figures after them are a column of the amounts' only where no column stands right after the
  // figures, and where the column is blank on lines that print an amount before it (the other direction printed
  // blank: "435,36    Wn    11 838,77" over "266,09          12 274,13"). A balance's CR stands on every line.
  const after = columnAmong(seen.filter((s) => !s.nearerNext));
  if (after) return after;
  const few = fewMarks(seen, pages, mode);
  if (few || !seen.some((s) => s.nearerNext)) return few;
  const either = columnAmong(seen);
  return either && blankOnSomeLines(either, seen, pages) ? either : undefined;
}

/**
 * Some line prints a CR/DR mark between two figures nearer the one after it ("413,33      DR   47 862,97"): the amount
 * reader gives it to that one (line-cells.ts amountIn), which a column of marks between right-aligned amounts and
 * balances makes wrong on every short amount. Only the arithmetic tells the two readings apart.
 */
export function marksNearerNext(pages: PageText[]): boolean {
  for (const p of pages)
    for (const line of p.lines) {
      const ws = line.words;
      for (let k = 1; k + 1 < ws.length; k++) {
        const [before, w, next] = [ws[k - 1]!, ws[k]!, ws[k + 1]!];
        if (/^(CR|DR|Cr|Dr)$/.test(w.text) && /\d\)?$/.test(before.text) && /^\d/.test(next.text) && next.x0 - w.x1 < w.x0 - before.x1) return true;
      }
    }
  return false;
}

interface Seen {
  cx: number;
  x0: number;
  x1: number;
  size: number;
  token: string;
  page: number;
  shifted: boolean;
  ocr: boolean;
  nearerNext: boolean;
  /** Where the figure before the mark ends. */
  figureEnd: number;
}

/** Lines printing a figure where a column of few marks' figures end, and no mark, that make it a column. */
const FEW_MARKS_BLANK_LINES = 3;

/**
 * A mark printed for one direction only, on the one or two rows of it a statement holds (a card's "K" or "+" after
 * its payment and refund, the purchases' amounts printed bare): too few to make a column by themselves. They are
 * one where they are one token, each right after a figure with only figures after it (a text layer's words: OCR
 * letters after a figure are too often a glyph of it), at one place where no other such word stands, and three lines
 * or more print a figure ending where those figures end and nothing at the marks' place: the marked figures are
 * that column's, the mark its direction.
 */
function fewMarks(seen: Seen[], pages: PageText[], mode: AmountMode): NonNullable<TableColumns['marker']> | undefined {
  let found: NonNullable<TableColumns['marker']> | undefined;
  for (const m of seen) {
    if (m.ocr || m.nearerNext) continue;
    // The words of the kind at this one's place (nothing else stands there: "12 - 345" in the details is elsewhere),
    // looked at once, from its leftmost mark.
    const here = seen.filter((s) => Math.abs(s.cx - m.cx) <= m.size);
    if (here[0] !== m || here.length > 2 || here.some((s) => s.token !== m.token || s.ocr || s.nearerNext || Math.abs(s.figureEnd - m.figureEnd) > m.size / 2)) continue;
    const col = { x0: Math.min(...here.map((s) => s.x0)), x1: Math.max(...here.map((s) => s.x1)) };
    // The edge is asked first: a word is read as a figure only where it ends at the marked figures' edge.
    const ends = (w: Word) => Math.abs(w.x1 - m.figureEnd) <= m.size / 2 && /\d/.test(w.text) && !!parseAmount(w.text, mode);
    if (blankLines(pages, col, ends, FEW_MARKS_BLANK_LINES) < FEW_MARKS_BLANK_LINES) continue;
    // Two such places: no telling which is the column.
    if (found) return undefined;
    found = { ...col, tokens: [m.token] };
  }
  return found;
}

/** A line prints a figure ending where the column's marked figures end, and nothing in the column. */
function blankOnSomeLines(col: { x0: number; x1: number }, seen: Seen[], pages: PageText[]): boolean {
  const marked = seen.filter((s) => s.x1 > col.x0 && s.x0 < col.x1);
  const ends = marked.map((s) => s.figureEnd).sort((a, b) => a - b);
  const end = ends[ends.length >> 1];
  const size = marked[0]?.size;
  if (end === undefined || size === undefined) return false;
  return blankLines(pages, col, (w) => Math.abs(w.x1 - end) <= size / 2 && /\d[.,]\d{2}\)?$/.test(w.text), 1) >= 1;
}

/**
 * Lines that print a figure `ends` accepts (ending where a column's marked figures end) and no word at the column's
 * place, counted up to `enough`.
 */
function blankLines(pages: PageText[], col: { x0: number; x1: number }, ends: (w: Word) => boolean, enough: number): number {
  let n = 0;
  for (const p of pages)
    for (const l of p.lines) {
      if (!l.words.some(ends) || l.words.some((w) => w.x1 > col.x0 && w.x0 < col.x1)) continue;
      if (++n >= enough) return n;
    }
  return n;
}

/** The column of marks among the words seen, if they make one (markColumnByGeometry). */
function columnAmong(seen: Seen[]): NonNullable<TableColumns['marker']> | undefined {
  if (seen.length < 3) return undefined;
  seen.sort((a, b) => a.cx - b.cx);
  const groups: (typeof seen)[] = [[seen[0]!]];
  for (const s of seen.slice(1)) {
    const g = groups[groups.length - 1]!;
    if (s.cx - g[g.length - 1]!.cx <= s.size) g.push(s);
    else groups.push([s]);
  }
  const largest = Math.max(...groups.map((g) => g.length));
  const columns: { x0: number; x1: number; tokens: string[]; n: number; pages: Set<number> }[] = [];
  const minusOnly: { x0: number; x1: number }[] = [];
  for (const g of groups) {
    // The second of two lists side by side (its lines cut off and shifted) may print only "-" in the rows it holds:
    // another place of a column of signs, never one by itself.
    if (g.length >= 3 && g.every((s) => s.shifted && s.token === '-')) {
      minusOnly.push({ x0: Math.min(...g.map((s) => s.x0)), x1: Math.max(...g.map((s) => s.x1)) });
      continue;
    }
    if (g.length < 3 || !common(g, seen.length)) continue;
    // OCR reads a lone mark letter with a speck as the letter doubled ("Cc" for C, 150-200 DPI): where the letter
    // stands alone in the column too, it is that mark, not a second one beside it.
    for (const s of g) if (s.ocr && doubledLetter(s.token) && g.some((o) => o.token === s.token[0])) s.token = s.token[0]!;
    // The two commonest words are the marks; a word of the text that happens to stand there now and then is not.
    const counts = new Map<string, number>();
    for (const s of g) counts.set(s.token, (counts.get(s.token) ?? 0) + 1);
    // A lone "-" is also an empty money cell: signs make a column of marks only where some are "+". Among letters a
    // "-" or two is a stray (a dashed rule's first dash under the column: random 1022951), not a mark of the pair.
    const strays = Math.max(1, g.length * 0.1);
    const dashes = counts.get('-') ?? 0;
    const letters = [...counts.keys()].some((t) => /\p{L}/u.test(t));
    if (dashes > 0 && !counts.has('+') && letters && dashes <= strays) counts.delete('-');
    const ranked = [...counts].sort((a, b) => b[1] - a[1]);
    const stray = ranked.slice(2).reduce((n, [, c]) => n + c, 0) + (counts.has('-') ? 0 : dashes);
    if (stray > strays || (counts.has('-') && !counts.has('+'))) continue;
    const marks = g.filter((s) => ranked.slice(0, 2).some(([t]) => t === s.token));
    columns.push({ x0: Math.min(...marks.map((s) => s.x0)), x1: Math.max(...marks.map((s) => s.x1)), tokens: ranked.slice(0, 2).map(([t]) => t), n: g.length, pages: new Set(g.map((s) => s.page)) });
  }
  // A column of half the largest one's marks or more; a smaller one only where it prints the same two marks: the
  // second of two lists side by side, which ends the statement a few rows down.
  const most = columns.find((c) => c.n === largest);
  const samePair = (c: (typeof columns)[number]) => !!most && most.tokens.length === 2 && c.tokens.length === 2 && c.tokens.every((t) => most.tokens.includes(t));
  // Or where it prints the largest's marks on pages that one has none on: the column's place on pages drawn apart
  // (wider, no sidebar), a page of few rows.
  const ownPages = (c: (typeof columns)[number]) => !!most && c.tokens.every((t) => most.tokens.includes(t)) && ![...c.pages].some((n) => most.pages.has(n));
  const kept = columns.filter((c) => c.n >= largest / 2 || samePair(c) || ownPages(c));
  const first = kept[0];
  if (!first) return undefined;
  // Two lists side by side print the same marks in two places; a balance's CR/DR column prints other words.
  const spans = kept.slice(1).filter((c) => c.tokens.every((t) => first.tokens.includes(t))).map(({ x0, x1 }) => ({ x0, x1 }));
  if (first.tokens.includes('+') && first.tokens.includes('-')) spans.push(...minusOnly);
  return { x0: first.x0, x1: first.x1, tokens: first.tokens, ...(spans.length ? { spans } : {}) };
}

/**
 * An OCR word standing far enough after the figure before it to be a mark: two type sizes or more, since a letter OCR
 * read close after a figure is too often a misread glyph of the figure or its currency; and not one it nearly
 * rejected (below 0.3), a speck or another mark ("c" at 0.1 for a "-"; misread marks it kept, "Ss" for S, are read at
 * 0.4 and more). A mark the amount reader does not read itself (not CR/DR, D/C, S/H) from a type size and a half: two
 * type sizes missed a column of "B" / "A" 1.7 sizes after the figures (scanned random 12009, 12049), where a DR read
 * so close beside a stray "EDR" ("€DR") made a column whose second mark was that stray (11684: its DR rows read as
 * money in).
 */
function ocrMarkApart(w: Word, before: Word, mode: AmountMode): boolean {
  const gap = w.x0 - before.x1;
  return (gap >= 2 * w.size || (gap >= 1.5 * w.size && !parseAmount(`1.00 ${w.text}`, mode)?.marker)) && w.confidence! >= 0.3;
}

/** A word of a figure: digits (a group of a space-grouped figure too), or a currency or CR/DR after one. */
function figurePart(t: string, mode: AmountMode): boolean {
  if (/\d/.test(t)) return (t.match(/\p{L}/gu) ?? []).length <= 3;
  return CURRENCY_SIGN.test(t) || !!parseAmount(`1.00 ${t}`, mode);
}
const CURRENCY_SIGN = new RegExp(`^(?:${CURRENCY_SIGNS})$`);

/** A column holds a good share of all the mark-shaped words seen (a word here and there after a figure is text). */
function common(g: unknown[], all: number): boolean {
  return g.length >= Math.max(3, all * 0.25);
}

/** A short word that can be a mark: not a currency code or "OD" (the amount reader's), not a month name. */
function isMarkWord(t: string, mode: AmountMode): boolean {
  if (monthFromName(t) !== undefined) return false;
  const glued = parseAmount(`1.00 ${t}`, mode);
  return !glued || glued.marker !== null;
}

/**
 * The readings worth building: the marks' tokens (at most two; one where the other direction is printed blank) each
 * way round. None where no row has a mark, or more than two tokens (no pairing to choose), but for marks after the
 * figures on most rows beside direction words in a column of their own on the others (below).
 */
export function markReadings(rows: RawRow[], balanceMarks = false): MarkReading[] {
  // With the money columns' order open (no header names them) and no mark beside any other figure, the marks after
  // the figure the layout took for the balance may be the amounts' ("balance, amount, marks"): they are read both
  // ways, for the readings of the columns that name that figure the amount (column-roles.ts).
  const beside = rows.flatMap((r) => r.marks ?? []);
  const figures = beside.length || !balanceMarks ? beside : rows.flatMap((r) => (r.balanceMark ? [r.balanceMark] : []));
  const tokens = [...new Set(figures.map((m) => m.token))].sort();
  if (tokens.length === 0) return [];
  if (tokens.length <= 2) return pairReadings(figures);
  // Marks after the figures, and on the rows whose mark OCR lost a word of the details standing in a column of its
  // own ("COMPRA", "RECIBO" after a column of references: direction-words.ts takes such a column where a row has no
  // mark): two pairs, each read both ways, and the words also read as no direction at all (their rows' directions
  // then come from the balances). A table prints its directions one way; the arithmetic says which pair it is
  // (scanned random 11840: "c" and "A" after the figures, nine rows' "c" lost, no reading built, every row wrong).
  const marked = pairReadings(figures.filter((m) => !m.word));
  const worded = pairReadings(figures.filter((m) => m.word));
  if (!marked.length || !worded.length || marked[0]!.tokens.length + worded[0]!.tokens.length !== tokens.length) return [];
  return marked.flatMap((m) => [m, ...worded.map((w) => bothPairs(m, w))]);
}

/** The readings of marks of at most two tokens: each token meaning debit in turn. */
function pairReadings(figures: MarkedFigure[]): MarkReading[] {
  const tokens = [...new Set(figures.map((m) => m.token))].sort();
  if (tokens.length === 0 || tokens.length > 2) return [];
  const prior = new Map<string, 'DR' | 'CR'>();
  for (const m of figures) if (m.prior && !prior.has(m.token)) prior.set(m.token, m.prior);
  // A mark means what it says only beside its own partner: "C" and "D" (or "CR" alone), not "C" and "A" (cargo, abono).
  // Where only one of the pair is printed, its column's label names the partner: under "C/A" a lone "C" is a cargo.
  // A lone letter no label names has no partner to say which language it is in (C: credit, or cargo, charge): its
  // meaning is left to the arithmetic and, where that cannot tell, to the usual share of money out.
  const own = tokens.map(inherentMark);
  const named = new Set(figures.filter((m) => m.named).map((m) => m.token));
  const labelledOtherwise = tokens.some((t, k) => prior.has(t) && prior.get(t) !== own[k]);
  const loneLetter = tokens.length === 1 && /^\p{L}$/u.test(tokens[0]!) && !named.has(tokens[0]!);
  const inherent = own.every((d) => d) && (own.length === 1 || own[0] !== own[1]) && !labelledOtherwise && !loneLetter;
  const reading = (debit: string[]): MarkReading => {
    const says = (t: string) => (debit.includes(t) ? 'DR' : 'CR');
    const against = inherent ? tokens.filter((t) => inherentMark(t) !== says(t)).length : 0;
    return {
      name: readingName(debit),
      debit,
      tokens,
      against,
      unusual: tokens.filter((t) => prior.has(t) && prior.get(t) !== says(t)).length,
      inherent: inherent && against === 0,
    };
  };
  return tokens.length === 1 ? [reading(tokens), reading([])] : [reading([tokens[0]!]), reading([tokens[1]!])];
}

/** A reading of the marks after the figures and one of the direction words together. */
function bothPairs(m: MarkReading, w: MarkReading): MarkReading {
  const debit = [...m.debit, ...w.debit];
  return { name: readingName(debit), debit, tokens: [...m.tokens, ...w.tokens], against: m.against + w.against, unusual: m.unusual + w.unusual, inherent: false };
}

/** A reading's name, as the interpretation reports it: the tokens that mean debit ("debit=wn", "debit=-"). */
function readingName(debit: string[]): string {
  return `debit=${debit.join('+') || '-'}`;
}

/** The layout with each marked figure given the direction the reading says its mark means. */
export function withMarks(layout: LayoutResult, m: MarkReading): LayoutResult {
  return { ...layout, rows: layout.rows.map((r) => (r.marks ? remarked(r, m) : r)) };
}

function remarked(row: RawRow, m: MarkReading): RawRow {
  const next: RawRow = { ...row, ...(row.money ? { money: row.money.map((c) => ({ ...c })) } : {}) };
  for (const f of row.marks!) {
    // (A direction word the reading does not take for one stays in the details, its figure unmarked.)
    if (!m.tokens.includes(f.token)) continue;
    const to = `${f.figure} ${m.debit.includes(f.token) ? 'DR' : 'CR'}`;
    if (f.word) next.description = withoutWord(next.description, f.word);
    for (const k of ['debit', 'credit', 'amount'] as const) if (next[k] === f.marked) next[k] = to;
    for (const c of next.money ?? []) if (c.raw === f.marked) c.raw = to;
  }
  return next;
}
