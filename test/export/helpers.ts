/**
 * Shared by the export tests: running external consumers, and skipping (locally) or failing (CI) when one is missing.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const cache = new Map<string, boolean>();

export function hasTool(cmd: string): boolean {
  if (!cache.has(cmd)) {
    const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
    cache.set(cmd, r.status === 0);
  }
  return cache.get(cmd)!;
}

/**
 * true when the consumer can run. Missing in CI (process.env.CI set) -> throws, so the test fails;
 * missing locally -> warns once and returns false (the caller skips).
 */
const warned = new Set<string>();
export function consumer(cmd: string, debianPackage: string): boolean {
  if (hasTool(cmd)) return true;
  const msg = `consumer "${cmd}" is not installed (Debian package ${debianPackage}, listed in .ci/apt-packages.txt)`;
  if (process.env.CI) throw new Error(msg + ': required in CI');
  if (!warned.has(cmd)) {
    warned.add(cmd);
    console.warn(`SKIP: ${msg}; skipping its checks locally`);
  }
  return false;
}

export function run(cmd: string, args: string[], opts: SpawnSyncOptions = {}): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 60_000, ...opts });
  if (r.error) throw r.error;
  return { status: r.status, stdout: String(r.stdout ?? ''), stderr: String(r.stderr ?? '') };
}

let tmpRoot: string | null = null;
export function tmpDir(): string {
  if (!tmpRoot) tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'export-test-'));
  return fs.mkdtempSync(path.join(tmpRoot, 'd-'));
}

export function writeTmp(name: string, data: Buffer | string): string {
  const p = path.join(tmpDir(), name);
  fs.writeFileSync(p, data);
  return p;
}

/** Cents as integers, for exact comparisons. */
export const c = (x: number) => Math.round(x * 100);

/** Debian's python (python3-* packages install there), not a pyenv shim. */
export const PY = fs.existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

export function pythonConsumer(module: string, debianPackage: string): boolean {
  const key = 'py:' + module;
  if (!cache.has(key)) cache.set(key, spawnSync(PY, ['-c', `import ${module}`]).status === 0);
  if (cache.get(key)) return true;
  const msg = `python3 module "${module}" is not installed (Debian package ${debianPackage})`;
  if (process.env.CI) throw new Error(msg + ': required in CI');
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(`SKIP: ${msg}; skipping its checks locally`);
  }
  return false;
}

/** Minimal RFC 4180 reader (quotes, doubled quotes, CRLF), to check what the exporters write. */
export function parseCsv(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i += 2; continue; }
      if (ch === '"') { quoted = false; i++; continue; }
      field += ch; i++; continue;
    }
    if (ch === '"' && field === '') { quoted = true; i++; continue; }
    if (ch === delimiter) { row.push(field); field = ''; i++; continue; }
    if (ch === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i += 2; continue; }
    if (ch === '\n' || ch === '\r') throw new Error(`bare line break at ${i}`);
    field += ch; i++;
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  return rows;
}

/** 'yyyy-mm-dd' minus one day. */
export function dayBefore(iso: string): string {
  const d = new Date(iso + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Well-formedness of an XML document: the system xmllint (libxml2-utils, what CI installs) when present, else the
 * same libxml2 compiled to wasm (xmllint-wasm, a dev dependency), so the check never silently skips.
 */
export async function xmlWellFormed(data: Buffer | string): Promise<{ ok: boolean; errors: string }> {
  if (hasTool('xmllint')) {
    const file = writeTmp('doc.xml', data);
    const r = run('xmllint', ['--noout', file]);
    return { ok: r.status === 0, errors: r.stderr };
  }
  const { validateXML } = await import('xmllint-wasm');
  const contents = typeof data === 'string' ? data : new Uint8Array(data);
  try {
    const r = await validateXML({ xml: { fileName: 'doc.xml', contents }, normalization: 'format' });
    return { ok: r.valid, errors: r.errors.map((e) => e.message).join('\n') };
  } catch (e) {
    return { ok: false, errors: String((e as Error)?.message ?? e) };
  }
}
