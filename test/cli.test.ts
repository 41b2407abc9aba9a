import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
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

let dir: string;
let good: string;

beforeAll(async () => {
  // The CLI is the compiled one (npm ci builds it): test what users run.
  expect(existsSync(cli), `${cli} missing: run npm run build`).toBe(true);
  dir = await mkdtemp(join(tmpdir(), 'se-cli-'));
  good = join(dir, 'good.pdf');
  await writeFile(good, await makePdf((d) => simpleStatement(d)));
  await writeFile(join(dir, 'locked.pdf'), await makePdf((d) => simpleStatement(d), { userPassword: 'pw1' } as PDFKit.PDFDocumentOptions));
  await writeFile(join(dir, 'junk.pdf'), 'this is not a pdf at all');
});

describe('statement-extractor CLI', () => {
  it('extract prints only the Statement JSON on stdout', async () => {
    const r = await cmd(['extract', good, '--quiet']);
    expect(r.code).toBe(0);
    const st = JSON.parse(r.stdout);
    expect(st.status).toBe('completed');
    expect(st.transaction_count).toBe(3);
    expect(st.reconciliation.status).toBe('reconciled');
  });

  it('preview prints the interface preview result', async () => {
    const r = await cmd(['preview', good]);
    expect(JSON.parse(r.stdout)).toEqual({ page_count: 1, digital_pages: 1, scanned_pages: 0, credit_cost: 1, pages: [{ page: 1, type: 'digital' }] });
  });

  it('writes several formats from one extraction into --out-dir', async () => {
    const out = join(dir, 'out');
    const r = await cmd(['extract', good, '--format', 'json,csv,qbo,camt053,excel', '--out-dir', out, '--quiet']);
    expect(r.code).toBe(0);
    expect((await readdir(out)).sort()).toEqual(['good.camt053.xml', 'good.csv', 'good.excel.xlsx', 'good.json', 'good.qbo']);
    expect(await readFile(join(out, 'good.qbo'), 'latin1')).toContain('<TRNAMT>-49.50');
  });

  it('--out writes one file', async () => {
    const out = join(dir, 'one.csv');
    expect((await cmd(['extract', good, '--format', 'csv', '--out', out])).code).toBe(0);
    expect(await readFile(out, 'utf8')).toMatch(/TESCO STORES 2214/);
  });

  it('bad input: one line on stderr, a failed JSON on stdout, documented exit code', async () => {
    const r = await cmd(['extract', join(dir, 'junk.pdf')]);
    expect(r.code).toBe(3);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/NOT_A_PDF/);
    expect(r.stderr).not.toMatch(/at .*\.js:\d+/); // no stack trace
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'failed', error_code: 'NOT_A_PDF' });
  });

  it('passwords: 4 without, 0 with', async () => {
    expect((await cmd(['extract', join(dir, 'locked.pdf')])).code).toBe(4);
    const ok = await cmd(['extract', join(dir, 'locked.pdf'), '--password', 'pw1', '--quiet']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).transaction_count).toBe(3);
  });

  it('usage errors exit 2', async () => {
    expect((await cmd(['frobnicate'])).code).toBe(2);
    expect((await cmd(['extract', good, '--format', 'csv,qbo'])).code).toBe(2); // several formats need --out-dir
    expect((await cmd(['extract', good, '--bogus-flag'])).code).toBe(2);
    expect((await cmd(['extract', good, '--format', 'nosuch', '--out-dir', join(dir, 'x')])).code).toBe(2);
  });
});

describe('CLI on a folder with damaged files', () => {
  it('processes every good file and reports each bad one, whatever broke it', async () => {
    const { damagedSamples } = await import('./support/damage.js');
    const batch = join(dir, 'batch');
    await mkdir(batch, { recursive: true });
    const damaged = Object.values(damagedSamples());
    // Bad files sort before and between the good ones: a failure must never end the batch.
    for (const [i, bytes] of damaged.entries()) await writeFile(join(batch, `${String(i * 2).padStart(2, '0')}-bad.pdf`), bytes);
    await writeFile(join(batch, '01-good.pdf'), await readFile(good));
    await writeFile(join(batch, '99-good.pdf'), await readFile(good));
    await writeFile(join(batch, '50-junk.pdf'), 'not a pdf');
    const out = join(dir, 'batch-out');
    const r = await cmd(['extract', batch, '--format', 'json,csv', '--out-dir', out, '--quiet']);
    expect(r.code).toBe(9); // the worst code of the run: RESOURCE_LIMIT (nesting) beats CORRUPT_PDF (3)
    const bad = damaged.length + 1;
    expect(r.stderr.trim().split('\n')).toHaveLength(bad);
    expect(r.stderr).not.toMatch(/internal error|INTERNAL_ERROR/);
    const names = await readdir(out);
    for (const g of ['01-good', '99-good']) {
      expect(JSON.parse(await readFile(join(out, `${g}.json`), 'utf8')).transaction_count).toBe(3);
      expect(names).toContain(`${g}.csv`);
    }
    // A failure leaves <name>.error.json, never a <name>.json that could be taken for a statement.
    expect(names.filter((n) => n.endsWith('.json') && !n.endsWith('.error.json') && !n.includes('good'))).toEqual([]);
    const failed = names.filter((n) => n.endsWith('.error.json'));
    expect(failed).toHaveLength(bad);
    for (const f of failed) {
      const j = JSON.parse(await readFile(join(out, f), 'utf8'));
      expect(j.status).toBe('failed');
      expect(['CORRUPT_PDF', 'RESOURCE_LIMIT', 'NOT_A_PDF']).toContain(j.error_code);
    }
  });
});

describe('CLI: an error that is not a StatementError', () => {
  it('fails that input only: every input is still tried and reported, exit 1', async () => {
    // --out-dir names a file: writing fails with a plain Node error (ENOTDIR/EEXIST), not a typed one.
    const notADir = join(dir, 'not-a-dir');
    await writeFile(notADir, 'x');
    const second = join(dir, 'second.pdf');
    await writeFile(second, await readFile(good));
    const r = await cmd(['extract', good, second, '--format', 'csv', '--out-dir', notADir, '--quiet']);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[1\/2\] .*good\.pdf -> failed \(3 rows, reconciled read\): .*\[INTERNAL_ERROR\]$/);
    expect(lines[1]).toMatch(/^\[2\/2\] .*second\.pdf -> failed .*\[INTERNAL_ERROR\]$/);
  });
});

describe('CLI exits as soon as the answer is out', () => {
  it('after a page fails while later pages are read ahead (fuzz corpus seed 5887)', async () => {
    const file = resolve(import.meta.dirname, 'fuzz-corpus', 'seed-5887-flip-x1-in-deccan-bank-long-pdf.pdf');
    // No timing is measured: a process that lingers (a timer or thread left holding the event loop) is killed at
    // 15 s and the test fails on the signal; reading the file takes about a second.
    const r = await run(process.execPath, [cli, 'extract', file, '--quiet'], { encoding: 'utf8', timeout: 15_000 }).then(
      () => ({ signal: null as string | null, stdout: '' }),
      (e: { signal: string | null; stdout: string }) => e,
    );
    expect(r.signal).toBeNull();
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'failed', error_code: 'CORRUPT_PDF' });
  });
});
