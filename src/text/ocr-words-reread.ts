import type { PageText, Word } from '../types.js';
import { wordWith } from './word.js';
import { toLine } from './group-lines.js';

/**
 * The OCR pages with each word `reread` gives new text for (given the word after it on its line) written so, in
 * copies of its line; every other page, line and word is the caller's own, and with nothing reread the pages are.
 */
export function withOcrWordsReread(pages: PageText[], reread: (w: Word, next: Word | undefined) => string | undefined): PageText[] {
  let changed = 0;
  const out = pages.map((page) => {
    if (page.source !== 'ocr') return page;
    let pageChanged = false;
    const lines = page.lines.map((line) => {
      let lineChanged = false;
      const ws = line.words.map((w, i) => {
        const text = reread(w, line.words[i + 1]);
        if (text === undefined || text === w.text) return w;
        lineChanged = true;
        return wordWith(w, { text });
      });
      if (!lineChanged) return line;
      pageChanged = true;
      changed++;
      return { ...line, ...toLine(ws, line.page_number) };
    });
    return pageChanged ? { ...page, lines } : page;
  });
  return changed ? out : pages;
}
