/**
 * Figures pdf.js broke with a space. pdf.js writes a space wherever two glyphs of one text item stand more than a
 * tenth of an em apart, so a producer whose glyph positions disagree with its font's widths (each glyph placed by
 * itself) gets "3.6 37,58", "2 ,07", "09 /05/ 2024". The item keeps no gap widths, so geometry cannot tell such a
 * space from a real one; the figures' notation can: neighbouring pieces of digits and separators are one figure
 * when one of them is no complete number or date by itself and all of them together are (and two dates split where
 * their shape allows, see dateSplit). Two complete numbers ("51 3.22") stay apart: nothing in the text says they were
 * one.
 */

import { CURRENCY_CODES } from '../normalize/amount.js';

// A currency sign may lead a figure ("€153," before "80", "¥6" before ".600"), also one with letters ("R$2.0" before
// "43,72", "S$", "Rs.3,755.1" before "2").
// Or a currency code glued to it ("KRW77," before "578").
const SIGN_WORD = String.raw`(?:[A-Z]{1,3}\$|\p{Sc}|Rs\.?|${CURRENCY_CODES})`;
const SIGN = new RegExp(String.raw`^([-+(]?)${SIGN_WORD}`, 'u');
// A separator alone is a piece too ("11 0 , 94").
const PIECE = new RegExp(String.raw`^(?:[-+(]?${SIGN_WORD}?[\d.,'/-]*\d[\d.,'/-]*\)?|[.,])$`, 'u');
const NUMBER = [
  // Leading zeros too: "063" is a group of "433 063".
  /^[-+(]?\d+(?:[.,]\d{2})?[)-]?$/,
  /^[-+(]?\d{1,3}([.,'])\d{3}(?:\1\d{3})*(?:[.,]\d{2})?[)-]?$/,
  // Indian grouping: 1,23,456.78
  /^[-+(]?\d{1,2}(?:,\d{2})*,\d{3}(?:\.\d{2})?[)-]?$/,
];
const PART = '(?:0?[1-9]|[12]\\d|3[01])';
// A day and month without a year only as printed in columns ("03/06", "03.06.", "3.6."): "3.6" is a broken figure.
const DATE = [
  new RegExp(`^${PART}([./-])${PART}\\1(?:\\d{2}|\\d{4})$`),
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/,
  /^(?:0[1-9]|[12]\d|3[01])[./-](?:0[1-9]|[12]\d|3[01])\.?$/,
  new RegExp(`^${PART}\\.${PART}\\.$`),
];

/**
 * Two whole pieces that are still one date: a day's first digit before a date whose day has one ("1 3/01/2023" for
 * "13/01/2023"), a date whose two-digit year is a century before two digits ("08.01.20 23" for "08.01.2023"), or a
 * day and month before their year ("21.12. 2023").
 * Nothing else prints a lone digit before a date, or two digits after one, one space apart in the same text item; a
 * wrong day or year would pass every check of the statement's arithmetic.
 */
function dateSplit(a: string, b: string): boolean {
  return (
    (/^\d$/.test(a) && /^\d[./-]\d{1,2}[./-](?:\d{2}|\d{4})$/.test(b)) ||
    (/^\d{1,2}([./-])\d{1,2}\1(?:19|20)$/.test(a) && /^\d{2}$/.test(b)) ||
    // A day and month with the dot after the month, then a year ("21.12. 2023"): one date whoever wrote the space.
    (/^\d{1,2}([./-])\d{1,2}\1$/.test(a) && /^(?:19|20)\d{2}$/.test(b))
  );
}

function complete(t: string): boolean {
  const figure = t.replace(SIGN, '$1');
  return NUMBER.some((r) => r.test(figure)) || DATE.some((r) => r.test(t));
}

/**
 * How many of `pieces` from `at` on (one space apart in one text item) are one figure: 1 when none joins it, else
 * the longest run (up to four pieces, eight on a tracked page) that together is complete while some piece of it is
 * not.
 *
 * `tracked`: the page's own figures show that pdf.js writes spaces between glyphs of one figure (see
 * trackedSpaces), so a space between two whole figures is no evidence that they are two: "5 2.38", "9 12", "12 36
 * 1,78". They are then one figure whenever together they are one (still one space apart in one text item: two
 * columns are at least 0.6 em apart, where pdf.js starts another item).
 */
export function figureRun(pieces: readonly string[], at: number, tracked = false): number {
  let joined = pieces[at]!;
  let first = at;
  // The sign itself broken after its first letter or two ("R s.1,81,90 0.78", "KR W84,5 02", "(KR W60.617)"), or
  // before its dot ("Rs .2 71.04"): the sign spans the two pieces.
  const next = pieces[at + 1];
  if (!PIECE.test(joined) && /^\(?\p{Lu}\p{L}?$/u.test(joined) && next !== undefined && SIGN.test(joined + next) && !SIGN.test(next) && PIECE.test(joined + next)) {
    joined += pieces[at + 1]!;
    first = at + 1;
  }
  let broken = tracked || first > at || (PIECE.test(joined) && !complete(joined));
  if (!PIECE.test(joined)) return 1;
  let best = first > at && complete(joined) ? 2 : 1;
  // A comma or full stop before a space is also prose ("Kungsgatan 5, 411 19"): across one, only cents, a dotted
  // date, or on a tracked page the item's end make the pieces one figure.
  let prose = false;
  // A tracked page may print every glyph apart ("1 2 2 ,3 1"): its runs reach further.
  for (let k = first + 1; k < pieces.length && k < at + (tracked ? 8 : 4); k++) {
    // A footnote mark after a figure ("21 .02.2024*") ends it: the run is judged without the mark.
    // So does a CR/DR glued to its last piece ("42, 84CR"), or the mark's first letter, its second the next piece
    // ("2 ,293.22C R": the word keeps the letter, and the line's cells join the mark, line-cells.ts).
    const marked =
      /[*†‡]+$/.exec(pieces[k]!) ?? /(?<=\d)(?:CR|DR|Cr|Dr)$/.exec(pieces[k]!) ?? (/^r$/i.test(pieces[k + 1] ?? '') ? /(?<=\d)[CD]$/i.exec(pieces[k]!) : null);
    const p = marked ? pieces[k]!.slice(0, marked.index) : pieces[k]!;
    if (!PIECE.test(p)) break;
    prose ||= /[.,]$/.test(joined);
    broken ||= !complete(p) || dateSplit(joined, p);
    joined += p;
    // On a tracked page a figure cut after its group separator ("14, 363") that ends its item is one figure (prose
    // goes on after its comma).
    const itemEnd = tracked && k === pieces.length - 1;
    if (broken && complete(joined) && (!prose || itemEnd || /[.,]\d{2}[)-]?$|^\d{1,2}\.\d{1,2}\.\d{2,4}$/.test(joined))) best = k - at + 1;
    if (marked) break;
  }
  return best;
}
