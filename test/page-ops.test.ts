/**
 * The operator reader behind preview() (src/load/page-ops.ts) on hand-built and damaged files: where it answers, the
 * answer is the text rule's; where it cannot read a file it says so (undefined) instead of throwing or guessing.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPdf } from '../src/load/open-pdf.js';
import { readFirstPageOps, readPageOps } from '../src/load/page-ops.js';
import { classifyFromOps, classifyPage } from '../src/ocr/classify.js';
import { preview } from '../src/index.js';
import { buildPdf, damagedSamples, flateBomb, nestedSaves, onePage, sampleBytes, stream } from './support/damage.js';
import { FIXTURE_DIR } from './global-setup.js';

const LINE = '(Opening balance 1,234.56 on 01/02/2024 brought forward) Tj';
/** Non-space bytes of LINE's string. */
const LINE_BYTES = 'Openingbalance1,234.56on01/02/2024broughtforward'.length;

describe('readPageOps', () => {
  it('counts text drawn through a Form XObject, and not bytes inside an inline image', () => {
    const text = Array.from({ length: 6 }, (_, i) => `BT /F1 9 Tf 40 ${700 - i * 12} Td ${LINE} ET`).join('\n');
    const viaForm = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /Fm1 5 0 R >> >> >>',
      stream('q /Fm1 Do Q'),
      `<< /Type /XObject /Subtype /Form /BBox [0 0 595 842] /Length ${text.length} >>\nstream\n${text}\nendstream`,
    ]);
    const ops = readPageOps(viaForm)!.pages;
    expect(ops[0]!.textOps).toBe(6);
    expect(classifyFromOps(ops[0])).toBe('digital');
    // A caller asking only whether a page shows 100 bytes gets lower bounds: the walk stopped at the third string.
    expect(readPageOps(viaForm, 100)!.pages[0]).toEqual({ textOps: 3, textBytes: 3 * LINE_BYTES });
    const inline = onePage('q 10 0 0 10 0 0 cm BI /W 4 /H 1 /BPC 8 /CS /G ID (Tj) Tj EI Q');
    expect(readPageOps(inline)!.pages[0]).toEqual({ textOps: 0, textBytes: 0, invisibleText: true });
  });

  it('leaves a page with a little text (a stamped page number) to the text layer', () => {
    expect(classifyFromOps(readPageOps(onePage('BT /F1 9 Tf 40 40 Td (Page 1 of 3) Tj ET'))!.pages[0])).toBeUndefined();
  });

  it('answers or gives up on hostile content without throwing: 10^5 nested saves, a flate bomb', () => {
    // Read through (the saves are only skipped over): one short "Hello", too little to decide, so pdf.js's text.
    expect(readPageOps(nestedSaves())?.pages).toEqual([{ textOps: 1, textBytes: 5 }]);
    // 40 MB once inflated, past what the reader inflates on the caller's thread: that page is left to pdf.js.
    expect(readPageOps(flateBomb('q Q '.repeat(10_000_000)))?.pages).toEqual([undefined]);
  });

  it('on damaged fixtures, every page it still decides is decided as the text layer decides it', { timeout: 120_000 }, async () => {
    let seed = 12345;
    const rand = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const files = readdirSync(FIXTURE_DIR).filter((f) => f.endsWith('.pdf')).sort().slice(0, 6);
    let decided = 0;
    for (const f of files)
      for (let k = 0; k < 8; k++) {
        const bytes = new Uint8Array(readFileSync(join(FIXTURE_DIR, f)));
        for (let j = 0; j < 1 + Math.floor(rand() * 3); j++) bytes[Math.floor(rand() * bytes.length)] = Math.floor(rand() * 256);
        const ops = readPageOps(bytes);
        let doc;
        try {
          doc = await openPdf(bytes.slice());
        } catch (e) {
          // preview answers from the operators alone where they decide every page of a count pdf.js would give:
          // such a file must be one pdf.js opens.
          if (ops?.pdfjsPageCount && ops.pages.every((p) => classifyFromOps(p))) throw e;
          continue;
        }
        try {
          if (ops?.pdfjsPageCount !== undefined) expect(ops.pdfjsPageCount, `${f} mutation ${k}`).toBe(doc.numPages);
          if (ops?.pages.length !== doc.numPages) continue;
          for (let n = 1; n <= doc.numPages; n++) {
            const quick = classifyFromOps(ops.pages[n - 1]);
            if (!quick) continue;
            const byText = await doc.getPage(n).then((p) => classifyPage(p)).then((c) => c.type, () => undefined);
            if (byText === undefined) continue; // pdf.js cannot read the page: extract reports it, preview fails alike
            expect(quick, `${f} mutation ${k} page ${n}`).toBe(byText);
            decided++;
          }
        } finally {
          await doc.destroy();
        }
      }
    expect(decided).toBeGreaterThan(10);
  });
});

