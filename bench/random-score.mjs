// Scores one extracted statement against a random layout's golden (shared by bench/random-layouts.mjs and
// test/random-layouts.test.ts). Rows match one-to-one on date + debit + credit in cents (as ../shared/tools/score.mjs
// pass 1 does). A statement has a wrong row when an expected row is missing, an output row is extra, or a matched
// row's printed balance differs (card balances may come out with either sign). A statement of several accounts
// (golden.accounts) also has one when a matched row is given to another account than its own (`account_index`;
// absent: the first), or when an account the output calls reconciled is wrong (its rows, opening or closing).

const cents = (x) => Math.round(Number(x ?? 0) * 100);
const key = (date, debit, credit) => `${String(date).slice(0, 10)}|${cents(debit)}|${cents(credit)}`;

export function scoreStatement(golden, st) {
  const card = golden.account_type === 'credit_card';
  const exp = golden.transactions;
  const out = (st?.transactions ?? []).filter((t) => cents(t.debit) !== 0 || cents(t.credit) !== 0);
  const pool = new Map();
  out.forEach((o) => {
    const k = key(o.date, o.debit, o.credit);
    pool.set(k, [...(pool.get(k) ?? []), o]);
  });
  const money = (a, b) => a !== null && a !== undefined && (cents(a) === cents(b) || (card && cents(a) === -cents(b)));
  const accounts = golden.accounts ?? [];
  const accOf = (o) => o.account_index ?? 0;
  // Per golden account: its rows missing, wrong, or given to another account, and rows of others given to it.
  const accWrong = accounts.map(() => 0);
  const blame = (i) => {
    if (accWrong[i] !== undefined) accWrong[i]++;
  };
  let tp = 0;
  let badBalance = 0;
  let otherAccount = 0;
  const missing = [];
  for (const e of exp) {
    const list = pool.get(key(e.date, e.debit, e.credit));
    if (!list?.length) {
      missing.push(e);
      blame(e.account ?? 0);
      continue;
    }
    // prefer the candidate whose balance (and account) agrees
    const fits = (o) => balanceOk(e.balance, o.balance, card) && (!accounts.length || accOf(o) === (e.account ?? 0));
    let i = list.findIndex(fits);
    if (i < 0) i = Math.max(0, list.findIndex((o) => balanceOk(e.balance, o.balance, card)));
    const [o] = list.splice(i, 1);
    tp++;
    const bad = !balanceOk(e.balance, o.balance, card);
    if (bad) badBalance++;
    if (accounts.length && accOf(o) !== (e.account ?? 0)) {
      otherAccount++;
      blame(e.account ?? 0);
      blame(accOf(o));
    } else if (bad) blame(e.account ?? 0);
  }
  const extra = [...pool.values()].flat();
  for (const o of extra) blame(accOf(o));
  const nExp = exp.length;
  const nOut = out.length;
  const p = nOut ? tp / nOut : 0;
  const r = nExp ? tp / nExp : 0;
  const f1 = p + r ? (2 * p * r) / (p + r) : 0;
  // Each golden account: right when its rows are, and its opening and closing; reconciled when the output's account
  // of that index says so (a statement read as one account: that account is the first).
  const outAccounts = st?.accounts ?? (st ? [{ opening_balance: st.opening_balance, closing_balance: st.closing_balance, reconciliation: st.reconciliation }] : []);
  const perAccount = accounts.map((a, i) => {
    const o = outAccounts[i];
    const right = accWrong[i] === 0 && !!o && money(o.opening_balance, a.opening_balance) && money(o.closing_balance, a.closing_balance);
    return { right, reconciled: o?.reconciliation?.status === 'reconciled' };
  });
  return {
    nExp, nOut, tp, f1, missing: missing.length, extra: extra.length, badBalance, otherAccount,
    wrong: missing.length + extra.length + badBalance + otherAccount > 0 || perAccount.some((a) => a.reconciled && !a.right),
    accounts: perAccount,
    reconciled: st?.reconciliation?.status === 'reconciled',
    openOk: money(st?.opening_balance, golden.opening_balance),
    closeOk: money(st?.closing_balance, golden.closing_balance),
    currencyOk: st?.currency === golden.currency,
    // The bank's name as printed at the top of page 1 (a profile's own spelling counts too, when it names the same bank).
    bankOk: !!st?.bank_name && !!golden.bank_name && (st.bank_name === golden.bank_name || golden.bank_name.toLowerCase().includes(st.bank_name.toLowerCase())),
    missingRows: missing, extraRows: extra,
  };
}

function balanceOk(expected, got, card) {
  if (expected === null || expected === undefined) return true;
  if (got === null || got === undefined) return false;
  return cents(got) === cents(expected) || (card && cents(got) === -cents(expected));
}
