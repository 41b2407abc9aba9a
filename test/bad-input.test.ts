import { describe, expect, it } from 'vitest';
import { extract, preview, StatementError } from '../src/index.js';
import { blankScanPng, makePdf, photoPng, simpleStatement } from './support/make-pdf.js';

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(StatementError);
    return (e as StatementError).code;
  }
  return 'no error';
}

describe('bad input gives typed errors', () => {
  it('random bytes are NOT_A_PDF', async () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 251);
    expect(await codeOf(extract(bytes))).toBe('NOT_A_PDF');
    expect(await codeOf(preview(bytes))).toBe('NOT_A_PDF');
  });

  it('an empty file is NOT_A_PDF and a missing file FILE_NOT_FOUND', async () => {
    expect(await codeOf(extract(new Uint8Array()))).toBe('NOT_A_PDF');
    expect(await codeOf(extract('/nonexistent/statement.pdf'))).toBe('FILE_NOT_FOUND');
  });

  it('a truncated PDF is CORRUPT_PDF or still readable, never a crash', async () => {
    const full = await makePdf((d) => simpleStatement(d));
    for (const cut of [20, 200, Math.floor(full.length / 2)]) {
      const code = await codeOf(extract(full.slice(0, cut), { ocr: { enabled: false } }));
      expect(['CORRUPT_PDF', 'NO_PAGES', 'NO_TEXT', 'NO_TRANSACTIONS', 'OCR_UNAVAILABLE']).toContain(code);
    }
  });

  it('an encrypted PDF needs its password, rejects a wrong one and opens with the right one', async () => {
    const pdf = await makePdf((d) => simpleStatement(d), { userPassword: 'secret1', ownerPassword: 'owner1' } as PDFKit.PDFDocumentOptions);
    expect(await codeOf(extract(pdf))).toBe('PASSWORD_REQUIRED');
    expect(await codeOf(extract(pdf, { password: 'nope' }))).toBe('WRONG_PASSWORD');
    const st = await extract(pdf, { password: 'secret1' });
    expect(st.transaction_count).toBe(3);
  });

  it('a PDF with 0 pages is NO_PAGES', async () => {
    const body = '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n';
    const xrefAt = body.length;
    const pdf = `${body}xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \ntrailer <</Size 3 /Root 1 0 R>>\nstartxref\n${xrefAt}\n%%EOF\n`;
    expect(await codeOf(extract(new TextEncoder().encode(pdf)))).toBe('NO_PAGES');
  });

  it('an image-only page is reported as scanned and needs OCR when OCR is off', async () => {
    const pdf = await makePdf((d) => d.image(blankScanPng(), 0, 0, { width: 595, height: 842 }));
    const p = await preview(pdf);
    expect(p.pages).toEqual([{ page: 1, type: 'scanned' }]);
    expect(p.credit_cost).toBe(3);
    expect(await codeOf(extract(pdf, { ocr: { enabled: false } }))).toBe('OCR_UNAVAILABLE');
  });

  it('a photo that is not a statement, read by OCR, is a typed error, not a crash', async () => {
    const pdf = await makePdf((d) => d.image(photoPng(), 0, 0, { width: 595, height: 842 }));
    expect(['NO_TEXT', 'NO_TRANSACTIONS']).toContain(await codeOf(extract(pdf, { ocr: { workers: 1 } })));
  });

  it('a document without any transaction table is NO_TRANSACTIONS', async () => {
    const pdf = await makePdf((d) => d.fontSize(11).text('Dear customer, thank you for banking with us. This letter is about our new opening hours, nothing else.'));
    expect(await codeOf(extract(pdf))).toBe('NO_TRANSACTIONS');
  });

  it('a statement with a table but no rows is completed with 0 transactions', async () => {
    const pdf = await makePdf((d) => simpleStatement(d, false));
    const st = await extract(pdf);
    expect(st.status).toBe('completed');
    expect(st.transaction_count).toBe(0);
    expect(st.opening_balance).toBe(1000);
    expect(st.warnings.join(' ')).toMatch(/no transactions/);
  });

  it('a caller\'s buffer is left intact', async () => {
    const pdf = Buffer.from(await makePdf((d) => simpleStatement(d)));
    const before = pdf.length;
    await extract(pdf);
    expect(pdf.length).toBe(before);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('an aborted signal stops with ABORTED', async () => {
    const pdf = await makePdf((d) => simpleStatement(d));
    const ac = new AbortController();
    ac.abort();
    expect(await codeOf(extract(pdf, { signal: ac.signal }))).toBe('ABORTED');
  });
});

