/**
 * Test statements for the exporters, each consistent (opening + credits - debits = closing, running balances right),
 * and a converter from the fixture generator's golden files (fixtures/out/<id>.golden.json) to Statement.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AccountType, Category, Reconciliation, Statement, Transaction } from '../../src/types.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const sharedDir = path.resolve(repoRoot, '..', 'shared');

export interface RowSpec {
  date: string;
  description: string;
  debit?: number;
  credit?: number;
  reference?: string | null;
  value_date?: string | null;
  category?: Category;
}

export interface StatementSpec {
  bank_name?: string | null;
  account_type?: AccountType;
  account_number?: string | null;
  iban?: string | null;
  currency?: string | null;
  period_start?: string | null;
  period_end?: string | null;
  opening: number;
  /** Which balances the statement prints. */
  printOpening?: boolean;
  printClosing?: boolean;
  rowBalances?: 'all' | 'none' | 'some';
}

const r2 = (x: number) => Math.round(x * 100) / 100;

export function reconcile(s: Pick<Statement, 'opening_balance' | 'closing_balance' | 'transactions' | 'account_type'>): Reconciliation {
  let credits = 0;
  let debits = 0;
  for (const t of s.transactions) {
    credits += Math.round(t.credit * 100);
    debits += Math.round(t.debit * 100);
  }
  const sense = s.account_type === 'credit_card' ? -1 : 1;
  const computed = s.opening_balance === null ? null : r2(s.opening_balance + (sense * (credits - debits)) / 100);
  const totals = computed === null || s.closing_balance === null ? null : Math.abs(computed - s.closing_balance) < 0.005;
  const printed = s.transactions.some((t) => t.balance !== null);
  return {
    status: totals === null ? 'unverifiable' : totals ? 'reconciled' : 'discrepancy',
    totals_match: totals,
    chain_ok: printed ? true : null,
    total_credits: credits / 100,
    total_debits: debits / 100,
    computed_closing: computed,
    difference: computed === null || s.closing_balance === null ? null : r2(s.closing_balance - computed),
    breaks: [],
    notes: [],
  };
}

/** Balances in the data model's convention: bank = prev + credit - debit; credit card = amount owed = prev + debit - credit. */
export function makeStatement(spec: StatementSpec, rows: RowSpec[]): Statement {
  const sense = spec.account_type === 'credit_card' ? -1 : 1;
  let bal = Math.round(spec.opening * 100);
  const transactions: Transaction[] = rows.map((r, i) => {
    bal += sense * (Math.round((r.credit ?? 0) * 100) - Math.round((r.debit ?? 0) * 100));
    const printBal = spec.rowBalances === 'none' ? false : spec.rowBalances === 'some' ? i % 3 === 1 : true;
    return {
      date: r.date,
      description: r.description,
      debit: r.debit ?? 0,
      credit: r.credit ?? 0,
      balance: printBal ? bal / 100 : null,
      category: r.category ?? 'other',
      reference: r.reference ?? null,
      page_number: 1 + Math.floor(i / 30),
      value_date: r.value_date ?? null,
      confidence: 1,
    };
  });
  const dates = rows.map((r) => r.date).sort();
  const s: Statement = {
    status: 'completed',
    bank_name: spec.bank_name === undefined ? 'Test Bank' : spec.bank_name,
    account_type: spec.account_type ?? 'bank',
    account_number: spec.account_number === undefined ? '12345678' : spec.account_number,
    iban: spec.iban === undefined ? null : spec.iban,
    currency: spec.currency === undefined ? 'EUR' : spec.currency,
    period_start: spec.period_start === undefined ? (dates[0] ?? null) : spec.period_start,
    period_end: spec.period_end === undefined ? (dates[dates.length - 1] ?? null) : spec.period_end,
    transaction_count: transactions.length,
    opening_balance: spec.printOpening === false ? null : spec.opening,
    closing_balance: spec.printClosing === false ? null : bal / 100,
    transactions,
    reconciliation: undefined as unknown as Reconciliation,
    page_count: 1 + Math.floor(Math.max(0, rows.length - 1) / 30),
    pages: [],
    confidence: 1,
    parser: 'test',
    warnings: [],
  };
  s.pages = Array.from({ length: s.page_count }, (_, i) => ({ page: i + 1, type: 'digital' as const }));
  s.reconciliation = reconcile(s);
  return s;
}

