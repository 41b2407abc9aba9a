import { editDistanceAtMostOne } from './edit-distance.js';
import { CURRENCY_SIGNS } from './amount.js';

/**
 * The figure of an OCR word whose currency sign tesseract misread with its neighbour ("$$7.419,37", "5$5.218,66",
 * "$%7.623,46" for S$): the text after the sign, before any reading that turns a letter of the sign into a digit
 * ("$97.419,37"). A minus in front of the sign ("-5$479,76" for -S$479,76) is the figure's. At 200 DPI 1-bit the "$"
 * of S$ comes out as percent signs too ("-5%346,55", "S%44,74", "-5$%$192,56"), its S as "$5" ("$5%931,54"): before
 * a figure with its two decimals (its groups of three too: "S$%$4,168.14"), such a prefix is the sign. Undefined where
 * the text has no such prefix.
 */
export function figureAfterSign(text: string): string | undefined {
  const signed = /^(-?).{0,2}?[$€£¥₹][%§$]?(\d[\d.,' ]*)$/.exec(text) ?? /^(-?)[S5$§]{0,2}[%§$]{1,3}(\d[\d' ]*(?:[.,]\d{3})*[.,]\d{2})$/.exec(text);
  return signed ? signed[1]! + signed[2]! : undefined;
}

/**
 * The signed figure of an OCR word whose leading minus tesseract read as another dash-like mark ("=97.26", "~53.12",
 * "<102,31", "«12,13" for -97.26, -53.12, ...): before a figure with its two decimals, such a mark is the minus (every
 * one of them in three cached sets of thirty scans stood for a minus). Undefined where the text has no such mark.
 */
export function figureAfterBentMinus(text: string): string | undefined {
  const m = /^[=~<«—–](\d[\d.,' :;]*[.,:;]\d{2})$/.exec(text);
  return m ? '-' + m[1]! : undefined;
}

// The local signs written in two letters (amount.ts CURRENCY_SIGNS: Rs, kr, TL, ...), without their dot.
export const LETTER_SIGNS = CURRENCY_SIGNS.split('|').map((s) => s.replace(/\\\.\?$/, '')).filter((s) => /^\p{L}{2}$/u.test(s));

/**
 * The figure of an OCR word whose currency sign written in letters tesseract misread by one glyph, glued before the
 * figure with its dot or a comma ("Ras.638.07", "Ra,326.71", "R8.42,776.26" for Rs.): before a figure with its two
 * decimals, a prefix one letter from such a sign is that sign. A minus before it is the figure's. Undefined where the
 * text has no such prefix.
 */
export function figureAfterLetterSign(text: string): string | undefined {
  // The sign read right comes first: "kr19774,88" is kr 19774,88, not a slip "kr1" before 9774,88.
  const exact = /^(-?)(\p{L}{2})(\d[\d.,']*[.,]\d{2})$/u.exec(text);
  if (exact && LETTER_SIGNS.includes(exact[2]!)) return exact[1]! + exact[3]!;
  const m = /^(-?)([A-Za-z][A-Za-z0-9#§]{0,2})[.,]?(\d[\d.,']*[.,]\d{2})$/.exec(text);
  if (!m || !LETTER_SIGNS.some((s) => editDistanceAtMostOne(m[2]!, s))) return undefined;
  return m[1]! + m[3]!;
}
