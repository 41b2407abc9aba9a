/**
 * The PDF object syntax (ISO 32000-1, 7.2-7.3), just enough to read a scanned page's structure: numbers, names,
 * strings, arrays, dictionaries, indirect references and stream headers. pdf.js stays the reader of record; this
 * small parser exists so a scan's JPEG can be handed to a native decoder (see page-scan.ts), and anything it does
 * not understand throws RawPdfUnsupported, which callers take as "use pdf.js".
 */

export class RawPdfUnsupported extends Error {}

export class PdfName {
  constructor(readonly name: string) {}
}

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

export class PdfString {
  constructor(readonly bytes: Uint8Array) {}
}

export type PdfDict = Map<string, PdfValue>;

/** A stream object: its dictionary and where its (still encoded) bytes start in the file. */
export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    readonly start: number,
  ) {}
}

/** An operator in a content stream (`cm`, `Do`, `BT` ...). */
export class PdfOp {
  constructor(readonly op: string) {}
}

export type PdfValue = number | boolean | null | PdfName | PdfRef | PdfString | PdfValue[] | PdfDict | PdfStream | PdfOp;

const WHITE = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) WHITE[c] = 1;
const DELIM = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIM[c.charCodeAt(0)] = 1;

/** Reads PDF tokens and objects from `bytes` starting at `pos`. */
export class Lexer {
  constructor(
    readonly bytes: Uint8Array,
    public pos = 0,
  ) {}

  skipSpace(): void {
    const b = this.bytes;
    while (this.pos < b.length) {
      const c = b[this.pos]!;
      if (WHITE[c]) this.pos++;
      else if (c === 0x25 /* % */) while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
      else break;
    }
  }

  /** A bare keyword or number as text (no delimiters), or '' at a delimiter or the end. */
  private word(): string {
    const b = this.bytes;
    const from = this.pos;
    while (this.pos < b.length && !WHITE[b[this.pos]!] && !DELIM[b[this.pos]!]) this.pos++;
    return latin1(b, from, this.pos);
  }

  /**
   * The next object. In content streams operators come back as PdfOp; `R` references are folded here (two
   * integers followed by R), and a dictionary followed by `stream` becomes a PdfStream.
   */
  read(): PdfValue {
    this.skipSpace();
    const b = this.bytes;
    if (this.pos >= b.length) throw new RawPdfUnsupported('unexpected end of data');
    const c = b[this.pos]!;
    switch (c) {
      case 0x2f /* / */:
        return this.name();
      case 0x28 /* ( */:
        return this.literalString();
      case 0x5b /* [ */: {
        this.pos++;
        const arr: PdfValue[] = [];
        for (;;) {
          this.skipSpace();
          if (b[this.pos] === 0x5d /* ] */) {
            this.pos++;
            return arr;
          }
          arr.push(this.read());
        }
      }
      case 0x3c /* < */:
        if (b[this.pos + 1] === 0x3c) return this.dictOrStream();
        return this.hexString();
      default: {
        const w = this.word();
        if (w === '') throw new RawPdfUnsupported(`unexpected byte ${c} at ${this.pos}`);
        if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(w)) {
          const n = Number(w);
          // "12 0 R": an indirect reference.
          if (/^\d+$/.test(w)) {
            const save = this.pos;
            this.skipSpace();
            const g = this.word();
            if (/^\d+$/.test(g)) {
              this.skipSpace();
              if (this.word() === 'R') return new PdfRef(n, Number(g));
            }
            this.pos = save;
          }
          return n;
        }
        if (w === 'true') return true;
        if (w === 'false') return false;
        if (w === 'null') return null;
        return new PdfOp(w);
      }
    }
  }

  private name(): PdfName {
    this.pos++;
    const raw = this.word();
    return new PdfName(raw.includes('#') ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))) : raw);
  }

  private dictOrStream(): PdfDict | PdfStream {
    this.pos += 2;
    const dict: PdfDict = new Map();
    const b = this.bytes;
    for (;;) {
      this.skipSpace();
      if (b[this.pos] === 0x3e && b[this.pos + 1] === 0x3e) {
        this.pos += 2;
        break;
      }
      const key = this.read();
      if (!(key instanceof PdfName)) throw new RawPdfUnsupported('dictionary key is not a name');
      dict.set(key.name, this.read());
    }
    const save = this.pos;
    this.skipSpace();
    if (this.word() === 'stream') {
      // The keyword is followed by CRLF or LF (7.3.8.1); a lone CR is tolerated.
      if (b[this.pos] === 0x0d) this.pos++;
      if (b[this.pos] === 0x0a) this.pos++;
      return new PdfStream(dict, this.pos);
    }
    this.pos = save;
    return dict;
  }

  private literalString(): PdfString {
    const b = this.bytes;
    this.pos++;
    const out: number[] = [];
    let depth = 1;
    while (this.pos < b.length) {
      const c = b[this.pos++]!;
      if (c === 0x5c /* \ */) {
        const e = b[this.pos++]!;
        const simple: Record<number, number> = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12 };
        if (simple[e] !== undefined) out.push(simple[e]!);
        else if (e >= 0x30 && e <= 0x37) {
          let v = e - 0x30;
          for (let k = 0; k < 2 && b[this.pos]! >= 0x30 && b[this.pos]! <= 0x37; k++) v = v * 8 + b[this.pos++]! - 0x30;
          out.push(v & 0xff);
        } else if (e === 0x0d) {
          if (b[this.pos] === 0x0a) this.pos++;
        } else if (e !== 0x0a) out.push(e);
        continue;
      }
      if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) return new PdfString(Uint8Array.from(out));
      out.push(c);
    }
    throw new RawPdfUnsupported('unterminated string');
  }

  private hexString(): PdfString {
    const b = this.bytes;
    this.pos++;
    const digits: number[] = [];
    while (this.pos < b.length && b[this.pos] !== 0x3e) {
      const v = parseInt(String.fromCharCode(b[this.pos++]!), 16);
      if (!Number.isNaN(v)) digits.push(v);
    }
    this.pos++;
    if (digits.length % 2) digits.push(0);
    const out = new Uint8Array(digits.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = digits[2 * i]! * 16 + digits[2 * i + 1]!;
    return new PdfString(out);
  }
}

export function latin1(b: Uint8Array, from: number, to: number): string {
  let s = '';
  for (let i = from; i < to; i++) s += String.fromCharCode(b[i]!);
  return s;
}

export function nameOf(v: PdfValue | undefined): string | undefined {
  return v instanceof PdfName ? v.name : undefined;
}

export function isDict(v: PdfValue | undefined): v is PdfDict {
  return v instanceof Map;
}
