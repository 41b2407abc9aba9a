import PDFDocument from 'pdfkit';
import { createCanvas } from '@napi-rs/canvas';

/** Builds a small PDF in memory with pdfkit; `draw` writes the pages. */
export function makePdf(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A one-page statement whose table the tests know line by line. */
export function simpleStatement(doc: PDFKit.PDFDocument, rows = true): void {
  doc.font('Helvetica').fontSize(14).text('Example Savings Bank', 40, 40);
  doc.fontSize(9).text('Statement period 01/03/2024 to 31/03/2024', 40, 62);
  doc.text('Opening balance', 40, 90).text('1,000.00', 200, 90, { width: 80, align: 'right' });
  doc.text('Closing balance', 40, 104).text('1,150.50', 200, 104, { width: 80, align: 'right' });
  const cols = { date: 40, desc: 110, out: 330, in: 410, bal: 490 };
  const y0 = 140;
  doc.text('Date', cols.date, y0).text('Description', cols.desc, y0);
  doc.text('Paid out', cols.out, y0, { width: 70, align: 'right' }).text('Paid in', cols.in, y0, { width: 70, align: 'right' });
  doc.text('Balance', cols.bal, y0, { width: 70, align: 'right' });
  if (!rows) return;
  const data: [string, string, string, string, string][] = [
    ['02/03/2024', 'TESCO STORES 2214', '49.50', '', '950.50'],
    ['15/03/2024', 'SALARY ACME LTD', '', '250.00', '1,200.50'],
    ['20/03/2024', 'SHELL 0345', '50.00', '', '1,150.50'],
  ];
  data.forEach((r, i) => {
    const y = y0 + 16 * (i + 1);
    doc.text(r[0], cols.date, y).text(r[1], cols.desc, y);
    if (r[2]) doc.text(r[2], cols.out, y, { width: 70, align: 'right' });
    if (r[3]) doc.text(r[3], cols.in, y, { width: 70, align: 'right' });
    doc.text(r[4], cols.bal, y, { width: 70, align: 'right' });
  });
}

/** A grey PNG with a little noise: what a blank scanned page looks like. */
export function blankScanPng(width = 600, height = 800): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f4f4';
  ctx.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/** A "photo": shapes and gradients, no text. Seeded, so every run draws the same picture. */
export function photoPng(width = 900, height = 1200): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, width, height);
  g.addColorStop(0, '#6a8caf');
  g.addColorStop(1, '#d9c08c');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  let seed = 42;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let i = 0; i < 40; i++) {
    ctx.fillStyle = `rgba(${Math.floor(rnd() * 255)},${Math.floor(rnd() * 255)},${Math.floor(rnd() * 255)},0.6)`;
    ctx.beginPath();
    ctx.arc(rnd() * width, rnd() * height, 20 + rnd() * 120, 0, Math.PI * 2);
    ctx.fill();
  }
  return canvas.toBuffer('image/png');
}
