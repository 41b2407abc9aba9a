import type { Line, PageText } from '../types.js';
import { editDistanceWithin } from '../normalize/edit-distance.js';
import { matchDateAt } from '../normalize/date-token.js';

/**
 * Lines in a page's top or bottom margin that another page nearby prints at the same place with the same text, but
 * for a few characters (a page number, a slip of OCR): the letterhead and footer every page repeats ("Bank Baltycki
 * - ul. Florianska 3, 31-019 Krakow  Strona 1 z 3"). A footer whose page number OCR glued to its word ("Stronalz 3")
 * is no longer the page-number line the keywords know, and its "3" under a money column made a row of it. Rows
 * that stand at the same place on two pages ("ORLEN STACJA NR 7753 *3489  356,74 DR") differ in their figures, also
 * by one digit ("Utrecht Centraal  Af  51,00 €" over "... 61,00 €", a slip of two characters allowed), and
 * a line that prints a date is never taken for furniture ("EASYJET AIRLINE LUTON  16 mar 2025", its figure on the
 * line below, stood where page 3 printed "... 27 mar 2025"), nor a line narrower than two fifths of the page: a row's
 * last details line ("BENGALURU") may stand at the foot of two pages alike, while a letterhead or footer spans it.
 */
export function repeatedFurniture(pages: PageText[], except: Set<Line> = new Set()): Set<Line> {
  const out = new Set<Line>();
  if (pages.length < 2) return out;
  const marginal = pages.map((p) =>
    p.lines
      .filter((l) => (l.y0 > p.height * 0.85 || l.y1 < p.height * 0.15) && !except.has(l) && !dated(l) && wide(l, p.width))
      .map((l) => ({ l, shape: l.text.toLowerCase().replace(/\s+/g, ''), money: moneyOf(l.text) }))
      .filter((x) => x.shape.replace(/[^\p{L}]/gu, '').length >= 8),
  );
  marginal.forEach((mine, k) => {
    for (const a of mine)
      // The pages nearby are enough (a footer is on every page), and keep a long statement's cost linear.
      for (let j = Math.max(0, k - 2); j <= Math.min(marginal.length - 1, k + 2) && !out.has(a.l); j++) {
        if (j === k) continue;
        const slips = Math.max(1, Math.floor(a.shape.length / 10));
        if (marginal[j]!.some((b) => Math.abs(b.l.y0 - a.l.y0) < 4 && (a.money === '' || b.money === '' || a.money === b.money) && editDistanceWithin(a.shape, b.shape, slips) <= slips)) out.add(a.l);
      }
  });
  return out;
}

/** The line's figures with cents ("51,00"), joined: a page number or a code has none. */
function moneyOf(text: string): string {
  return (text.match(/\d[\d.,' ]*[.,]\d{2}(?!\d)/g) ?? []).join('|');
}

function dated(l: Line): boolean {
  const texts = l.words.map((w) => w.text);
  return texts.some((_, k) => matchDateAt(texts, k) !== undefined);
}

function wide(l: Line, width: number): boolean {
  return l.words.length > 0 && l.words[l.words.length - 1]!.x1 - l.words[0]!.x0 >= 0.4 * width;
}
