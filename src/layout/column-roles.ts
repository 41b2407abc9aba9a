/**
 * Money columns no header names (labels in words we do not know, or no header row at all): the right edges of the
 * rows' figures are clustered into columns, and each way of naming those columns becomes a reading the
 * interpretation search builds; the statement's arithmetic (balance chain, printed balances and totals) chooses.
 */
import type { LayoutResult, MoneyCell, MoneyRole, RawRow } from '../types.js';
import { dropSubtotals } from './subtotals.js';
import { parseAmount } from '../normalize/amount.js';
import type { MarkReading } from './marks.js';

/** Columns a candidate names, left to right; `positional` is the reading without columns (last two: amount, balance). */
export interface ColumnRoles {
  name: string;
  roles?: MoneyRole[];
  /** Right edges of the columns the roles stand for. */
  edges?: number[];
  /** Each page's own edges, read in place of `edges` (pages printing the table in frames of their own). */
  pages?: ReadonlyMap<number, number[]>;
  /** How far the reading departs from the usual order (debit left of credit, balance rightmost): a tie-breaker only. */
  unusual: number;
}

/**
 * Right-aligned figures of one column end within a character of each other; distinct columns are a column's width
 * apart. A page may print the table in another frame (a first page narrower beside a box): where two pages showing
 * the most columns share no column edge, the statement's columns are those of the one with the most figures, and
 * `withColumnRoles` reads the other frame's pages by their own edges.
 */
export function moneyColumns(rows: RawRow[]): number[] {
  const all = clusteredEdges(rows);
  const byPage = figuredRowsByPage(rows);
  if (byPage.size < 2) return all.slice(-3);
  const pages = [...byPage.values()].map((rs) => ({ edges: clusteredEdges(rs), cells: rs.reduce((a, r) => a + r.money!.length, 0), tol: columnTolerance(rs[0]!.money![0]!.word.size) }));
  const most = Math.max(...pages.map((p) => p.edges.length));
  // Two pages showing as many columns as any page does, none at the same place: two frames (a page of debits only
  // beside a page of credits only is one frame whose pages show one column each).
  const full = pages.filter((p) => p.edges.length === most);
  const shares = (a: number[], b: number[], tol: number) => a.some((x) => b.some((y) => Math.abs(x - y) <= tol));
  const apart = most >= 2 && full.some((p, i) => full.some((q, j) => j > i && !shares(p.edges, q.edges, p.tol)));
  // Pages whose columns stand a little apart (a table printed narrower on one page) blur the statement's columns into
  // one ragged group: fewer columns than a page shows are read by the fullest page's (withColumnRoles reads each
  // other page by its own), where every page shows as many (figures in one page's details, "4 X 36,59", may line up
  // by chance into columns no other page shows). Text layers only: OCR's tilted pages place a column's figures
  // unevenly on every page.
  const ocr = rows.some((r) => r.money?.some((m) => m.word.confidence < 1));
  const narrower = !ocr && all.length < most && pages.every((p) => p.edges.length === most);
  if (!apart && !narrower) return all.slice(-3);
  const main = full.sort((a, b) => b.cells - a.cells)[0]!;
  return main.edges.slice(-3);
}

/**
 * The rows that print figures, page by page, in one pass over the rows: a statement of thousands of pages is read
 * once per candidate, not once per page.
 */
function figuredRowsByPage(rows: RawRow[]): Map<number, RawRow[]> {
  const byPage = new Map<number, RawRow[]>();
  for (const r of rows) {
    if (!r.money?.length) continue;
    const list = byPage.get(r.page_number);
    if (list) list.push(r);
    else byPage.set(r.page_number, [r]);
  }
  return byPage;
}

