import { Lexer, nameOf, PdfName, PdfOp, PdfRef, PdfStream, RawPdfUnsupported, type PdfDict, type PdfValue } from './objects.js';
import { asArray, RawPdf } from './raw-pdf.js';

/** [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f (the PDF and canvas convention). */
export type Matrix = [number, number, number, number, number, number];

/** The one picture a scanned page paints, as stored in the file. */
export interface PageScan {
  /** 'jpeg': the DCTDecode bytes, for a native decoder; 'samples': 8-bit samples, row by row. */
  kind: 'jpeg' | 'samples';
  bytes: Uint8Array;
  width: number;
  height: number;
  components: 1 | 3;
  /** The image's /Interpolate flag (pdf.js smooths an enlarged image only when it is set). */
  interpolate: boolean;
  /** Image space (the unit square) to page space: the transformation matrix in force where the image is drawn. */
  matrix: Matrix;
}

/**
 * Finds the lone picture on a scanned page straight from the file, so its JPEG can be decoded natively (pdf.js
 * decodes JPEG in JavaScript: ~0.3-0.4 s of this thread for a 300 DPI page, against a few tens of ms natively).
 * A page qualifies only when painting it means painting that one image: an unmasked 8-bit grey or RGB picture
 * (JPEG, or Flate samples), plus nothing visible but invisible text (the OCR layer of a "searchable" scan). Any
 * other page, or any structure this reader does not follow, yields null and the caller renders with pdf.js.
 */
export class PageScans {
  private readonly raw: RawPdf | null;
  private readonly pages: PdfDict[] = [];

  constructor(bytes: Uint8Array) {
    let raw: RawPdf | null = null;
    try {
      raw = new RawPdf(bytes);
      const root = raw.dict(raw.trailer.get('Root'));
      this.collect(raw, root?.get('Pages'), undefined, new Set());
    } catch (e) {
      if (!(e instanceof RawPdfUnsupported)) throw e;
      raw = null;
      this.pages.length = 0;
    }
    this.raw = raw;
  }

  /** Pages found in the page tree; a caller compares this with pdf.js's count before trusting the order. */
  get pageCount(): number {
    return this.pages.length;
  }

  /** The scan of 0-based page `index`, or null when the page is anything else. */
  scan(index: number): PageScan | null {
    const raw = this.raw;
    const page = this.pages[index];
    if (!raw || !page) return null;
    try {
      return pageScan(raw, page);
    } catch (e) {
      if (e instanceof RawPdfUnsupported) return null;
      throw e;
    }
  }

  private collect(raw: RawPdf, node: PdfValue | undefined, resources: PdfValue | undefined, seen: Set<number>): void {
    if (node instanceof PdfRef) {
      if (seen.has(node.num)) throw new RawPdfUnsupported('page tree loop');
      seen.add(node.num);
    }
    const d = raw.dict(node);
    if (!d) throw new RawPdfUnsupported('page tree node');
    // Resources are inherited down the page tree (7.7.3.4); a page stores the one in force.
    const res = d.get('Resources') ?? resources;
    const type = nameOf(raw.get(d.get('Type')));
    if (type === 'Page' || (!d.has('Kids') && type !== 'Pages')) {
      const page: PdfDict = new Map(d);
      if (res !== undefined) page.set('Resources', res);
      this.pages.push(page);
      if (this.pages.length > 100_000) throw new RawPdfUnsupported('too many pages');
      return;
    }
    for (const kid of asArray(raw.get(d.get('Kids')))) this.collect(raw, kid, res, seen);
  }
}

interface GraphicsState {
  ctm: Matrix;
  textRender: number;
}

