import type { Line, PageText } from '../types.js';
import { AMOUNT_ROLES, readHeader } from './header.js';
import { toLine } from '../text/group-lines.js';
import { dateWordIndices, matchDateAt, plainDate } from '../normalize/date-token.js';
import { weekdayBefore } from './date-dress.js';
import { CURRENCY_CODES, CURRENCY_SIGNS } from '../normalize/amount.js';

/**
 * A figure as a money column prints it, its currency sign or a direction glued on included ("€1.234,56", "12.50CR"):
 * were those not figures, the table would end at a column of reference numbers or codes left of the money.
 */
const FIGURE = new RegExp(`^[-+(]?(${CURRENCY_SIGNS}|${CURRENCY_CODES})?[-+(]?\\d[\\d.,'\u00a0]*\\)?(${CURRENCY_SIGNS}|${CURRENCY_CODES}|CR|DR|Cr|Dr)?[-+]?$`);
/** A figure with decimals, its closing bracket or trailing sign included ("(387.07)", "12.50-", "12.50CR"). */
const isDecimal = (w: { text: string }) => /\d[.,]\d\d(?:\)|[-+]|CR|DR|Cr|Dr)?$/.test(w.text) && !matchDateAt([w.text], 0);
/** A figure of money: with decimals, or whole units in groups of three ("16.415", "105.586" in yen or rupiah). */
const isMoney = (w: { text: string }) => isDecimal(w) || (/^[-+]?\d{1,3}(?:[.,'\u00a0]\d{3})+$/.test(w.text) && !matchDateAt([w.text], 0));

/**
 * A box printed beside a page's table (the adviser's contact, a notice: real first pages often print one right of a
 * narrower table) puts its words on the rows' lines, after their figures, where amounts are read from the line's
 * right end. Words that stand well right of the table (of every label of a header whose last label names money or
 * marks) are that box's where the page shows a box: two lines at least whose words there start at one left edge, and
 * words with letters, a word of three letters or two words (a column of figures or of marks past a narrow label is
 * the table's). Such words are taken off the rows' lines, and the box's lines between rows go (a line of the box
 * between a row's two dated lines parts them); once the box is found, so does any piece of it OCR broke off ("Mil",
 * "245"). A part holding a figure with decimals is never taken: a summary may stand beside the table's end.
 */
export function withoutBoxBeside(pages: PageText[]): PageText[] {
  // Only a statement that prints no header the parser reads is taken by its figures (a page without a header
  // continues a table an earlier page heads).
  let headed = false;
  const out = pages.map((page) => {
    const lines = page.lines;
    const cuts = new Map<Line, number>();
    for (let i = 0; i < lines.length; i++) {
      const h = readHeader(lines, i);
      if (!h) continue;
      headed = true;
      const cols = [...h.header.columns].sort((a, b) => a.x1 - b.x1);
      const last = cols[cols.length - 1];
      let j = i + h.used;
      while (j < lines.length && !readHeader(lines, j)) j++;
      // Not a label no role names: the box's own title may stand on the header's line. Where the last label names
      // nothing (labels no reader knows, or the box's title), the table ends at its figures' right edge.
      const under = lines.slice(i + h.used, j);
      const edge = last && (AMOUNT_ROLES.includes(last.role) || last.role === 'marker') ? last.x1 : figuresEdge(under);
      if (edge !== undefined) boxBeside(under, edge, cuts, edge === last?.x1 ? 1 : 3);
      i = j - 1;
    }
    return cut(page, cuts);
  });
  if (headed) return out;
  // No header read (labels no reader knows): a page's table runs from its first dated line with a figure to its
  // last, and ends at its figures' right edge.
  return out.map((page) => {
    const lines = page.lines;
    // A row's date may follow its weekday ("Do 21-MÄR-24"), or its details (a date column after the description's:
    // random 1017404, the adviser's box left on the first row took its balance into the details). Mid-line, only a
    // date no figure could be.
    const dated = (l: Line) => {
      const texts = l.words.map((w) => w.text);
      if (matchDateAt(texts, 0) || weekdayBefore(texts, 0)) return true;
      for (let k = 1; k < texts.length; k++) {
        const m = matchDateAt(texts, k);
        if (m && plainDate(m.date)) return true;
      }
      return false;
    };
    // Or figures on the line right under a dated line (rows whose figures stand between their lines of details).
    const under = (k: number) => k > 0 && dated(lines[k - 1]!) && lines[k]!.y0 - lines[k - 1]!.y1 < lines[k]!.y1 - lines[k]!.y0;
    const seeds = lines.flatMap((l, k) => ((dated(l) || under(k)) && lastMoneyX1(l) !== undefined ? [k] : []));
    // Or figures ending where such a row's end: rows whose figures stand on a later line of their details, or that
    // print no date of their own (a date once a day), are the table's too (random 1020953: two rows of twenty
    // dated, the box beside the first page's table left on a row, which was lost).
    const ends = seeds.map((k) => lastMoneyX1(lines[k]!)!);
    const seeded = new Set(seeds);
    const rows = lines.flatMap((l, k) => {
      if (seeded.has(k)) return [k];
      const x1 = lastMoneyX1(l);
      return x1 !== undefined && ends.some((e) => Math.abs(e - x1) <= 2) ? [k] : [];
    });
    // The first row's dated line above its figures' line is the table's too (two dates stacked, the figures on the
    // second line): a box whose title stands on it otherwise leaves its words on the row (random 1008671).
    // The box's title may stand between the two (a line of its own a little lower than the row's first).
    let from = rows[0] ?? 0;
    const first = lines[from];
    for (let k = from - 1; first && k >= Math.max(0, from - 2); k--)
      if (dated(lines[k]!) && first.y0 - lines[k]!.y1 < 2 * (first.y1 - first.y0)) from = k;
    const table = rows.length >= 3 ? lines.slice(from, rows[rows.length - 1]! + 1) : [];
    const edge = figuresEdge(table);
    const cuts = new Map<Line, number>();
    // The box may begin above the table (its title on the labels' line, the adviser's name): the whole page's lines
    // show its left edge, the table's lines are cut.
    if (edge !== undefined) boxBeside(table, edge, cuts, 3, lines);
    return cut(page, cuts);
  });
}

/**
 * The right edge of the line's last figure of money, if any: a word that is one, or the last group of a figure
 * grouped by spaces, which the text layer gives as words of their own ("56 931 100" in rupiah: random 1022417, the
 * table was not found and the adviser's phone number was read as an amount).
 */
function lastMoneyX1(l: Line): number | undefined {
  const money = l.words.filter((w, k) => isMoney(w) || spacedGroup(l.words, k));
  return money.length ? money[money.length - 1]!.x1 : undefined;
}

/**
 * Word k is the last group of a figure grouped by spaces: three digits (and decimals) after groups of three a space
 * apart, the first of one to three digits with no leading zero and no digits a space before it (a phone number,
 * "+00 872 698 408", is none: random 1021281).
 */
function spacedGroup(ws: Line['words'], k: number): boolean {
  const w = ws[k]!;
  const near = (a: Line['words'][number], b: Line['words'][number]) => b.x0 - a.x1 <= 0.5 * w.size;
  if (!/^\d{3}(?:[.,]\d{1,2})?$/.test(w.text)) return false;
  const next = ws[k + 1];
  if (next && /^\d{3}\b/.test(next.text) && near(w, next)) return false;
  let first = k;
  while (first > 0 && near(ws[first - 1]!, ws[first]!) && /^\d{3}$/.test(ws[first - 1]!.text)) first--;
  // The run's first word is the figure's first group; one of three digits may be the first group too.
  if (first > 0 && near(ws[first - 1]!, ws[first]!) && /^[-+(]?[1-9]\d{0,2}$/.test(ws[first - 1]!.text)) first--;
  else if (first === k || !/^[1-9]/.test(ws[first]!.text)) return false;
  const lead = ws[first - 1];
  return !(lead && /\d/.test(lead.text) && near(lead, ws[first]!));
}

/** The page with each cut line's words from its cut on taken off (a line cut at its first word goes). */
function cut(page: PageText, cuts: Map<Line, number>): PageText {
  if (!cuts.size) return page;
  return {
    ...page,
    lines: page.lines
      .map((line) => {
        const k = cuts.get(line);
        return k === undefined ? line : k === 0 ? undefined : { ...line, ...toLine(line.words.slice(0, k), line.page_number) };
      })
      .filter((l): l is Line => !!l),
  };
}

/**
 * Where the lines print a box right of `edge`: each line's first word of it, by line. `texts`: how many different
 * texts the box's parts must show (where the edge comes from the figures, not a money label, a column of marks or of
 * direction words after the amounts shows two or three). `seen`: the lines whose words may show the box's left edge
 * (the whole page, where the box begins above the table); only `lines` are cut.
 */
function boxBeside(lines: Line[], edge: number, cuts: Map<Line, number>, texts: number, seen: Line[] = lines): void {
  const under: { line: Line; k: number }[] = [];
  const table = new Set(lines);
  for (const line of seen) {
    // Each place right of the table where a wide gap opens: the box may begin after a mark that ends the row ("C").
    line.words.forEach((w, k) => {
      if (w.x0 <= edge + 2 * w.size || (k > 0 && w.x0 - line.words[k - 1]!.x1 <= 2 * w.size)) return;
      const part = line.words.slice(k);
      // A figure with decimals or groups there may be a summary printed beside the table's end: left as it is.
      const words = part.some((x) => /\p{L}{3}/u.test(x.text)) || (part.length > 1 && part.some((x) => /\p{L}/u.test(x.text)));
      if (words && !part.some((x) => /\d[.,]\d\d/.test(x.text))) under.push({ line, k });
    });
  }
  // One left edge shared by two cut parts or more, not all the same words: a box, not stray words or a column of
  // marks ("Bij" after every credit).
  const x0 = (u: { line: Line; k: number }) => u.line.words[u.k]!.x0;
  const text = (u: { line: Line; k: number }) => u.line.words.slice(u.k).map((w) => w.text).join(' ');
  let left = Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  const tops: number[] = [];
  for (const u of under) {
    const box = under.filter((v) => Math.abs(x0(v) - x0(u)) <= 2);
    const different = new Set(box.map(text)).size;
    if (box.length >= 2 && different >= Math.max(2, texts)) {
      if (table.has(u.line)) cuts.set(u.line, Math.min(u.k, cuts.get(u.line) ?? Infinity));
      left = Math.min(left, x0(u));
      top = Math.min(top, u.line.y0);
      bottom = Math.max(bottom, u.line.y1);
      tops.push(u.line.words[u.k]!.y0);
    }
  }
  if (left === Infinity) return;
  // Once the box is found, whatever stands inside it goes too: OCR breaks the box's lines into pieces that start
  // anywhere in it ("Mil" of "20121 Milano", "245" of a phone number), and such a piece between a row's two dated
  // lines parts them. Inside it only: a summary's labels under the table may stand as far right. The box's line next
  // to its first or last, its own line pitch away, is inside it too, though it starts a little off the box's left
  // edge (random 1022369: "Mon-Fri 8am to 8pm" two points in, on a row's line, took the row's balance into the
  // details: words after the balance ended the row's figures).
  const ys = [...new Set(tops)].sort((a, b) => a - b);
  const pitch = ys.length >= 2 ? Math.min(...ys.slice(1).map((y, n) => y - ys[n]!)) : 0;
  const boxPart = (line: Line) => {
    const k = line.words.findIndex((w, n) => w.x0 >= left - 2 && w.x0 > edge + 2 * w.size && (n === 0 || w.x0 - line.words[n - 1]!.x1 > w.size));
    return k >= 0 && !line.words.slice(k).some((w) => /\d[.,]\d\d/.test(w.text)) ? k : -1;
  };
  const next = (y: number) => pitch > 0 && (Math.abs(y - ys[ys.length - 1]! - pitch) <= 1.5 || Math.abs(ys[0]! - y - pitch) <= 1.5);
  for (const line of lines) {
    if (cuts.has(line)) continue;
    const k = boxPart(line);
    if (k >= 0 && ((line.y0 >= top && line.y1 <= bottom) || next(line.words[k]!.y0))) cuts.set(line, k);
  }
}

/**
 * The rightmost right edge three or more of the lines' figures end at (a money column's), if any. Any figure counts:
 * in a currency without minor units the columns' figures print no decimals, while amounts abroad in the details do.
 * Three of them within a line or two of the table's commoner columns' figures, down the page: a short list after the
 * table in a frame of its own (pending payments, their amounts far right, one group of the box's phone number at that
 * place) is no column of the table beside which a box stands (random 1023202); a list printed beside the table is
 * one (770216), and so is a column of three credits (1023626).
 */
function figuresEdge(lines: Line[]): number | undefined {
  const ends = lines.flatMap((l) => {
    // (Not a word of a date: "11" of "11 cze".)
    const inDate = dateWordIndices(l.words.map((w) => w.text));
    return l.words.filter((w, k) => FIGURE.test(w.text) && !inDate.has(k)).map((w) => ({ x1: w.x1, y: l.y0 }));
  });
  const at = (x: number) => ends.filter((e) => Math.abs(e.x1 - x) <= 2);
  const span = (es: { y: number }[]) => [Math.min(...es.map((e) => e.y)), Math.max(...es.map((e) => e.y))] as const;
  // The table's height: where the figures of its commoner columns stand (half as many as the commonest's or more).
  const counts = ends.map((e) => at(e.x1).length);
  const most = Math.max(0, ...counts);
  const big = ends.filter((_, k) => counts[k]! >= Math.max(3, 0.5 * most));
  const [top, bottom] = big.length ? span(big) : [0, 0];
  // A line or two past either end is still beside it (a first row that is the month's one credit).
  const gaps = lines.slice(1).map((l, k) => l.y0 - lines[k]!.y0).filter((g) => g > 0).sort((a, b) => a - b);
  const reach = 2 * (gaps[gaps.length >> 1] ?? 0);
  let edge: number | undefined;
  for (const { x1 } of ends) {
    if (edge !== undefined && x1 <= edge) continue;
    if (at(x1).filter((e) => e.y >= top - reach && e.y <= bottom + reach).length >= 3) edge = x1;
  }
  return edge;
}