/** The figures' columns, left to right (before the rightmost three are taken). */
function clusteredEdges(rows: RawRow[]): number[] {
  const cells = rows.flatMap((r) => r.money ?? []);
  if (cells.length === 0) return [];
  // The page of each figure, listed only where a group lines up on no edge (rare: most statements never ask).
  let pages: Map<MoneyCell, number> | undefined;
  const pageOf = () => {
    if (!pages) {
      pages = new Map();
      for (const r of rows) for (const m of r.money ?? []) pages.set(m, r.page_number);
    }
    return pages;
  };
  const sizes = cells.map((c) => c.word.size).sort((a, b) => a - b);
  const tol = Math.max(3, 1.2 * sizes[sizes.length >> 1]!);
  const sorted = [...cells].sort((a, b) => a.x1 - b.x1);
  const chained: MoneyCell[][] = [[sorted[0]!]];
  for (const c of sorted.slice(1)) {
    const g = chained[chained.length - 1]!;
    if (c.x1 - g[g.length - 1]!.x1 <= tol) g.push(c);
    else chained.push([c]);
  }
  // Figures in the details ("12 X 30,54") follow words of any length, so they line up on no edge, where a column's
  // line up on their right edges, left edges or centres; chained a character apart they can still make a group.
  const tight = Math.max(2, 0.5 * sizes[sizes.length >> 1]!);
  const ragged = chained.filter((g) => g.length >= 2 && !aligned(g, tight) && !alignedPageByPage(g, tight, pageOf()));
  let groups = chained.filter((g) => !ragged.includes(g));
  // Money stands right of the details: where columns stand right of every figure that lines up on no edge, a group
  // among those figures lined up by chance.
  if (ragged.length) {
    const end = Math.max(...ragged.flat().map((c) => c.x1));
    const right = groups.filter((g) => Math.min(...g.map((c) => c.x0 ?? c.x1)) > end);
    if (right.length) groups = right;
  }
  // A column may hold one figure (the month's one credit); a lone figure makes a column only where that leaves few,
  // or where it stands between two columns of several, a column's width from each (a month's one credit between the
  // debits and the balances, right of a column of codes: random 1023104, the code read as the debit and the credit
  // lost; not a figure OCR glued its currency to, "16.243,74TL", a little right of its column: scan 12093).
  const several = (g: MoneyCell[]) => g.length >= 2;
  const edgeOf = (g: MoneyCell[]) => g[g.length >> 1]!.x1;
  const apart = (g: MoneyCell[], others: MoneyCell[][]) => others.some(several) && Math.min(...others.filter(several).map((o) => Math.abs(edgeOf(o) - edgeOf(g)))) > 4 * tol;
  const kept = groups.length <= 3 ? groups : groups.filter((g, i) => several(g) || (apart(g, groups.slice(0, i)) && apart(g, groups.slice(i + 1))));
  // Money stands right of the details: more than three columns means figures in the details (a store number in a
  // currency without minor units), which the leftmost hold (moneyColumns takes the rightmost three).
  return kept.map(edgeOf);
}

/**
 * A column whose pages print it a little apart (a first page's table printed narrower beside its margin: its debits
 * end at 482 there, at 475 on the next; scan 11181) lines up page by page: each page's figures of the group (three or
 * more on a page) are aligned, and those pages hold nearly all of it. Figures in the details line up on no page.
 */
function alignedPageByPage(g: MoneyCell[], tol: number, pageOf: Map<MoneyCell, number>): boolean {
  const byPage = new Map<number, MoneyCell[]>();
  for (const c of g) {
    const p = pageOf.get(c) ?? 0;
    const list = byPage.get(p);
    if (list) list.push(c);
    else byPage.set(p, [c]);
  }
  if (byPage.size < 2) return false;
  const checked = [...byPage.values()].filter((cs) => cs.length >= 3);
  return checked.length >= 2 && checked.every((cs) => aligned(cs, tol)) && checked.reduce((n, cs) => n + cs.length, 0) >= 0.8 * g.length;
}

