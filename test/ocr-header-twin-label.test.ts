/**
 * Lists side by side repeat their header on one line; OCR read one of the repeats a letter off ("Datum  Nieuw saldo
 * Datum  Nieuw galdo  Datum  Nieuw saldo", scanned random 9552's daily balances). The middle list lost its balance
 * label, and its lines were read as rows of the list beside it (four rows out of a table of balances).
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { ocrPage } from './support/ocr-page.js';

const line = (label: string, conf?: number) =>
  ocrPage([
    [['Datum', 35, 57], ['Nieuw', 104, 126], ['saldo', 131, 152], ['Datum', 213, 234], ['Nieuw', 277, 299], [label, 304, 325, conf], ['Datum', 386, 408], ['Nieuw', 455, 477], ['saldo', 481, 503]],
    [['1', 35, 38], ['mei', 43, 55], ['2025', 61, 77], ['1,369.84', 118, 151], ['2', 213, 216], ['mei', 221, 233], ['2025', 239, 255], ['1,045.23', 291, 324], ['4', 386, 389], ['mei', 394, 407], ['2025', 412, 428], ['1,045.23', 468, 502]],
  ]).lines;
const balances = (label: string, conf?: number) => readHeader(line(label, conf), 0)?.header.columns.filter((c) => c.role === 'balance').length;

describe('OCR: a label repeated on the header line and read once a letter off', () => {
  it('is the label the line prints cleanly', () => {
    expect(balances('galdo')).toBe(3);
  });

  it('leaves a text layer\'s word, and a word two letters off, alone', () => {
    expect(balances('galdo', 1)).toBe(2);
    expect(balances('gelde')).toBe(2);
  });
});
