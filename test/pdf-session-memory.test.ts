/**
 * What a guarded pdf.js call returns must be collectable once the caller drops it, while the document is still open:
 * a session-long promise raced against every call kept each page's text content alive until the end of the document
 * (190 MB on a 2,000-page statement).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { openPdf } from '../src/load/open-pdf.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

it('a page text content is not kept by the session once the caller drops it', async () => {
  const doc = await openPdf(new Uint8Array(readFileSync(join(import.meta.dirname, '..', 'samples', 'sample-statement.pdf'))));
  try {
    const page = await doc.getPage(1);
    let content: object | undefined = await page.getTextContent();
    expect((content as { items: unknown[] }).items.length).toBeGreaterThan(20);
    const ref = new WeakRef(content);
    content = undefined;
    // WeakRef targets live to the end of the current job: let it end, then collect.
    for (let i = 0; i < 3 && ref.deref(); i++) {
      await new Promise((r) => setTimeout(r, 10));
      gc();
    }
    expect(ref.deref()).toBeUndefined();
  } finally {
    await doc.destroy();
  }
});
