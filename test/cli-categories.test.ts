import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makePdf, simpleStatement } from './support/make-pdf.js';

const run = promisify(execFile);
const cli = resolve(import.meta.dirname, '..', 'dist', 'cli.js');

async function cmd(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const r = await run(process.execPath, [cli, ...args], { encoding: 'utf8' });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

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
