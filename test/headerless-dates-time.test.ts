/**
 * A table without a header whose rows print their booking date once a day, with the time ("06.04.24 12:42"), and every
 * row's value date in a column of its own after it, both right of the details: a page of many rows a day shows more
 * value dates than booking dates, and where the time between the two dates kept the pair from being seen, the value
 * dates were taken for the date column (never-used random 1023168: page 2's booking dates were read as details, 17
 * rows dated by the row above). The two dates are a pair with a time between them too.
 */
import { describe, expect, it } from 'vitest';
import { dateColumnByGeometry } from '../src/layout/headerless-dates.js';
import { right, textLayerPage } from './support/text-page.js';

type Cell = [string, number, number];
const row = (what: string, value: string, amount: string, balance: string, booked?: [string, string]): Cell[] => [
  [what, 36, 160], ['RMFYXE8U', 293, 337], ...(booked ? ([[booked[0], 350, 381], [booked[1], 385, 404]] as Cell[]) : []), [value, 414, 445], right(amount, 494), ['D', 507, 513], right(balance, 559),
];

describe('booking dates once a day with their time, every row\'s value date after them', () => {
  it('are the date column, the value dates its second column', () => {
    const p = textLayerPage([
      row('COMPRA CONTINENTE', '06.04.24', '73.43', '5171.48', ['05.04.24', '06:49']),
      row('COMPRA METRO', '06.04.24', '5.74', '5165.74'),
      row('COMPRA FARMACIA', '05.04.24', '16.55', '5149.19'),
      row('COMPRA GALP', '08.04.24', '51.80', '5097.39'),
      row('COMPRA PASTELARIA', '06.04.24', '2.70', '5094.69', ['06.04.24', '12:42']),
      row('COMPRA CONTINENTE', '09.04.24', '76.46', '5018.23'),
      row('COMPRA WORTEN', '08.04.24', '11.58', '5006.65'),
      row('DD RENDA', '08.04.24', '133.78', '4872.87', ['07.04.24', '14:41']),
      row('COMPRA PINGO DOCE', '09.04.24', '20.86', '4852.01'),
    ]);
    const cols = dateColumnByGeometry(p.lines);
    expect([Math.round(cols!.x0), Math.round(cols!.valueDate?.x0 ?? 0)]).toEqual([350, 414]);
  });
});
