/**
 * A label printed cut short with a full stop ("Bal.", "Descr.", "Depo.", "With. Amount"), as narrow columns and the
 * narrower table of a first page print them: a word of three letters or more before its full stop reads as the
 * shortest label word it begins where every label word it begins names the same roles ("With.": withdrawal,
 * withdrawals, withdrawn); where they name others ("Movi.": movimento an amount, movimiento details), or it begins
 * none, it stays as printed; a word that is a label by itself is taken before one that only ends a label. `f` is the
 * word cleaned as header words are (folded, the stop gone); `roles` gives each label word the roles it names,
 * `alone` the words that are labels by themselves.
 */
export function abbreviatedLabel(printed: string, f: string, roles: ReadonlyMap<string, string>, alone: ReadonlySet<string>): string | undefined {
  if (!cutShort(printed, f)) return undefined;
  const known = CACHE.get(f);
  if (known !== undefined || CACHE.has(f)) return known;
  const one = firstOfOneRole(labelWordsBegun(f, roles, alone), roles);
  if (CACHE.size >= 5_000) CACHE.clear();
  CACHE.set(f, one);
  return one;
}

/**
 * The label words a cut word begins, a word that is a label by itself first ("disponibelt", not "disponible", only
 * ever after "saldo"), then the shortest.
 */
function labelWordsBegun(f: string, roles: ReadonlyMap<string, string>, alone: ReadonlySet<string>): string[] {
  return [...roles.keys()]
    .filter((w) => w.length > f.length && w.startsWith(f) && /^\p{L}+$/u.test(w))
    .sort((a, b) => Number(alone.has(b)) - Number(alone.has(a)) || a.length - b.length);
}

/**
 * A cut word that begins label words of other roles too ("Movi.": movimento an amount, movimiento details), standing
 * over a column of figures: the money label it begins, where the money labels it begins name one role. `money(w)`:
 * label word w names money roles only.
 */
export function abbreviatedMoneyLabel(
  printed: string,
  f: string,
  roles: ReadonlyMap<string, string>,
  alone: ReadonlySet<string>,
  money: (w: string) => boolean,
): string | undefined {
  return cutShort(printed, f) ? firstOfOneRole(labelWordsBegun(f, roles, alone).filter(money), roles) : undefined;
}

/** A word of three letters or more printed with a full stop after it. */
const cutShort = (printed: string, f: string) => printed.endsWith('.') && /^\p{L}{3,}$/u.test(f);

/** The first of the label words, where they all name the same roles. */
export function firstOfOneRole(words: string[], roles: ReadonlyMap<string, string>): string | undefined {
  return words.length && words.every((w) => roles.get(w) === roles.get(words[0]!)) ? words[0] : undefined;
}

const CACHE = new Map<string, string | undefined>();

/**
 * A label of several words, some cut short ("Tran. Amount", "Runn. Bala."): the longest of our labels whose words
 * these are, each printed whole or cut short after three letters or more, where every such label of that length
 * names one role. `close(j)`: word j stands close enough to the word before it to be of one label.
 */
export function abbreviatedPhrase<R extends string>(
  printed: string[],
  folded: string[],
  phrases: readonly { words: string[]; role: R }[],
  close: (j: number) => boolean,
): { n: number; role: R } | undefined {
  const cut = (j: number) => cutShort(printed[j]!, folded[j]!);
  if (!printed.some((_, j) => cut(j))) return undefined;
  let found: { n: number; role: R } | undefined;
  let ambiguous = false;
  for (const p of phrases) {
    const n = p.words.length;
    if (n < 2 || n > printed.length || (found && n < found.n)) continue;
    const fits = p.words.every((pw, j) => (j === 0 || close(j)) && (folded[j] === pw || (cut(j) && pw.startsWith(folded[j]!))));
    if (!fits || !p.words.some((pw, j) => folded[j] !== pw)) continue;
    if (found && found.role !== p.role) ambiguous = true;
    found ??= { n, role: p.role };
  }
  return found && !ambiguous ? found : undefined;
}