/** Rows oldest first: as printed when dates never go down, reversed when they never go up, else a stable date sort. */
export function chronological(txs: Transaction[]): Transaction[] {
  const asc = txs.every((t, i) => i === 0 || t.date >= txs[i - 1]!.date);
  if (asc) return [...txs];
  const desc = txs.every((t, i) => i === 0 || t.date <= txs[i - 1]!.date);
  if (desc) return [...txs].reverse();
  return txs.map((t, i) => ({ t, i })).sort((a, b) => a.t.date.localeCompare(b.t.date) || a.i - b.i).map((x) => x.t);
}

/**
 * The true values every consumer must read back, rows oldest first, from the account holder's side (money in
 * positive; a card's amount owed is a negative balance). `sense` turns a holder-side balance into the statement's
 * own convention (card: amount owed positive).
 */
export function expected(s: Statement): { opening: number; closing: number; amounts: number[]; dates: string[]; net: number; rows: Transaction[]; sense: 1 | -1 } {
  const sense: 1 | -1 = s.account_type === 'credit_card' ? -1 : 1;
  const rows = chronological(s.transactions);
  const cents = rows.map((t) => Math.round(t.credit * 100) - Math.round(t.debit * 100));
  const netC = cents.reduce((a, b) => a + b, 0);
  let openingC: number;
  if (s.opening_balance !== null) openingC = sense * Math.round(s.opening_balance * 100);
  else {
    // printed balances follow the printed order (which is the chronological one unless the rows had to be sorted)
    const reordered = rows.some((t, i) => t !== s.transactions[i]) && rows.some((t, i) => t !== s.transactions[s.transactions.length - 1 - i]);
    const seq = reordered ? s.transactions : rows;
    const k = seq.findIndex((t) => t.balance !== null);
    if (k >= 0) openingC = sense * Math.round(seq[k]!.balance! * 100) - seq.slice(0, k + 1).reduce((a, t) => a + Math.round(t.credit * 100) - Math.round(t.debit * 100), 0);
    else if (s.closing_balance !== null) openingC = sense * Math.round(s.closing_balance * 100) - netC;
    else openingC = 0;
  }
  const closingC = s.closing_balance !== null ? sense * Math.round(s.closing_balance * 100) : openingC + netC;
  return { opening: openingC / 100, closing: closingC / 100, amounts: cents.map((x) => x / 100), dates: rows.map((t) => t.date), net: netC / 100, rows, sense };
}

// ---------------------------------------------------------------------------------------------------------------

export const bankOverdraft = makeStatement(
  { bank_name: 'Sparkasse Köln', iban: 'DE89370400440532013000', account_number: '0532013000', currency: 'EUR', period_start: '2024-03-01', period_end: '2024-03-31', opening: 120.5 },
  [
    { date: '2024-03-01', description: 'Gehalt März ACME GmbH', credit: 2500, category: 'salary', reference: 'SAL202403' },
    { date: '2024-03-02', description: 'Miete Wohnung', debit: 1450, category: 'rent', value_date: '2024-03-03' },
    { date: '2024-03-05', description: 'REWE Markt 0815', debit: 84.37, category: 'grocery' },
    { date: '2024-03-10', description: 'Autokauf Anzahlung', debit: 1500, category: 'transfer', reference: 'TRF998877' },
    { date: '2024-03-12', description: 'Dispozinsen', debit: 12.45, category: 'interest' },
    { date: '2024-03-15', description: 'Kontoführungsgebühr', debit: 4.9, category: 'fees' },
    { date: '2024-03-20', description: 'Rückerstattung Amazon', credit: 19.99, category: 'refund' },
    { date: '2024-03-28', description: 'Bargeld Automat', debit: 200, category: 'cash' },
    { date: '2024-03-31', description: 'Zinsen Guthaben', credit: 0.01, category: 'interest' },
  ],
);

export const creditCard = makeStatement(
  { bank_name: 'Chase', account_type: 'credit_card', account_number: 'XXXX XXXX XXXX 4321', currency: 'USD', period_start: '2023-12-15', period_end: '2024-01-14', opening: 250 },
  [
    { date: '2023-12-16', description: 'AMAZON.COM*AB12CD AMZN.COM/BILL WA', debit: 59.99, category: 'shopping' },
    { date: '2023-12-20', description: 'PAYMENT THANK YOU', credit: 250, category: 'card_payment' },
    { date: '2023-12-31', description: 'UBER *TRIP HELP.UBER.COM', debit: 23.5, category: 'transport', value_date: '2024-01-02' },
    { date: '2024-01-03', description: 'NETFLIX.COM', debit: 15.49, category: 'subscriptions' },
    { date: '2024-01-05', description: 'REFUND AMAZON.COM', credit: 12, category: 'refund' },
    { date: '2024-01-10', description: 'INTEREST CHARGE ON PURCHASES', debit: 3.21, category: 'interest' },
  ],
);

