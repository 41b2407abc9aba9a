/**
 * vitest globalSetup: (re)generates the fixture PDFs and goldens into fixtures/out/ when they are missing or when the
 * generator's sources changed (sha256 of fixtures/generator/**.ts stored in fixtures/out/.hash).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const FIXTURE_DIR = join(root, 'fixtures', 'out');

async function sourceHash(): Promise<string> {
  const dir = join(root, 'fixtures', 'generator');
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.ts')).sort();
  const h = createHash('sha256');
  for (const f of files) {
    h.update(f.replace(/\\/g, '/') + '\0');
    h.update(await readFile(join(dir, f)));
    h.update('\0');
  }
  return h.digest('hex');
}

export default async function setup(): Promise<void> {
  const hash = await sourceHash();
  const hashFile = join(FIXTURE_DIR, '.hash');
  if (existsSync(hashFile) && (await readFile(hashFile, 'utf8')).trim() === hash) return;
  const t0 = Date.now();
  // generate next to the target and swap it in, so a concurrent run never reads a half-written set
  const tmp = join(root, 'build', `fixtures-out.tmp-${process.pid}`); // build/ is gitignored
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  const { generateAll } = await import('../fixtures/generator/index.js');
  const files = await generateAll(tmp);
  await writeFile(join(tmp, '.hash'), hash + '\n');
  await rm(FIXTURE_DIR, { recursive: true, force: true });
  await rename(tmp, FIXTURE_DIR);
  console.log(`[global-setup] generated ${files.length} fixtures in ${Date.now() - t0} ms`);
}
