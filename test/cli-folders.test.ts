/**
 * CLI on folders: recursion, globs, output names that keep relative paths, [i/N] lines, the summary, error files,
 * empty folders, --jobs, and one clean stop on Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePdf, simpleStatement } from './support/make-pdf.js';
import { CLI, SAMPLE, cli, lines } from './support/cli.js';

let dir: string;
let root: string;
let good: Uint8Array;

async function files(d: string): Promise<string[]> {
  return (await readdir(d, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(d, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

beforeAll(async () => {
  expect(existsSync(CLI), `${CLI} missing: run npm run build`).toBe(true);
  dir = await mkdtemp(join(tmpdir(), 'se-cli-folders-'));
  good = await makePdf((d) => simpleStatement(d));
  root = join(dir, 'statements');
  for (const sub of ['a', 'b', 'sub/deep', 'c']) await mkdir(join(root, sub), { recursive: true });
  await writeFile(join(root, 'a', 'x.pdf'), good);
  await writeFile(join(root, 'b', 'x.pdf'), good);
  await writeFile(join(root, 'sub', 'deep', 'y.PDF'), good);
  await writeFile(join(root, 'b', 'bad.pdf'), 'not a pdf');
  await writeFile(join(root, 'c', 'notes.txt'), 'not a statement');
});

describe('a folder with subfolders and a failing file', () => {
  let r: Awaited<ReturnType<typeof cli>>;
  let out: string;
  beforeAll(async () => {
    out = join(dir, 'out');
    r = await cli(['extract', root, '--format', 'json,csv', '--out-dir', out, '--jobs', '2']);
  });

  it('keeps relative paths in the output names: a/x and b/x do not collide', async () => {
    expect(await files(out)).toEqual(['a/x.csv', 'a/x.json', 'b/bad.error.json', 'b/x.csv', 'b/x.json', 'sub/deep/y.csv', 'sub/deep/y.json']);
    for (const f of ['a/x.json', 'b/x.json', 'sub/deep/y.json']) expect(JSON.parse(await readFile(join(out, f), 'utf8')).transaction_count).toBe(3);
  });

  it('leaves <name>.error.json for the failure', async () => {
    const e = JSON.parse(await readFile(join(out, 'b', 'bad.error.json'), 'utf8'));
    expect(e).toMatchObject({ status: 'failed', error_code: 'NOT_A_PDF', file: join(root, 'b', 'bad.pdf') });
    expect(e.error_message).toMatch(/PDF/);
  });

  it('prints one [i/N] line per file and a summary, exits non-zero', () => {
    expect(r.code).toBe(3);
    const progress = lines(r.stderr).filter((l) => /^\[\d+\/\d+\] /.test(l));
    expect(progress.map((l) => /^\[(\d+)\/(\d+)\]/.exec(l)!.slice(1).join('/')).sort()).toEqual(['1/4', '2/4', '3/4', '4/4']);
    for (const f of ['a/x.pdf', 'b/x.pdf', 'sub/deep/y.PDF']) {
      expect(progress.filter((l) => l.includes(join(root, f)))).toEqual([expect.stringMatching(/-> ok, 3 rows, reconciled$/)]);
    }
    expect(progress.find((l) => l.includes('bad.pdf'))).toMatch(/-> failed: .*\[NOT_A_PDF\]$/);
    const summary = lines(r.stderr).at(-1)!;
    expect(summary).toMatch(/^statement-extractor: 4 files: 3 ok \(3 reconciled\), 1 failed: .*bad\.pdf \[NOT_A_PDF\]$/);
  });

  it('--jobs 1 and --jobs 3 give the same files', async () => {
    const one = join(dir, 'out-j1');
    const three = join(dir, 'out-j3');
    await cli(['extract', root, '--format', 'json', '--out-dir', one, '--jobs', '1', '--quiet']);
    await cli(['extract', root, '--format', 'json', '--out-dir', three, '--jobs', '3', '--quiet']);
    const names = await files(one);
    expect(await files(three)).toEqual(names);
    for (const n of names) expect(await readFile(join(three, n), 'utf8')).toBe(await readFile(join(one, n), 'utf8'));
  });

  it('--quiet keeps only the failure line', async () => {
    const q = await cli(['extract', root, '--out-dir', join(dir, 'out-q'), '--quiet']);
    expect(q.code).toBe(3);
    expect(lines(q.stderr)).toEqual([expect.stringMatching(/^\[\d\/4\] .*bad\.pdf -> failed: .*\[NOT_A_PDF\]$/)]);
  });
});

describe('globs and explicit files', () => {
  it('expands a quoted glob with **', async () => {
    const out = join(dir, 'out-glob');
    const r = await cli(['extract', `${root}/**/x.pdf`, '--out-dir', out, '--quiet']);
    expect(r.code).toBe(0);
    expect(await files(out)).toEqual(['a/x.json', 'b/x.json']);
  });

  it('names are relative to the folder given, even when every PDF sits in one subfolder', async () => {
    const out = join(dir, 'out-sub');
    const r = await cli(['extract', join(root, 'sub'), '--out-dir', out, '--quiet']);
    expect(r.code).toBe(0);
    expect(await files(out)).toEqual(['deep/y.json']);
  });

  it('two files with the same name in different folders get different outputs', async () => {
    const out = join(dir, 'out-two');
    const r = await cli(['extract', join(root, 'a', 'x.pdf'), join(root, 'b', 'x.pdf'), '--format', 'csv', '--out-dir', out, '--quiet']);
    expect(r.code).toBe(0);
    expect(await files(out)).toEqual(['a/x.csv', 'b/x.csv']);
  });

  it('a glob that matches nothing, and an empty folder: a clear message, exit 3', async () => {
    const empty = join(dir, 'empty', 'nested');
    await mkdir(empty, { recursive: true });
    const e = await cli(['extract', join(dir, 'empty'), '--out-dir', join(dir, 'out-empty')]);
    expect(e.code).toBe(3);
    expect(lines(e.stderr)).toEqual([`statement-extractor: no PDF file in the folder ${join(dir, 'empty')} (searched recursively for *.pdf)`]);
    const g = await cli(['extract', `${root}/**/*.nothing`]);
    expect(g.code).toBe(3);
    expect(g.stderr).toMatch(/no PDF file matches/);
  });
});

describe('Ctrl-C', () => {
  it('stops the run once, with one line, exit 130', async () => {
    const many = join(dir, 'many');
    await mkdir(many);
    const bytes = await readFile(SAMPLE);
    const n = 40;
    for (let i = 1; i <= n; i++) await writeFile(join(many, `s${i}.pdf`), bytes);
    const out = join(dir, 'out-many');
    const child = spawn(process.execPath, [CLI, 'extract', many, '--out-dir', out], { env: { ...process.env, STATEMENT_PASSWORDS: undefined } });
    let stderr = '';
    let sent = false;
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
      // Interrupt as soon as the first statement is done, while the next one is being read.
      if (!sent && /^\[1\/40\]/m.test(stderr)) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    const code = await new Promise<number | null>((res) => child.on('close', (c) => res(c)));
    expect(sent).toBe(true);
    expect(code).toBe(130);
    const ls = lines(stderr);
    const interrupted = ls.filter((l) => /interrupted/.test(l));
    expect(interrupted).toHaveLength(1);
    expect(ls.at(-1)).toBe(interrupted[0]);
    const done = ls.filter((l) => /^\[\d+\/40\]/.test(l)).length;
    expect(done).toBeLessThan(n);
    expect(interrupted[0]).toBe(`statement-extractor: interrupted: ${done} of ${n} file(s) done, ${n - done} not read`);
    expect(stderr).not.toMatch(/ABORTED|aborted/);
    // Nothing is left for the statement cut short: no error file, only the finished ones.
    const written = await files(out);
    expect(written.filter((f) => f.endsWith('.error.json'))).toEqual([]);
    expect(written).toHaveLength(done);
  });
});
