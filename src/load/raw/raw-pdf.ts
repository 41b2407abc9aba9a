import { inflateSync, constants as zlib } from 'node:zlib';
import { isDict, latin1, Lexer, nameOf, PdfRef, PdfStream, RawPdfUnsupported, type PdfDict, type PdfValue } from './objects.js';

type XrefEntry = { kind: 'offset'; offset: number } | { kind: 'packed'; stream: number; index: number };

/**
 * Random access to the objects of an unencrypted PDF through its cross-reference data (tables, xref streams,
 * object streams, incremental updates). Deliberately narrow: no repair of broken files, no encryption, only the
 * Flate filter for the streams it decodes itself. Any surprise throws RawPdfUnsupported; pdf.js, which repairs and
 * decrypts, has already opened the same file, so a caller loses only the fast path.
 */
export class RawPdf {
  readonly trailer: PdfDict;
  private readonly xref = new Map<number, XrefEntry>();
  private readonly cache = new Map<number, PdfValue>();
  private readonly objStreams = new Map<number, { data: Uint8Array; offsets: Map<number, number> }>();

  constructor(readonly bytes: Uint8Array) {
    const tail = latin1(bytes, Math.max(0, bytes.length - 1024), bytes.length);
    // The last startxref wins (incremental updates append their own).
    const m = /startxref\s+(\d+)(?![\s\S]*startxref)/.exec(tail);
    if (!m) throw new RawPdfUnsupported('no startxref');
    let trailer: PdfDict | undefined;
    const seen = new Set<number>();
    for (let at: number | undefined = Number(m[1]); at !== undefined; ) {
      if (seen.has(at) || seen.size > 64) throw new RawPdfUnsupported('xref loop');
      seen.add(at);
      const t = this.readXrefSection(at);
      trailer ??= t;
      const stm = t.get('XRefStm');
      if (typeof stm === 'number' && !seen.has(stm)) {
        seen.add(stm);
        this.readXrefSection(stm);
      }
      const prev = t.get('Prev');
      at = typeof prev === 'number' ? prev : undefined;
    }
    if (!trailer) throw new RawPdfUnsupported('no trailer');
    if (trailer.has('Encrypt')) throw new RawPdfUnsupported('encrypted');
    this.trailer = trailer;
  }

  /** The object a value refers to (the value itself when it is not a reference). */
  get(v: PdfValue | undefined): PdfValue | undefined {
    if (!(v instanceof PdfRef)) return v;
    if (this.cache.has(v.num)) return this.cache.get(v.num);
    const e = this.xref.get(v.num);
    let obj: PdfValue | undefined;
    if (!e) obj = null;
    else if (e.kind === 'offset') obj = this.readAt(e.offset, v.num);
    else obj = this.readPacked(e.stream, e.index, v.num);
    // Streams are not cached: their PdfStream is cheap, and their bytes are sliced on demand.
    if (!(obj instanceof PdfStream)) this.cache.set(v.num, obj ?? null);
    return obj;
  }

  dict(v: PdfValue | undefined): PdfDict | undefined {
    const o = this.get(v);
    return isDict(o) ? o : o instanceof PdfStream ? o.dict : undefined;
  }

  /** The stream's raw (encoded) bytes, a view into the file. */
  rawStreamBytes(s: PdfStream): Uint8Array {
    const len = this.get(s.dict.get('Length'));
    const b = this.bytes;
    if (typeof len === 'number' && len >= 0 && s.start + len <= b.length) {
      // Trust /Length when "endstream" follows it (after an optional end-of-line).
      const after = latin1(b, s.start + len, Math.min(b.length, s.start + len + 12));
      if (/^\s*endstream/.test(after)) return b.subarray(s.start, s.start + len);
    }
    const end = indexOf(b, ENDSTREAM, s.start);
    if (end < 0) throw new RawPdfUnsupported('stream without end');
    let to = end;
    if (b[to - 1] === 0x0a) to--;
    if (b[to - 1] === 0x0d) to--;
    return b.subarray(s.start, to);
  }

  /**
   * The stream's bytes with its first `count` filters (default: all) undone. Only ASCII85Decode and FlateDecode
   * (with PNG predictors) are decoded here; anything else throws.
   */
  decodedStreamBytes(s: PdfStream, count?: number): Uint8Array {
    let data = this.rawStreamBytes(s);
    const filters = asArray(this.get(s.dict.get('Filter'))).map((f) => nameOf(this.get(f)));
    const parmsList = asArray(this.get(s.dict.get('DecodeParms')));
    for (let i = 0; i < (count ?? filters.length); i++) {
      if (filters[i] === 'ASCII85Decode' || filters[i] === 'A85') data = ascii85(data);
      else if (filters[i] === 'FlateDecode' || filters[i] === 'Fl') data = this.inflate(data, this.dict(parmsList[i]));
      else throw new RawPdfUnsupported(`filter ${filters.join(',')}`);
    }
    return data;
  }

