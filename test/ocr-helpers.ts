import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { openPdf } from '../src/load/open-pdf.js';
import type { PDFDocumentProxy } from '../src/load/pdfjs.js';

export function tmp(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return openPdf(bytes.slice());
}

/** A digital A4 PDF with the given pages: each page is a list of [text, x, y] (or empty for a blank page). */
export async function pdfWith(pages: [string, number, number][][]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { CreationDate: new Date(Date.UTC(2024, 0, 1)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((r) => doc.on('end', () => r()));
  for (const p of pages) {
    doc.addPage();
    doc.font('Helvetica').fontSize(10);
    for (const [t, x, y] of p) doc.text(t, x, y, { lineBreak: false });
  }
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
