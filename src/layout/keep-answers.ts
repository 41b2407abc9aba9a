/**
 * Several passes of the layout ask the same questions of the same lines and words (a line's cells without a table's
 * columns, a word's header-label text). The answers are pure functions of the line or word, kept in WeakMaps that
 * go with the statement's lines, but only while a statement of at most KEEP_ANSWERS_MAX_LINES lines is interpreted:
 * kept for every line of a 2,000-page statement they held its peak RSS ~150 MB higher (389-434 -> 541-549 MB), for
 * no gain in its time that could be measured (bench/README.md, twenty-third session). Outside an interpretation
 * (layout functions called alone) nothing is kept.
 */
export const KEEP_ANSWERS_MAX_LINES = 6_000;

let keeping = false;

/** Answers are kept from here until forgetAnswers, where the statement has at most KEEP_ANSWERS_MAX_LINES lines. */
export function keepAnswersFor(lines: number): void {
  keeping = lines <= KEEP_ANSWERS_MAX_LINES;
}

/** Called once a statement is interpreted. */
export function forgetAnswers(): void {
  keeping = false;
}

export function keepingAnswers(): boolean {
  return keeping;
}
