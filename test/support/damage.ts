import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Damaged PDFs made from the project's own sample (samples/sample-statement.pdf, written by the fixture generator)
 * or written here object by object. Edits keep byte lengths where the xref must stay valid, so each file is broken
 * in exactly the one way its name says.
 */
export const SAMPLE_PATH = resolve(import.meta.dirname, '..', '..', 'samples', 'sample-statement.pdf');

export function sampleBytes(): Uint8Array {
  return new Uint8Array(readFileSync(SAMPLE_PATH));
}

const latin1 = (b: Uint8Array): string => Buffer.from(b).toString('latin1');
const bytesOf = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'latin1'));

/** Replaces `from` by `to` (same length, so every xref offset stays right); throws if the sample changed shape. */
function patch(src: Uint8Array, from: string, to: string): Uint8Array {
  if (from.length !== to.length) throw new Error('patch must keep the length');
  const s = latin1(src);
  const at = s.indexOf(from);
  if (at < 0) throw new Error(`sample has no "${from}"`);
  return bytesOf(s.slice(0, at) + to + s.slice(at + from.length));
}

/** A whole PDF from object bodies (object i is `objects[i - 1]`, object 1 the catalog), with a correct xref. */
export function buildPdf(objects: string[]): Uint8Array {
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return bytesOf(out);
}

export const stream = (body: string): string => `<< /Length ${body.length} >>\nstream\n${body}\nendstream`;

/** A one-page document whose page dictionary carries `pageExtra` and whose content stream is `content`. */
export function onePage(content: string, pageExtra = ''): Uint8Array {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ${pageExtra} >>`,
    stream(content),
  ]);
}

const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** The sample broken in the ways pdf.js fails after the document opened (and one where it fails to open). */
export function damagedSamples(): Record<string, Uint8Array> {
  const sample = sampleBytes();
  const s = latin1(sample);
  const flateData = s.indexOf('stream\n', s.indexOf('/FlateDecode')) + 'stream\n'.length;
  const flate = sample.slice();
  // Past the zlib header: the deflate blocks themselves turn to noise.
  for (let k = 2; k < 400; k++) flate[flateData + k] = (flate[flateData + k]! * 31 + 7) & 0xff;
  return {
    'truncated xref': sample.slice(0, s.indexOf('\nxref\n') + 60),
    'corrupted flate stream': flate,
    // The second page kid points at a content stream, which is not a page dictionary.
    'broken page tree kid': patch(sample, '/Kids [7 0 R 12 0 R]', '/Kids [7 0 R  5 0 R]'),
    // The Pages node (object 1) lists itself as a kid.
    'circular Pages tree': patch(sample, '/Kids [7 0 R 12 0 R]', '/Kids [7 0 R  1 0 R]'),
    'arrays nested 10^5 deep in the page dictionary': onePage('BT /F1 12 Tf 72 720 Td (Hello) Tj ET', `/Foo ${nested(100_000)}`),
  };
}
