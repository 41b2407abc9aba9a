/**
 * Month names and abbreviations in English, German, French, Spanish, Portuguese, Dutch, Italian, Swedish, Indonesian/Malay, Turkish and Polish (nominative and the genitive dates use), folded to
 * lower case without accents and without a trailing dot. Shared abbreviations agree on the month
 * ("mar" is March in every language that uses it), so one table serves all.
 */
import { editDistanceAtMostOne } from './edit-distance.js';

const NAMES: Record<number, string[]> = {
  1: ['stycznia', 'januari', 'jan', 'ocak', 'oca', 'styczen', 'sty', 'januari', 'gen', 'gennaio', 'jan', 'january', 'januar', 'janv', 'janvier', 'ene', 'enero', 'janeiro', 'januari', 'jänner', 'janner'],
  2: ['lutego', 'februari', 'feb', 'subat', 'sub', 'luty', 'lut', 'februari', 'febbraio', 'feb', 'february', 'februar', 'fev', 'fevr', 'fevrier', 'febrero', 'fevereiro', 'februari'],
  3: ['marca', 'mars', 'mac', 'mart', 'marzec', 'maret', 'marzo', 'mar', 'march', 'mär', 'mar', 'marz', 'maerz', 'mrz', 'mars', 'marzo', 'marco', 'mrt', 'maart'],
  4: ['kwietnia', 'april', 'nisan', 'nis', 'kwiecien', 'kwi', 'aprile', 'apr', 'april', 'avr', 'avril', 'abr', 'abril'],
  5: ['maja', 'maj', 'mei', 'mayis', 'maj', 'mag', 'maggio', 'may', 'mai', 'mayo', 'maio', 'mei'],
  6: ['czerwca', 'juni', 'haziran', 'haz', 'czerwiec', 'cze', 'giu', 'giugno', 'jun', 'june', 'juni', 'juin', 'junio', 'junho'],
  7: ['lipca', 'juli', 'temmuz', 'tem', 'lipiec', 'lip', 'julai', 'lug', 'luglio', 'jul', 'july', 'juli', 'juil', 'juillet', 'julio', 'julho'],
  8: ['sierpnia', 'augusti', 'agu', 'agt', 'ogo', 'ogos', 'agustus', 'agustos', 'sierpien', 'sie', 'agosto', 'aug', 'august', 'aout', 'ago', 'agosto', 'augustus'],
  9: ['wrzesnia', 'september', 'eylul', 'eyl', 'wrzesien', 'wrz', 'settembre', 'sep', 'sept', 'september', 'septembre', 'septiembre', 'set', 'setembro'],
  10: ['pazdziernika', 'oktober', 'okt', 'ekim', 'eki', 'pazdziernik', 'paz', 'oktober', 'ott', 'ottobre', 'oct', 'october', 'okt', 'oktober', 'octobre', 'octubre', 'out', 'outubro'],
  11: ['listopada', 'november', 'kasim', 'kas', 'listopad', 'lis', 'nopember', 'novembre', 'nov', 'november', 'novembre', 'noviembre', 'novembro'],
  12: ['grudnia', 'december', 'des', 'dis', 'aralik', 'ara', 'grudzien', 'gru', 'desember', 'disember', 'dicembre', 'dec', 'december', 'dez', 'dezember', 'decembre', 'dic', 'diciembre', 'dezembro'],
};

/** Folded words (fold() keeps words up to this length). */
const FOLD_KEEP_LENGTH = 32;
const FOLD_KEEP = 5_000;
const FOLDED = new Map<string, string>();

const LOOKUP = new Map<string, number>();
for (const [m, names] of Object.entries(NAMES)) for (const n of names) LOOKUP.set(fold(n), Number(m));

export function fold(s: string): string {
  // Words are folded over and over (every line is asked for dates and header labels): short ones are kept.
  if (s.length > FOLD_KEEP_LENGTH) return foldNow(s);
  let f = FOLDED.get(s);
  if (f === undefined) {
    f = foldNow(s);
    // Full, it takes no more (emptied once a statement is interpreted: forgetFolds): emptied to start again, it left
    // promoted garbage on long statements (a table of read figures kept the same way took a 2,000-page statement's
    // peak RSS from 343-404 MB to 465-520, and 393-429 when it only filled: not kept).
    if (FOLDED.size < FOLD_KEEP) FOLDED.set(s, f);
  }
  return f;
}
/** Empties the table of folded words (called once a statement is interpreted). */
export function forgetFolds(): void {
  FOLDED.clear();
}

function foldNow(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    // Letters with no decomposition: Turkish dotless i ("Aralık"), Polish ł.
    .replace(/ı/g, 'i')
    .replace(/ł/g, 'l')
    .replace(/\.$/, '');
}

/**
 * Month names as printed with a letter OCR tends to lose (a circumflex, umlaut or cedilla: "août" read "aot"). Each
 * without that letter, when three letters or more are left and they name no other month, is read as the month.
 */
const ACCENTED = ['août', 'févr', 'déc', 'märz', 'jänner', 'março', 'şubat', 'ağustos', 'eylül', 'kasım', 'aralık'];
const DROPPED = new Map<string, string>();
for (const name of ACCENTED) {
  const chars = [...name];
  chars.forEach((c, i) => {
    if (/[a-z]/.test(c)) return;
    const t = fold(chars.filter((_, k) => k !== i).join(''));
    const month = LOOKUP.get(fold(name));
    if (t.length >= 3 && (LOOKUP.get(t) ?? month) === month) DROPPED.set(t, fold(name));
  });
}

/** Full month names (4+ letters): the only ones an OCR slip can be told apart from other words by. */
const LONG_NAMES = [...LOOKUP.keys()].filter((n) => n.length >= 4);

