/**
 * Words printed with a row's date in its cell: a weekday before it ("Mon 03 Jun", "Di 04.06.2024") and a time of day
 * after it ("03/06/2024 14:32"). They belong to the date, not to the row's description, and a weekday before the
 * date must not hide that the line starts with one.
 */
import { matchDateAt } from '../normalize/date-token.js';
import { fold, monthFromName } from '../normalize/months.js';
import type { Word } from '../types.js';

/** Weekday names and abbreviations, folded (lower case, no accents, no trailing dot). */
const WEEKDAYS = new Set(
  [
    'mon tue tues wed thu thur thurs fri sat sun monday tuesday wednesday thursday friday saturday sunday',
    'mo di mi do fr sa so montag dienstag mittwoch donnerstag freitag samstag sonntag',
    'lun mar mer jeu ven sam dim lundi mardi mercredi jeudi vendredi samedi dimanche',
    'mie jue vie sab dom lunes martes miercoles jueves viernes sabado domingo',
    'seg ter qua qui sex segunda terca quarta quinta sexta',
    'ma wo vr za zo maandag dinsdag woensdag donderdag vrijdag zaterdag zondag',
    'gio lunedi martedi mercoledi giovedi venerdi',
    'pon wt sr czw pt sob niedz niedziela poniedzialek wtorek sroda czwartek piatek sobota',
    'man tis ons tor fre lor son mandag tisdag onsdag torsdag fredag lordag sondag',
    'pzt sal car per cum cmt paz pazartesi sali carsamba persembe cuma cumartesi pazar',
  ].flatMap((l) => l.split(' ')).map(fold),
);

/** Each weekday name's day, Monday 0 (every language above agrees on what each folded name means). */
const DAY_OF_WEEK = new Map<string, number>(
  [
    'mon monday mo montag lun lundi lunes seg segunda ma maandag lunedi pon poniedzialek man mandag pzt pazartesi',
    'tue tues tuesday di dienstag mar mardi martes ter terca dinsdag martedi wt wtorek tis tisdag sal sali',
    'wed wednesday mi mittwoch mer mercredi mie miercoles qua quarta wo woensdag mercoledi sr sroda ons onsdag car carsamba',
    'thu thur thurs thursday do donnerstag jeu jeudi jue jueves qui quinta donderdag gio giovedi czw czwartek tor torsdag per persembe',
    'fri friday fr freitag ven vendredi vie viernes sex sexta vr vrijdag venerdi pt piatek fre fredag cum cuma',
    'sat saturday sa samstag sam samedi sab sabado za zaterdag sob sobota lor lordag cmt cumartesi',
    'sun sunday so sonntag dim dimanche dom domingo zo zondag niedz niedziela son sondag paz pazar',
  ].flatMap((l, day) => l.split(' ').map((n) => [fold(n), day] as const)),
);

/** The day of the week a printed weekday name means (Monday 0), if it is one. */
export function weekdayOf(w: string): number | undefined {
  return DAY_OF_WEEK.get(fold(w.replace(/[.,]$/, '')));
}

const isWeekday = (w: string | undefined) => !!w && WEEKDAYS.has(fold(w.replace(/,$/, '')));

/**
 * A weekday as OCR misreads its letters for digits that look like them ("16r" and "l6r" for lör, "S0n"): only a word
 * that mixes letters with such digits, which no printed weekday or date does, read with each digit as its letter; or
 * a word tesseract doubted whose other readings include a weekday ("stn", offered "s6n", "son").
 */
const LOOKALIKE: Record<string, string> = { '0': 'o', '6': 'o', '1': 'l', '|': 'l', I: 'l', '5': 's' };
const lookalike = (w: string) =>
  /^[\p{L}016|5]{2,4}\.?,?$/u.test(w) && /[016|5]/.test(w) && /\p{L}/u.test(w) && isWeekday(w.replace(/[016|5I]/g, (c) => LOOKALIKE[c]!));
const isOcrWeekday = (w: string, word: Pick<Word, 'alternatives'>) =>
  lookalike(w) || !!word.alternatives?.some((a) => isWeekday(a) || lookalike(a));

/**
 * Whether a weekday `name` printed before the date read from `after` is one. A weekday spelled like a month ("mar":
 * martes and marzo; "Paz": Pazar and pazdziernik) is one only when the date after it reaches further than the date
 * read from it and nothing after that reading is a date again ("Mar 05 Mar 06" is two dates).
 */
function weekdayFits(name: string, texts: readonly string[], at: number, used: number, afterUsed: number): boolean {
  if (!monthFromName(name.replace(/[.,]$/, ''))) return true;
  const own = matchDateAt([name, ...texts.slice(at + used)], 0);
  if (!own) return true;
  if (own.used >= afterUsed + 1) return false;
  // "mar. 04 juin 04 juin": read as a weekday, the line prints two dates alike (booking and value date); read as a
  // month, "mar. 04" and "juin 04" leave a month name alone.
  if (alikeAfter(texts, at + used, afterUsed)) return true;
  return !matchDateAt(texts, at + used + own.used - 1);
}

