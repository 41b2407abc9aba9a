/**
 * A table printing each row's figures on a line of their own between its details' lines (cells centred vertically),
 * a code column left of the details, the date once per day: a day's later row starts with its code and details and
 * no date ("DD 6902  AUTOGIRO TELIA SVERIGE" over "439,25" over "DRM6GHD3X9"). Its first line starts where the rows
 * start, left of where any row's details go on, so it is no line of details of the row above; it was dropped as a
 * line of its own and its figures with it, and nothing said so (random 1017513: 2 rows lost, `discrepancy` with no row
 * named).
 */
import { describe, expect, it } from 'vitest';
import { readRandomCase } from './support/random-case.js';

describe('a later row of the day whose figures stand on a line of their own', () => {
  it('is read from its code and details over its figures (random layout 1017513)', async () => {
    const { st, counts, rows, spec } = await readRandomCase(1017513);
    expect(spec.columns[0]).toBe('code');
    expect(spec.dateOncePerDay).toBe(true);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
    const row = st.transactions.find((t) => t.debit === 439.25);
    expect(row?.date).toBe('2023-10-18');
    expect(row?.description).toMatch(/AUTOGIRO TELIA SVERIGE/);
  }, 60000);

  it('goes on after a row whose details line stands in the details column though the row started at its reference (never-used random 1019286)', async () => {
    // "21,93 USD" (the purchase's original amount) under "5NVADPKZ  30,75 GBP  21,50  2 865,29", whose details' first
    // line stood above it: not taken for the row's details, it closed the row, and the day's next two rows, with no
    // row above to take the date of, were dropped without a word.
    const { st, counts, rows, spec } = await readRandomCase(1019286);
    expect(spec.dateOncePerDay).toBe(true);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60000);

  it('is read where its code column stands right of the dates (never-used random 1019957)', async () => {
    // "945  ZAKUP PRZY UZYCIU KARTY" over "20,77  6.254,52" over "BIEDRONKA 5055 WARSZAWA", the date only on a day's
    // first row: its first word stands right of where the rows start (the dates), left of the details.
    const { st, counts, rows, spec } = await readRandomCase(1019957);
    expect(spec.columns.slice(0, 2)).toEqual(['date', 'code']);
    expect(counts).toEqual([rows, 0, 0, 0]);
    expect(st.reconciliation.status).toBe('reconciled');
  }, 60000);
});
