/**
 * A figure one of whose digits OCR read as a mark or letter (scanned random 9529, CHF "1'234.56" at 200 DPI 1-bit, 48/79
 * rows before): "1'57%.13", "2'2B5.47" and "1°39¢.94" in the balance column ended the line's amounts, so the row's
 * amount was lost with it and the row dropped; "1'781.9%" (1'781.96) was read as a figure that had lost its
 * separator, 178.19.
 */
import { describe, expect, it } from 'vitest';
import { parseGeneric } from '../src/layout/generic-parser.js';
import { ocrPage } from './support/ocr-page.js';

const HEADER: [string, number, number][] = [['Buchungstag', 37, 81], ['Verwendungszweck', 102, 167], ['Betrag', 445, 469], ['Neuer', 514, 534], ['Saldo', 539, 558]];
const row = (day: string, amount: string, balance: string): [string, number, number, number?][] => [
  [`${day}.06.2025`, 49, 89], ['Kartenzahlung', 102, 155], ['EDEKA', 159, 179], ['CHF', 432, 444], [amount, 449, 468], ['CHF', 510, 522], [balance, 527, 558, 0.5],
];

describe('OCR: a figure with a digit read as a mark', () => {
  it('keeps the amount of a row whose balance has an unreadable digit, and says what stood in the balance column', () => {
    const p = ocrPage([HEADER, row('12', '57.41', "1'411.03"), row('13', '32.29', "1'57%.13"), row('14', '41.27', "1'2B8.67"), row('15', '9.56', "1'27%.11")]);
    expect(parseGeneric([p]).rows.map((r) => [r.amount, r.balance, r.balanceUnread])).toEqual([
      ['CHF 57.41', "CHF 1'411.03", undefined],
      ['CHF 32.29', undefined, "CHF 1'57%.13"],
      ['CHF 41.27', undefined, "CHF 1'2B8.67"],
      ['CHF 9.56', undefined, "CHF 1'27%.11"],
    ]);
  });

  it('never reads a figure whose last digit is a mark ("1\'781.9%") as one that lost its separator', () => {
    const p = ocrPage([HEADER, row('07', '21.46', "1'781.9%")]);
    const [r] = parseGeneric([p]).rows;
    expect([r!.amount, r!.balance, r!.balanceUnread]).toEqual(['CHF 21.46', undefined, "CHF 1'781.9%"]);
  });

  it('takes a speck read after the decimals ("77.023,19%9", scanned random 9537) for an unread balance, not the end of the amounts', () => {
    const p = ocrPage([HEADER, row('06', '4.744,06', '77.023,19%9')]);
    const [r] = parseGeneric([p]).rows;
    expect([r!.amount, r!.balance, r!.balanceUnread]).toEqual(['CHF 4.744,06', undefined, 'CHF 77.023,19%9']);
  });
});
