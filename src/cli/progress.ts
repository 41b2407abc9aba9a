/** The per-input status line and the run's summary (stderr). */
import type { Statement } from '../types.js';
import type { InputFile } from './inputs.js';

export interface FileResult {
  file: InputFile;
  statement?: Statement;
  /** Set when the input failed: extraction, a format, or the report. */
  error?: unknown;
  code?: string;
  message?: string;
  warnings: string[];
}

/** `[2/5] a/x.pdf -> ok, 38 rows, reconciled` or `[3/5] b/x.pdf -> failed: <message> [CODE]`. */
export function progressLine(r: FileResult, i: number, n: number): string {
  const head = `[${i}/${n}] ${r.file.display} ->`;
  if (r.code) {
    const got = r.statement ? ` (${rowsAndStatus(r.statement)} read)` : '';
    return `${head} failed${got}: ${r.message} [${r.code}]`;
  }
  return `${head} ok, ${rowsAndStatus(r.statement!)}`;
}

function rowsAndStatus(s: Statement): string {
  const rec = s.reconciliation;
  const diff = rec.status === 'discrepancy' && rec.difference ? ` by ${Math.abs(rec.difference).toFixed(2)}` : '';
  return `${s.transaction_count} row${s.transaction_count === 1 ? '' : 's'}, ${rec.status}${diff}`;
}

export function summaryLine(results: FileResult[]): string {
  const ok = results.filter((r) => !r.code);
  const failed = results.filter((r) => r.code);
  const byStatus = new Map<string, number>();
  for (const r of ok) byStatus.set(r.statement!.reconciliation.status, (byStatus.get(r.statement!.reconciliation.status) ?? 0) + 1);
  const statuses = [...byStatus].map(([s, k]) => `${k} ${s}`).join(', ');
  const shown = failed.slice(0, 10).map((r) => `${r.file.display} [${r.code}]`);
  if (failed.length > shown.length) shown.push(`${failed.length - shown.length} more`);
  return `statement-extractor: ${results.length} files: ${ok.length} ok${statuses ? ` (${statuses})` : ''}, ${failed.length} failed${shown.length ? `: ${shown.join(', ')}` : ''}`;
}
