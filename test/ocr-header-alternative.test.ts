/**
 * A header label OCR misread into the shape of a mark column's label (scanned random 9423, 0/23 rows before:
 * "Salde" for "Saldo", read as "Sa/De" with its "l" taken for a slash, although tesseract offered "Saldo"). The
 * balance column had no label, so every row's balance was read as its amount.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { ocrPage } from './support/ocr-page.js';

const roles = (last: [string, number, number, number?, string[]?]) =>
  readHeader(ocrPage([[['Datum', 36, 60], ['Beskrivning', 87, 128], ['Belopp', 489, 513], last]]).lines, 0)?.header.columns.map((c) => c.role);

describe('OCR: a header word read by tesseract\'s other reading before any guess of ours', () => {
  it('reads "Salde" offered as "Saldo" as the balance label', () => {
    expect(roles(['Salde', 540, 559, 0.52, ['Saldo', '$alde', '8alde']])).toEqual(['date', 'description', 'amount', 'balance']);
  });

  it('takes the other reading as long as the word read over a shorter one ("AM" offering "A", "Af")', () => {
    // Scanned random 12407: "A" is a mark column's label, "Af" the debit's; read as the mark's, the debits under it
    // were no money and every row was lost.
    const cols = readHeader(ocrPage([[['Omschrijving', 36, 90], ['Boekdatum', 213, 250], ['AM', 427, 444, 0.37, ['A', 'Af', 'Al', 'AA']], ['Credit', 460, 482], ['Saldo', 530, 559]]]).lines, 0)?.header.columns;
    expect(cols?.map((c) => c.role)).toEqual(['description', 'date', 'debit', 'credit', 'balance']);
  });

  it('still reads "DIC" as the D/C mark label', () => {
    expect(roles(['DIC', 540, 559, 0.6])).toEqual(['date', 'description', 'amount', 'marker']);
  });
});
