/**
 * Documents read side by side each hold a pdf.js thread; when they all close before the next ones open (two lanes
 * reading files from disk do this often), each of their threads must be there for the next round. A thread started
 * again is ~70 ms plus pdf.js's JIT warm-up redone in the new isolate: 200 statements read two at a time from paths
 * spent 19-20 s of CPU where they spend ~12 s with their threads kept.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openPdf } from '../src/load/open-pdf.js';
import { pdfThreadsStarted } from '../src/load/pdf-worker.js';

const bytes = readFileSync(join(import.meta.dirname, '..', 'samples', 'sample-statement.pdf'));

async function round(n: number): Promise<number> {
  const before = pdfThreadsStarted();
  const docs = await Promise.all(Array.from({ length: n }, () => openPdf(new Uint8Array(bytes))));
  for (const d of docs) expect((await (await d.getPage(1)).getTextContent()).items.length).toBeGreaterThan(20);
  // All close before any opens again.
  await Promise.all(docs.map((d) => d.destroy()));
  return pdfThreadsStarted() - before;
}

it('documents read side by side, closed together, leave their threads for the next ones', async () => {
  const n = Math.min(3, availableParallelism());
  await round(n);
  expect(await round(n)).toBe(0);
  expect(await round(n)).toBe(0);
});

it('no more threads are kept than the cores', async () => {
  const n = availableParallelism() + 2;
  await round(n);
  // Only the cores' worth were kept: the rest start again.
  expect(await round(n)).toBe(2);
});