describe('readFirstPageOps (the service upload\'s page count and first-page kind)', () => {
  it('gives pdf.js\'s page count and the text rule\'s first page on the fixtures and the sample, damaged or not', { timeout: 120_000 }, async () => {
    const files = [...readdirSync(FIXTURE_DIR).filter((f) => f.endsWith('.pdf')).sort().map((f) => [f, new Uint8Array(readFileSync(join(FIXTURE_DIR, f)))] as const), ['sample', sampleBytes()] as const, ...Object.entries(damagedSamples())];
    let answered = 0;
    for (const [name, bytes] of files) {
      const lite = readFirstPageOps(bytes);
      if (!lite) continue;
      // Answered means pdf.js opens the file and counts the same pages.
      const doc = await openPdf(bytes.slice());
      try {
        expect(lite.pageCount, name).toBe(doc.numPages);
        // A first page decided here is one pdf.js reads, and as the text rule would (undecided: pdf.js's text).
        const kind = classifyFromOps(lite.first);
        if (kind) expect(kind, name).toBe((await classifyPage(await doc.getPage(1))).type);
      } finally {
        await doc.destroy();
      }
      answered++;
    }
    expect(answered).toBeGreaterThanOrEqual(19);
  });

  it('reads no object whose generation is not the xref\'s, as pdf.js reads none (fuzz seed 195: "1 -1 obj")', async () => {
    const text = Array.from({ length: 6 }, (_, i) => `BT /F1 9 Tf 40 ${700 - i * 12} Td ${LINE} ET`).join('\n');
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>', stream(text)];
    const good = buildPdf(objects);
    expect(readPageOps(good)?.pdfjsPageCount).toBe(1);
    // The page tree's object headed "2 -1 obj" (one byte longer, so the xref is rebuilt to point at it).
    const textOf = Buffer.from(good).toString('latin1').replace('2 0 obj', '2 -1 obj');
    const offsets = [...textOf.matchAll(/(\d+) -?\d+ obj/g)].map((m) => m.index!);
    const xref = textOf.indexOf('xref');
    const fixed = textOf.slice(0, xref) + `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` + textOf.slice(textOf.indexOf('trailer')).replace(/startxref\n\d+/, `startxref\n${xref}`);
    const bytes = new Uint8Array(Buffer.from(fixed, 'latin1'));
    expect(readPageOps(bytes)).toBeUndefined();
    await expect(preview(bytes)).rejects.toMatchObject({ code: 'CORRUPT_PDF' });
  });

  it('answers nothing where pdf.js may count otherwise: /Count against the leaves, a linearisation /N', () => {
    const text = Array.from({ length: 6 }, (_, i) => `BT /F1 9 Tf 40 ${700 - i * 12} Td ${LINE} ET`).join('\n');
    const tree = (count: number, head = '') =>
      buildPdf([
        `<< /Type /Catalog /Pages 2 0 R >>${head}`,
        `<< /Type /Pages /Kids [3 0 R] /Count ${count} >>`,
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
        stream(text),
      ]);
    expect(readFirstPageOps(tree(1))).toMatchObject({ pageCount: 1 });
    expect(classifyFromOps(readFirstPageOps(tree(1))!.first)).toBe('digital');
    expect(readFirstPageOps(tree(2))).toBeUndefined();
    // The linearisation dictionary in the file's first 1 KB (pdf.js takes its /N as the page count).
    const linearised = (n: number) => tree(1, `\n% << /Linearized 1 /L 999 /N ${n} /H [1 1] /O 3 /E 1 /T 1 >>`);
    expect(readFirstPageOps(linearised(1))).toMatchObject({ pageCount: 1 });
    expect(readFirstPageOps(linearised(12))).toBeUndefined();
    expect(readFirstPageOps(tree(0))).toBeUndefined();
    // The whole document's reader keeps the pages but does not vouch for their count.
    expect(readPageOps(tree(1))?.pdfjsPageCount).toBe(1);
    expect(readPageOps(tree(2))?.pdfjsPageCount).toBeUndefined();
    expect(readPageOps(linearised(12))?.pdfjsPageCount).toBeUndefined();
    expect(readPageOps(tree(2))?.pages.length).toBe(1);
  });
});