/** Most of the group's figures (a stray OCR box aside) share an edge or a centre to within `tol`. */
function aligned(g: MoneyCell[], tol: number): boolean {
  const edges = [(c: MoneyCell) => c.x1, (c: MoneyCell) => c.x0 ?? c.x1, (c: MoneyCell) => ((c.x0 ?? c.x1) + c.x1) / 2];
  return edges.some((f) => {
    const xs = g.map(f).sort((a, b) => a - b);
    const mid = xs[xs.length >> 1]!;
    return xs.filter((x) => Math.abs(x - mid) <= tol).length >= 0.8 * xs.length;
  });
}

/**
 * Each page's two columns, where every page that prints figures shows two and the statement three: a first page
 * restacked beside a box prints its balance at another place, its amounts at the same (or the other way round), and
 * no page shows more than two, so neither the statement's three columns nor `moneyColumns`' frames of their own
 * see it. Pages of debits with balances and pages of credits with balances show the same; the chain tells them apart.
 */
export function pageColumns(rows: RawRow[]): Map<number, number[]> | undefined {
  const byPage = figuredRowsByPage(rows);
  if (byPage.size < 2) return undefined;
  const pages = new Map<number, number[]>();
  for (const [p, rs] of byPage) {
    const own = clusteredEdges(rs);
    if (own.length !== 2) return undefined;
    pages.set(p, own);
  }
  if (clusteredEdges(rows).length !== 3) return undefined;
  return pages;
}

/**
 * The readings worth building for k money columns: few, since each is a full build of every other choice. `pages`:
 * each page's two columns (pageColumns), read as two columns page by page too.
 */
export function columnRoleCandidates(edges: number[], pages?: ReadonlyMap<number, number[]>): ColumnRoles[] {
  // Figures in two or three columns that nothing else tells apart are more likely named columns than one amount.
  const positional: ColumnRoles = { name: 'positional', unusual: edges.length === 2 || edges.length === 3 ? 1 : 0 };
  const maps: MoneyRole[][] =
    edges.length === 1
      ? // One column: its figures are the amounts, figures well left of it the details'.
        [['amount']]
      : edges.length === 2
        ? TWO
        : edges.length === 3
          ? [['debit', 'credit', 'balance'], ['credit', 'debit', 'balance'], ['balance', 'debit', 'credit'], ['balance', 'credit', 'debit']]
          : [];
  // Three edges may be two columns and figures ending the details at one place (a store or terminal number after
  // the same words, in a currency without minor units): the right two read as amount and balance, figures left of
  // them as the details'. By position such a row without a balance takes its store number for the amount.
  // So too two edges: a column of codes or card numbers printed after the details ("SAFEWAY #1492  396  3.291"), the
  // right one the amounts. And two edges read as amount and balance by the columns, not by position: a figure ending
  // the details ("7 X 28.76") on a row whose balance is printed only at the day's end is no amount.
  const details: ColumnRoles[] =
    edges.length === 3
      ? [
          { name: 'details amount balance', roles: ['amount', 'balance'], edges: edges.slice(1), unusual: 1 },
          // The balance printed left of the amount ("3,131.16 £  138.38 £ DR"), as two edges may be read.
          { name: 'details balance amount', roles: ['balance', 'amount'], edges: edges.slice(1), unusual: 2 },
        ]
      : edges.length === 2
        ? [
            { name: 'details amount', roles: ['amount'], edges: edges.slice(1), unusual: 1 },
            { name: 'amount balance', roles: ['amount', 'balance'], edges, unusual: 1 },
          ]
        : [];
  return [
    positional,
    ...maps.map((roles) => ({
      name: roles.join(' '),
      roles,
      edges,
      unusual: Number(roles.indexOf('credit') >= 0 && roles.indexOf('credit') < roles.indexOf('debit')) + Number(roles[0] === 'balance'),
    })),
    ...details,
    // (Every page that prints figures reads by its own edges in `pages`; `edges` is one of them, never asked.)
    ...(pages && edges.length === 3 ? TWO.map((roles) => ({ name: `${roles.join(' ')} by page`, roles, edges: [...pages.values()][0]!, pages, unusual: 2 })) : []),
  ];
}

