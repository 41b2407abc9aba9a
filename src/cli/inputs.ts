/**
 * Command-line inputs -> the list of PDFs to read, each with the name its outputs get. Folders are walked
 * recursively; a glob the shell did not expand (quoted, or no match there) is expanded here. Output names are paths
 * without the extension relative to the common folder of the arguments (a folder given, a glob's fixed part, a
 * file's folder), so `a/x.pdf` and `b/x.pdf` never overwrite each other and `in/2024/x.pdf` found under `in` keeps
 * its `2024/`.
 */
import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';

export interface InputFile {
  /** Path to read, or '-' for stdin. */
  path: string;
  /** Output name without extension, '/'-separated, relative to the inputs' common folder ('stdin' for -). */
  name: string;
  /** How the input is named in messages: as given or found (relative to the current folder). */
  display: string;
}

const GLOB_CHARS = /[*?[]/;
// s2.pdf before s10.pdf, as a person numbers statements.
const natural = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

async function walk(dir: string, into: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const e of entries) {
    const p = join(dir, e.name);
    // Symlinked folders are not followed: a link loop would never end, and a link out of the tree surprises.
    if (e.isDirectory()) await walk(p, into);
    else if ((e.isFile() || e.isSymbolicLink()) && e.name.toLowerCase().endsWith('.pdf')) into.push(p);
  }
}

/** '*' and '?' within a path segment, '**' across segments, '[...]' classes. */
export function globToRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*' && pattern[i + 1] === '*') {
      const slash = pattern[i + 2] === '/';
      re += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (ch === '*') re += '[^/]*';
    else if (ch === '?') re += '[^/]';
    else if (ch === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end < 0) re += '\\[';
      else {
        re += '[' + pattern.slice(i + 1, end).replace(/^!/, '^').replace(/\\/g, '\\\\') + ']';
        i = end;
      }
    } else re += /[.+^${}()|\\]/.test(ch) ? '\\' + ch : ch;
  }
  return new RegExp(`^${re}$`);
}

async function expandGlob(pattern: string): Promise<{ base: string; found: string[] }> {
  const norm = pattern.split(sep).join('/');
  const parts = norm.split('/');
  const firstGlob = parts.findIndex((p) => GLOB_CHARS.test(p));
  const base = parts.slice(0, firstGlob).join('/') || (norm.startsWith('/') ? '/' : '.');
  const re = globToRegExp(parts.slice(firstGlob).join('/'));
  const found: string[] = [];
  if (!(await stat(base).catch(() => undefined))?.isDirectory()) return { base, found };
  await walk(base, found);
  return { base, found: found.filter((f) => re.test(relative(base, f).split(sep).join('/'))) };
}

function commonDir(dirs: string[]): string {
  const split = dirs.map((d) => resolve(d).split(sep));
  const first = split[0]!;
  let n = first.length;
  for (const s of split) {
    let k = 0;
    while (k < n && k < s.length && s[k] === first[k]) k++;
    n = k;
  }
  return first.slice(0, n).join(sep) || sep;
}

export class NoInputError extends Error {}

/** Expands folders and globs; an argument that is neither stays as given (the extractor then says FILE_NOT_FOUND). */
export async function expandInputs(args: string[]): Promise<InputFile[]> {
  const paths: string[] = [];
  const roots: string[] = [];
  const seen = new Set<string>();
  let stdin = false;
  const add = (p: string) => {
    const key = resolve(p);
    if (!seen.has(key)) {
      seen.add(key);
      paths.push(p);
    }
  };
  for (const a of args) {
    if (a === '-') {
      stdin = true;
      continue;
    }
    const st = await stat(a).catch(() => undefined);
    if (st?.isDirectory()) {
      const found: string[] = [];
      await walk(a, found);
      if (!found.length) throw new NoInputError(`no PDF file in the folder ${a} (searched recursively for *.pdf)`);
      found.sort(natural).forEach(add);
      roots.push(a);
    } else if (!st && GLOB_CHARS.test(a)) {
      const { base, found } = await expandGlob(a);
      if (!found.length) throw new NoInputError(`no PDF file matches ${a}`);
      found.sort(natural).forEach(add);
      roots.push(base);
    } else {
      add(a);
      roots.push(dirname(a));
    }
  }
  const root = roots.length ? commonDir(roots) : '';
  const files: InputFile[] = paths.map((p) => {
    const rel = relative(root, resolve(p)).split(sep).join('/');
    return { path: p, name: rel.slice(0, rel.length - extname(rel).length) || basename(p), display: p };
  });
  if (stdin) files.unshift({ path: '-', name: 'stdin', display: 'stdin' });
  return files;
}
