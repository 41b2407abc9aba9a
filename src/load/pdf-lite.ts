import { inflateSync } from 'node:zlib';

/**
 * A small PDF object reader for questions pdf.js answers slowly (which operators a page's content uses), never for
 * reading text. It reads well-formed files only: a classic xref table or an xref stream (with /Prev), object
 * streams, FlateDecode. Anything else (encryption, a broken xref, another filter, a limit reached) throws
 * `LiteUnsupported` and the caller asks pdf.js instead. It runs on the caller's thread, so every loop is bounded by
 * the input and the limits below; nothing recurses on the file's own nesting beyond MAX_DEPTH.
 */
export class LiteUnsupported extends Error {}

export interface Ref {
  num: number;
  gen: number;
}
export type PdfValue = number | string | boolean | null | Ref | PdfName | PdfValue[] | PdfDict | PdfStream;
export class PdfName {
  constructor(readonly name: string) {}
}
export type PdfDict = Map<string, PdfValue>;
export interface PdfStream {
  dict: PdfDict;
  start: number;
  end: number;
}

const MAX_DEPTH = 64;
/** Decoded bytes the reader inflates over a whole file: a flate bomb makes it give up, not grow. */
const MAX_INFLATED = 32 * 1024 * 1024;

const WS = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WS[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;

export const isRef = (v: unknown): v is Ref => typeof v === 'object' && v !== null && 'num' in v && 'gen' in v;
export const isDict = (v: unknown): v is PdfDict => v instanceof Map;
export const isStream = (v: unknown): v is PdfStream => typeof v === 'object' && v !== null && 'dict' in v && 'start' in v;
export const nameOf = (v: unknown): string | undefined => (v instanceof PdfName ? v.name : undefined);

/** Tokenises and parses objects from a byte range. Strings come back as latin1 (one char per byte). */
export class Lexer {
  pos: number;
  constructor(
    readonly b: Uint8Array,
    start = 0,
    readonly end = b.length,
  ) {
    this.pos = start;
  }

  skipSpace(): void {
    const b = this.b;
    while (this.pos < this.end) {
      const c = b[this.pos]!;
      if (WS[c]) this.pos++;
      else if (c === 37 /* % */) while (this.pos < this.end && b[this.pos] !== 10 && b[this.pos] !== 13) this.pos++;
      else break;
    }
  }

  /** A regular token (number, keyword) at pos, or '' at a delimiter or the end. */
  word(): string {
    const b = this.b;
    const s = this.pos;
    while (this.pos < this.end && !WS[b[this.pos]!] && !DELIM[b[this.pos]!]) this.pos++;
    return latin1(b, s, this.pos);
  }

  /** The next object, or an operator as `{ op }`; undefined at the end. */
  next(depth = 0): PdfValue | { op: string } | undefined {
    if (depth > MAX_DEPTH) throw new LiteUnsupported('nesting too deep');
    this.skipSpace();
    if (this.pos >= this.end) return undefined;
    const b = this.b;
    const c = b[this.pos]!;
    if (c === 40 /* ( */) return this.literal();
    if (c === 60 /* < */) {
      if (b[this.pos + 1] === 60) {
        this.pos += 2;
        return this.dict(depth);
      }
      return this.hex();
    }
    if (c === 91 /* [ */) {
      this.pos++;
      const arr: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.pos >= this.end) throw new LiteUnsupported('unterminated array');
        if (b[this.pos] === 93) {
          this.pos++;
          return arr;
        }
        const v = this.next(depth + 1);
        if (isOp(v) && v.op === 'R' && arr.length >= 2 && typeof arr[arr.length - 1] === 'number' && typeof arr[arr.length - 2] === 'number') {
          const gen = arr.pop() as number;
          arr.push({ num: arr.pop() as number, gen });
          continue;
        }
        if (v === undefined || isOp(v)) throw new LiteUnsupported('operator in array');
        arr.push(v);
      }
    }
    if (c === 47 /* / */) {
      this.pos++;
      return new PdfName(this.word());
    }
    if (c === 93 || c === 62 || c === 41 || c === 123 || c === 125) {
      this.pos++;
      return { op: String.fromCharCode(c) };
    }
    const w = this.word();
    if (w === '') {
      this.pos++;
      return { op: String.fromCharCode(c) };
    }
    const n = Number(w);
    if (w !== '' && !Number.isNaN(n) && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(w)) return n;
    if (w === 'true') return true;
    if (w === 'false') return false;
    if (w === 'null') return null;
    return { op: w };
  }

  private dict(depth: number): PdfDict {
    const d: PdfDict = new Map();
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.end) throw new LiteUnsupported('unterminated dictionary');
      if (this.b[this.pos] === 62 && this.b[this.pos + 1] === 62) {
        this.pos += 2;
        return d;
      }
      const k = this.next(depth + 1);
      if (!(k instanceof PdfName)) throw new LiteUnsupported('dictionary key');
      let v = this.next(depth + 1);
      if (v === undefined || isOp(v)) throw new LiteUnsupported('dictionary value');
      // `n g R` arrives as two numbers then the operator R.
      if (typeof v === 'number') {
        const save = this.pos;
        const g = this.next(depth + 1);
        const r = typeof g === 'number' ? this.next(depth + 1) : undefined;
        if (typeof g === 'number' && r && isOp(r) && r.op === 'R') v = { num: v, gen: g };
        else this.pos = save;
      }
      d.set(k.name, v);
    }
  }

  private literal(): string {
    const b = this.b;
    let depth = 0;
    let out = '';
    this.pos++;
    while (this.pos < this.end) {
      const c = b[this.pos++]!;
      if (c === 92 /* \ */) {
        const e = b[this.pos++];
        if (e === undefined) break;
        if (e >= 48 && e <= 55) {
          let v = e - 48;
          for (let i = 0; i < 2 && b[this.pos]! >= 48 && b[this.pos]! <= 55; i++) v = v * 8 + b[this.pos++]! - 48;
          out += String.fromCharCode(v & 255);
        } else if (e === 13 || e === 10) {
          if (e === 13 && b[this.pos] === 10) this.pos++;
        } else out += ESCAPES[e] ?? String.fromCharCode(e);
        continue;
      }
      if (c === 40) depth++;
      else if (c === 41 && depth-- === 0) return out;
      out += String.fromCharCode(c);
    }
    throw new LiteUnsupported('unterminated string');
  }

  private hex(): string {
    const b = this.b;
    this.pos++;
    let digits = '';
    while (this.pos < this.end && b[this.pos] !== 62) {
      const c = b[this.pos++]!;
      if (!WS[c]) digits += String.fromCharCode(c);
    }
    if (this.pos >= this.end || !/^[0-9a-fA-F]*$/.test(digits)) throw new LiteUnsupported('bad hex string');
    this.pos++;
    if (digits.length % 2) digits += '0';
    let out = '';
    for (let i = 0; i < digits.length; i += 2) out += String.fromCharCode(parseInt(digits.slice(i, i + 2), 16));
    return out;
  }
}