const TWO: MoneyRole[][] = [['debit', 'credit'], ['credit', 'debit'], ['balance', 'amount']];

/**
 * The layout with each unlabelled row's figures given the roles of the columns they stand in. Page subtotals are
 * told by their debits and credits, which only now exist: they are looked for again.
 */
export function withColumnRoles(layout: LayoutResult, c: ColumnRoles, marks?: MarkReading): LayoutResult {
  const { roles, edges } = c;
  if (!roles || !edges) return layout;
  // A page may print the table in another frame (a first page narrower beside a box): where most of a page's figures
  // stand in none of the statement's columns and its own figures show as many edges, its rows are read by those, in
  // the same order (not two lists side by side, whose figures stand in the first list's frame already).
  const pages = new Map<number, number[]>(c.pages);
  if (!layout.headerlessLists && !c.pages) {
    for (const [p, rows] of figuredRowsByPage(layout.rows)) {
      const cells = rows.flatMap((r) => r.money ?? []);
      const own = clusteredEdges(rows).slice(-3);
      // Or where one of its own columns, as many as the statement's, stands in none of them, the last where the
      // statement's last stands (the same frame's right edge, the columns inside it narrower).
      const tol = columnTolerance(cells[0]!.word.size);
      const near = (a: number, b: number) => Math.abs(a - b) <= tol;
      const shifted = own.length === edges.length && near(own[own.length - 1]!, edges[edges.length - 1]!) && own.some((e) => !edges.some((x) => near(x, e)));
      if (!shifted && cells.filter((m) => inColumn(m, edges)).length >= 0.5 * cells.length) continue;
      if (own.length === edges.length) pages.set(p, own);
    }
  }
  const lefts = leftEdges(layout.rows, edges);
  const mapped = layout.rows.map((r) => remapped(r, roles, pages.get(r.page_number) ?? edges, marks, !!layout.loneBalances, pages.has(r.page_number) ? undefined : lefts));
  // A dated line whose one figure stands in the balance column and is the balance the row above printed is that
  // balance said again (a day's balance, "01/07/2023  Tagessaldo  607,68 €"), not a row whose amount went unread:
  // read by position, it became a row of that amount.
  const rows = mapped.filter((r, k) => !(k > 0 && r === layout.rows[k] && restatedBalance(r, mapped[k - 1]!, roles, pages.get(r.page_number) ?? edges)));
  return { ...layout, rows: roles.includes('debit') ? dropSubtotals(rows).rows : rows };
}

/** `row` (kept by position) prints one figure, in the balance column, equal to the balance of `above`. */
function restatedBalance(row: RawRow, above: RawRow, roles: MoneyRole[], edges: number[]): boolean {
  const cell = row.money?.length === 1 ? row.money[0]! : undefined;
  const k = roles.indexOf('balance');
  if (!cell || k < 0 || row.undated || above.balance === undefined || row.page_number !== above.page_number) return false;
  if (Math.abs(cell.x1 - edges[k]!) > columnTolerance(cell.word.size)) return false;
  const [a, b] = [parseAmount(cell.raw), parseAmount(above.balance)];
  return !!a && !!b && Math.round(a.value * 100) === Math.round(b.value * 100) && a.negative === b.negative;
}

/** The figure stands in one of the columns. */
function inColumn(cell: MoneyCell, edges: number[]): boolean {
  const tol = columnTolerance(cell.word.size);
  return edges.some((e) => Math.abs(cell.x1 - e) <= tol);
}

/** How far a figure's right edge may stand from its column's: a little over a character. */
const columnTolerance = (size: number) => Math.max(3, 1.2 * size);

