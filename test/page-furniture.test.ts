/**
 * A footer every page prints, its page number glued to its word by OCR ("Stronalz 3" for "Strona 1 z 3"; scanned
 * random 10581): no longer the page-number line the keywords know, its "3" under the credit column made a row of it
 * (the statement's closing then missed by 3). A line in a page's margin that a nearby page prints at the same place
 * with the same words (digits aside, a slip allowed) is page furniture (layout/page-furniture.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { repeatedFurniture } from '../src/layout/page-furniture.js';
import { groupLines } from '../src/text/group-lines.js';
import type { PageText, Word } from '../src/types.js';

type W = [string, number, number];
const word = ([text, x0, x1]: W, y: number): Word => ({ text, x0, x1, y0: y, y1: y + 8, size: 8, confidence: 0.9 });
const pageOf = (n: number, lines: [number, W[]][]): PageText => ({
  page_number: n, width: 595, height: 842, type: 'scanned', source: 'ocr',
  lines: groupLines(lines.flatMap(([y, ws]) => ws.map((w) => word(w, y))), n),
});
const footer = (pageWords: W[]): [number, W[]] => [814, [['Bank', 36, 53], ['Baltycki', 57, 77], ['ul.', 81, 87], ['Florianska', 89, 119], ['3,', 121, 126], ['31-019', 128, 148], ['Krakow', 150, 170], ...pageWords]];
const header: [number, W[]] = [266, [['Data', 36, 54], ['Tytul', 109, 129], ['Wyplaty', 458, 491], ['Uznania', 522, 553]]];
const row = (y: number, date: string, details: string, amount: string, credit = false): [number, W[]] => [y, [[date, 36, 80], [details, 110, 200], credit ? [amount, 515, 553] : [amount, 456, 491]]];

describe('a footer whose page number OCR glued to its word', () => {
  const pages = [
    // Page 1's rows run down to the footer.
    pageOf(1, [header, row(776, '17/01/2023', 'PRZELEW', '1.911.413', true), row(790, '18/01/2023', 'BANKOMAT', '-1.185.532'), footer([['Stronalz', 519, 545], ['3', 549, 553]])]),
    pageOf(2, [header, row(285, '06/02/2023', 'BANKOMAT', '-1.980.072'), row(299, '07/02/2023', 'PRZELEW', '737.914', true), footer([['Strona', 519, 540], ['2z', 543, 550], ['3', 549, 553]])]),
  ];

  it('is page furniture, as on the page beside it, and no row', () => {
    expect([...repeatedFurniture(pages)].map((l) => l.page_number)).toEqual([1, 2]);
    const rows = parseLayout(pages, { currency: 'IDR' }, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.debit ?? ''}${r.credit ?? ''}`)).toEqual([
      '17/01/2023 1911413.00', '18/01/2023 -1185532.00', '06/02/2023 -1980072.00', '07/02/2023 737914.00',
    ]);
  });

  it('leaves rows that stand at the same place on two pages, their figures apart', () => {
    const first = (n: number, amount: string) => pageOf(n, [header, row(100, '08/06/2025', 'ORLEN STACJA NR', amount)]);
    expect(repeatedFurniture([first(1, '-356.742'), first(2, '-273.291')]).size).toBe(0);
    // Details first, the date after them and the figure on the line below (random 3272): the dates differ by a slip.
    const dated = (n: number, date: W[]) => pageOf(n, [[67, [['EASYJET', 36, 70], ['AIRLINE', 74, 108], ['LUTON', 112, 140], ...date]], [80, [['-267,40', 500, 530]]]]);
    expect(repeatedFurniture([dated(1, [['16', 300, 310], ['mar', 313, 328], ['2025', 331, 351]]), dated(2, [['27', 300, 310], ['mar', 313, 328], ['2025', 331, 351]])]).size).toBe(0);
    // A row's last line at the foot of two pages whose figures differ by one digit, within the slip a footer is
    // allowed (random 1022672: "Utrecht Centraal  Af  51,00 €" and "... 61,00 €"; both rows were lost).
    const last = (n: number, amount: string) => pageOf(n, [[770, [['Utrecht', 157, 182], ['Centraal', 186, 215], ['Af', 436, 444], [amount, 485, 504], ['€', 507, 511]]]]);
    expect(repeatedFurniture([last(1, '51,00'), last(2, '61,00')]).size).toBe(0);
    // A footer printing the same figure on both pages is still furniture.
    expect(repeatedFurniture([last(1, '51,00'), last(2, '51,00')]).size).toBe(2);
  });

  it('leaves a header every page prints in its top margin to be read as the header', () => {
    // Landscape pages (random 10610): the header stands within the top 15 % of a page 595 pt tall.
    const top: [number, W[]] = [68, header[1]];
    const landscape = (n: number, date: string, amount: string, credit: string): PageText => ({ ...pageOf(n, [top, row(90, date, 'BANKOMAT', amount), row(104, date, 'PRZELEW', credit, true)]), width: 842, height: 595 });
    const rows = parseLayout([landscape(1, '06/02/2023', '-1.980.072', '12.000'), landscape(2, '07/02/2023', '-1.500.000', '15.000')], { currency: 'IDR' }, 'first').rows;
    expect(rows.map((r) => `${r.dates[0]} ${r.debit ?? ''}${r.credit ?? ''}`)).toEqual([
      '06/02/2023 -1980072.00', '06/02/2023 12000.00', '07/02/2023 -1500000.00', '07/02/2023 15000.00',
    ]);
  });

  it("leaves a row's last details line that stands at the foot of two pages alike", () => {
    // Golden in-deccan-bank-long: "BENGALURU" under a cash withdrawal's details at the same place on pages 8 and 10.
    const foot = (n: number) => pageOf(n, [[790, [['23/02/2023', 36, 80], ['ATW-2581XXXXXX2770-S1CN3421-', 110, 260], ['2,000.00', 456, 491]]], [804, [['BENGALURU', 110, 160]]]]);
    expect(repeatedFurniture([foot(1), foot(2)]).size).toBe(0);
  });

  it('leaves a line in the margin that no nearby page prints', () => {
    const single = [pages[0]!, pageOf(2, [header, row(285, '06/02/2023', 'BANKOMAT', '-1.980.072')])];
    expect(repeatedFurniture(single).size).toBe(0);
  });
});
