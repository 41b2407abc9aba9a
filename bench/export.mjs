#!/usr/bin/env node
/**
 * Export speed: milliseconds per 1,000 transactions for every format (median of several runs after a warm-up).
 * Uses the compiled library: run `npm run build` first (or set EXPORT_DIST to another compiled dist folder).
 *   node bench/export.mjs [rows=1000] [runs=7]
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fs from 'node:fs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.EXPORT_DIST ? path.resolve(process.env.EXPORT_DIST) : path.join(root, 'dist');
const entry = path.join(dist, 'export', 'index.js');
if (!fs.existsSync(entry)) {
  console.error(`${entry} not found: run "npm run build" first (or set EXPORT_DIST)`);
  process.exit(1);
}
const { exportStatement, listFormats } = await import(pathToFileURL(entry).href);

const rows = Number(process.argv[2] ?? 1000);
const runs = Number(process.argv[3] ?? 7);

function statement(n) {
  let x = 42;
  const rnd = () => ((x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const words = ['GROCERY Müller', 'FUEL', 'PAYROLL ACME & Co', 'TRANSFER', 'Café René', 'RENT', 'UTILITY', 'ATM', 'REFUND', 'FEE'];
  let bal = 1000000;
  const opening = bal / 100;
  const transactions = [];
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < n; i++) {
    const credit = rnd() < 0.3;
    const amt = Math.round(rnd() * 100000) + 1;
    bal += credit ? amt : -amt;
    transactions.push({
      date: new Date(start + Math.floor((i * 365) / n) * 86400000).toISOString().slice(0, 10),
      description: `${words[i % words.length]} ${Math.floor(rnd() * 1e6)} Store #${i % 17} reference text`,
      debit: credit ? 0 : amt / 100,
      credit: credit ? amt / 100 : 0,
      balance: bal / 100,
      category: 'other',
      reference: i % 5 === 0 ? `R${String(i).padStart(8, '0')}` : null,
      page_number: 1 + Math.floor(i / 40),
      value_date: null,
      confidence: 1,
    });
  }
  return {
    status: 'completed', bank_name: 'Bench Bank', account_type: 'bank', account_number: '12345678', iban: 'GB82WEST12345698765432',
    currency: 'GBP', period_start: '2024-01-01', period_end: '2024-12-31', transaction_count: n, opening_balance: opening,
    closing_balance: bal / 100, transactions,
    reconciliation: { status: 'reconciled', totals_match: true, chain_ok: true, total_credits: 0, total_debits: 0, computed_closing: bal / 100, difference: 0, breaks: [], notes: [] },
    page_count: Math.ceil(n / 40), pages: [], confidence: 1, parser: 'bench', warnings: [],
  };
}

const s = statement(rows);
const cases = listFormats().filter((f) => f !== 'camt053').flatMap((f) => [[f, f, {}]]);
cases.splice(cases.findIndex((c) => c[0] === 'mt940') + 1, 0, ['camt053', 'camt053 (.02)', {}], ['camt053', 'camt053 (.08)', { camt053: { version: '001.08' } }]);
const out = [];
for (const [format, label, options] of cases) {
  for (let i = 0; i < 2; i++) await exportStatement(s, format, options);
  const times = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    const r = await exportStatement(s, format, options);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    bytes = r.data.length;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  out.push({ label, perK: (median * 1000) / rows, min: (times[0] * 1000) / rows, bytes });
}
console.log(`export of ${rows} transactions, median of ${runs} runs (Node ${process.version})\n`);
console.log('| format | ms per 1,000 rows (median) | min | file size |');
console.log('|---|---:|---:|---:|');
for (const r of out) console.log(`| ${r.label} | ${r.perK.toFixed(1)} | ${r.min.toFixed(1)} | ${(r.bytes / 1024).toFixed(0)} KB |`);
