import { execFileSync } from 'node:child_process';
import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createExtractor, extract, MAX_INPUT_BYTES, preview, StatementError, type ExtractOptions } from '../src/index.js';
import { damagedSamples, flateBomb, imagePage, nestedSaves, repeatedImage, SAMPLE_PATH, sampleBytes } from './support/damage.js';
import { imageCoverage, MAX_IMAGE_COVERAGE } from '../src/ocr/render-page.js';
import { openPdf } from '../src/load/open-pdf.js';
import { makePdf, photoPng, simpleStatement } from './support/make-pdf.js';

/** The error's code; fails the test when the error is not a StatementError (a generic Error is the bug). */
async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(e, String(e)).toBeInstanceOf(StatementError);
    return (e as StatementError).code;
  }
  return 'no error';
}

async function errorOf(p: Promise<unknown>): Promise<StatementError> {
  try {
    await p;
  } catch (e) {
    expect(e, String(e)).toBeInstanceOf(StatementError);
    return e as StatementError;
  }
  throw new Error('expected an error');
}

describe('damaged PDFs fail with a typed error, in extract and preview', () => {
  const cases = damagedSamples();
  const expected: Record<string, string> = {
    'truncated xref': 'CORRUPT_PDF',
    'corrupted flate stream': 'CORRUPT_PDF',
    'broken page tree kid': 'CORRUPT_PDF',
    'circular Pages tree': 'CORRUPT_PDF',
    'arrays nested 10^5 deep in the page dictionary': 'RESOURCE_LIMIT',
  };
  for (const [name, bytes] of Object.entries(cases)) {
    it(name, async () => {
      expect(await codeOf(extract(bytes, { ocr: { enabled: false } }))).toBe(expected[name]);
      expect(await codeOf(preview(bytes))).toBe(expected[name]);
    });
  }
});

describe('paths must be regular files, read with a cap', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'se-hostile-'));
  });

  it('a FIFO is refused at once, not waited on', async () => {
    const fifo = join(dir, 'statement.pdf');
    execFileSync('mkfifo', [fifo]);
    // Nobody ever writes to it: a reader that opened it normally would wait for ever (the test would time out).
    expect(await codeOf(extract(fifo))).toBe('INVALID_INPUT');
    expect(await codeOf(preview(fifo))).toBe('INVALID_INPUT');
  }, 10_000);

  it('a directory and devices are INVALID_INPUT', async () => {
    for (const p of [dir, '/dev/zero', '/dev/urandom', '/dev/null']) {
      const e = await errorOf(extract(p));
      expect(e.code, p).toBe('INVALID_INPUT');
      expect(e.message).toMatch(/not a regular file/);
    }
  }, 10_000);

  it('a file above MAX_INPUT_BYTES is refused before it is read (a sparse file costs nothing to make)', async () => {
    const big = join(dir, 'big.pdf');
    await writeFile(big, '%PDF-1.4\n');
    await truncate(big, MAX_INPUT_BYTES + 1);
    const e = await errorOf(extract(big));
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toMatch(/MAX_INPUT_BYTES/);
  });

  it('the sample itself still reads from its path', async () => {
    expect((await extract(SAMPLE_PATH)).transaction_count).toBeGreaterThan(0);
  });
});

describe('options are validated up front, naming the option', () => {
  const pdf = () => sampleBytes();
  const bad: [string, unknown][] = [
    ['options', null],
    ['options', 'fast'],
    ['maxPages', { maxPages: NaN }],
    ['maxPages', { maxPages: '10' }],
    ['maxPages', { maxPages: 0 }],
    ['maxPages', { maxPages: -3 }],
    ['maxPages', { maxPages: 2.5 }],
    ['ocr.workers', { ocr: { workers: NaN } }],
    ['ocr.workers', { ocr: { workers: 'two' } }],
    ['ocr.workers', { ocr: { workers: Infinity } }],
    ['ocr.workers', { ocr: { workers: 0 } }],
    ['ocr.dpi', { ocr: { dpi: -1 } }],
    ['ocr', { ocr: null }],
    ['onProgress', { onProgress: 'yes' }],
    ['signal', { signal: {} }],
    ['hints.dateOrder', { hints: { dateOrder: 'DDMM' } }],
    ['password', { password: 1234 }],
  ];
  for (const [name, options] of bad) {
    it(`${name} = ${JSON.stringify(options) ?? String(options)}`, async () => {
      const e = await errorOf(extract(pdf(), options as ExtractOptions));
      expect(e.code).toBe('INVALID_INPUT');
      expect(e.message).toContain(`option ${name} `);
    });
  }

  it('preview validates maxPages too, and createExtractor its OCR options', async () => {
    expect((await errorOf(preview(pdf(), { maxPages: NaN }))).message).toContain('option maxPages');
    expect(() => createExtractor({ workers: 'two' as unknown as number })).toThrow(/option ocr.workers/);
  });

  it('maxPages is enforced, never silently off', async () => {
    expect(await codeOf(extract(pdf(), { maxPages: 1 }))).toBe('TOO_MANY_PAGES');
    // preview answers most files without pdf.js (from the operators): the limit holds there too.
    expect(await codeOf(preview(pdf(), { maxPages: 1 }))).toBe('TOO_MANY_PAGES');
  });
});

