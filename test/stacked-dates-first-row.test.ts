/**
 * A table that prints each row's two dates one above the other, with no header, whose first row centres its figures
 * between its dates ("21 apr  Betaalautomaat" / "9.24  D" / "24 apr  Albert Heijn"; random 10344, never seen before
 * the twenty-fifth session): "9.24" reads as a date too (9 February? September 2024?), and before three rows had shown
 * the statement's own date shape nothing set it aside, so the first row lost its figures and was dropped.
 */
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../src/layout/index.js';
import { at, pageOf, right } from './support/text-page.js';

describe('stacked dates: the first row\'s figures centred between its dates', () => {
  it('reads a figure that also reads as a date in another shape than the row above\'s as money', () => {
    const words = [
      ...at(153, [['Beginsaldo', 42, 80], right('334.51', 290)]),
      ...at(209, [['21', 36, 44], ['apr', 47, 58], ['Betaalautomaat', 136, 190]]),
      ...at(214, [right('9.24', 507), ['D', 548, 553]]),
      ...at(219, [['24', 36, 44], ['apr', 47, 58], ['Albert', 136, 158], ['Heijn', 161, 180]]),
      ...at(233, [['22', 36, 44], ['apr', 47, 58], ['Incasso', 136, 162]]),
      ...at(243, [['23', 36, 44], ['apr', 47, 58], ['KPN', 136, 150], ['B.V.', 152, 166], right('51.92', 507), ['D', 548, 553]]),
      ...at(267, [['22', 36, 44], ['apr', 47, 58], ['Betaalautomaat', 136, 190]]),
      ...at(277, [['24', 36, 44], ['apr', 47, 58], ['Jumbo', 136, 158], right('83.43', 507), ['D', 548, 553]]),
      ...at(301, [['23', 36, 44], ['apr', 47, 58], ['Betaalautomaat', 136, 190]]),
      ...at(306, [right('20.73', 507), ['D', 548, 553]]),
      ...at(311, [['26', 36, 44], ['apr', 47, 58], ['Cafe', 136, 152]]),
    ];
    for (const w of words) w.confidence = 1;
    const rows = parseLayout([pageOf(words)], {}, 'first').rows;
    expect(rows.map((r) => [r.dates.join(' / '), (r.amount ?? r.debit ?? '').replace(/[^\d.]/g, '')])).toEqual([
      ['21 apr / 24 apr', '9.24'],
      ['22 apr / 23 apr', '51.92'],
      ['22 apr / 24 apr', '83.43'],
      ['23 apr / 26 apr', '20.73'],
    ]);
  });
});
