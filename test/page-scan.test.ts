import { deflateSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { PageScans, type PageScan } from '../src/load/raw/page-scan.js';
import { RawPdf } from '../src/load/raw/raw-pdf.js';
import { renderPageGrey, type GreyImage } from '../src/ocr/render-page.js';
import { open } from './ocr-helpers.js';
import { tinyPdf, type TinyObject } from './support/tiny-pdf.js';

/** A picture with text, rules and a gradient, so misplaced, flipped or resampled pixels show. */
function picture(w: number, h: number): ReturnType<typeof createCanvas> {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, w, h);
  g.addColorStop(0, '#ffffff');
  g.addColorStop(1, '#c8c8c8');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#000000';
  ctx.font = `${Math.round(h / 22)}px sans-serif`;
  for (let i = 0; i < 8; i++) ctx.fillText(`${i + 1}/03/2024 Grocer ${(i * 37.5 + 12.25).toFixed(2)}`, w * 0.06, h * (0.1 + i * 0.1));
  ctx.fillRect(w * 0.05, h * 0.92, w * 0.9, 2);
  ctx.fillRect(0, 0, 6, 6); // a corner mark: flips and turns move it
  return c;
}

function jpeg(w: number, h: number): Uint8Array {
  return new Uint8Array(picture(w, h).encodeSync('jpeg', 85));
}

/** 8-bit grey samples, Flate-compressed with the PNG "Up" predictor on every row. */
function greyFlate(w: number, h: number): Uint8Array {
  const rgba = picture(w, h).getContext('2d').getImageData(0, 0, w, h).data;
  const rows = Buffer.alloc(h * (w + 1));
  for (let y = 0; y < h; y++) {
    rows[y * (w + 1)] = 2;
    for (let x = 0; x < w; x++) {
      const v = rgba[(y * w + x) * 4]!;
      const up = y > 0 ? rgba[((y - 1) * w + x) * 4]! : 0;
      rows[y * (w + 1) + 1 + x] = (v - up) & 0xff;
    }
  }
  return new Uint8Array(deflateSync(rows));
}

interface PageSpec {
  content: string;
  image: TinyObject;
  rotate?: number;
  extra?: TinyObject[];
  contentFilter?: 'flate' | 'ascii85-flate';
  resources?: string;
}

