/**
 * A money label OCR read together with the currency code printed after it ("BetragCHF" for "Betrag CHF", scanned
 * random 10295 at 150 DPI): the label went unread, and on that page the balances were read as the amounts.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { ocrPage } from './support/ocr-page.js';

const roles = (amount: string) =>
  readHeader(ocrPage([[['Buchungstext', 36, 100], ['Buchungsdatum', 344, 410, 0.7], ['Wert', 419, 440], [amount, 454, 510, 0.55], ['Saldo', 531, 553, 0.6]]]).lines, 0)?.header.columns.map((c) => c.role);

describe('OCR: a header label glued to a currency code', () => {
  it('reads "BetragCHF" as the amount label', () => {
    expect(roles('BetragCHF')).toEqual(['description', 'date', 'value_date', 'amount', 'balance']);
  });

  it('does not take a word that only ends in three capitals for a label', () => {
    expect(roles('BetragXYZ')).not.toContain('amount');
  });
});