describe('extract on a known statement', () => {
  it('reads every row, balance and the reconciliation', async () => {
    const pdf = await makePdf((d) => simpleStatement(d));
    const events: number[] = [];
    const st = await extract(pdf, { onProgress: (e) => events.push(e.pages_done) });
    expect(events).toContain(1);
    expect(st.bank_name).toBe('Example Savings Bank');
    expect(st.opening_balance).toBe(1000);
    expect(st.closing_balance).toBe(1150.5);
    expect(st.period_start).toBe('2024-03-01');
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit, t.balance, t.category])).toEqual([
      ['2024-03-02', 49.5, 0, 950.5, 'grocery'],
      ['2024-03-15', 0, 250, 1200.5, 'salary'],
      ['2024-03-20', 50, 0, 1150.5, 'fuel'],
    ]);
    expect(st.reconciliation.status).toBe('reconciled');
  });

  it('hints override date-order detection', async () => {
    const pdf = await makePdf((d) => {
      d.fontSize(9).text('Date', 40, 100).text('Description', 110, 100).text('Amount', 330, 100).text('Balance', 430, 100);
      d.text('03/04/2024', 40, 116).text('GROCERY MART', 110, 116).text('-10.00', 330, 116).text('90.00', 430, 116);
      d.text('Opening balance 100.00', 40, 60);
    });
    expect((await extract(pdf)).transactions[0]!.date).toBe('2024-04-03');
    expect((await extract(pdf, { hints: { dateOrder: 'MDY' } })).transactions[0]!.date).toBe('2024-03-04');
  });

  it('reads an Italian layout it has no profile for (Dare/Avere, decimal comma, "12 mag 2024")', async () => {
    const pdf = await makePdf((d) => {
      d.font('Helvetica-Bold').fontSize(13).text('Banca del Lago', 40, 40);
      d.font('Helvetica').fontSize(9).text('Saldo iniziale  1.000,00', 40, 70);
      const y = 110;
      const cols: [string, number][] = [['Data', 40], ['Data valuta', 110], ['Descrizione', 190], ['Dare', 380], ['Avere', 450], ['Saldo', 515]];
      for (const [t, x] of cols) d.text(t, x, y);
      const rows = [
        ['12 mag 2024', '13 mag 2024', 'PAGAMENTO POS ESSELUNGA', '45,20', '', '954,80'],
        ['15 mag 2024', '15 mag 2024', 'STIPENDIO ACME SPA', '', '1.850,00', '2.804,80'],
      ];
      rows.forEach((r, i) => {
        const yy = y + 16 * (i + 1);
        d.text(r[0]!, 40, yy).text(r[1]!, 110, yy).text(r[2]!, 190, yy);
        if (r[3]) d.text(r[3], 380, yy, { width: 50, align: 'right' });
        if (r[4]) d.text(r[4], 450, yy, { width: 50, align: 'right' });
        d.text(r[5]!, 505, yy, { width: 50, align: 'right' });
      });
      d.text('Saldo finale  2.804,80', 40, y + 60);
    });
    const st = await extract(pdf);
    expect(st.transactions.map((t) => [t.date, t.value_date, t.debit, t.credit, t.balance])).toEqual([
      ['2024-05-12', '2024-05-13', 45.2, 0, 954.8],
      ['2024-05-15', '2024-05-15', 0, 1850, 2804.8],
    ]);
    expect(st.bank_name).toBe('Banca del Lago');
    expect(st.opening_balance).toBe(1000);
    expect(st.reconciliation.status).toBe('reconciled');
  });

  it('keeps a row whose printed day does not exist, on the month\'s last day, and says so', async () => {
    const pdf = await makePdf((d) => {
      d.fontSize(9).text('Opening balance 100.00', 40, 60);
      d.text('Date', 40, 100).text('Description', 110, 100).text('Amount', 330, 100).text('Balance', 430, 100);
      d.text('27/02/2023', 40, 116).text('GROCERY MART', 110, 116).text('-10.00', 330, 116).text('90.00', 430, 116);
      d.text('29/02/2023', 40, 132).text('COFFEE BAR', 110, 132).text('-5.00', 330, 132).text('85.00', 430, 132);
    });
    const st = await extract(pdf);
    expect(st.transactions.map((t) => t.date)).toEqual(['2023-02-27', '2023-02-28']);
    expect(st.transactions[1]!.corrections![0]).toMatch(/29\/02\/2023 does not exist/);
    expect(st.reconciliation.chain_ok).toBe(true);
  });

  it('reads whole amounts when the statement prints no decimals (IRR, JPY, ...) and Solar Hijri dates', async () => {
    const pdf = await makePdf((d) => {
      d.fontSize(9).text('Opening balance 10,000,000', 40, 60);
      d.text('Date', 40, 100).text('Description', 110, 100).text('Withdrawal', 300, 100).text('Deposit', 380, 100).text('Balance', 470, 100);
      const rows = [
        ['1402/05/12', 'CARD PURCHASE', '1,250,000', '', '8,750,000'],
        ['1402/05/14', 'SALARY', '', '25,000,000', '33,750,000'],
      ];
      rows.forEach((r, i) => {
        const y = 116 + 16 * i;
        d.text(r[0]!, 40, y).text(r[1]!, 110, y);
        if (r[2]) d.text(r[2], 300, y, { width: 60, align: 'right' });
        if (r[3]) d.text(r[3], 380, y, { width: 70, align: 'right' });
        d.text(r[4]!, 460, y, { width: 70, align: 'right' });
      });
      d.text('Closing balance 33,750,000', 40, 170);
    });
    const st = await extract(pdf);
    expect(st.transactions.map((t) => [t.date, t.debit, t.credit, t.balance])).toEqual([
      ['1402-05-12', 1250000, 0, 8750000],
      ['1402-05-14', 0, 25000000, 33750000],
    ]);
    expect(st.opening_balance).toBe(10000000);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});

