/**
 * CLI basics: help and version without loading the library, usage errors before any work, stdin, passwords from the
 * environment, the terminal guard for binary output, --table.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePdf, simpleStatement } from './support/make-pdf.js';
import { CLI, SAMPLE, cli, lines } from './support/cli.js';

let dir: string;
let good: string;
let locked: string;
let hooks: string;

beforeAll(async () => {
  expect(existsSync(CLI), `${CLI} missing: run npm run build`).toBe(true);
  dir = await mkdtemp(join(tmpdir(), 'se-cli-basics-'));
  good = join(dir, 'good.pdf');
  await writeFile(good, await makePdf((d) => simpleStatement(d)));
  locked = join(dir, 'locked.pdf');
  await writeFile(locked, await makePdf((d) => simpleStatement(d), { userPassword: 'pw1' } as PDFKit.PDFDocumentOptions));
  // A module hook that logs every module the CLI resolves (ESM imports), to see what --help really loads.
  hooks = join(dir, 'log-modules.mjs');
  await writeFile(
    join(dir, 'hooks.mjs'),
    `import { appendFileSync } from 'node:fs';
let log;
export function initialize(data) { log = data.log; }
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  appendFileSync(log, r.url + '\\n');
  return r;
}
`,
  );
  await writeFile(hooks, `import { register } from 'node:module';\nregister(new URL('./hooks.mjs', import.meta.url), { data: { log: process.env.SE_MODULE_LOG } });\n`);
});

async function loadedModules(args: string[], name: string): Promise<{ code: number | null; modules: string[] }> {
  const log = join(dir, `${name}.log`);
  await writeFile(log, '');
  const r = await cli(args, { nodeArgs: ['--import', hooks], env: { SE_MODULE_LOG: log } });
  return { code: r.code, modules: lines(await readFile(log, 'utf8')) };
}

const HEAVY = /pdfjs-dist|@napi-rs|exceljs|tesseract|xmlbuilder2|\/dist\/index\.js|\/dist\/pipeline\//;

describe('help and version load nothing heavy', () => {
  it('the module log sees pdf.js when an extraction runs (the probe works)', async () => {
    const r = await loadedModules(['extract', good, '--quiet'], 'extract');
    expect(r.code).toBe(0);
    expect(r.modules.some((m) => m.includes('pdfjs-dist'))).toBe(true);
  });

  it.each([
    ['--help', ['--help']],
    ['help', ['help']],
    ['--version', ['--version']],
    ['extract --help', ['extract', good, '--help']],
    ['an unknown format', ['extract', good, '--format', 'nosuch']],
    ['an unknown option', ['extract', good, '--bogus']],
  ])('%s', async (name, args) => {
    const r = await loadedModules(args, name.replace(/\W+/g, '-'));
    expect(r.modules.length).toBeGreaterThan(0);
    expect(r.modules.filter((m) => HEAVY.test(m))).toEqual([]);
  });
});

describe('help, version, usage errors', () => {
  it('--version prints the package version', async () => {
    const pkg = JSON.parse(await readFile(join(import.meta.dirname, '..', 'package.json'), 'utf8'));
    const r = await cli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(`statement-extractor ${pkg.version}`);
  });

  it('help and --help print the usage on stdout, exit 0; no arguments is a usage error', async () => {
    for (const args of [['help'], ['--help'], ['-h'], ['extract', '--help']]) {
      const r = await cli(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Usage:/m);
      expect(r.stdout).toContain('--out-dir DIR');
    }
    const none = await cli([]);
    expect(none.code).toBe(2);
    expect(none.stdout).toBe('');
    expect(none.stderr).toMatch(/Usage:/);
  });

  it.each([
    [['extract', 'x.pdf', '--bogus'], /^statement-extractor: unknown option --bogus \(see --help\)$/],
    [['extract', 'x.pdf', '-z'], /^statement-extractor: unknown option -z \(see --help\)$/],
    [['frobnicate'], /^statement-extractor: unknown command "frobnicate" .*\(see --help\)$/],
    [['extract', 'x.pdf', '--format'], /^statement-extractor: option --format needs a value \(see --help\)$/],
    [['extract', 'x.pdf', '--format', 'PDF'], /^statement-extractor: unknown format "pdf" .*\(see --help\)$/],
    [['extract', 'x.pdf', '--jobs', '0'], /--jobs must be a whole number from 1 to 64/],
    [['extract', 'x.pdf', '--out', 'a', '--out-dir', 'b'], /--out and --out-dir exclude each other/],
    [['extract', 'x.pdf', 'y.pdf'], /2 inputs need --out-dir DIR/],
    [['extract', 'x.pdf', '--format', 'csv,qbo'], /several formats need --out-dir DIR/],
    [['extract', '-', '-'], /- \(stdin\) can be given once/],
    [['extract', 'x.pdf', '--camt-version', '001.05'], /--camt-version must be one of 001\.02, 001\.08/],
    [['extract', 'x.pdf', '--qbo-account-id', '12AB'], /--qbo-account-id must be 1-22 digits/],
  ])('%j: one line, exit 2', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(lines(r.stderr)).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
    expect(r.stdout).toBe('');
  });

  it('checks the format before reading anything: a wrong format after a missing file is still exit 2', async () => {
    const r = await cli(['extract', join(dir, 'does-not-exist.pdf'), '--format', 'json,nosuch']);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/FILE_NOT_FOUND/);
  });

  it('--out with --out-dir writes nothing', async () => {
    const outDir = join(dir, 'both-out');
    const r = await cli(['extract', good, '--out', join(dir, 'both.json'), '--out-dir', outDir]);
    expect(r.code).toBe(2);
    expect(existsSync(outDir) || existsSync(join(dir, 'both.json'))).toBe(false);
  });

  it('format names are case-insensitive', async () => {
    const r = await cli(['extract', good, '--format', 'CSV', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Date,Value Date,Description/);
    expect(r.stdout).toContain('TESCO STORES 2214');
  });
});

describe('binary output and terminals', () => {
  const hasScript = spawnSync('sh', ['-c', 'command -v script']).status === 0;

  it('refuses excel to a terminal (stdout a pty through script(1)), exit 2', (ctx) => {
    if (!hasScript) return ctx.skip();
    const r = spawnSync('script', ['-qec', `"${process.execPath}" "${CLI}" extract "${good}" --format excel`, '/dev/null'], { encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/excel is binary: give --out FILE or --out-dir DIR/);
    expect(r.stdout).not.toMatch(/PK\u0003\u0004/);
  });

  it('writes excel to stdout when it is a pipe', async () => {
    const r = await cli(['extract', good, '--format', 'excel', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith('PK')).toBe(true);
  });
});

describe('stdin', () => {
  it('- reads the PDF from stdin; outputs are named stdin', async () => {
    const bytes = await readFile(SAMPLE);
    const r = await cli(['extract', '-', '--quiet'], { input: bytes });
    expect(r.code).toBe(0);
    const st = JSON.parse(r.stdout);
    expect(st.transaction_count).toBe(38);
    const out = join(dir, 'stdin-out');
    const w = await cli(['extract', '-', '--format', 'json,csv', '--out-dir', out], { input: bytes });
    expect(w.code).toBe(0);
    expect((await readdir(out)).sort()).toEqual(['stdin.csv', 'stdin.json']);
    expect(w.stderr).toMatch(/^\[1\/1\] stdin -> ok, 38 rows, reconciled$/m);
  });

  it('bytes that are not a PDF on stdin fail typed', async () => {
    const r = await cli(['extract', '-'], { input: 'hello' });
    expect(r.code).toBe(3);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'failed', error_code: 'NOT_A_PDF' });
  });

  it('preview reads stdin too', async () => {
    const r = await cli(['preview', '-'], { input: await readFile(good) });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ page_count: 1, digital_pages: 1 });
  });
});

describe('passwords', () => {
  it('STATEMENT_PASSWORDS: several, tried in turn', async () => {
    const r = await cli(['extract', locked, '--quiet'], { env: { STATEMENT_PASSWORDS: 'nope,also-wrong,pw1' } });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).transaction_count).toBe(3);
    const nl = await cli(['extract', locked, '--quiet'], { env: { STATEMENT_PASSWORDS: 'a,comma\npw1\n' } });
    expect(nl.code).toBe(0);
  });

  it('none right: WRONG_PASSWORD, exit 4, saying how many were tried', async () => {
    const r = await cli(['extract', locked], { env: { STATEMENT_PASSWORDS: 'a,b' } });
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/none of the 2 passwords opens the PDF \[WRONG_PASSWORD\]/);
  });

  it('--password is tried first, then the environment; a file without a password ignores them', async () => {
    expect((await cli(['extract', locked, '--password', 'wrong', '--quiet'], { env: { STATEMENT_PASSWORDS: 'pw1' } })).code).toBe(0);
    expect((await cli(['extract', locked, '--password', 'pw1', '--quiet'])).code).toBe(0);
    expect((await cli(['extract', locked, '--quiet'])).code).toBe(4);
    expect((await cli(['extract', good, '--quiet'], { env: { STATEMENT_PASSWORDS: 'x' } })).code).toBe(0);
  });

  it('preview takes the passwords from the environment too', async () => {
    const r = await cli(['preview', locked], { env: { STATEMENT_PASSWORDS: 'x,pw1' } });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).page_count).toBe(1);
  });
});

describe('--table', () => {
  it('prints a readable table instead of JSON', async () => {
    const r = await cli(['extract', good, '--table', '--quiet']);
    expect(r.code).toBe(0);
    expect(() => JSON.parse(r.stdout)).toThrow();
    const out = r.stdout.split('\n');
    expect(out[0]).toMatch(/good\.pdf: Example Savings Bank/);
    expect(r.stdout).toMatch(/opening 1,000\.00 · closing 1,150\.50 · reconciled/);
    expect(out.find((l) => l.includes('TESCO STORES 2214'))).toMatch(/^2024-03-02 +TESCO STORES 2214 +49\.50 +950\.50 +\w+$/);
    expect(out.find((l) => l.includes('SALARY ACME LTD'))).toMatch(/^2024-03-15 +SALARY ACME LTD +250\.00 +1,200\.50 +\w+$/);
    expect(r.stdout).toMatch(/3 rows · money in 250\.00 · money out 99\.50/);
  });

  it('with --out the format goes to the file and the table to stdout; --format alone is a conflict', async () => {
    const out = join(dir, 'table.csv');
    const r = await cli(['extract', good, '--table', '--format', 'csv', '--out', out, '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('TESCO STORES 2214');
    expect(await readFile(out, 'utf8')).toMatch(/^Date,Value Date/);
    expect((await cli(['extract', good, '--table', '--format', 'csv'])).code).toBe(2);
  });
});

describe('the host process', () => {
  it('reads a statement in a Node started with V8 flags that worker threads refuse (--max-semi-space-size)', async () => {
    const r = await cli(['extract', good, '--quiet'], { nodeArgs: ['--max-semi-space-size=32'] });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).status).toBe('completed');
  });
});