  private inflate(raw: Uint8Array, parms: PdfDict | undefined): Uint8Array {
    let data: Uint8Array;
    try {
      // Sync flush: many writers end the zlib stream without its checksum; take what decompresses.
      data = inflateSync(raw, { finishFlush: zlib.Z_SYNC_FLUSH });
    } catch (e) {
      throw new RawPdfUnsupported(`flate: ${(e as Error).message}`);
    }
    const predictor = parms ? this.get(parms.get('Predictor')) : undefined;
    if (typeof predictor !== 'number' || predictor === 1) return data;
    if (predictor < 10) throw new RawPdfUnsupported(`predictor ${predictor}`);
    const num = (k: string, d: number): number => {
      const v = this.get(parms!.get(k));
      return typeof v === 'number' ? v : d;
    };
    return unPng(data, num('Colors', 1), num('BitsPerComponent', 8), num('Columns', 1));
  }

  private readAt(offset: number, num: number): PdfValue {
    const lx = new Lexer(this.bytes, offset);
    const n = lx.read();
    const g = lx.read();
    lx.skipSpace();
    const kw = latin1(this.bytes, lx.pos, lx.pos + 3);
    if (n !== num || typeof g !== 'number' || kw !== 'obj') throw new RawPdfUnsupported(`object ${num} is not at its xref offset`);
    lx.pos += 3;
    return lx.read();
  }

  private readPacked(streamNum: number, index: number, num: number): PdfValue {
    let os = this.objStreams.get(streamNum);
    if (!os) {
      const s = this.get(new PdfRef(streamNum, 0));
      if (!(s instanceof PdfStream)) throw new RawPdfUnsupported('object stream missing');
      const data = this.decodedStreamBytes(s);
      const n = this.get(s.dict.get('N'));
      const first = this.get(s.dict.get('First'));
      if (typeof n !== 'number' || typeof first !== 'number') throw new RawPdfUnsupported('object stream header');
      const lx = new Lexer(data, 0);
      const offsets = new Map<number, number>();
      for (let i = 0; i < n; i++) {
        const on = lx.read();
        const off = lx.read();
        if (typeof on !== 'number' || typeof off !== 'number') throw new RawPdfUnsupported('object stream header');
        offsets.set(on, first + off);
      }
      os = { data, offsets };
      this.objStreams.set(streamNum, os);
    }
    const at = os.offsets.get(num);
    if (at === undefined) throw new RawPdfUnsupported(`object ${num} not in its object stream (index ${index})`);
    return new Lexer(os.data, at).read();
  }

