/**
 * The package as a consumer gets it: `npm pack`, installed into a fresh project, then import, require, the
 * `statement-extractor/export` entry (without pdf.js), the bin, `tsc --noEmit` on typed format names, and the
 * README's links inside the tarball. Skips with a message when npm cannot pack here.
 *
 * Installing: `npm install --offline` of the tarball (works where the npm cache holds the dependencies, as after
 * `npm ci` in CI); when the cache cannot serve them, the tarball is unpacked into node_modules and its dependencies
 * are linked from this repository's node_modules, so no registry is ever contacted by the test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');
const sample = join(repo, 'samples', 'sample-statement.pdf');
let consumer = '';
let tarball = '';
let packed: string[] = [];
let skipReason = '';

function sh(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, stdout: r.stdout ?? '', stderr: (r.stderr ?? '') + (r.error ? String(r.error) : '') };
}

const node = (args: string[], env: Record<string, string> = {}) => sh(process.execPath, args, consumer, env);

/** Runs an ES module script in the consumer project (a file, as a consumer has: see the note on --input-type below). */
async function script(name: string, code: string, args: string[] = [], env: Record<string, string> = {}) {
  await writeFile(join(consumer, name), code);
  return node([...args, name], env);
}

beforeAll(async () => {
  const npm = sh('npm', ['--version'], repo);
  if (npm.status !== 0) {
    skipReason = `npm is not available (${npm.stderr.trim().split('\n')[0]})`;
    return;
  }
  expect(existsSync(join(repo, 'dist', 'index.js')), 'dist/ missing: run npm run build').toBe(true);
  const dir = await mkdtemp(join(tmpdir(), 'se-package-'));
  // dist/ is already built: --ignore-scripts keeps `prepare` from building it again.
  const pack = sh('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], repo);
  if (pack.status !== 0) {
    skipReason = `npm pack failed here: ${pack.stderr.trim().split('\n').slice(-2).join(' ')}`;
    return;
  }
  const info = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  tarball = join(dir, info[0]!.filename);
  packed = info[0]!.files.map((f) => f.path);
  consumer = join(dir, 'consumer');
  await mkdir(consumer);
  await writeFile(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const install = sh('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', tarball], consumer);
  if (install.status !== 0) {
    console.warn(`package test: npm install --offline could not serve the dependencies from the cache; the tarball is unpacked and its dependencies linked from ${repo}/node_modules`);
    const target = join(consumer, 'node_modules', 'statement-extractor');
    await mkdir(target, { recursive: true });
    const untar = sh('tar', ['xzf', tarball, '-C', target, '--strip-components=1'], consumer);
    expect(untar.status, untar.stderr).toBe(0);
    const pkg = JSON.parse(await readFile(join(target, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const dep of Object.keys(pkg.dependencies)) {
      const link = join(consumer, 'node_modules', dep);
      await mkdir(resolve(link, '..'), { recursive: true });
      await symlink(join(repo, 'node_modules', dep), link, 'dir');
    }
  }
}, 300_000);

describe('the packed package in a consumer project', () => {
  it('import: extracts the sample', async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const r = await script('import.mjs', `import { extract } from 'statement-extractor'; const s = await extract(${JSON.stringify(sample)}); console.log(s.transaction_count, s.reconciliation.status);`);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('38 reconciled');
  });

  it('import from `node --input-type=module -e` too (pdf.js thread started from CommonJS)', (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const r = node(['--input-type=module', '-e', `import { extract } from 'statement-extractor'; const s = await extract(${JSON.stringify(sample)}); console.log(s.transaction_count);`]);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('38');
  });

  it('require: the same module as import', (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const r = node(['-e', `const a = require('statement-extractor'); const e = require('statement-extractor/export'); import('statement-extractor').then((b) => console.log(typeof a.extract, a.extract === b.extract, a.exportStatement === e.exportStatement));`]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('function true true');
  });

  it('require where require(esm) is off: a clear ESM-only error, not ERR_PACKAGE_PATH_NOT_EXPORTED', (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const r = node(['--no-experimental-require-module', '-e', `try { require('statement-extractor'); console.log('loaded'); } catch (e) { console.log(e.code); console.log(e.message); }`]);
    expect(r.status, r.stderr).toBe(0);
    const [code, message] = r.stdout.trim().split('\n');
    expect(code).toBe('ERR_STATEMENT_EXTRACTOR_ESM_ONLY');
    expect(message).toMatch(/ES module \(ESM only\).*import/);
  });

  it('statement-extractor/export exports without loading pdf.js or the canvas', async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    await writeFile(join(consumer, 'hooks.mjs'), `import { appendFileSync } from 'node:fs';\nlet log;\nexport function initialize(d) { log = d.log; }\nexport async function resolve(s, c, next) { const r = await next(s, c); appendFileSync(log, r.url + '\\n'); return r; }\n`);
    await writeFile(join(consumer, 'log.mjs'), `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url, { data: { log: process.env.LOG } });\n`);
    const full = await script('save.mjs', `import { extract } from 'statement-extractor'; import { writeFileSync } from 'node:fs'; writeFileSync('s.json', JSON.stringify(await extract(${JSON.stringify(sample)})));`);
    expect(full.status, full.stderr).toBe(0);
    const log = join(consumer, 'modules.log');
    await writeFile(log, '');
    const r = await script('export.mjs', `import { exportStatement, listFormats } from 'statement-extractor/export'; import { readFileSync } from 'node:fs'; const s = JSON.parse(readFileSync('s.json', 'utf8')); const out = await exportStatement(s, 'csv'); const x = await exportStatement(s, 'excel'); console.log(listFormats().length, out.data.toString().split('\\r\\n').length, x.data.subarray(0, 2).toString());`, ['--import', './log.mjs'], { LOG: log });
    expect(r.status, r.stderr).toBe(0);
    // excel too: its writer needs no spreadsheet library in the consumer's node_modules
    expect(r.stdout.trim()).toBe('10 40 PK');
    const modules = (await readFile(log, 'utf8')).split('\n').filter(Boolean);
    expect(modules.some((m) => m.includes('/statement-extractor/dist/export/index.js'))).toBe(true);
    expect(modules.filter((m) => /pdfjs-dist|@napi-rs|tesseract|exceljs|\/dist\/index\.js|\/dist\/pipeline\//.test(m))).toEqual([]);
  });

  it('the bin answers --version', (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const r = node([join(consumer, 'node_modules', 'statement-extractor', 'dist', 'cli.js'), '--version']);
    expect(r.stdout.trim()).toMatch(/^statement-extractor \d+\.\d+\.\d+/);
  });

  it('tsc --noEmit: typed format names (exportStatement(s, "pdf") does not type-check)', async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    await writeFile(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: true, types: [] }, files: ['use.ts'] }),
    );
    await writeFile(
      join(consumer, 'use.ts'),
      `import { exportStatement, extract, type ExportFormat, type Statement } from 'statement-extractor';
import { exportStatement as exportOnly } from 'statement-extractor/export';
const s: Statement = await extract('x.pdf');
await exportStatement(s, 'qbo', { camt053: { version: '001.08' }, allowUnreconciled: true });
await exportOnly(s, 'camt053');
const f: ExportFormat = 'mt940';
await exportStatement(s, f);
// @ts-expect-error 'pdf' is not an export format
await exportStatement(s, 'pdf');
// @ts-expect-error nor on the export entry
await exportOnly(s, 'pdf');
// @ts-expect-error and the option values are typed too
await exportStatement(s, 'camt053', { camt053: { version: '001.05' } });
`,
    );
    const r = sh(process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], consumer);
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
    // The @ts-expect-error lines are the control: without them, tsc must report exactly those three calls.
    await writeFile(join(consumer, 'use.ts'), (await readFile(join(consumer, 'use.ts'), 'utf8')).replace(/^\/\/ @ts-expect-error.*\n/gm, ''));
    const bad = sh(process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], consumer);
    expect(bad.status).not.toBe(0);
    expect((bad.stdout.match(/error TS/g) ?? []).length).toBe(3);
  });

  it('installs no spreadsheet library for its users (exceljs and its unzipper chain are dev-only)', async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    const pkg = JSON.parse(await readFile(join(consumer, 'node_modules', 'statement-extractor', 'package.json'), 'utf8'));
    expect(Object.keys(pkg.dependencies)).not.toContain('exceljs');
    expect(existsSync(join(consumer, 'node_modules', 'exceljs'))).toBe(false);
    expect(existsSync(join(consumer, 'node_modules', 'unzipper'))).toBe(false);
  });

  it('ships LICENSE, and every file the README links to', async (ctx) => {
    if (skipReason) return ctx.skip(skipReason);
    expect(packed).toContain('LICENSE');
    const pkg = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8'));
    expect(pkg.license).toBe('MIT');
    expect(await readFile(join(repo, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    const readme = await readFile(join(repo, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l) && !l.startsWith('#'));
    expect(links.length).toBeGreaterThan(3);
    for (const l of links) {
      const [file, anchor] = l.split('#');
      expect(packed, `README links to ${file}, which is not in the package`).toContain(file);
      if (anchor) {
        const target = await readFile(join(repo, file!), 'utf8');
        const slugs = [...target.matchAll(/^#+\s+(.*)$/gm)].map((m) => m[1]!.toLowerCase().replace(/[^\w\- ]/g, '').replace(/ /g, '-'));
        expect(slugs, `${l}: no such heading`).toContain(anchor);
      }
    }
  });
});