const ESCAPES: Record<number, string> = { 110: '\n', 114: '\r', 116: '\t', 98: '\b', 102: '\f' };
export const isOp = (v: unknown): v is { op: string } => typeof v === 'object' && v !== null && 'op' in v && !(v instanceof PdfName);

function latin1(b: Uint8Array, s: number, e: number): string {
  let out = '';
  for (let i = s; i < e; i++) out += String.fromCharCode(b[i]!);
  return out;
}

type XrefEntry = { kind: 'offset'; offset: number; gen: number } | { kind: 'packed'; stream: number; index: number };

/** The document's objects by number, read through its xref. */
export class LiteDocument {
  private readonly xref = new Map<number, XrefEntry>();
  private readonly cache = new Map<number, PdfValue>();
  private readonly objStreams = new Map<number, { lexer: Lexer; offsets: Map<number, number> }>();
  private inflated = 0;
  readonly trailer: PdfDict;

  constructor(readonly b: Uint8Array) {
    const tail = latin1(b, Math.max(0, b.length - 1024), b.length);
    const m = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
    if (!m) throw new LiteUnsupported('no startxref at the end');
    let trailer: PdfDict | undefined;
    const seen = new Set<number>();
    let at: number | undefined = Number(m[1]);
    while (at !== undefined) {
      if (seen.has(at) || seen.size > 64 || at >= b.length) throw new LiteUnsupported('xref chain');
      seen.add(at);
      const t = this.readXref(at);
      trailer ??= t;
      const prev = t.get('Prev');
      at = typeof prev === 'number' ? prev : undefined;
    }
    if (!trailer || trailer.has('Encrypt')) throw new LiteUnsupported('encrypted or no trailer');
    this.trailer = trailer;
  }

