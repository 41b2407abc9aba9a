/**
 * A money label of six letters read a letter off by OCR and surely ("Amaunt" at 0.89 for "Amount", a page header of
 * scanned random 10833): over a column of figures, on a line with other labels, it is the money label all its near
 * label words name ("amaun", "amauns" and "amount" all name the amount). Only four-letter slips of five-letter labels
 * were read so ("Sado" for "Saldo"); the page's header was lost and its rows read by another page's figures.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const rows: Cell[][] = [
  [['5 Jul 2023', 37, 75], ['Visa', 152, 168], ['Purchase', 171, 205], right('24.33', 557)],
  [['6 Jul 2023', 37, 75], ['Visa', 152, 168], ['Woolworths', 208, 250], ['3321', 255, 272], right('69.77', 557)],
  [['7 Jul 2023', 37, 75], ['Visa', 152, 168], ['Coles', 209, 230], right('138.07', 557)],
];
const read = (label: string, confidence: number, under = rows) => {
  const p = page([[['Date', 37, 54], ['Narration', 151, 187], [label, 528, 557]], ...under]);
  for (const l of p.lines) for (const w of l.words) w.confidence = 0.9;
  p.lines[0]!.words[2]!.confidence = confidence;
  return readHeader(p.lines, 0)?.header.columns.map((c) => [c.role, Math.round(c.x0)]);
};

describe('a money label a letter off, read surely', () => {
  it('names the column of figures under it', () => {
    expect(read('Amaunt', 0.89)).toEqual([['date', 37], ['description', 151], ['amount', 528]]);
  });

  it('names nothing over no figures', () => {
    const words: Cell[][] = rows.map((r) => r.slice(0, -1));
    expect(read('Amaunt', 0.89, words)).toBeUndefined();
  });
});
