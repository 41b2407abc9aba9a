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

export function hasPython(module: string): boolean {
  const key = 'py:' + module;
  if (!cache.has(key)) {
    const r = spawnSync('python3', ['-c', `import ${module}`], { encoding: 'utf8' });
    cache.set(key, r.status === 0);
  }
  return cache.get(key)!;
}

export function pythonConsumer(module: string, debianPackage: string): boolean {
  if (hasPython(module)) return true;
  const msg = `python3 module "${module}" is not installed (Debian package ${debianPackage})`;
  if (process.env.CI) throw new Error(msg + ': required in CI');
  if (!warned.has(module)) {
    warned.add(module);
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
