import type { Word } from '../types.js';

/**
 * A word of a text layer. Its box and size are five numbers in one array of its page (outside the JS heap): as own
 * fields of a plain object each number is an object of its own (16 bytes) beside the word's 8 fields (88 bytes), ~200
 * bytes a word with its text, and a 2,000-page statement has ~490,000 words. Read-only, like every word the layout
 * sees; a changed copy is made with `wordWith` (a spread would not copy the box).
 */
export class TextWord implements Word {
  readonly #box: Float64Array;
  readonly #at: number;
  constructor(
    readonly text: string,
    box: Float64Array,
    at: number,
    readonly bold: boolean,
  ) {
    this.#box = box;
    this.#at = at;
  }
  get x0(): number {
    return this.#box[this.#at]!;
  }
  get x1(): number {
    return this.#box[this.#at + 1]!;
  }
  get y0(): number {
    return this.#box[this.#at + 2]!;
  }
  get y1(): number {
    return this.#box[this.#at + 3]!;
  }
  get size(): number {
    return this.#box[this.#at + 4]!;
  }
  get confidence(): number {
    return 1;
  }
}

/** A copy of a word (a plain object) with some fields changed; fields a word does not have stay absent. */
export function wordWith(w: Word, change: Partial<Word>): Word {
  return {
    text: w.text,
    x0: w.x0,
    x1: w.x1,
    y0: w.y0,
    y1: w.y1,
    confidence: w.confidence,
    ...(w.alternatives !== undefined ? { alternatives: w.alternatives } : {}),
    size: w.size,
    ...(w.bold !== undefined ? { bold: w.bold } : {}),
    ...change,
  };
}
