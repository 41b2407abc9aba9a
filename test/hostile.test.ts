import { execFileSync } from 'node:child_process';
import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createExtractor, extract, MAX_INPUT_BYTES, preview, StatementError, type ExtractOptions } from '../src/index.js';
import { damagedSamples, SAMPLE_PATH, sampleBytes } from './support/damage.js';
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
