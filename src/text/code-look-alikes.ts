import type { PageText, Word } from '../types.js';
import { CURRENCY_CODE } from '../normalize/amount.js';
import { withOcrWordsReread } from './ocr-words-reread.js';

/**
 * A statement that prints its currency code before every figure ("CHF 1.425,79  -CHF 19,00") loses a letter of it to
 * OCR now and then: "-CHE 57,66", "CIF 1.099,29", or reads the minus before it as a mark ("“CHF 71,06"). The figure
 * is then no longer money by its affix and the row's cells come apart: the figures' line was read as details. The
 * statement's own figures say which code stands there: where one code, read cleanly, stands before the figures of a
 * column at least MIN_CLEAN times, a word of three letters one letter away from it, standing before a figure where
 * such a code stands (its left edge within a type size of one), is that code; a mark before it is a minus where it
 * is one's look-alike (as sign-width reads it) and is dropped otherwise (the balances then settle the direction).
 * Words are changed in copies of their lines; the caller's pages are not touched.
 */
export function codesByLookAlike(pages: PageText[]): PageText[] {
  const model = codeModel(pages);
  if (!model) return pages;
  return withOcrWordsReread(pages, (w, next) => reread(w, next, model));
}

/** Clean readings of one code before figures that make it the statement's. */
const MIN_CLEAN = 4;
/** The code, after a sign or a mark OCR made of one ("~CHF", "“CHF"). */
const CODE_WORD = /^([^\p{L}\p{N}]?)(\p{Lu}{3})$/u;
const LOOK_ALIKE = /^([^\p{L}\p{N}]?)(\p{Lu}\p{L}{2})$/u;

interface CodeModel {
  code: string;
  /** Left edges of the clean code words. */
  xs: number[];
}

function codeModel(pages: PageText[]): CodeModel | undefined {
  const byCode = new Map<string, number[]>();
  for (const page of pages) {
    if (page.source !== 'ocr') continue;
    for (const line of page.lines)
      line.words.forEach((w, i) => {
        const m = CODE_WORD.exec(w.text);
        if (!m || !CURRENCY_CODE.test(m[2]!) || !beforeFigure(w, line.words[i + 1])) return;
        const xs = byCode.get(m[2]!) ?? [];
        xs.push(w.x0);
        byCode.set(m[2]!, xs);
      });
  }
  const ranked = [...byCode].sort((a, b) => b[1].length - a[1].length);
  const [code, xs] = ranked[0] ?? [];
  const others = ranked.slice(1).reduce((n, [, x]) => n + x.length, 0);
  if (!code || !xs || xs.length < MIN_CLEAN || others * 4 > xs.length) return undefined;
  return { code, xs };
}

/** A figure right after the word: a digit first, and mostly digits and separators (OCR may have lost the decimal one). */
function beforeFigure(w: Word, next: Word | undefined): boolean {
  if (!next || next.x0 - w.x1 > 1.5 * Math.max(w.size, next.size) || !/^\d/.test(next.text)) return false;
  const figure = next.text.replace(/[^\d.,'’/]/g, '').length;
  return figure >= 0.75 * next.text.length;
}

function reread(w: Word, next: Word | undefined, m: CodeModel): string | undefined {
  if (w.confidence >= 1) return undefined;
  const r = LOOK_ALIKE.exec(w.text);
  if (!r) return undefined;
  const letters = r[2]!.toUpperCase();
  let apart = 0;
  for (let k = 0; k < 3; k++) if (letters[k] !== m.code[k]) apart++;
  const lead = SIGN.test(r[1]!) ? r[1]! : MINUS_LOOK_ALIKE.test(r[1]!) ? '-' : '';
  if (apart > 1 || (apart === 1 && CURRENCY_CODE.test(letters)) || (apart === 0 && lead === r[1])) return undefined;
  if (!beforeFigure(w, next) || !m.xs.some((x) => Math.abs(x - w.x0) <= w.size)) return undefined;
  return `${lead}${m.code}`;
}

const SIGN = /^[-+−–—(]?$/;
const MINUS_LOOK_ALIKE = /^[~=]$/;
