import type { LayoutEvidence, Line } from '../types.js';
import type { GenericParse } from './generic-parser.js';
import { readHeader } from './header.js';
import { splitLine } from './line-cells.js';
import type { AmountMode } from '../normalize/amount.js';
import { SUMMARY_LABELS, isTotalLine } from './keywords.js';
import { summaryLabelOf } from './summary.js';

/**
 * What the generic parser saw besides the rows, with boxes, for the visual report: each table header with its
 * column x-ranges, and the lines it set aside (balance forward, totals, summary figures, lines with a date or an
 * amount that did not become a row, dated lines under a header that had no readable amount). Built from the
 * parse's own lists; it changes nothing and only reads lines the parser already kept.
 */
export function layoutEvidence(g: GenericParse, mode: AmountMode = {}): LayoutEvidence {
  const headers: LayoutEvidence['headers'] = [];
  const headerLines = new Set<Line>();
  for (const h of g.headers) {
    const k = g.otherLines.findIndex((l) => l.page_number === h.page_number && l.y1 === h.y1);
    const last = g.otherLines[k];
    if (!last) continue;
    headerLines.add(last);
    // A stacked header ("Withdrawal" over "Amt.") is read again from its first line to find its top.
    const prev = g.otherLines[k - 1];
    const stacked = prev && prev.page_number === last.page_number && readHeader(g.otherLines, k - 1)?.used === 2;
    if (stacked) headerLines.add(prev);
    headers.push({
      page: h.page_number,
      y0: round(stacked ? prev.y0 : last.y0),
      y1: round(h.y1),
      columns: h.columns.map((c) => ({ role: c.role, x0: round(c.x0), x1: round(c.x1) })),
    });
  }
  const marked: LayoutEvidence['marked'] = [];
  const seen = new Set<Line>();
  const mark = (line: Line, kind: LayoutEvidence['marked'][number]['kind'], from = 0) => {
    if (seen.has(line) || line.words.length === 0) return;
    seen.add(line);
    marked.push({ ...boxOf(line, from), kind, text: line.text.replace(/\s+/g, ' ').slice(0, 120) });
  };
  for (const l of [...g.unreadLines, ...g.unreadByFigures]) mark(l, 'unread');
  for (const l of [...g.forwardLines, ...g.restatedLines]) mark(l, 'forward');
  for (const l of g.otherLines) {
    if (seen.has(l) || headerLines.has(l)) continue;
    if (g.totalLines.has(l) || isTotalLine(l.text)) mark(l, 'total');
    else if (SUMMARY_LABELS.some(({ re }) => re.test(l.text))) {
      // Only from the label on: a summary box often shares its lines with an address printed left of it.
      const at = Math.min(...SUMMARY_LABELS.map(({ re }) => re.exec(l.text)?.index ?? Infinity));
      mark(l, 'summary', wordAt(l, at));
    }
    // A label whose words the producer broke ("Saldo ini cial 2403,17 €").
    else if (summaryLabelOf(l)) mark(l, 'summary');
    else {
      const cells = splitLine(l, 2, mode);
      if (cells.amounts.length > 0 || cells.dates.length > 0) mark(l, 'skipped');
    }
  }
  marked.sort((a, b) => a.page - b.page || a.y0 - b.y0);
  // A literal of the box's fields, not a spread: the copy of a five-field box had no room for the text in the object.
  const rows = g.rows
    .filter((r) => r.bbox)
    .map((r) => {
      const b = r.bbox!;
      const text = [...r.dates.slice(0, 1), ...r.description, r.debit ?? r.credit ?? r.amount ?? '', r.balance ?? ''].join(' ').replace(/\s+/g, ' ').trim().slice(0, 120);
      return { page: b.page, x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1, text };
    });
  return { headers, marked, rows };
}

/** Index of the word of `line` that holds character `at` of its text. */
function wordAt(line: Line, at: number): number {
  let pos = 0;
  for (let k = 0; k < line.words.length; k++) {
    const found = line.text.indexOf(line.words[k]!.text, pos);
    if (found < 0) return 0;
    pos = found + line.words[k]!.text.length;
    if (pos > at) return k;
  }
  return 0;
}

function boxOf(line: Line, from = 0) {
  const words = line.words.slice(from);
  return {
    page: line.page_number,
    x0: round(Math.min(...words.map((w) => w.x0))),
    y0: round(line.y0),
    x1: round(Math.max(...words.map((w) => w.x1))),
    y1: round(line.y1),
  };
}

const round = (v: number) => Math.round(v * 10) / 10;
