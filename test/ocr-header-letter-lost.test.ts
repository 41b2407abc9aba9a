/**
 * A five-letter money label OCR read a letter short ("Sado" for "Saldo", scanned random 10324 at 200 DPI 1-bit, read
 * surely): the balance column had no label, its figures went into the details, and 40 of 86 rows were wrong.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { ocrPage } from './support/ocr-page.js';

const header = (label: string, figures: boolean) => {
  const row = (d: string, bal: string, amt: string) => [[d, 36, 72], ['COMPRA', 139, 165], ['PINGO', 169, 190], [bal, 447, 475], [amt, 493, 516]] as [string, number, number][];
  const lines = ocrPage([
    [['Data', 36, 52], ['Histórico', 139, 172], [label, 459, 475], ['Débitos', 493, 520], ['Créditos', 534, 565]],
    ...(figures ? [row('26-MAR-24', '3734,14', '-5,20'), row('26-MAR-24', '3733,93', '-0,21'), row('27-MAR-24', '3569,80', '-164,13')] : [[['Nota', 36, 52], ['Importante', 139, 175]] as [string, number, number][]]),
  ]).lines;
  return readHeader(lines, 0)?.header.columns.map((c) => c.role);
};

describe('OCR: a money label read a letter short over a column of figures', () => {
  it('reads "Sado" over the balances as the balance label', () => {
    expect(header('Sado', true)).toEqual(['date', 'description', 'balance', 'debit', 'credit']);
  });

  it('leaves a four-letter word alone where no figures stand under it', () => {
    expect(header('Sado', false)).not.toContain('balance');
  });
});
