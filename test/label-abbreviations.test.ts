/**
 * Labels cut short with a full stop, as narrow first pages print them ("Part.", "With.", "Depo.", "Bala."): each reads
 * as the one label word it begins (bench/README.md, fifteenth session, page templates). One that begins words of two
 * labels ("Movi.": movimento, an amount; movimiento, details) names no column, unless figures stand under it: then it is
 * the money label it begins.
 */
import { describe, expect, it } from 'vitest';
import { readHeader } from '../src/layout/header.js';
import { page, right } from './support/text-page.js';

describe('abbreviated labels', () => {
  it('reads a label cut short as the label word it begins', () => {
    const p = page([[['Date', 36, 52], ['Part.', 90, 108], ['With.', 255, 275], ['Depo.', 302, 325], ['Bala.', 352, 378]]]);
    expect(readHeader(p.lines, 0)?.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('reads a label of several words some cut short as the label they begin, over all its words', () => {
    const p = page([[['Date', 36, 52], ['Tran.', 104, 122], ['Deta.', 126, 144], ['Tran.', 347, 369], ['Amount', 373, 399], ['Runn.', 409, 429], ['Bala.', 433, 453]]]);
    const cols = readHeader(p.lines, 0)?.header.columns.map((c) => [c.role, c.x0, c.x1]);
    expect(cols).toEqual([['date', 36, 52], ['description', 104, 144], ['amount', 347, 399], ['balance', 409, 453]]);
  });

  it('reads a cut word as the label it begins that stands alone, not one that only ends a label', () => {
    // "Disp.": disponibelt (a balance label by itself) before disponible (only in "saldo disponible").
    const p = page([[['Datum', 36, 60], ['Text', 156, 170], ['Disp.', 520, 540], ['Belopp', 630, 658]]]);
    expect(readHeader(p.lines, 0)?.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'balance', 'amount']);
  });

  it('names no column where the cut word begins words of two labels', () => {
    const p = page([[['Data', 36, 52], ['Caus.', 90, 108], ['Movi.', 255, 275], ['Saldo', 352, 378]]]);
    expect(readHeader(p.lines, 0)?.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'balance']);
  });

  it('reads a cut word that begins words of two labels as the money label over a column of figures', () => {
    const head: [string, number, number][] = [['Data', 36, 52], ['Caus.', 90, 108], ['Movi.', 255, 275], ['Saldo', 352, 378]];
    const row = (d: string, text: string, amount: string, balance: string): [string, number, number][] => [[d, 36, 66], [text, 90, 150], right(amount, 275), right(balance, 378)];
    const p = page([head, row('01.06.23', 'BONIFICO', '155.11', '3871.51'), row('03.06.23', 'AFFITTO', '-796.98', '3074.53'), row('03.06.23', 'RIMBORSO', '120.94', '3195.47')]);
    expect(readHeader(p.lines, 0)?.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
    // Words under it, no figures: still no column of its own.
    const words = page([head, row('01.06.23', 'BONIFICO', '155.11', '3871.51').map(([t, x0, x1], k) => (k === 2 ? ['ESTERO', 250, 275] : [t, x0, x1]))]);
    expect(readHeader(words.lines, 0)?.header.columns.map((c) => c.role)).toEqual(['date', 'description', 'balance']);
  });
});
