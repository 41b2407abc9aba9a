import type { PageText } from '../types.js';
import { parseDateToken } from '../normalize/date-token.js';
import { withOcrWordsReread } from './ocr-words-reread.js';

/**
 * A statement that prints its dates with the month's name ("12-OUT-23") loses a letter of the name to OCR now and then:
 * a digit for its look-alike ("15-0UT-23", "12-:0UT-23", the separator garbled too at 150 DPI). Such a date reads as
 * no date, and its row took the date of the row above: a wrong date in a statement whose amounts reconcile. The
 * statement's own clean dates say which names it prints and how: where MIN_CLEAN dates or more read cleanly as day,
 * month name and year in one word, a word of the same shape whose month part, its digits read as the letters they
 * look like, is one of those names is that date, written as the clean ones are. Words are changed in copies of their
 * lines; the caller's pages are not touched.
 */
export function monthsByLookAlike(pages: PageText[]): PageText[] {
  const model = monthModel(pages);
  if (!model) return pages;
  return withOcrWordsReread(pages, (w) => (w.confidence < 1 ? reread(w.text, model) : undefined));
}

/** Clean dates with a month name that make the statement's way of printing them. */
const MIN_CLEAN = 3;
/** Day, month name, year in one word, any one or two marks between them (a separator OCR garbled). */
const SHAPE = /^(\d{1,2})([^\p{L}\p{N}]{1,2})([\p{L}\p{N}]{3,4})([^\p{L}\p{N}]{1,2})(\d{2}|\d{4})$/u;
/** Digits OCR reads for capital letters of a month's name. */
const LOOK_ALIKE: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '6': 'G', '2': 'Z' };

interface MonthModel {
  /** The month names the clean dates print, upper-cased, each as printed. */
  names: Map<string, string>;
  /** The separator the clean dates print most. */
  sep: string;
}

function monthModel(pages: PageText[]): MonthModel | undefined {
  const names = new Map<string, string>();
  const seps = new Map<string, number>();
  let clean = 0;
  for (const page of pages) {
    if (page.source !== 'ocr') continue;
    for (const line of page.lines)
      for (const w of line.words) {
        const m = SHAPE.exec(w.text);
        if (!m || m[2] !== m[4] || /\d/.test(m[3]!) || parseDateToken(w.text)?.kind !== 'named') continue;
        clean++;
        names.set(m[3]!.toUpperCase(), m[3]!);
        seps.set(m[2]!, (seps.get(m[2]!) ?? 0) + 1);
      }
  }
  if (clean < MIN_CLEAN) return undefined;
  const sep = [...seps].sort((a, b) => b[1] - a[1])[0]![0];
  return { names, sep };
}

function reread(text: string, m: MonthModel): string | undefined {
  const r = SHAPE.exec(text);
  if (!r || !/\d/.test(r[3]!)) return undefined;
  const name = [...r[3]!.toUpperCase()].map((c) => LOOK_ALIKE[c] ?? c).join('');
  const printed = m.names.get(name);
  if (!printed) return undefined;
  const date = `${r[1]}${m.sep}${printed}${m.sep}${r[5]}`;
  return parseDateToken(date)?.kind === 'named' ? date : undefined;
}