/**
 * Columns whose figures line up on their left edges (left-aligned money): the left edge most of a column's figures
 * share where their right edges do not, per column (undefined for a right-aligned one). A longer figure of such a
 * column ends right of the edge its shorter ones make ("3.872,27" beside "46,57", both from 631): it is still the
 * column's (random 1023037: read by position instead, its amount taken for the balance).
 */
function leftEdges(rows: RawRow[], edges: number[]): (number | undefined)[] {
  const byEdge = edges.map((): MoneyCell[] => []);
  for (const r of rows)
    for (const m of r.money ?? []) {
      const tol = columnTolerance(m.word.size);
      const k = edges.findIndex((e) => Math.abs(m.x1 - e) <= tol);
      if (k >= 0 && m.x0 !== undefined) byEdge[k]!.push(m);
    }
  const share = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = sorted[sorted.length >> 1]!;
    return xs.filter((x) => Math.abs(x - mid) <= 1.5).length >= 0.8 * xs.length ? mid : undefined;
  };
  return byEdge.map((cells) => {
    if (cells.length < 3) return undefined;
    const left = share(cells.map((m) => m.x0!));
    return left !== undefined && share(cells.map((m) => m.x1)) === undefined ? left : undefined;
  });
}

function remapped(row: RawRow, roles: MoneyRole[], edges: number[], marks?: MarkReading, loneBalances = false, lefts?: (number | undefined)[]): RawRow {
  if (!row.money) return row;
  const tol = columnTolerance(row.money[0]?.word.size ?? 8);
  const out: Partial<Record<MoneyRole, MoneyCell>> = {};
  const text: string[] = [];
  for (const cell of row.money) {
    // Well left of every money column: a figure in the details.
    if (cell.x1 < edges[0]! - 4 * tol) {
      text.push(cell.text);
      continue;
    }
    let k = -1;
    edges.forEach((e, i) => {
      if (Math.abs(cell.x1 - e) <= tol && (k < 0 || Math.abs(cell.x1 - e) < Math.abs(cell.x1 - edges[k]!))) k = i;
    });
    // Or it starts where a left-aligned column's figures start.
    if (k < 0 && lefts && cell.x0 !== undefined) k = lefts.findIndex((x) => x !== undefined && Math.abs(cell.x0! - x) <= 1.5);
    // A figure outside every column, or two in one: this row keeps the reading by position.
    if (k < 0 || out[roles[k]!]) return row;
    out[roles[k]!] = cell;
  }
  // A row with no figure in an amount column keeps its reading by position, unless it printed no date of its own and
  // its one figure stands in the balance column, and the search reads such figures as balances
  // (LayoutResult.loneBalances): a dated line is a row whose amount went unread, not a balance printed apart.
  if (!out.debit && !out.credit && !out.amount && !(loneBalances && row.undated && out.balance && row.money.length === 1)) return row;
  const description = text.length ? [...row.description.slice(0, -1), [row.description[row.description.length - 1] ?? '', ...text].join(' ').trim()] : row.description;
  // A figure in a debit or credit column of its own is a printed direction, as under a header: a reading whose
  // columns the chain contradicts row after row loses to the one it confirms.
  const next: RawRow = { ...row, description, labelled: undefined, debit: undefined, credit: undefined, amount: undefined, balance: undefined, cells: {} };
  // The mark after the figure the layout took for the balance, where these columns name that figure the amount
  // ("balance, amount, marks"), means what the mark reading says, as it would beside an amount.
  const bm = row.balanceMark && marks?.tokens.includes(row.balanceMark.token) ? row.balanceMark : undefined;
  for (const role of Object.keys(out) as MoneyRole[]) {
    const raw = out[role]!.raw;
    next[role] = bm && role !== 'balance' && raw === bm.marked ? `${bm.figure} ${marks!.debit.includes(bm.token) ? 'DR' : 'CR'}` : raw;
    next.cells![role] = out[role]!.word;
  }
  return next;
}
