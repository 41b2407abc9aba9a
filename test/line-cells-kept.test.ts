/**
 * A line split without a table's columns is kept per line and mode while a short statement is interpreted, so the
 * passes that each split every line (summary, evidence, page frames, direction words, stacked dates) split it once
 * (layout/line-cells.ts, keep-answers.ts; issue 15): the kept cells are the cells a fresh split gives; long statements, splits with
 * columns and splits outside an interpretation are made afresh.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { forgetAnswers, keepAnswersFor, KEEP_ANSWERS_MAX_LINES } from '../src/layout/keep-answers.js';
import { interpret } from '../src/interpret/search.js';
import { readHeader } from '../src/layout/header.js';
import { page, right } from './support/text-page.js';

const statement = () =>
  page([
    [['Date', 36, 53], ['Description', 104, 150], ['Debit', 418, 440], ['Credit', 470, 495], ['Balance', 525, 559]],
    [['02/04/2024', 36, 73], ['Opening balance', 104, 170], right('1,000.00', 559)],
    [['03/04/2024', 36, 73], ['CAFE CENTRAL 12', 104, 170], right('12.00', 440), right('988.00', 559)],
    [['04/04/2024', 36, 73], ['SALARY', 104, 130], right('1,500.00', 495), right('2,488.00', 559)],
    [['05/04/2024', 36, 73], ['RENT', 104, 125], right('900.00', 440), right('1,588.00', 559)],
  ]);

afterEach(() => forgetAnswers());

describe('plain line splits kept while a short statement is interpreted', () => {
  it('give the cells a fresh split gives, one object per line and mode', () => {
    const lines = statement().lines;
    const fresh = lines.map((l) => splitLine(l, 2, {}));
    keepAnswersFor(lines.length);
    const mode = {};
    for (const [k, l] of lines.entries()) {
      const kept = splitLine(l, 2, mode);
      expect(kept).toEqual(fresh[k]);
      expect(splitLine(l, 2, mode)).toBe(kept);
      // Another mode object or another count of dates is another split.
      expect(splitLine(l, 2, {})).not.toBe(kept);
      expect(splitLine(l, 1, mode)).not.toBe(kept);
      // A split under a table's columns is never kept.
      expect(splitLine(l, 2, mode, {})).not.toBe(splitLine(l, 2, mode, {}));
    }
  });

  it('are not kept for a statement longer than the limit, nor outside an interpretation', () => {
    const line = statement().lines[2]!;
    keepAnswersFor(KEEP_ANSWERS_MAX_LINES + 1);
    expect(splitLine(line, 2)).not.toBe(splitLine(line, 2));
    keepAnswersFor(KEEP_ANSWERS_MAX_LINES);
    expect(splitLine(line, 2)).toBe(splitLine(line, 2));
    forgetAnswers();
    expect(splitLine(line, 2)).not.toBe(splitLine(line, 2));
  });

  it('keep a word\'s label text: headers read the same kept or not', () => {
    const columns = () => statement().lines.map((_, i, ls) => readHeader(ls, i)?.header.columns.map((c) => `${c.role} ${c.x0}-${c.x1}`));
    const fresh = columns();
    keepAnswersFor(10);
    expect(columns()).toEqual(fresh);
    expect(fresh[0]).toEqual(['date 36-53', 'description 104-150', 'debit 418-440', 'credit 470-495', 'balance 525-559']);
  });

  it('are let go once a statement is interpreted, and the statement reads the same', () => {
    const chosen = interpret([statement()]);
    expect(chosen.built.transactions.map((t) => [t.date, t.debit, t.credit])).toEqual([
      ['2024-04-03', 12, 0],
      ['2024-04-04', 0, 1500],
      ['2024-04-05', 900, 0],
    ]);
    const line = statement().lines[2]!;
    expect(splitLine(line, 2)).not.toBe(splitLine(line, 2));
  });
});