function scanPdf(spec: PageSpec, options: Parameters<typeof tinyPdf>[1] = {}): Uint8Array {
  let content: Uint8Array = Buffer.from(spec.content, 'latin1');
  let filter = '';
  if (spec.contentFilter === 'flate') {
    content = deflateSync(content);
    filter = ' /Filter /FlateDecode';
  } else if (spec.contentFilter === 'ascii85-flate') {
    content = Buffer.from(ascii85(deflateSync(content)), 'latin1');
    filter = ' /Filter [/ASCII85Decode /FlateDecode]';
  }
  return tinyPdf(
    [
      { body: '<< /Type /Catalog /Pages 2 0 R >>' },
      // Resources on the page tree node: the page inherits them.
      { body: `<< /Type /Pages /Kids [3 0 R] /Count 1 /Resources << /XObject << /Im0 5 0 R >> ${spec.resources ?? ''} >> >>` },
      { body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]${spec.rotate ? ` /Rotate ${spec.rotate}` : ''} /Contents 4 0 R >>` },
      { body: `<<${filter} >>`, stream: content },
      spec.image,
      ...(spec.extra ?? []),
    ],
    options,
  );
}

function ascii85(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length; i += 4) {
    const n = Math.min(4, b.length - i);
    let v = 0;
    for (let k = 0; k < 4; k++) v = v * 256 + (k < n ? b[i + k]! : 0);
    if (n === 4 && v === 0) {
      s += 'z';
      continue;
    }
    const d: string[] = [];
    for (let k = 0; k < 5; k++) {
      d.unshift(String.fromCharCode(33 + (v % 85)));
      v = Math.floor(v / 85);
    }
    s += d.slice(0, n + 1).join('');
  }
  return s + '~>';
}

const JPEG_W = 620;
const JPEG_H = 877;
const jpegImage = (extra = ''): TinyObject => ({
  body: `<< /Type /XObject /Subtype /Image /Width ${JPEG_W} /Height ${JPEG_H} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode${extra} >>`,
  stream: jpeg(JPEG_W, JPEG_H),
});
const FULL_PAGE = 'q 595 0 0 842 0 0 cm /Im0 Do Q';

/** Renders page 1 with pdf.js and with the raw reader's scan; both must give the same pixels. */
async function bothWays(bytes: Uint8Array, dpi = 100): Promise<{ scan: PageScan; pdfjs: GreyImage; native: GreyImage }> {
  const scans = new PageScans(bytes);
  const scan = scans.scan(0);
  expect(scan).not.toBeNull();
  const doc = await open(bytes);
  try {
    const page = await doc.getPage(1);
    const pdfjs = await renderPageGrey(page, dpi);
    const native = await renderPageGrey(page, dpi, scan);
    return { scan: scan!, pdfjs, native };
  } finally {
    await doc.destroy();
  }
}

function expectSamePixels(a: GreyImage, b: GreyImage): void {
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  let sum = 0;
  let far = 0;
  for (let i = 0; i < a.data.length; i++) {
    const d = Math.abs(a.data[i]! - b.data[i]!);
    sum += d;
    if (d > 48) far++;
  }
  // Two JPEG decoders round differently (mean difference ~0.1 of 255); a misplaced picture differs by tens.
  expect(sum / a.data.length).toBeLessThan(1);
  expect(far / a.data.length).toBeLessThan(0.002);
  // And the page is not blank on both sides (a test that cannot fail would pass on two white pages).
  expect(a.data.filter((v) => v < 100).length).toBeGreaterThan(a.data.length * 0.005);
}

describe('raw reader: the picture of a scanned page, painted as pdf.js paints it', () => {
  it('a full-page JPEG behind a classic xref table', async () => {
    const { scan, pdfjs, native } = await bothWays(scanPdf({ content: FULL_PAGE, image: jpegImage() }));
    expect(scan).toMatchObject({ kind: 'jpeg', width: JPEG_W, height: JPEG_H, components: 3, matrix: [595, 0, 0, 842, 0, 0] });
    expectSamePixels(pdfjs, native);
  });

  it('objects packed in an object stream behind an xref stream', async () => {
    const { scan, pdfjs, native } = await bothWays(scanPdf({ content: FULL_PAGE, image: jpegImage(), contentFilter: 'flate' }, { xref: 'stream' }));
    expect(scan.kind).toBe('jpeg');
    expectSamePixels(pdfjs, native);
  });

  it('an incremental update: the newest version of an object wins', async () => {
    const old = scanPdf({ content: FULL_PAGE, image: jpegImage() });
    expect(new PageScans(old).scan(0)?.matrix).toEqual([595, 0, 0, 842, 0, 0]);
    const updated = scanPdf({ content: FULL_PAGE, image: jpegImage() }, { update: { 4: { body: '<< >>', stream: Buffer.from('q 500 0 0 700 40 60 cm /Im0 Do Q') } } });
    const { scan, pdfjs, native } = await bothWays(updated);
    expect(scan.matrix).toEqual([500, 0, 0, 700, 40, 60]);
    expectSamePixels(pdfjs, native);
  });

  it.each([90, 180, 270])('a page with /Rotate %i', async (rotate) => {
    const { pdfjs, native } = await bothWays(scanPdf({ content: FULL_PAGE, image: jpegImage(), rotate }));
    expectSamePixels(pdfjs, native);
  });

  it.each([
    ['flipped upside down', 'q 595 0 0 -842 0 842 cm /Im0 Do Q'],
    ['turned a quarter', 'q 0 842 -595 0 595 0 cm /Im0 Do Q'],
    ['tilted 2 degrees, in nested states', 'q 1 0 0 1 20 10 cm q 0.99939 0.0349 -0.0349 0.99939 0 0 cm 560 0 0 800 0 0 cm /Im0 Do Q Q'],
  ])('an image %s', async (_, content) => {
    const { pdfjs, native } = await bothWays(scanPdf({ content, image: jpegImage() }));
    expectSamePixels(pdfjs, native);
  });

  it('8-bit grey samples with a PNG predictor, enlarged with and without /Interpolate', async () => {
    const w = 300;
    const h = 424;
    const body = (extra: string) =>
      `<< /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors 1 /Columns ${w} >>${extra} >>`;
    for (const extra of ['', ' /Interpolate true']) {
      const { scan, pdfjs, native } = await bothWays(scanPdf({ content: FULL_PAGE, image: { body: body(extra), stream: greyFlate(w, h) } }), 150);
      expect(scan).toMatchObject({ kind: 'samples', components: 1, interpolate: extra !== '' });
      expectSamePixels(pdfjs, native);
    }
  });

  it('a JPEG that is also Flate-compressed, and a content stream in ASCII85', async () => {
    const image: TinyObject = {
      body: `<< /Type /XObject /Subtype /Image /Width ${JPEG_W} /Height ${JPEG_H} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter [/FlateDecode /DCTDecode] >>`,
      stream: deflateSync(jpeg(JPEG_W, JPEG_H)),
    };
    const { scan, pdfjs, native } = await bothWays(scanPdf({ content: FULL_PAGE, image, contentFilter: 'ascii85-flate' }));
    expect(scan.kind).toBe('jpeg');
    expectSamePixels(pdfjs, native);
  });

  it('a searchable scan: invisible text over the picture is allowed', async () => {
    const content = `${FULL_PAGE} BT 3 Tr /F1 10 Tf 50 700 Td (01/03/2024 Grocer 12.25) Tj ET`;
    const { pdfjs, native } = await bothWays(
      scanPdf({ content, image: jpegImage(), resources: '/Font << /F1 6 0 R >>', extra: [{ body: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>' }] }),
    );
    expectSamePixels(pdfjs, native);
  });
});

describe('raw reader: pages it leaves to pdf.js', () => {
  const font = { resources: '/Font << /F1 6 0 R >>', extra: [{ body: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>' }] };
  it.each([
    ['visible text', { content: `${FULL_PAGE} BT /F1 10 Tf 50 700 Td (Total) Tj ET`, image: jpegImage(), ...font }],
    ['two images', { content: `${FULL_PAGE} ${FULL_PAGE}`, image: jpegImage() }],
    ['a filled shape', { content: `${FULL_PAGE} 0 0 1 rg 10 10 100 100 re f`, image: jpegImage() }],
    ['a soft-masked image', { content: FULL_PAGE, image: jpegImage(' /SMask 6 0 R'), extra: [{ body: '<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 >>', stream: new Uint8Array([255]) }] }],
    ['a 1-bit image', { content: FULL_PAGE, image: { body: '<< /Type /XObject /Subtype /Image /Width 8 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 1 >>', stream: new Uint8Array([0x55]) } }],
    ['no image at all', { content: '', image: jpegImage() }],
  ] as [string, PageSpec][])('%s', (_, spec) => {
    expect(new PageScans(scanPdf(spec)).scan(0)).toBeNull();
  });

  it('an encrypted file or a file whose xref offsets are wrong (pdf.js repairs those; this reader does not)', async () => {
    const good = scanPdf({ content: FULL_PAGE, image: jpegImage() });
    const text = Buffer.from(good).toString('latin1');
    const encrypted = Buffer.from(text.replace('<< /Size 6 /Root 1 0 R >>', '<< /Size 6 /Root 1 0 R /Encrypt 9 0 R >>'), 'latin1');
    expect(() => new RawPdf(encrypted)).toThrow(/encrypted/);
    expect(new PageScans(encrypted).scan(0)).toBeNull();
    // Every object moved 3 bytes down: the xref points into the previous object.
    const shifted = Buffer.from(text.replace('%\xE2\xE3\xCF\xD3\n', '%\xE2\xE3\xCF\xD3\n   '), 'latin1');
    const scans = new PageScans(shifted);
    expect(scans.scan(0)).toBeNull();
    const doc = await open(new Uint8Array(shifted));
    expect(doc.numPages).toBe(1);
    await doc.destroy();
  });

  it('not a PDF at all, or an empty one', () => {
    expect(new PageScans(new Uint8Array(0)).pageCount).toBe(0);
    expect(new PageScans(new TextEncoder().encode('hello')).scan(0)).toBeNull();
  });
});
