// Writes an N-page digital statement (40 rows a page, repeated headers, brought/carried forward) for the bench.
import PDFDocument from 'pdfkit';
import { createWriteStream } from 'node:fs';

const MERCHANTS = ['TESCO STORES 2214', 'SHELL 0345 READING', 'AMAZON MKTPLACE', 'SALARY ACME LTD', 'COSTA COFFEE 4391', 'VODAFONE LTD', 'BRITISH GAS', 'SAINSBURYS S/MKTS', 'TFL TRAVEL CH', 'NETFLIX.COM'];
const money = (c) => (c / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function makeDigitalStatement(file, pages) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 36 });
    const out = createWriteStream(file);
    doc.pipe(out);
    out.on('finish', resolve);
    out.on('error', reject);
    let seed = pages * 7919;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    let bal = 500000;
    const opening = bal;
    let day = 0;
    for (let p = 1; p <= pages; p++) {
      if (p > 1) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(13).text('Bench Valley Bank', 36, 36);
      doc.font('Helvetica').fontSize(8).text(`Statement period 01/01/2024 to 31/12/2024   Page ${p} of ${pages}`, 36, 56);
      if (p === 1) doc.text(`Opening balance  ${money(opening)}`, 36, 70);
      let y = 96;
      doc.font('Helvetica-Bold').text('Date', 36, y).text('Description', 100, y).text('Paid out', 330, y, { width: 70, align: 'right' }).text('Paid in', 410, y, { width: 70, align: 'right' }).text('Balance', 490, y, { width: 70, align: 'right' });
      doc.font('Helvetica');
      y += 16;
      doc.text('Balance brought forward', 100, y).text(money(bal), 490, y, { width: 70, align: 'right' });
      for (let r = 0; r < 40; r++) {
        y += 15;
        // Spread the rows over the year whatever the page count, in order.
        day = Math.max(day, Math.floor(((p - 1) * 40 + r) * (365 / (pages * 40))));
        const d = new Date(Date.UTC(2024, 0, 1 + day));
        const date = `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
        const credit = rnd() < 0.15;
        const amt = Math.round(rnd() * (credit ? 200000 : 15000)) + 100;
        bal += credit ? amt : -amt;
        doc.text(date, 36, y).text(MERCHANTS[Math.floor(rnd() * MERCHANTS.length)], 100, y);
        doc.text(money(amt), credit ? 410 : 330, y, { width: 70, align: 'right' });
        doc.text(money(bal), 490, y, { width: 70, align: 'right' });
      }
      y += 15;
      doc.text(p === pages ? 'Closing balance' : 'Balance carried forward', 100, y).text(money(bal), 490, y, { width: 70, align: 'right' });
    }
    doc.end();
  });
}