/** The date read at `from` (of `used` words) is followed by another printed the same way. */
function alikeAfter(texts: readonly string[], from: number, used: number): boolean {
  const first = matchDateAt(texts, from);
  const second = matchDateAt(texts, from + used);
  const shape = (raw: string) => raw.replace(/\p{L}+\.?/gu, 'm').replace(/\d+/g, 'd');
  return !!first && !!second && second.used === used && shape(second.date.raw) === shape(first.date.raw);
}

/**
 * The weekday printed before the date at word `at`: the words it takes (two where pdf.js broke the name with a space
 * between glyphs that stand a little apart: "S un", "j eu.", "n iedz"), or, glued to the date ("mer.2024-04-17"), the date's
 * text without it (the word after the weekday's first piece where its second piece is glued to the date: `used` words
 * before that word); given the OCR word at `at`, also a weekday OCR misread. Undefined when no weekday stands there
 * before a date.
 */
export function weekdayBefore(texts: readonly string[], at: number, ocr?: Pick<Word, 'alternatives'>, ocrMonth?: (t: string) => string | undefined): { used: number; glued?: string } | undefined {
  const w = texts[at];
  if (!w) return undefined;
  const next = texts[at + 1];
  // Either piece may be the short one ("S un", "n iedz").
  if (next !== undefined && (/^\p{L}{0,3}\.?$/u.test(next) || (/^\p{L}{1,2}$/u.test(w) && /^\p{L}+\.?$/u.test(next))) && isWeekday(w + next)) {
    const after = matchDateAt(texts, at + 2);
    if (after && weekdayFits(w + next, texts, at, 2, after.used)) return { used: 2 };
  }
  // A weekday in pieces, its second glued to the date ("s r25 cze" for "sr 25 cze": glyphs placed one by one, the gap
  // inside the name wider than the one after it).
  const tail = next === undefined ? null : /^(\p{L}{1,8}\.?,?)(\d.*)$/u.exec(next);
  if (tail && /^\p{L}{1,8}$/u.test(w) && isWeekday(w + tail[1]!) && matchDateAt([tail[2]!, ...texts.slice(at + 2)], 0)) return { used: 1, glued: tail[2]! };
  const glued = /^(\p{L}{2,9}\.?,?)(\d.*)$/u.exec(w);
  if (glued && isWeekday(glued[1]!)) {
    const rest = [glued[2]!, ...texts.slice(at + 1)];
    // (Its own pieces apart at the separator, "mer.08 /03": the reader joins them where they stand close.)
    const piece = texts[at + 1];
    const inPieces = /^\d{1,4}$/.test(glued[2]!) && !!piece && /^[./-]\d/.test(piece) && !!matchDateAt([glued[2]! + piece, ...texts.slice(at + 2)], 0);
    if (matchDateAt(rest, 0) || inPieces) return { used: 0, glued: glued[2]! };
  }
  if (!isWeekday(w) && !(ocr && isOcrWeekday(w, ocr))) return undefined;
  let read = texts;
  let after = matchDateAt(texts, at + 1);
  // A month OCR misread after the weekday ("mar. 06 aolt" for mardi 06 août), read as the month it is a slip of
  // (`ocrMonth`): else a weekday spelled like a month ("mar": mardi, March) read as the date, the day after it its day.
  for (let j = at + 2; !after && ocr && ocrMonth && j <= at + 3 && j < texts.length; j++) {
    const month = ocrMonth(texts[j]!);
    if (month === undefined) continue;
    read = texts.map((t, i) => (i === j ? month : t));
    after = matchDateAt(read, at + 1);
  }
  return after && weekdayFits(w, read, at, 1, after.used) ? { used: 1 } : undefined;
}

const TIME = /^(?:[01]?\d|2[0-3])(?::|h)[0-5]\d(?::[0-5]\d)?$/;

/**
 * How many words from `at` are a time of day ("14:32", "09:05:11", "14h32"), as printed after a row's date: 1, or 2
 * where its colon came apart from one side ("06 :07", "16: 36", glyphs placed one by one) or its hour's two digits
 * came apart ("2 0:30" for 20:30).
 */
export function timeAfter(texts: readonly string[], at: number): number {
  const [a, b] = [texts[at] ?? '', texts[at + 1] ?? ''];
  if (TIME.test(a)) return 1;
  const hourApart = /^\d$/.test(a) && /^\d:/.test(b);
  return (a.endsWith(':') || b.startsWith(':') || hourApart) && TIME.test(a + b) ? 2 : 0;
}

/**
 * The date of a word OCR glued a time of day onto after the space was lost ("29.11.2412:29" for "29.11.24 12:29",
 * its colon lost too: "15/090956" for "15/09 09:56", unless the four digits read as a year), when what comes before
 * the time is one date word; else undefined.
 */
export function dateBeforeTime(text: string | undefined): string | undefined {
  const m = /^(.*\d)((?:[01]\d|2[0-3]):?[0-5]\d)$/.exec(text ?? '');
  // Four digits without a colon that read as a year are the date's year, its separator lost ("16.042024").
  if (m && !m[2]!.includes(':') && /^(19|20)\d\d$/.test(m[2]!)) return undefined;
  return m && matchDateAt([m[1]!], 0)?.used === 1 ? m[1] : undefined;
}
