/**
 * A box beside the table whose title stands on the label line ("Causale  ABI  Data  Tipo  Movimento   Il suo
 * consulente"; random 1008164, the adviser's box on a first page): the title's words counted as a sentence's, more than
 * the labels, so no header was read on the page, the box's words were not taken off the rows' lines, and the page's rows
 * were lost. Words a column gap after the last label are no sentence words.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { page, right } from './support/text-page.js';

type Cell = [string, number, number];
const labels: Cell[] = [['Causale', 36, 67], ['ABI', 221, 235], ['Data', 268, 286], ['Tipo', 325, 342], ['Movimento', 372, 414]];

describe('a box title on the label line', () => {
  it('leaves the labels a header', () => {
    const p = page([[...labels, ['Il', 434, 441], ['suo', 445, 456], ['consulente', 460, 496]]]);
    const h = readHeader(p.lines, 0);
    expect(h?.header.columns.map((c) => c.role)).toEqual(['description', 'date', 'amount']);
  });

  it('counts words over figures as labels no reader knows, not a box title', () => {
    // Random 750013: "Tarih  Valor  Islem Aciklamasi  Slip No  Taken  Got  Remaining", the money labels in words the
    // parser has no reading for; taken as a header, "Valor" (the value date) became the amount column.
    const p = page([
      [['Tarih', 36, 55], ['Valor', 87, 107], ['Islem', 138, 160], ['Aciklamasi', 163, 202], ['Slip', 368, 384], ['No', 388, 396], ['Taken', 440, 462], ['Got', 495, 508], ['Remaining', 518, 559]],
      [['15/09/2023', 36, 80], ['16/09/2023', 87, 131], ['MAAS', 138, 160], right('50.386,24', 508), right('110.286,64', 559)],
      [['16/09/2023', 36, 80], ['16/09/2023', 87, 131], ['FATURA', 138, 165], right('595,14', 462), right('109.691,50', 559)],
    ]);
    expect(readHeader(p.lines, 0)).toBeUndefined();
  });

  it('still reads a sentence with label words in it as no header', () => {
    const words = 'Your balance on this date and the amount due are shown on the back'.split(' ');
    let x = 36;
    const cells = words.map((w): Cell => {
      const cell: Cell = [w, x, x + 5 * w.length];
      x = cell[2] + 4;
      return cell;
    });
    const p = page([cells]);
    expect(readHeader(p.lines, 0)).toBeUndefined();
  });
});
