/**
 * A table with no header the parser can name (labels it has no word for, or none at all), scanned at 150 DPI: OCR
 * lost every separator of some figures ("841153" for 8,411.53). With no money label to say where money stands, the
 * digit run stayed in the details and the row lost its amount (scanned random 9832: 45 of 77 rows right). The
 * table's own figures end at shared right edges; a digit run ending a row's details at such an edge is a figure, and
 * so is one of three digit runs sharing an edge no details word stands over (a column whose every figure lost its
 * separators). Store numbers in the details that share an edge by chance are not.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';

type W = [string, number, number, number?];
const row = (date: string, details: W[], figures: W[]): W[] => [[date, 36, 66], ...details, ...figures];
const debit = (t: string, c = 0.9): W => [t, 180, 202, c];
const credit = (t: string, c = 0.9): W => [t, 220, 243, c];
const balance = (t: string): W => [t, 259, 285];

describe('OCR: lost separators in a table without a header', () => {
  it('reads digit runs at the edges of the table\'s figure columns as figures', () => {
    const p = page([
      row('11-SEP-24', [['UPI/JIO', 76, 110]], [debit('457.40'), balance('32,847.67')]),
      row('11-SEP-24', [['UPI/UBER', 76, 115]], [debit('43588', 0.4), balance('32,411.79')]),
      row('12-SEP-24', [['NEFT/LIC', 76, 112]], [debit('6,395.88'), balance('26,015.91')]),
      row('13-SEP-24', [['UPI/SNEHA', 76, 118]], [credit('841153', 0.3), balance('34,427.44')]),
      row('14-SEP-24', [['UPI/ZOMATO', 76, 125]], [debit('762.47'), balance('33,664.97')]),
      row('15-SEP-24', [['UPI/PRIYA', 76, 116]], [credit('574894', 0.5), balance('39,413.91')]),
      row('16-SEP-24', [['UPI/KAVYA', 76, 118]], [credit('692061', 0.4), balance('46,334.52')]),
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [r.amount, r.balance])).toEqual([
      ['457.40', '32,847.67'],
      ['435.88', '32,411.79'],
      ['6,395.88', '26,015.91'],
      ['8411.53', '34,427.44'],
      ['762.47', '33,664.97'],
      ['5748.94', '39,413.91'],
      ['6920.61', '46,334.52'],
    ]);
  });

  it('leaves store numbers in the details alone though three end at one edge', () => {
    const p = page([
      row('28.11.2024', [['PAGAMENTO', 149, 197], ['CARTA', 200, 226], ['ENI', 228, 241], ['STATION', 244, 276], ['7662', 279, 296, 0.6]], [['994,83', 473, 497], ['61,89', 527, 546]]),
      row('28.11.2024', [['ADDEBITO', 148, 189], ['SDD', 191, 208], ['ENEL', 211, 231], ['ENERGIA', 234, 269], ['BOLLETTA', 272, 311]], [['56,72', 477, 497], ['136,57', 525, 546]]),
      row('29.11.2024', [['PAGAMENTO', 149, 197], ['CARTA', 200, 226], ['ENI', 228, 241], ['STATION', 244, 276], ['4518', 279, 296, 0.6]], [['589,19', 473, 497], ['70,51', 527, 546]]),
      row('29.11.2024', [['BONIFICO', 149, 186], ['DA', 190, 200], ['ESPOSITO', 203, 242], ['CAUSALE', 270, 306]], [['252,85', 477, 497], ['258,02', 525, 546]]),
      row('30.11.2024', [['PAGAMENTO', 149, 197], ['CARTA', 200, 226], ['ENI', 228, 241], ['STATION', 244, 276], ['9031', 279, 296, 0.6]], [['12,40', 477, 497], ['245,62', 525, 546]]),
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.money?.length)).toEqual([2, 2, 2, 2, 2]);
    expect(rows.filter((r) => r.description.join(' ').includes('STATION')).map((r) => r.description.join(' ').split(' ').pop())).toEqual(['7662', '4518', '9031']);
  });

  it('leaves one card number printed on each row alone though its digit runs end at one edge', () => {
    // Scanned random 11570: "Card 4821" on the ATM rows ended at one edge, and "4821" was read as 48.21 out.
    const atm = (date: string, amount: string): W[] => [[date, 36, 80], ['ATM', 162, 178], ['Withdrawal', 180, 218], ['Card', 337, 354], ['4821', 356, 375, 0.9], [amount, 535, 560]];
    const p = page([
      atm('23/08/2024', '199.00'),
      [['23/08/2024', 36, 80], ['Netflix.com', 218, 258], ['18.11', 540, 560]],
      atm('01/09/2024', '44.00'),
      [['02/09/2024', 36, 80], ['Online', 162, 185], ['Payment', 187, 218], ['1,843.00', 528, 560]],
      atm('05/09/2024', '90.00'),
      atm('07/09/2024', '20.00'),
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => r.amount)).toEqual(['199.00', '18.11', '44.00', '1,843.00', '90.00', '20.00']);
    expect(rows.filter((r) => r.description.join(' ').endsWith('Card 4821'))).toHaveLength(4);
  });
});

