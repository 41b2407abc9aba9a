/**
 * One normal form for descriptions and rule words, so a rule written once matches every way banks print a name:
 * case, accents, punctuation ("AMAZON.CO.UK*2K4L09", "CVS/PHARMACY"), possessives ("SAINSBURY'S" = "SAINSBURYS")
 * and digits glued to words ("BP#8470320GIANT", "SHELL0345") all fold away. Tokens are separated by single spaces
 * and the text is padded with a space at each end, so a word boundary is always a space.
 */
export function normalizeText(s: string): string {
  const folded = s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    // Letters NFD does not split (Polish, Turkish, Nordic, German).
    .replace(/[ıłøæœßđ]/g, (c) => ({ ı: 'i', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd' })[c]!)
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9&+]+/g, ' ')
    .replace(/([a-z])(?=[0-9])|([0-9])(?=[a-z])/g, '$1$2 ');
  return ` ${folded.replace(/\s+/g, ' ').trim()} `;
}

/**
 * A rule word as a regular-expression source over normalizeText() output. A `*` at either end stands for the rest
 * of a compound ("*zinsen" finds "Dispozinsen", "*versicherung" finds "Kfz-Haftpflichtversicherung"); a word
 * without one also matches its plural or possessive with -s or -es ("sainsbury" finds "SAINSBURYS"; irregular
 * plurals are listed as words of their own).
 */
export function wordSource(word: string): string {
  const open = word.startsWith('*');
  const close = word.endsWith('*');
  const core = normalizeText(word.replace(/^\*|\*$/g, '')).trim();
  if (!core) throw new Error(`empty rule word ${JSON.stringify(word)}`);
  const body = core.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `(?<= )${open ? '[a-z0-9]*' : ''}${body}${close ? '[a-z0-9]*' : '(?:e?s)?'}(?= )`;
}

/** All words of a list as one regular expression (null for an empty list). */
export function wordsRegExp(words: readonly string[] | undefined): RegExp | null {
  if (!words || words.length === 0) return null;
  return new RegExp(words.map(wordSource).join('|'), 'g');
}
