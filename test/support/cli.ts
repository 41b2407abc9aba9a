/** Runs the built CLI (dist/cli.js, what users run) as a child process. */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export const CLI = resolve(import.meta.dirname, '..', '..', 'dist', 'cli.js');
export const SAMPLE = resolve(import.meta.dirname, '..', '..', 'samples', 'sample-statement.pdf');

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  env?: Record<string, string | undefined>;
  /** Bytes fed to stdin (stdin is an empty pipe otherwise). */
  input?: Uint8Array | string;
  cwd?: string;
  nodeArgs?: string[];
  timeoutMs?: number;
}

export function cli(args: string[], o: CliOptions = {}): Promise<CliResult> {
  return new Promise((res, rej) => {
    // The caller's own password list or epoch must not leak into a test.
    const env: Record<string, string | undefined> = { ...process.env, STATEMENT_PASSWORDS: undefined, SOURCE_DATE_EPOCH: undefined, ...o.env };
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
    const child = spawn(process.execPath, [...(o.nodeArgs ?? []), CLI, ...args], { env, cwd: o.cwd, timeout: o.timeoutMs ?? 60_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', rej);
    child.on('close', (code, signal) => res({ code, signal, stdout, stderr }));
    child.stdin.on('error', () => undefined);
    child.stdin.end(o.input ?? '');
  });
}

/** Lines of stderr, without empty ones. */
export const lines = (s: string) => s.split('\n').filter((l) => l.trim() !== '');