export const nonAscii = makeStatement(
  { bank_name: 'Crédit Agricole', iban: 'FR1420041010050500013M02606', account_number: null, currency: 'EUR', opening: 1000 },
  [
    { date: '2024-05-02', description: 'Café René & Fils <Paris>', debit: 12.8, category: 'dining' },
    { date: '2024-05-03', description: 'Überweisung Müller & Söhne GmbH "Straße"', credit: 350, category: 'transfer', reference: 'ÜB-2024/05' },
    { date: '2024-05-04', description: 'UPI payment ₹ 1,234 to Ramesh Kumar – Bengaluru', debit: 14.2, category: 'transfer' },
    { date: '2024-05-05', description: 'Żabka Łódź ąęćń; Ærø; Œuvre €', debit: 5.55, category: 'grocery' },
    { date: '2024-05-06', description: '東京 Tokyo 日本 #42 50% @home', debit: 1.11, category: 'other' },
    { date: '2024-05-07', description: 'Line1\nLine2\tTabbed  a<b>c&amp;d', credit: 2.22, category: 'other' },
    {
      date: '2024-05-08',
      description:
        'A very long description that goes on and on to test the length limits of every format: ' +
        'QBO NAME holds 32 characters, MT940 :86: holds six lines of sixty-five characters, camt RmtInf/Ustrd holds 140 ' +
        'characters per piece and AddtlNtryInf holds 500; nothing may break the file, only shorten the text written. ' +
        'Padding padding padding padding padding padding padding padding padding padding padding padding padding.',
      debit: 99.99,
      category: 'shopping',
    },
  ],
);

export const duplicates = makeStatement(
  { bank_name: 'HDFC Bank', iban: 'GB29NWBK60161331926819', currency: 'GBP', opening: 50 },
  [
    { date: '2024-02-01', description: 'COFFEE SHOP', debit: 3.5 },
    { date: '2024-02-01', description: 'COFFEE SHOP', debit: 3.5 },
    { date: '2024-02-01', description: 'COFFEE SHOP', debit: 3.5 },
    { date: '2024-02-02', description: 'COFFEE SHOP', debit: 3.5 },
    { date: '2024-02-02', description: 'TOP UP', credit: 10, reference: 'REF1' },
    { date: '2024-02-03', description: 'TOP UP', credit: 10, reference: 'REF1' },
  ],
);

export const formulas = makeStatement(
  { bank_name: 'Evil Bank', iban: 'NL91ABNA0417164300', currency: 'EUR', opening: 10 },
  [
    { date: '2024-04-01', description: '=HYPERLINK("http://evil.example","click")', debit: 1 },
    { date: '2024-04-02', description: '-2+3 refund', credit: 5 },
    { date: '2024-04-03', description: '+CMD|" /C calc"!A0', debit: 2 },
    { date: '2024-04-04', description: '@SUM(1+1)*cmd', debit: 0.5, reference: '=1+1' },
    { date: '2024-04-05', description: '\tTAB start', credit: 1.5 },
    { date: '2024-04-06', description: '- dash', debit: 20 },
  ],
);

/** Row balances printed on some rows only, no opening/closing printed. */
export const nullBalances = makeStatement(
  { bank_name: 'ICICI Bank', iban: 'DE02120300000000202051', currency: 'INR', opening: 5000, printOpening: false, printClosing: false, rowBalances: 'some' },
  [
    { date: '2024-06-01', description: 'NEFT CR SALARY', credit: 45000, reference: 'N123456789' },
    { date: '2024-06-02', description: 'ATM WDL', debit: 2000 },
    { date: '2024-06-05', description: 'UPI/SWIGGY', debit: 450.5 },
    { date: '2024-06-09', description: 'EMI HOME LOAN', debit: 22000, category: 'loan' },
    { date: '2024-06-20', description: 'UPI/ZOMATO', debit: 320.25 },
  ],
);

/** No balance printed anywhere: opening written as 0. */
export const noBalances = makeStatement(
  { bank_name: null, iban: 'DE75512108001245126199', account_number: null, currency: 'EUR', period_start: null, period_end: null, opening: 0, printOpening: false, printClosing: false, rowBalances: 'none' },
  [
    { date: '2024-07-01', description: 'Payment A', debit: 10 },
    { date: '2024-07-02', description: 'Payment B', credit: 25.25 },
    { date: '2024-07-03', description: 'Payment C', debit: 100 },
  ],
);

export const nullCurrency = makeStatement(
  { bank_name: 'Mystery Bank', iban: 'BE68539007547034', currency: null, opening: -40 },
  [
    { date: '2024-08-01', description: 'Deposit', credit: 100 },
    { date: '2024-08-02', description: 'Card purchase', debit: 30.3 },
  ],
);

