/**
 * The import graph of src/ (static and dynamic `import`s of relative files and packages): the extraction API must not
 * load the service's packages, and the service's files import each other without cycles.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '..', 'src');
const SERVICE_PACKAGES = ['fastify', '@fastify/multipart', '@fastify/swagger', '@fastify/type-provider-typebox', 'typebox', '@electric-sql/pglite', 'pg'];

function imports(file: string): { files: string[]; packages: string[]; staticFiles: string[] } {
  const text = readFileSync(file, 'utf8');
  const files: string[] = [];
  const staticFiles: string[] = [];
  const packages: string[] = [];
  // `import ... from 'x'`, `export ... from 'x'`, `import('x')`; `import type` is erased and loads nothing.
  const re = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(re)) {
    if (m[2]) continue;
    const spec = m[3] ?? m[4]!;
    if (spec.startsWith('.')) {
      const f = resolve(dirname(file), spec.replace(/\.js$/, '.ts'));
      files.push(f);
      if (m[3]) staticFiles.push(f);
    } else if (!spec.startsWith('node:')) packages.push(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
  }
  return { files, packages, staticFiles };
}

describe('import graph', () => {
  it('statement-extractor (src/index.ts), with everything it can load, never reaches the service or its packages', () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const stack = [join(src, 'index.ts')];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      const i = imports(f);
      i.packages.forEach((p) => packages.add(p));
      stack.push(...i.files);
    }
    expect(seen.size).toBeGreaterThan(20); // the walk really followed the graph
    expect([...seen].map((f) => relative(src, f)).filter((f) => f.startsWith('service'))).toEqual([]);
    expect([...packages].filter((p) => SERVICE_PACKAGES.includes(p))).toEqual([]);
  });

  it('src/service has no import cycle', () => {
    const graph = new Map<string, string[]>();
    const visit = (f: string): void => {
      if (graph.has(f) || !relative(src, f).startsWith('service')) return;
      const next = imports(f).files.filter((x) => relative(src, x).startsWith('service'));
      graph.set(f, next);
      next.forEach(visit);
    };
    for (const f of ['index.ts', 'cli-commands.ts', 'worker-child.ts']) visit(join(src, 'service', f));
    expect(graph.size).toBeGreaterThan(10);
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const dfs = (f: string, path: string[]): void => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') {
        cycles.push([...path.slice(path.indexOf(f)), f].map((x) => relative(src, x)).join(' -> '));
        return;
      }
      state.set(f, 'open');
      for (const n of graph.get(f) ?? []) dfs(n, [...path, f]);
      state.set(f, 'done');
    };
    for (const f of graph.keys()) dfs(f, []);
    expect(cycles).toEqual([]);
  });
});
