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

interface Phrase {
  tokens: string[];
  /** `*` before the first token: the text's token may end with it ("*zinsen" finds "dispozinsen"). */
  open: boolean;
  /** `*` after the last token: the text's token may start with it ("kreditkarte*"). */
  close: boolean;
  /** Which rule the phrase belongs to (an index the caller chooses). */
  tag: number;
}

/**
 * Rule words, matched token by token over normalizeText() output (a word boundary is a space). A `*` at either end
 * stands for the rest of a compound ("*zinsen" finds "Dispozinsen", "*versicherung" finds
 * "Kfz-Haftpflichtversicherung"); without one, the last word also matches with -s or -es added, which covers
 * plurals and, once apostrophes are folded away, possessives ("sainsbury" finds "SAINSBURY'S" and "SAINSBURYS").
 * Indexed by first token, so a description is checked against every rule's words in a few map look-ups (one
 * regular expression per rule cost ~0.6 ms a row).
 */
export class PhraseSet {
  private readonly byFirst = new Map<string, Phrase[]>();
  private readonly wild: Phrase[] = [];

  constructor(words: readonly string[], tag = 0) {
    this.add(words, tag);
  }

  add(words: readonly string[], tag: number): void {
    for (const word of words) {
      const open = word.startsWith('*');
      const close = word.endsWith('*');
      const tokens = normalizeText(word.replace(/^\*|\*$/g, '')).trim().split(' ').filter(Boolean);
      if (tokens.length === 0) throw new Error(`empty rule word ${JSON.stringify(word)}`);
      const phrase = { tokens, open, close, tag };
      if (open || (close && tokens.length === 1)) this.wild.push(phrase);
      else {
        const list = this.byFirst.get(tokens[0]!);
        if (list) list.push(phrase);
        else this.byFirst.set(tokens[0]!, [phrase]);
      }
    }
  }

  /** Calls `hit` for every place a phrase matches `tokens` (the normalised text split on spaces). */
  scan(tokens: readonly string[], hit: (tag: number, start: number, length: number) => void): void {
    for (let i = 0; i < tokens.length; i++) {
      for (const key of candidates(tokens[i]!)) {
        const list = this.byFirst.get(key);
        if (!list) continue;
        for (const p of list) {
          const length = matchAt(p, tokens, i);
          if (length) hit(p.tag, i, length);
        }
      }
      for (const p of this.wild) {
        const length = matchAt(p, tokens, i);
        if (length) hit(p.tag, i, length);
      }
    }
  }

  has(tokens: readonly string[]): boolean {
    let found = false;
    this.scan(tokens, () => (found = true));
    return found;
  }
}

/** The token itself and, for a single-token phrase's plural, the token without -s / -es. */
function candidates(t: string): string[] {
  if (!t.endsWith('s') || t.length < 3) return [t];
  return t.endsWith('es') ? [t, t.slice(0, -1), t.slice(0, -2)] : [t, t.slice(0, -1)];
}

function tokenMatches(pattern: string, token: string, open: boolean, close: boolean, last: boolean): boolean {
  if (open && close) return token.includes(pattern);
  if (close) return token.startsWith(pattern);
  const plural = last && (token === pattern + 's' || token === pattern + 'es' || (open && (token.endsWith(pattern + 's') || token.endsWith(pattern + 'es'))));
  if (open) return token.endsWith(pattern) || plural;
  return token === pattern || plural;
}

function matchAt(p: Phrase, tokens: readonly string[], i: number): number {
  const n = p.tokens.length;
  if (i + n > tokens.length) return 0;
  let length = n - 1;
  for (let k = 0; k < n; k++) {
    const last = k === n - 1;
    if (!tokenMatches(p.tokens[k]!, tokens[i + k]!, p.open && k === 0, p.close && last, last)) return 0;
    length += tokens[i + k]!.length;
  }
  return length;
}
