/**
 * Progress on a terminal: the status bar (stderr a pty through script(1)), and the OCR stage announced as soon as OCR
 * starts, not after its first page.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extract, type ProgressEvent } from '../src/index.js';
import { blankScanPng, makePdf, simpleStatement } from './support/make-pdf.js';
import { CLI } from './support/cli.js';

let dir: string;

beforeAll(async () => {
  expect(existsSync(CLI), `${CLI} missing: run npm run build`).toBe(true);
  dir = await mkdtemp(join(tmpdir(), 'se-cli-progress-'));
});

describe('status bar on a terminal', () => {
  const hasScript = spawnSync('sh', ['-c', 'command -v script']).status === 0;

  it('draws a bar of inputs done under the [i/N] lines, and clears it at the end', async (ctx) => {
    if (!hasScript) return ctx.skip();
    const folder = join(dir, 'three');
    await mkdir(folder);
    const bytes = await makePdf((d) => simpleStatement(d));
    for (const n of ['a', 'b', 'c']) await writeFile(join(folder, `${n}.pdf`), bytes);
    const out = join(dir, 'out');
    // stdout and stderr are the pty; JSON goes to --out-dir.
    const r = spawnSync('script', ['-qec', `"${process.execPath}" "${CLI}" extract "${folder}" --out-dir "${out}"`, '/dev/null'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(0);
    const screen = r.stdout;
    expect(screen).toContain('[....................] 0/3');
    expect(screen).toMatch(/\[#{7}\.{13}\] 1\/3/);
    expect(screen).toMatch(/\[#{20}\] 3\/3/);
    for (const n of ['a', 'b', 'c']) expect(screen).toMatch(new RegExp(`\\[\\d/3\\] .*${n}\\.pdf -> ok, 3 rows, reconciled`));
    // What is left on the screen ends with the summary, the bar erased.
    const lastLine = screen.split(/\r?\n/).filter((l) => l.trim()).at(-1)!;
    expect(lastLine.split('\r').at(-1)!.replace(/\x1b\[K/g, '')).toMatch(/^statement-extractor: 3 files: 3 ok \(3 reconciled\), 0 failed$/);
  });

  it('a log (stderr not a terminal) gets no bar, no carriage returns', () => {
    const r = spawnSync(process.execPath, [CLI, 'extract', join(dir, 'three'), '--out-dir', join(dir, 'out2')], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stderr).not.toMatch(/\r|\x1b|\[\.{3}|\[#/);
    expect(r.stderr.trim().split('\n')).toHaveLength(4);
  });
});

describe('OCR progress', () => {
  it('announces the OCR stage (0 pages done) before the workers start', async () => {
    const pdf = await makePdf((d) => {
      d.image(blankScanPng(), 0, 0, { width: 595, height: 842 });
    });
    const events: ProgressEvent[] = [];
    await extract(pdf, { ocr: { workers: 1 }, onProgress: (e) => events.push({ ...e }) }).catch(() => undefined);
    const ocr = events.filter((e) => e.stage === 'ocr');
    expect(ocr[0]).toEqual({ stage: 'ocr', pages_done: 0, pages_total: 1 });
    expect(ocr.at(-1)).toMatchObject({ stage: 'ocr', pages_done: 1, pages_total: 1 });
    // the announcement comes right after the text layer was read, before any OCR page is done
    const i = events.findIndex((e) => e.stage === 'ocr');
    expect(events.slice(0, i).every((e) => e.stage !== 'ocr')).toBe(true);
  });
});

describe('password prompt at a terminal', () => {
  const hasScript = spawnSync('sh', ['-c', 'command -v script']).status === 0;

  it('asks (no echo) when no password given opens the file, again after a wrong one; a pipe never asks', async (ctx) => {
    if (!hasScript) return ctx.skip();
    const locked = join(dir, 'locked.pdf');
    await writeFile(locked, await makePdf((d) => simpleStatement(d), { userPassword: 'pw1' } as PDFKit.PDFDocumentOptions));
    const out = join(dir, 'prompt-out');
    const child = spawn('script', ['-qec', `"${process.execPath}" "${CLI}" extract "${locked}" --out-dir "${out}"`, '/dev/null'], { env: { ...process.env, STATEMENT_PASSWORDS: 'nope' } });
    let screen = '';
    let asked = 0;
    const answers = ['wrong\r', 'pw1\r'];
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      screen += d;
      const n = screen.split('Password for ').length - 1;
      // Answer each question once it is on the screen, as a person would.
      while (asked < n && asked < answers.length) child.stdin.write(answers[asked++]!);
    });
    const code = await new Promise<number | null>((res) => child.on('close', (c) => res(c)));
    expect(asked).toBe(2);
    expect(code).toBe(0);
    expect(screen).toContain(`Password for ${locked} (empty to skip): `);
    expect(screen).not.toMatch(/wrong|pw1/); // typed with echo off
    expect(screen).toMatch(/\[1\/1\] .*locked\.pdf -> ok, 3 rows, reconciled/);
    const piped = spawnSync(process.execPath, [CLI, 'extract', locked], { encoding: 'utf8', input: 'pw1\n', timeout: 30_000 });
    expect(piped.status).toBe(4);
    expect(piped.stderr).not.toMatch(/Password for/);
  });
});
