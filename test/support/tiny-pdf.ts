import { deflateSync } from 'node:zlib';

/** One indirect object: its dictionary/value text, and stream bytes when it is a stream. */
export interface TinyObject {
  body: string;
  stream?: Uint8Array;
}

export interface TinyPdfOptions {
  /**
   * 'table': classic xref table. 'stream': PDF 1.5 xref stream, with every non-stream object packed into an
   * object stream (how Acrobat and many scanners write).
   */
  xref?: 'table' | 'stream';
  /** Append an incremental update that replaces these objects (1-based numbers); the update uses a table. */
  update?: Record<number, TinyObject>;
}

/**
 * Writes a PDF from numbered objects (object 1 is the catalog): a test's own minimal files in the shapes real files
 * come in, to check that the raw reader finds what pdf.js finds. Stream /Length entries are added here.
 */
export function tinyPdf(objects: TinyObject[], options: TinyPdfOptions = {}): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let pos = parts[0]!.length;
  const push = (b: Buffer): number => {
    const at = pos;
    parts.push(b);
    pos += b.length;
    return at;
  };
  const objectBytes = (num: number, o: TinyObject): Buffer =>
    o.stream
      ? Buffer.concat([Buffer.from(`${num} 0 obj\n${o.body.replace(/>>\s*$/, ` /Length ${o.stream.length} >>`)}\nstream\n`, 'latin1'), Buffer.from(o.stream), Buffer.from('\nendstream\nendobj\n')])
      : Buffer.from(`${num} 0 obj\n${o.body}\nendobj\n`, 'latin1');

  const size = objects.length + 1;
  let xrefAt: number;
  if ((options.xref ?? 'table') === 'table') {
    const offsets = objects.map((o, i) => push(objectBytes(i + 1, o)));
    xrefAt = push(Buffer.from(xrefTable([[0, offsets]]) + `trailer\n<< /Size ${size} /Root 1 0 R >>\n`, 'latin1'));
  } else {
    // Streams stay top-level (they cannot be packed); everything else goes into one object stream.
    const entries: ([1, number] | [2, number, number])[] = [];
    const packed: { num: number; body: string }[] = [];
    objects.forEach((o, i) => {
      if (o.stream) entries[i + 1] = [1, push(objectBytes(i + 1, o))];
      else {
        entries[i + 1] = [2, size, packed.length];
        packed.push({ num: i + 1, body: o.body });
      }
    });
    let header = '';
    let body = '';
    for (const p of packed) {
      header += `${p.num} ${body.length} `;
      body += p.body + '\n';
    }
    const objStm = deflateSync(Buffer.from(header + body, 'latin1'));
    entries[size] = [1, push(objectBytes(size, { body: `<< /Type /ObjStm /N ${packed.length} /First ${header.length} /Filter /FlateDecode >>`, stream: objStm }))];
    const xrefNum = size + 1;
    xrefAt = pos;
    entries[xrefNum] = [1, xrefAt];
    const rows = Buffer.alloc((xrefNum + 1) * 7);
    for (let n = 0; n <= xrefNum; n++) {
      const e = entries[n];
      const o = n * 7;
      if (!e) continue; // object 0: type 0 (free)
      rows[o] = e[0];
      rows.writeUInt32BE(e[1], o + 1);
      rows.writeUInt16BE(e[0] === 2 ? e[2] : 0, o + 5);
    }
    push(objectBytes(xrefNum, { body: `<< /Type /XRef /Size ${xrefNum + 1} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode >>`, stream: deflateSync(rows) }));
  }
  push(Buffer.from(`startxref\n${xrefAt}\n%%EOF\n`, 'latin1'));

  if (options.update) {
    const nums = Object.keys(options.update).map(Number).sort((a, b) => a - b);
    const sections: [number, number[]][] = nums.map((n) => [n, [push(objectBytes(n, options.update![n]!))]]);
    const at = push(Buffer.from(xrefTable(sections, false) + `trailer\n<< /Size ${size + 2} /Root 1 0 R /Prev ${xrefAt} >>\n`, 'latin1'));
    push(Buffer.from(`startxref\n${at}\n%%EOF\n`, 'latin1'));
  }
  return new Uint8Array(Buffer.concat(parts));
}

function xrefTable(sections: [number, number[]][], withFree = true): string {
  let s = 'xref\n';
  for (const [first, offsets] of sections) {
    const start = withFree && first === 0 ? 0 : first;
    const rows = withFree && first === 0 ? ['0000000000 65535 f \n', ...offsets.map(row)] : offsets.map(row);
    s += `${start} ${rows.length}\n${rows.join('')}`;
  }
  return s;
}

function row(offset: number): string {
  return `${String(offset).padStart(10, '0')} 00000 n \n`;
}
