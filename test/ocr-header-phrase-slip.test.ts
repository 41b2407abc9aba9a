/**
 * A label of two words with one of them OCR read a letter off and doubted ("Salo disponivel" for "Saldo disponível"
 * at 150 DPI, "Salo" at confidence 0): four letters are too short to be taken for a label word alone, so the balance
 * column had no name and the balances were read as credits (fresh scanned random 10114: 14 of 52 rows right, 50
 * now). The label's other words, exact and close, say which label it is (header.ts phraseOneSlipOff).
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { ocrPage } from './support/ocr-page.js';

const roles = (saldo: string, confidence: number, disponivelX0 = 519) =>
  readHeader(
    ocrPage([
      [['Data', 36, 53], ['Lancamento', 89, 132, 0.27], ['Levantamentos', 386, 438], ['Créditos', 453, 483], [saldo, 493, 515, confidence], ['disponivel', disponivelX0, disponivelX0 + 38]],
    ]).lines,
    0,
  )?.header.columns.map((c) => c.role);

describe('OCR: one word of a two-word label a letter off', () => {
  it('is that label where OCR doubted the word and the other word is exact beside it', () => {
    expect(roles('Salo', 0)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('is not where OCR read it with confidence, nor where the other word stands a column away', () => {
    expect(roles('Salo', 0.95)).not.toContain('balance');
    expect(roles('Salo', 0, 560)).not.toContain('balance');
  });
});