  private readXref(at: number): PdfDict {
    const lx = new Lexer(this.b, at);
    lx.skipSpace();
    if (lx.word() === 'xref') {
      for (;;) {
        const first = lx.next();
        if (isOp(first) && first.op === 'trailer') break;
        const count = lx.next();
        if (typeof first !== 'number' || typeof count !== 'number') throw new LiteUnsupported('xref table');
        lx.skipSpace();
        for (let i = 0; i < count; i++) {
          const line = latin1(this.b, lx.pos, lx.pos + 20);
          const e = /^(\d{10}) (\d{5}) ([nf])/.exec(line);
          if (!e) throw new LiteUnsupported('xref entry');
          if (e[3] === 'n' && !this.xref.has(first + i)) this.xref.set(first + i, { kind: 'offset', offset: Number(e[1]), gen: Number(e[2]) });
          lx.pos += 20;
          lx.skipSpace();
        }
      }
      const t = lx.next();
      if (!isDict(t)) throw new LiteUnsupported('trailer');
      return t;
    }
    const obj = this.objectAt(at);
    if (!isStream(obj) || nameOf(obj.dict.get('Type')) !== 'XRef') throw new LiteUnsupported('xref stream');
    const w = obj.dict.get('W');
    const size = obj.dict.get('Size');
    if (!Array.isArray(w) || w.length !== 3 || !w.every((x) => typeof x === 'number' && x >= 0 && x <= 8) || typeof size !== 'number')
      throw new LiteUnsupported('xref stream /W');
    const [w0, w1, w2] = w as number[] as [number, number, number];
    const index = (obj.dict.get('Index') as number[] | undefined) ?? [0, size];
    const data = this.streamData(obj);
    const row = w0 + w1 + w2;
    let p = 0;
    const field = (n: number) => {
      let v = 0;
      for (let i = 0; i < n; i++) v = v * 256 + data[p++]!;
      return v;
    };
    for (let k = 0; k + 1 < index.length; k += 2) {
      const first = index[k]!;
      const count = index[k + 1]!;
      for (let i = 0; i < count; i++) {
        if (p + row > data.length) throw new LiteUnsupported('xref stream too short');
        const type = w0 ? field(w0) : 1;
        const a = field(w1);
        const c = field(w2);
        if (this.xref.has(first + i)) continue;
        if (type === 1) this.xref.set(first + i, { kind: 'offset', offset: a, gen: c });
        else if (type === 2) this.xref.set(first + i, { kind: 'packed', stream: a, index: c });
      }
    }
    return obj.dict;
  }

  /** Parses `n g obj <value> [stream]` at a file offset. */
  private objectAt(offset: number, num?: number, gen?: number): PdfValue {
    const lx = new Lexer(this.b, offset);
    const n = lx.next();
    const g = lx.next();
    const kw = lx.next();
    if (typeof n !== 'number' || typeof g !== 'number' || !isOp(kw) || kw.op !== 'obj') throw new LiteUnsupported('object header');
    // An xref pointing at another object is a damaged file: pdf.js rebuilds its xref then, this reader gives up.
    if (num !== undefined && n !== num) throw new LiteUnsupported('xref offset');
    // Nor one whose generation is not the xref's ("1 -1 obj" where the table says 0): pdf.js refuses the object.
    if (gen !== undefined && g !== gen) throw new LiteUnsupported('object generation');
    const v = lx.next();
    if (v === undefined || isOp(v)) throw new LiteUnsupported('object body');
    if (!isDict(v)) return v;
    lx.skipSpace();
    const save = lx.pos;
    if (lx.word() !== 'stream') {
      lx.pos = save;
      return v;
    }
    if (this.b[lx.pos] === 13) lx.pos++;
    if (this.b[lx.pos] === 10) lx.pos++;
    const len = this.resolve(v.get('Length'));
    if (typeof len !== 'number' || len < 0 || lx.pos + len > this.b.length) throw new LiteUnsupported('stream length');
    return { dict: v, start: lx.pos, end: lx.pos + len };
  }