function pageScan(raw: RawPdf, page: PdfDict): PageScan | null {
  // Annotations (stamps, notes) are painted over the page by pdf.js: leave such pages to it.
  if (asArray(raw.get(page.get('Annots'))).length) throw new RawPdfUnsupported('annotations');
  const resources = raw.dict(page.get('Resources'));
  const xobjects = raw.dict(resources?.get('XObject'));
  const extGStates = raw.dict(resources?.get('ExtGState'));
  const content = concatContents(raw, page.get('Contents'));
  const lx = new Lexer(content, 0);
  const stack: GraphicsState[] = [];
  let gs: GraphicsState = { ctm: [1, 0, 0, 1, 0, 0], textRender: 0 };
  let operands: PdfValue[] = [];
  let found: PageScan | null = null;
  for (;;) {
    lx.skipSpace();
    if (lx.pos >= content.length) break;
    const v = lx.read();
    if (!(v instanceof PdfOp)) {
      operands.push(v);
      if (operands.length > 64) throw new RawPdfUnsupported('content operands');
      continue;
    }
    const nums = operands.filter((x): x is number => typeof x === 'number');
    switch (v.op) {
      case 'q':
        stack.push({ ...gs });
        if (stack.length > 64) throw new RawPdfUnsupported('graphics state depth');
        break;
      case 'Q':
        gs = stack.pop() ?? gs;
        break;
      case 'cm':
        if (nums.length !== 6) throw new RawPdfUnsupported('cm');
        gs.ctm = multiply(nums as Matrix, gs.ctm);
        break;
      case 'Tr':
        gs.textRender = nums[0] ?? 0;
        break;
      case 'Tj':
      case 'TJ':
      case "'":
      case '"':
        // Invisible text (render mode 3) is the OCR layer of a searchable scan; anything else is drawn.
        if (gs.textRender !== 3) throw new RawPdfUnsupported('visible text');
        break;
      case 'Do': {
        const name = operands[0] instanceof PdfName ? operands[0].name : undefined;
        const x = name === undefined ? undefined : raw.get(xobjects?.get(name));
        if (!(x instanceof PdfStream) || nameOf(raw.get(x.dict.get('Subtype'))) !== 'Image') throw new RawPdfUnsupported('XObject is not an image');
        if (found) throw new RawPdfUnsupported('more than one image');
        found = imageOf(raw, x, gs.ctm);
        break;
      }
      case 'gs': {
        const name = operands[0] instanceof PdfName ? operands[0].name : undefined;
        const g = name === undefined ? undefined : raw.dict(extGStates?.get(name));
        if (g) checkExtGState(raw, g);
        break;
      }
      case 'S': case 's': case 'f': case 'F': case 'f*': case 'B': case 'B*': case 'b': case 'b*':
      case 'sh': case 'BI': case 'ID': case 'EI': case 'd0': case 'd1':
        throw new RawPdfUnsupported(`operator ${v.op}`);
      default:
        // Path construction ending in `n` (clipping), colours, line and text state, marked content: nothing drawn.
        break;
    }
    operands = [];
  }
  return found;
}

function concatContents(raw: RawPdf, contents: PdfValue | undefined): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const c of asArray(raw.get(contents))) {
    const s = raw.get(c);
    if (!(s instanceof PdfStream)) throw new RawPdfUnsupported('content is not a stream');
    parts.push(raw.decodedStreamBytes(s), SPACE);
  }
  return Buffer.concat(parts);
}

const SPACE = new Uint8Array([0x0a]);

function checkExtGState(raw: RawPdf, g: PdfDict): void {
  const smask = raw.get(g.get('SMask'));
  if (smask !== undefined && nameOf(smask) !== 'None') throw new RawPdfUnsupported('soft mask');
  for (const k of ['ca', 'CA']) {
    const a = raw.get(g.get(k));
    if (typeof a === 'number' && a < 1) throw new RawPdfUnsupported('transparency');
  }
  const bm = nameOf(raw.get(asArray(raw.get(g.get('BM')))[0]));
  if (bm !== undefined && bm !== 'Normal' && bm !== 'Compatible') throw new RawPdfUnsupported('blend mode');
  if (g.has('TR') || g.has('TR2')) throw new RawPdfUnsupported('transfer function');
}

