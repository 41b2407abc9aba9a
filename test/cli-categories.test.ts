import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePdf, simpleStatement } from './support/make-pdf.js';
import { cli as cmd } from './support/cli.js';

describe('CLI --categories FILE', () => {
  it("applies the file's rules over the built-in ones, and refuses a broken file before reading any input", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'se-cat-'));
    const pdf = join(dir, 'good.pdf');
    await writeFile(pdf, await makePdf((d) => simpleStatement(d)));
    const rules = join(dir, 'rules.json');
    await writeFile(rules, JSON.stringify({ rules: [{ category: 'transport', match: 'shell', direction: 'out' }] }));
    const plain = await cmd(['extract', pdf, '--quiet']);
    const mine = await cmd(['extract', pdf, '--quiet', '--categories', rules]);
    expect(plain.code).toBe(0);
    expect(mine.code).toBe(0);
    const cats = (out: string) => (JSON.parse(out) as { transactions: { category: string }[] }).transactions.map((t) => t.category);
    expect(cats(plain.stdout)).toEqual(['grocery', 'salary', 'fuel']);
    expect(cats(mine.stdout)).toEqual(['grocery', 'salary', 'transport']);

    await writeFile(rules, JSON.stringify([{ category: 'transport', match: 'shell', colour: 'red' }]));
    const broken = await cmd(['extract', join(dir, 'missing.pdf'), '--categories', rules]);
    expect(broken.code).toBe(3);
    expect(broken.stderr).toMatch(/rule 1 has an unknown field "colour".*INVALID_INPUT/);
  });
});