  private readXrefSection(at: number): PdfDict {
    const b = this.bytes;
    const lx = new Lexer(b, at);
    lx.skipSpace();
    if (latin1(b, lx.pos, lx.pos + 4) === 'xref') {
      lx.pos += 4;
      for (;;) {
        lx.skipSpace();
        if (latin1(b, lx.pos, lx.pos + 7) === 'trailer') {
          lx.pos += 7;
          const t = lx.read();
          if (!isDict(t)) throw new RawPdfUnsupported('trailer');
          return t;
        }
        const start = lx.read();
        const count = lx.read();
        if (typeof start !== 'number' || typeof count !== 'number') throw new RawPdfUnsupported('xref subsection');
        for (let i = 0; i < count; i++) {
          lx.skipSpace();
          // "oooooooooo ggggg n" (20 bytes with its end of line; writers differ in the spacing, so tokenise).
          const m = /^(\d+)\s+(\d+)\s+([nf])/.exec(latin1(b, lx.pos, lx.pos + 20));
          if (!m) throw new RawPdfUnsupported('xref entry');
          lx.pos += m[0].length;
          const num = start + i;
          if (m[3] === 'n' && !this.xref.has(num)) this.xref.set(num, { kind: 'offset', offset: Number(m[1]) });
          else if (m[3] === 'f' && !this.xref.has(num)) this.xref.set(num, { kind: 'offset', offset: -1 });
        }
      }
    }
    // An xref stream: "N 0 obj << /Type /XRef /W [...] ... >> stream".
    lx.read();
    lx.read();
    lx.skipSpace();
    if (latin1(b, lx.pos, lx.pos + 3) !== 'obj') throw new RawPdfUnsupported('xref offset');
    lx.pos += 3;
    const s = lx.read();
    if (!(s instanceof PdfStream) || nameOf(s.dict.get('Type')) !== 'XRef') throw new RawPdfUnsupported('xref stream');
    const w = asArray(s.dict.get('W')).map((x) => (typeof x === 'number' ? x : -1));
    if (w.length !== 3 || w.some((x) => x < 0 || x > 8)) throw new RawPdfUnsupported('xref /W');
    const size = s.dict.get('Size');
    const index = asArray(s.dict.get('Index') ?? [0, typeof size === 'number' ? size : 0]).map(Number);
    const data = this.decodedStreamBytes(s);
    const width = w[0]! + w[1]! + w[2]!;
    let p = 0;
    const field = (len: number, dflt: number): number => {
      if (len === 0) return dflt;
      let v = 0;
      for (let k = 0; k < len; k++) v = v * 256 + data[p++]!;
      return v;
    };
    for (let k = 0; k + 1 < index.length; k += 2) {
      for (let i = 0; i < index[k + 1]!; i++) {
        if (p + width > data.length) throw new RawPdfUnsupported('xref stream too short');
        const type = field(w[0]!, 1);
        const f2 = field(w[1]!, 0);
        const f3 = field(w[2]!, 0);
        const num = index[k]! + i;
        if (this.xref.has(num)) continue;
        if (type === 1) this.xref.set(num, { kind: 'offset', offset: f2 });
        else if (type === 2) this.xref.set(num, { kind: 'packed', stream: f2, index: f3 });
        else if (type === 0) this.xref.set(num, { kind: 'offset', offset: -1 });
      }
    }
    return s.dict;
  }
}

const ENDSTREAM = new TextEncoder().encode('endstream');

function indexOf(hay: Uint8Array, needle: Uint8Array, from: number): number {
  return Buffer.from(hay.buffer, hay.byteOffset, hay.byteLength).indexOf(needle, from);
}

export function asArray(v: PdfValue | undefined): PdfValue[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

/** ASCII base-85 (7.4.3): groups of five characters '!'..'u' for four bytes, 'z' for four zeros, '~>' ends. */
function ascii85(src: Uint8Array): Uint8Array {
  const out: number[] = [];
  const group: number[] = [];
  const flush = (n: number): void => {
    let v = 0;
    for (let k = 0; k < 5; k++) v = v * 85 + (k < group.length ? group[k]! : 84);
    for (let k = 0; k < n; k++) out.push((v >>> (24 - 8 * k)) & 0xff);
    group.length = 0;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === 0x7e /* ~ */) break;
    if (c === 0x7a /* z */ && group.length === 0) out.push(0, 0, 0, 0);
    else if (c >= 0x21 && c <= 0x75) {
      group.push(c - 0x21);
      if (group.length === 5) flush(4);
    } else if (c > 0x20 && c !== 0x7f) throw new RawPdfUnsupported('ASCII85 data');
  }
  if (group.length > 1) flush(group.length - 1);
  return Uint8Array.from(out);
}

/** Undoes PNG row predictors (7.4.4.4): each row starts with its filter type byte. */
function unPng(data: Uint8Array, colors: number, bpc: number, columns: number): Uint8Array {
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowLen = Math.ceil((colors * bpc * columns) / 8);
  const rows = Math.floor(data.length / (rowLen + 1));
  const out = new Uint8Array(rows * rowLen);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLen + 1)]!;
    const src = r * (rowLen + 1) + 1;
    const o = r * rowLen;
    const up = o - rowLen;
    for (let i = 0; i < rowLen; i++) {
      const x = data[src + i]!;
      const a = i >= bpp ? out[o + i - bpp]! : 0;
      const b = r > 0 ? out[up + i]! : 0;
      const c = r > 0 && i >= bpp ? out[up + i - bpp]! : 0;
      let v: number;
      switch (type) {
        case 0:
          v = x;
          break;
        case 1:
          v = x + a;
          break;
        case 2:
          v = x + b;
          break;
        case 3:
          v = x + ((a + b) >> 1);
          break;
        case 4: {
          const pa = Math.abs(b - c);
          const pb = Math.abs(a - c);
          const pc = Math.abs(a + b - 2 * c);
          v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
          break;
        }
        default:
          throw new RawPdfUnsupported(`PNG filter ${type}`);
      }
      out[o + i] = v & 0xff;
    }
  }
  return out;
}