function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

export function largeStatement(n = 1000): Statement {
  const rnd = lcg(42);
  const rows: RowSpec[] = [];
  const start = Date.UTC(2024, 0, 1);
  const words = ['GROCERY', 'FUEL', 'PAYROLL', 'TRANSFER', 'Café', 'RENT', 'UTILITY', 'ATM', 'REFUND', 'FEE'];
  for (let i = 0; i < n; i++) {
    const day = new Date(start + Math.floor((i * 365) / n) * 86400000).toISOString().slice(0, 10);
    const credit = rnd() < 0.3;
    const amt = Math.round(rnd() * 100000) / 100 + 0.01;
    rows.push({
      date: day,
      description: `${words[i % words.length]} ${Math.floor(rnd() * 1e6)} Store #${i % 17}`,
      ...(credit ? { credit: amt } : { debit: amt }),
      reference: i % 5 === 0 ? `R${String(i).padStart(8, '0')}` : null,
    });
  }
  return makeStatement({ bank_name: 'Big Bank', iban: 'GB82WEST12345698765432', currency: 'GBP', period_start: '2024-01-01', period_end: '2024-12-31', opening: 10000 }, rows);
}

export const large = largeStatement(1000);

export const namedStatements: Record<string, Statement> = {
  'bank-overdraft': bankOverdraft,
  'credit-card': creditCard,
  'non-ascii': nonAscii,
  duplicates,
  formulas,
  'null-balances': nullBalances,
  'no-balances': noBalances,
  'null-currency': nullCurrency,
  large,
};

// ---------------------------------------------------------------------------------------------------------------
// Golden fixtures from the fixture generator (written by test/global-setup.ts when it exists).

interface GoldenTx {
  date: string;
  value_date?: string | null;
  description: string;
  debit?: number | null;
  credit?: number | null;
  balance?: number | null;
  category?: string | null;
  reference?: string | null;
  page_number?: number | null;
}

interface Golden {
  bank_name?: string | null;
  account_type?: AccountType | null;
  account_number?: string | null;
  iban?: string | null;
  currency?: string | null;
  period_start?: string | null;
  period_end?: string | null;
  opening_balance?: number | null;
  closing_balance?: number | null;
  transactions: GoldenTx[];
}

export const goldenDir = path.join(repoRoot, 'fixtures', 'out');

export function goldenFiles(): string[] {
  if (!fs.existsSync(goldenDir)) return [];
  return fs.readdirSync(goldenDir).filter((f) => f.endsWith('.golden.json')).sort();
}

export function goldenToStatement(g: Golden): Statement {
  const transactions: Transaction[] = g.transactions.map((t) => ({
    date: t.date,
    value_date: t.value_date ?? null,
    description: t.description ?? '',
    debit: t.debit ?? 0,
    credit: t.credit ?? 0,
    balance: t.balance ?? null,
    category: (t.category ?? 'other') as Category,
    reference: t.reference ?? null,
    page_number: t.page_number ?? 1,
    confidence: 1,
  }));
  const pages = Math.max(1, ...transactions.map((t) => t.page_number));
  const s: Statement = {
    status: 'completed',
    bank_name: g.bank_name ?? null,
    account_type: g.account_type ?? 'bank',
    account_number: g.account_number ?? null,
    iban: g.iban ?? null,
    currency: g.currency ?? null,
    period_start: g.period_start ?? null,
    period_end: g.period_end ?? null,
    transaction_count: transactions.length,
    opening_balance: g.opening_balance ?? null,
    closing_balance: g.closing_balance ?? null,
    transactions,
    reconciliation: undefined as unknown as Reconciliation,
    page_count: pages,
    pages: Array.from({ length: pages }, (_, i) => ({ page: i + 1, type: 'digital' as const })),
    confidence: 1,
    parser: 'golden',
    warnings: [],
  };
  s.reconciliation = reconcile(s);
  return s;
}

export function loadGoldens(): Record<string, Statement> {
  const out: Record<string, Statement> = {};
  for (const f of goldenFiles()) {
    const g = JSON.parse(fs.readFileSync(path.join(goldenDir, f), 'utf8')) as Golden;
    out['golden:' + f.replace(/\.golden\.json$/, '')] = goldenToStatement(g);
  }
  return out;
}

/** Named test statements plus every golden fixture present at collection time. */
export function allStatements(): [string, Statement][] {
  return Object.entries({ ...namedStatements, ...loadGoldens() });
}

/** Smaller list for slow consumers: the large statement is exercised once, not per option. */
export function goldenCount(): number {
  return goldenFiles().length;
}
