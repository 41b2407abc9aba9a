/**
 * Month names and abbreviations in English, German, French, Spanish, Portuguese, Dutch and Italian, folded to
 * lower case without accents and without a trailing dot. Shared abbreviations agree on the month
 * ("mar" is March in every language that uses it), so one table serves all.
 */
const NAMES: Record<number, string[]> = {
  1: ['gen', 'gennaio', 'jan', 'january', 'januar', 'janv', 'janvier', 'ene', 'enero', 'janeiro', 'januari', 'jänner', 'janner'],
  2: ['febbraio', 'feb', 'february', 'februar', 'fev', 'fevr', 'fevrier', 'febrero', 'fevereiro', 'februari'],
  3: ['marzo', 'mar', 'march', 'mär', 'mar', 'marz', 'maerz', 'mrz', 'mars', 'marzo', 'marco', 'mrt', 'maart'],
  4: ['aprile', 'apr', 'april', 'avr', 'avril', 'abr', 'abril'],
  5: ['mag', 'maggio', 'may', 'mai', 'mayo', 'maio', 'mei'],
  6: ['giu', 'giugno', 'jun', 'june', 'juni', 'juin', 'junio', 'junho'],
  7: ['lug', 'luglio', 'jul', 'july', 'juli', 'juil', 'juillet', 'julio', 'julho'],
  8: ['agosto', 'aug', 'august', 'aout', 'ago', 'agosto', 'augustus'],
  9: ['settembre', 'sep', 'sept', 'september', 'septembre', 'septiembre', 'set', 'setembro'],
  10: ['ott', 'ottobre', 'oct', 'october', 'okt', 'oktober', 'octobre', 'octubre', 'out', 'outubro'],
  11: ['novembre', 'nov', 'november', 'novembre', 'noviembre', 'novembro'],
  12: ['dicembre', 'dec', 'december', 'dez', 'dezember', 'decembre', 'dic', 'diciembre', 'dezembro'],
};

const LOOKUP = new Map<string, number>();
for (const [m, names] of Object.entries(NAMES)) for (const n of names) LOOKUP.set(fold(n), Number(m));

export function fold(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.$/, '');
}

/** Month number 1-12 for a month name or abbreviation in any supported language, else undefined. */
export function monthFromName(name: string): number | undefined {
  return LOOKUP.get(fold(name));
}
