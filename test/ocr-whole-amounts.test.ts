/**
 * A statement in a currency without minor units, read by OCR: group separators misread as one another are still
 * groups, and a digit run under a money label is whole units, never a decimal fraction put back.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { ocrPage as page } from './support/ocr-page.js';

describe('whole amounts read by OCR', () => {
  it('reads group separators misread as one another, and a lost one, as whole units', () => {
    const p = page([
      [['Date', 36, 56], ['Details', 136, 166], ['Balance', 470, 506], ['Amount', 531, 559]],
      [['26-MAY-25', 36, 74], ['Visa', 136, 150], ['Purchase', 152, 180], ['Ampol', 183, 204], ['64,698,342', 470, 506], ['-1,054,758', 524, 558]],
      [['26-MAY-25', 36, 74], ['ATM', 136, 152], ['Withdrawal', 155, 191], ['60.750,119', 470, 505], ['-3,948.223', 524, 558]],
      [['27-MAY-25', 36, 74], ['Account', 136, 162], ['Fee', 165, 176], ['60,675,119', 470, 506], ['-75.000', 530, 559, 0.4]],
      [['28-MAY-25', 36, 74], ['Salary', 136, 156], ['Kookaburra', 159, 196], ['102.120.912', 467, 505], ['41445793', 523, 558, 0.5]],
    ]);
    const rows = parseLayout([p], {}, 'first').rows;
    expect(rows.map((r) => [Number(r.amount), Number(r.balance)])).toEqual([
      [-1054758, 64698342],
      [-3948223, 60750119],
      [-75000, 60675119],
      [41445793, 102120912],
    ]);
  });
});