function imageOf(raw: RawPdf, x: PdfStream, ctm: Matrix): PageScan {
  const d = x.dict;
  const num = (k: string): number | undefined => {
    const v = raw.get(d.get(k));
    return typeof v === 'number' ? v : undefined;
  };
  const width = num('Width');
  const height = num('Height');
  if (!width || !height || width > 20000 || height > 20000) throw new RawPdfUnsupported('image size');
  if (raw.get(d.get('ImageMask')) === true || d.has('SMask') || d.has('Mask') || d.has('Decode')) throw new RawPdfUnsupported('masked or mapped image');
  if (num('BitsPerComponent') !== 8) throw new RawPdfUnsupported('not 8 bits per component');
  const components = colourComponents(raw, d.get('ColorSpace'));
  const filters = asArray(raw.get(d.get('Filter'))).map((f) => nameOf(raw.get(f)));
  const interpolate = raw.get(d.get('Interpolate')) === true;
  if (filters.at(-1) === 'DCTDecode') {
    // Parameters belong to filters by position: the JPEG's are the last entry.
    const parms = raw.dict(asArray(raw.get(d.get('DecodeParms'))).at(filters.length - 1));
    if (parms?.has('ColorTransform')) throw new RawPdfUnsupported('JPEG colour transform');
    const bytes = jpegStart(raw.decodedStreamBytes(x, filters.length - 1));
    if (jpegComponents(bytes) !== components) throw new RawPdfUnsupported('JPEG components differ from the colour space');
    return { kind: 'jpeg', bytes, width, height, components, interpolate, matrix: ctm };
  }
  if (filters.length <= 1 && (filters[0] === undefined || filters[0] === 'FlateDecode')) {
    const bytes = raw.decodedStreamBytes(x);
    if (bytes.length < width * height * components) throw new RawPdfUnsupported('image data too short');
    return { kind: 'samples', bytes, width, height, components, interpolate, matrix: ctm };
  }
  throw new RawPdfUnsupported(`image filter ${filters.join(',')}`);
}

function colourComponents(raw: RawPdf, cs: PdfValue | undefined): 1 | 3 {
  const v = raw.get(cs);
  const name = nameOf(v) ?? nameOf(raw.get(Array.isArray(v) ? v[0] : undefined));
  if (name === 'DeviceGray' || name === 'CalGray' || name === 'G') return 1;
  if (name === 'DeviceRGB' || name === 'CalRGB' || name === 'RGB') return 3;
  if (name === 'ICCBased' && Array.isArray(v)) {
    const s = raw.get(v[1]);
    const n = s instanceof PdfStream ? raw.get(s.dict.get('N')) : undefined;
    if (n === 1 || n === 3) return n;
  }
  throw new RawPdfUnsupported(`colour space ${name ?? 'unknown'}`);
}

/** Some writers put bytes before the JPEG's SOI marker; decoders want it first. */
function jpegStart(b: Uint8Array): Uint8Array {
  for (let i = 0; i + 1 < Math.min(b.length, 1024); i++) if (b[i] === 0xff && b[i + 1] === 0xd8) return i ? b.subarray(i) : b;
  throw new RawPdfUnsupported('no JPEG start marker');
}

/** Number of colour components in the JPEG's frame header (SOFn), or 0 when not found. */
function jpegComponents(b: Uint8Array): number {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return 0;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    const len = (b[i + 2]! << 8) | b[i + 3]!;
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return b[i + 9]!;
    i += 2 + len;
  }
  return 0;
}

/** m1 then m2 (PDF's `cm` makes the new CTM = M x CTM). */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[1] * m2[2],
    m1[0] * m2[1] + m1[1] * m2[3],
    m1[2] * m2[0] + m1[3] * m2[2],
    m1[2] * m2[1] + m1[3] * m2[3],
    m1[4] * m2[0] + m1[5] * m2[2] + m2[4],
    m1[4] * m2[1] + m1[5] * m2[3] + m2[5],
  ];
}
