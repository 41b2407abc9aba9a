/** --table: a statement as a plain-text table for a person at a terminal (stdout). */
import type { Statement } from '../types.js';

const money = (x: number | null | undefined): string =>
  x === null || x === undefined ? '' : x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function fit(s: string, width: number): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > width ? t.slice(0, width - 1) + '…' : t.padEnd(width);
}

export function renderTable(s: Statement, title: string, width = 100): string {
  const lines: string[] = [];
  const acct = [s.bank_name, s.account_number ?? s.iban, s.account_type === 'credit_card' ? 'credit card' : 'bank', s.currency].filter(Boolean).join(' · ');
  lines.push(`${title}: ${acct}`);
  if (s.period_start || s.period_end) lines.push(`period ${s.period_start ?? '?'} to ${s.period_end ?? '?'}`);
  const r = s.reconciliation;
  const diff = r.status === 'discrepancy' && r.difference ? ` (difference ${money(r.difference)})` : '';
  lines.push(`opening ${money(s.opening_balance) || '-'} · closing ${money(s.closing_balance) || '-'} · ${r.status}${diff}`);
  const nums = s.transactions.flatMap((t) => [money(t.debit), money(t.credit), money(t.balance)]);
  const w = Math.max(9, ...nums.map((n) => n.length));
  const descW = Math.max(20, width - (10 + 2 + 3 * (w + 2) + 2 + 13));
  lines.push('');
  lines.push(['Date'.padEnd(10), fit('Description', descW), 'Out'.padStart(w), 'In'.padStart(w), 'Balance'.padStart(w), 'Category'].join('  '));
  for (const t of s.transactions) {
    lines.push([t.date.padEnd(10), fit(t.description, descW), (t.debit ? money(t.debit) : '').padStart(w), (t.credit ? money(t.credit) : '').padStart(w), money(t.balance).padStart(w), t.category].join('  ').trimEnd());
  }
  lines.push('');
  lines.push(`${s.transaction_count} rows · money in ${money(r.total_credits)} · money out ${money(r.total_debits)}`);
  return lines.join('\n') + '\n';
}
