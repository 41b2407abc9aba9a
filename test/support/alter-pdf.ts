/**
 * Changes printed text inside a PDF made by pdfkit (the project's generator): every Flate content stream is
 * inflated, the text shown as `<hex>` strings (standard fonts, WinAnsi codes) is searched for `from` and replaced by
 * `to`, and the file is written back with those streams uncompressed and a rebuilt cross-reference table. It is a
 * misprint made in the document itself, so what the extractor reads from it is real extraction, not an edited result.
 */
import { inflateSync } from 'node:zlib';

export function replacePrintedText(pdf: Uint8Array, from: string, to: string): { pdf: Uint8Array; replaced: number } {
  const hex = (s: string) => Buffer.from(s, 'latin1').toString('hex');
  const src = Buffer.from(pdf).toString('latin1');
  const objects = [...src.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)];
  let replaced = 0;
  const body: string[] = [];
  const offsets = new Map<number, number>();
  let out = '%PDF-1.3\n%\xe2\xe3\xcf\xd3\n';
  for (const m of objects) {
    const id = Number(m[1]);
    let obj = m[2]!;
    const s = /stream\r?\n/.exec(obj);
    if (s && /\/FlateDecode/.test(obj.slice(0, s.index))) {
      const dict = obj.slice(0, s.index);
      const len = Number(/\/Length (\d+)/.exec(dict)![1]);
      const start = s.index + s[0].length;
      let content = inflateSync(Buffer.from(obj.slice(start, start + len), 'latin1')).toString('latin1');
      // Text between <...> in TJ arrays; kerning may split a string, so look inside each hex run.
      content = content.replace(/<([0-9a-f]+)>/gi, (all, h: string) => {
        const low = h.toLowerCase();
        if (!low.includes(hex(from))) return all;
        replaced += low.split(hex(from)).length - 1;
        return `<${low.split(hex(from)).join(hex(to))}>`;
      });
      const newDict = dict.replace(/\/Filter \/FlateDecode\s*/, '').replace(/\/Length \d+/, `/Length ${content.length}`);
      obj = `${newDict}stream\n${content}\nendstream\n`;
    }
    offsets.set(id, out.length);
    out += `${id} 0 obj\n${obj}endobj\n`;
    body.push(String(id));
  }
  const size = Math.max(...offsets.keys()) + 1;
  const xrefAt = out.length;
  out += `xref\n0 ${size}\n0000000000 65535 f \n`;
  for (let i = 1; i < size; i++) out += offsets.has(i) ? `${String(offsets.get(i)).padStart(10, '0')} 00000 n \n` : '0000000000 65535 f \n';
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(src)![1]!.replace(/\/Size \d+/, `/Size ${size}`);
  out += `trailer\n<<${trailer}>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return { pdf: new Uint8Array(Buffer.from(out, 'latin1')), replaced };
}