describe('reconciled only when something printed outside the rows agrees with them', () => {
  const table = (d: PDFKit.PDFDocument, rows: [string, string, string, string][], y0 = 116) => {
    d.fontSize(9).text('Date', 40, 100).text('Description', 110, 100).text('Amount', 330, 100).text('Balance', 430, 100);
    rows.forEach((r, i) => d.text(r[0], 40, y0 + 16 * i).text(r[1], 110, y0 + 16 * i).text(r[2], 330, y0 + 16 * i).text(r[3], 430, y0 + 16 * i));
  };
  const rows: [string, string, string, string][] = [
    ['03/04/2024', 'GROCERY MART', '-10.00', '90.00'],
    ['05/04/2024', 'SALARY ACME', '500.00', '590.00'],
    ['09/04/2024', 'COFFEE BAR', '-4.50', '585.50'],
  ];

  it('a chain with no printed opening or closing is unverifiable, not reconciled', async () => {
    const st = await extract(await makePdf((d) => table(d, rows)));
    expect(st.reconciliation.chain_ok).toBe(true);
    expect(st.reconciliation.status).toBe('unverifiable');
    expect(st.reconciliation.notes.join(' ')).toMatch(/no printed opening and closing/);
  });

  it('a chain between a printed opening and closing is reconciled', async () => {
    const st = await extract(
      await makePdf((d) => {
        d.fontSize(9).text('Opening balance 100.00', 40, 60).text('Closing balance 585.50', 40, 74);
        table(d, rows);
      }),
    );
    expect(st.reconciliation.status).toBe('reconciled');
  });

  it('a printed closing that the rows do not reach is a discrepancy even when the chain holds', async () => {
    const st = await extract(
      await makePdf((d) => {
        d.fontSize(9).text('Opening balance 100.00', 40, 60).text('Closing balance 600.00', 40, 74);
        table(d, rows);
      }),
    );
    expect(st.reconciliation.status).toBe('discrepancy');
  });

  it('an unsigned amount column on a bank account is read as the balances move, not as a card whose balance is owed', async () => {
    const unsigned: [string, string, string, string][] = rows.map((r) => [r[0], r[1], r[2].replace('-', ''), r[3]]);
    const st = await extract(
      await makePdf((d) => {
        d.fontSize(9).text('Opening balance 100.00', 40, 60).text('Closing balance 585.50', 40, 74);
        table(d, unsigned);
      }),
    );
    expect(st.account_type).toBe('bank');
    expect(st.transactions.map((t) => [t.debit, t.credit])).toEqual([[10, 0], [0, 500], [4.5, 0]]);
    expect(st.interpretation?.balance_sense).toBe(1);
    expect(st.reconciliation.status).toBe('reconciled');
  });
});
