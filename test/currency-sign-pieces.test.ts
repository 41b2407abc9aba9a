/**
 * A currency sign of two glyphs that came apart beside a figure ("135,93 R $ - 5.275,87 R$", glyphs placed one by one):
 * read apart, the "R" ended the amount's cell and the row lost its amount (random 1022243: 3 of 37 rows).
 */
import { describe, expect, it } from 'vitest';
import { splitLine } from '../src/layout/line-cells.js';
import { page } from './support/text-page.js';
import { readRandomCase } from './support/random-case.js';

describe('a currency sign in pieces beside a figure', () => {
  it('is read as the sign, the figure before it an amount', () => {
    const p = page([[['11.12.24', 36, 70], ['PIX', 90, 105], ['135,93', 330, 356], ['R', 358, 363], ['$', 364, 368], ['-', 385, 388], ['5.275,87', 420, 454], ['R$', 456, 468]]]);
    const cells = splitLine(p.lines[0]!, 2);
    expect(cells.amounts.map((a) => a.words.map((w) => w.text).join(' '))).toEqual(['135,93 R$', '5.275,87 R$']);
  });

  it('leaves letters a word space apart, or with no figure beside them, as they are', () => {
    const apart = page([[['11.12.24', 36, 70], ['PIX', 90, 105], ['LOJA', 200, 220], ['R', 224, 229], ['$', 236, 240], ['CASA', 244, 264], ['135,93', 330, 356]]]);
    expect(splitLine(apart.lines[0]!, 2).text.map((w) => w.text)).toContain('R');
  });

  it('reads every row of random layout 1022243', async () => {
    const { st, counts, rows } = await readRandomCase(1022243);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60_000);
});