  get(num: number): PdfValue {
    if (this.cache.has(num)) return this.cache.get(num)!;
    const e = this.xref.get(num);
    let v: PdfValue = null;
    if (e?.kind === 'offset') v = this.objectAt(e.offset, num, e.gen);
    else if (e?.kind === 'packed') v = this.packed(e.stream, num);
    this.cache.set(num, v);
    return v;
  }

  private packed(streamNum: number, num: number): PdfValue {
    let os = this.objStreams.get(streamNum);
    if (!os) {
      const s = this.get(streamNum);
      if (!isStream(s)) throw new LiteUnsupported('object stream');
      const data = this.streamData(s);
      const n = s.dict.get('N');
      const first = s.dict.get('First');
      if (typeof n !== 'number' || typeof first !== 'number') throw new LiteUnsupported('object stream header');
      const head = new Lexer(data, 0, Math.min(first, data.length));
      const offsets = new Map<number, number>();
      for (let i = 0; i < n; i++) {
        const on = head.next();
        const off = head.next();
        if (typeof on !== 'number' || typeof off !== 'number') throw new LiteUnsupported('object stream offsets');
        offsets.set(on, first + off);
      }
      os = { lexer: new Lexer(data), offsets };
      this.objStreams.set(streamNum, os);
    }
    const at = os.offsets.get(num);
    if (at === undefined) return null;
    os.lexer.pos = at;
    const v = os.lexer.next();
    if (v === undefined || isOp(v)) throw new LiteUnsupported('packed object');
    return v;
  }

  resolve(v: PdfValue | undefined, depth = 0): PdfValue | undefined {
    while (isRef(v)) {
      if (depth++ > MAX_DEPTH) throw new LiteUnsupported('reference chain');
      v = this.get(v.num);
    }
    return v;
  }

  /** A stream's decoded bytes: FlateDecode (with PNG or TIFF-less predictors) or none; anything else gives up. */
  streamData(s: PdfStream): Uint8Array {
    const raw = this.b.subarray(s.start, s.end);
    const f = this.resolve(s.dict.get('Filter'));
    const filters = Array.isArray(f) ? f.map((x) => nameOf(this.resolve(x))) : f === undefined || f === null ? [] : [nameOf(f)];
    if (filters.length === 0) return raw;
    if (filters.length > 1 || (filters[0] !== 'FlateDecode' && filters[0] !== 'Fl')) throw new LiteUnsupported(`filter ${filters.join(',')}`);
    let out: Buffer;
    try {
      out = inflateSync(raw, { maxOutputLength: MAX_INFLATED - this.inflated });
    } catch {
      throw new LiteUnsupported('inflate');
    }
    this.inflated += out.length;
    const parms = this.resolve(s.dict.get('DecodeParms'));
    const predictor = isDict(parms) ? this.resolve(parms.get('Predictor')) : undefined;
    if (typeof predictor !== 'number' || predictor < 10) {
      if (typeof predictor === 'number' && predictor > 1) throw new LiteUnsupported('TIFF predictor');
      return out;
    }
    const columns = isDict(parms) ? this.resolve(parms.get('Columns')) : undefined;
    return unpng(out, typeof columns === 'number' ? columns : 1);
  }
}

/** Undoes PNG row predictors (one byte per pixel, as in xref streams). */
function unpng(data: Uint8Array, columns: number): Uint8Array {
  const rowLen = columns + 1;
  const rows = Math.floor(data.length / rowLen);
  const out = new Uint8Array(rows * columns);
  for (let r = 0; r < rows; r++) {
    const type = data[r * rowLen]!;
    for (let c = 0; c < columns; c++) {
      const x = data[r * rowLen + 1 + c]!;
      const left = c > 0 ? out[r * columns + c - 1]! : 0;
      const up = r > 0 ? out[(r - 1) * columns + c]! : 0;
      const ul = r > 0 && c > 0 ? out[(r - 1) * columns + c - 1]! : 0;
      let v: number;
      if (type === 0) v = x;
      else if (type === 1) v = x + left;
      else if (type === 2) v = x + up;
      else if (type === 3) v = x + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - ul;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - ul);
        v = x + (pa <= pb && pa <= pc ? left : pb <= pc ? up : ul);
      } else throw new LiteUnsupported('PNG predictor');
      out[r * columns + c] = v & 255;
    }
  }
  return out;
}