describe('API misuse and callbacks', () => {
  it('extract after close() is ABORTED', async () => {
    const ex = createExtractor({ enabled: false });
    await ex.close();
    expect(await codeOf(ex.extract(sampleBytes()))).toBe('ABORTED');
  });

  it('a throwing onProgress is ignored: the statement is still read', async () => {
    let calls = 0;
    const st = await extract(sampleBytes(), {
      onProgress: () => {
        calls++;
        throw new Error('progress bar broke');
      },
    });
    expect(calls).toBeGreaterThan(0);
    expect(st.transaction_count).toBeGreaterThan(0);
  });

  it('a password given to a file that needs none is ignored, also when only an owner password is set', async () => {
    expect((await extract(sampleBytes(), { password: 'whatever' })).transaction_count).toBeGreaterThan(0);
    const ownerOnly = await makePdf((d) => simpleStatement(d), { ownerPassword: 'owner1', permissions: { printing: 'lowResolution' } } as PDFKit.PDFDocumentOptions);
    expect((await extract(ownerOnly)).transaction_count).toBe(3);
    expect((await extract(ownerOnly, { password: 'wrong' })).transaction_count).toBe(3);
    const locked = await makePdf((d) => simpleStatement(d), { userPassword: 'u1', ownerPassword: 'o1' } as PDFKit.PDFDocumentOptions);
    expect(await codeOf(extract(locked, { password: 'wrong' }))).toBe('WRONG_PASSWORD');
  });

  it('close() during OCR rejects the running extraction with ABORTED', async () => {
    const pdf = await makePdf((d) => d.image(photoPng(), 0, 0, { width: 595, height: 842 }));
    const ex = createExtractor({ workers: 1 });
    const running = ex.extract(pdf, {
      // The text stage is over: the OCR pool is starting or reading.
      onProgress: (e) => {
        if (e.stage === 'text') setTimeout(() => void ex.close(), 50);
      },
    });
    expect(await codeOf(running)).toBe('ABORTED');
    await ex.close();
  });

  it('close() while a page is inside the OCR engine rejects with ABORTED too', async () => {
    const pdf = await makePdf((d) => {
      d.image(photoPng(), 0, 0, { width: 595, height: 842 });
      d.addPage().image(photoPng(), 0, 0, { width: 595, height: 842 });
    });
    const ex = createExtractor({ workers: 1 });
    const running = ex.extract(pdf, {
      // Page 1 is read, page 2 is in the worker.
      onProgress: (e) => {
        if (e.stage === 'ocr' && e.pages_done === 1) void ex.close();
      },
    });
    expect(await codeOf(running)).toBe('ABORTED');
  });
});

describe('pdf.js runs in its own thread, bounded in time and memory', () => {
  it('a content stream pdf.js would chew on for minutes is stopped by the caller\'s AbortSignal at once', async () => {
    const t0 = Date.now();
    expect(await codeOf(extract(nestedSaves(), { ocr: { enabled: false }, signal: AbortSignal.timeout(1000) }))).toBe('ABORTED');
    // On the main thread the timer could not even fire: the event loop was busy inside pdf.js.
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it('a pdf.js call over its time budget is TIMEOUT, and the next document is read normally', async () => {
    const doc = await openPdf(nestedSaves(), { callBudgetMs: 1000 });
    try {
      const page = await doc.getPage(1);
      expect(await codeOf(page.getTextContent())).toBe('TIMEOUT');
      expect(await codeOf(doc.getPage(1))).toBe('TIMEOUT'); // the document is finished after that
    } finally {
      await doc.destroy();
    }
    expect((await extract(sampleBytes())).transaction_count).toBeGreaterThan(0);
  });

  it('a document over its memory allowance is RESOURCE_LIMIT, not a crash of the process', async () => {
    // 20 million numbers in one array: 40 MB decoded from a 40 KB stream, ~400 MB more RSS once parsed.
    const bomb = flateBomb(`BT /F1 12 Tf 72 720 Td [${'0 '.repeat(20_000_000)}] TJ ET`);
    expect(bomb.length).toBeLessThan(200_000);
    const doc = await openPdf(bomb, { rssGrowthLimitMb: 150 });
    try {
      const page = await doc.getPage(1);
      expect(await codeOf(page.getTextContent())).toBe('RESOURCE_LIMIT');
    } finally {
      await doc.destroy();
    }
    expect((await extract(sampleBytes())).transaction_count).toBeGreaterThan(0);
  });

  it('an image above MAX_IMAGE_PIXELS is never decoded for OCR: the page reads as blank, a typed error', async () => {
    // 10000 x 10000 = 100 M pixels (MAX_IMAGE_PIXELS is 64 M): 400 MB of RGBA had it been decoded.
    const bomb = imagePage(10_000, 10_000);
    expect(bomb.length).toBeLessThan(300_000);
    const before = process.memoryUsage.rss();
    expect(['NO_TEXT', 'OCR_FAILED']).toContain(await codeOf(extract(bomb, { ocr: { workers: 1 } })));
    expect(process.memoryUsage.rss() - before).toBeLessThan(400 * 1024 * 1024);
  });

  it('a page that draws an image over itself 2,000 times is not rendered (the canvas would hold the thread ~50 s)', async () => {
    const e = await errorOf(extract(repeatedImage(2000), { ocr: { workers: 1 } }));
    expect(e.code).toBe('OCR_FAILED');
    expect(e.message).toMatch(/2000 times its area .*not rendered/);
  });

  it('image coverage counts areas, not draws: a scan stored as 400 strips covers its page once', async () => {
    const measure = async (bytes: Uint8Array) => {
      const doc = await openPdf(bytes);
      try {
        const page = await doc.getPage(1);
        const [x0, y0, x1, y1] = page.view;
        return imageCoverage(await page.getOperatorList(), (x1! - x0!) * (y1! - y0!));
      } finally {
        await doc.destroy();
      }
    };
    expect(await measure(repeatedImage(400, true))).toBeCloseTo(1, 2);
    expect(await measure(repeatedImage(2000))).toBeCloseTo(2000, 0);
    expect(MAX_IMAGE_COVERAGE).toBeLessThan(2000);
  });
});