/**
 * The month name an OCR word is one slip away from ("Méarz" -> "marz"), when all such names mean the same month;
 * undefined for real month names and anything else.
 */
export function nearMonthName(word: string): string | undefined {
  const f = fold(word);
  if (f.length < 4 || !/^\p{L}+$/u.test(f) || LOOKUP.has(f)) return undefined;
  const near = LONG_NAMES.filter((n) => editDistanceAtMostOne(f, n));
  return near.length > 0 && near.every((n) => LOOKUP.get(n) === LOOKUP.get(near[0]!)) ? near[0] : undefined;
}

/** Month number 1-12 for a month name or abbreviation in any supported language, else undefined. */
export function monthFromName(name: string): number | undefined {
  return LOOKUP.get(fold(name));
}

// Every cut of a name (three letters or more) that is no name itself, with the months it begins.
const PREFIXES = new Map<string, Set<number>>();
for (const [m, names] of Object.entries(NAMES))
  for (const n of names) {
    const f = fold(n);
    for (let k = 3; k < f.length; k++) {
      const p = f.slice(0, k);
      if (LOOKUP.has(p)) continue;
      const set = PREFIXES.get(p) ?? new Set<number>();
      set.add(Number(m));
      PREFIXES.set(p, set);
    }
  }
const TWO_MONTHS = new Map<string, [number, number]>();
for (const [p, set] of PREFIXES) if (set.size === 2) TWO_MONTHS.set(p, [...set].sort((a, b) => a - b) as [number, number]);
PREFIXES.clear();

/**
 * A month name cut to its first letters where that leaves two months ("jui": juin and juillet): no name of its own,
 * the two months it may be, in calendar order. The statement's period tells which (resolve-dates.ts).
 */
export function twoMonthsFromName(name: string): [number, number] | undefined {
  return TWO_MONTHS.get(fold(name));
}

/**
 * Letters and digits tesseract reads for a letter of a short month abbreviation ("NQV" for NOV, "Jui" for Jul, "ao(t"
 * for août).
 */
const LOOKALIKES: Record<string, string[]> = { q: ['o'], '0': ['o'], d: ['o'], a: ['o', 'e'], o: ['a'], m: ['n'], n: ['m'], '1': ['i', 'l'], l: ['i'], '|': ['i', 'l'], '5': ['s'], '8': ['b', 's'], '6': ['g'], u: ['v'], v: ['u'], c: ['e'], e: ['c'], i: ['l'], '(': ['u'] };

/** Two marks tesseract reads for one letter: "aolit" and "ao(it" for "août" (û), "rn" for m. */
const PAIRS: Record<string, string> = { li: 'u', '(i': 'u', ii: 'u', rn: 'm' };

/**
 * The month abbreviation an OCR word is one look-alike letter (or pair of marks) away from ("NQV", "Nav", "Mov" -> "nov"; "Dac" -> "dec"): a short
 * abbreviation is one edit from several others ("mar", "may"), so only a letter tesseract confuses with the printed
 * one counts, and only when the answer is one month.
 */
export function lookalikeMonth(word: string): string | undefined {
  const f = fold(word);
  if (f.length < 3 || f.length > 5 || LOOKUP.has(f)) return undefined;
  const dropped = DROPPED.get(f);
  if (dropped) return dropped;
  const found = new Set<string>();
  for (let i = 0; i + 1 < f.length; i++) {
    const t = PAIRS[f.slice(i, i + 2)] ? f.slice(0, i) + PAIRS[f.slice(i, i + 2)] + f.slice(i + 2) : undefined;
    if (t && LOOKUP.has(t)) found.add(t);
    // One glyph read twice, as itself or a look-alike ("0OCA" for OCA, "SuUB" for ŞUB: bold print split in two boxes).
    const [a, b] = [f[i]!, f[i + 1]!];
    // The letter of the two stays ("LI1S" for LIS: the I read again as a 1).
    const same = a === b || LOOKALIKES[a]?.includes(b) || LOOKALIKES[b]?.includes(a);
    const twice = !same ? undefined : /\p{L}/u.test(b) ? f.slice(0, i) + f.slice(i + 1) : /\p{L}/u.test(a) ? f.slice(0, i + 1) + f.slice(i + 2) : undefined;
    if (twice && LOOKUP.has(twice)) found.add(twice);
  }
  // No month name holds a digit: every digit is a letter misread ("11S" for LIS), each read back as its look-alikes;
  // a digit doubled may be one letter read twice ("A00T" for AOÛT, its Û a second 0), then read with its accent lost.
  if (/\d/.test(f) && /\p{L}/u.test(f)) {
    const doubled = [...f].flatMap((c, i) => (i > 0 && c === f[i - 1] && /\d/.test(c) ? [f.slice(0, i) + f.slice(i + 1)] : []));
    for (const source of [f, ...doubled]) {
      let variants = [''];
      for (const c of source) variants = variants.flatMap((v) => (/\d/.test(c) ? (LOOKALIKES[c] ?? []).map((l) => v + l) : [v + c]));
      for (const v of variants) {
        if (LOOKUP.has(v)) found.add(v);
        else if (DROPPED.has(v)) found.add(DROPPED.get(v)!);
      }
    }
  }
  if (f.length > 4) return found.size === 1 ? [...found][0] : undefined;
  for (let i = 0; i < f.length; i++)
    for (const c of LOOKALIKES[f[i]!] ?? []) {
      const t = f.slice(0, i) + c + f.slice(i + 1);
      if (LOOKUP.has(t)) found.add(t);
    }
  const names = [...found];
  return names.length > 0 && names.every((n) => LOOKUP.get(n) === LOOKUP.get(names[0]!)) ? names[0] : undefined;
}
