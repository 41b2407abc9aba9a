/**
 * Parses tesseract's hOCR output into words with pixel boxes, confidence and alternative readings.
 *
 * Why hOCR and not the `blocks` JSON: tesseract.js's JSON carries one "choice" per word (the word itself),
 * while hOCR with `lstm_choice_mode = 2` lists, for every character position, the LSTM's ranked candidates
 * (`lstm_choices` spans with `x_confs`). Those give the alternatives balance-chain repair needs
 * (e.g. 8 vs 6 vs 3 in an amount). Recognition time is the same with or without the choices.
 */

export interface OcrWord {
  text: string;
  /** Pixels, origin top-left of the image tesseract saw. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0..100 as tesseract reports it. */
  conf: number;
  alternatives: string[];
}

/** Alternatives whose character candidate scores below this (0..100) are noise. */
const MIN_ALT_CONF = 3;
const MAX_ALTERNATIVES = 4;

const WORD_RE = /<span class='ocrx_word'[^>]*title='([^']*)'[^>]*>/g;

export function parseHocr(hocr: string): OcrWord[] {
  const starts: { index: number; end: number; title: string }[] = [];
  for (const m of hocr.matchAll(WORD_RE)) starts.push({ index: m.index, end: m.index + m[0].length, title: m[1]! });
  const words: OcrWord[] = [];
  for (let i = 0; i < starts.length; i++) {
    const s = starts[i]!;
    const body = hocr.slice(s.end, i + 1 < starts.length ? starts[i + 1]!.index : hocr.length);
    const bbox = /bbox (\d+) (\d+) (\d+) (\d+)/.exec(s.title);
    if (!bbox) continue;
    const conf = Number(/x_wconf (\d+(?:\.\d+)?)/.exec(s.title)?.[1] ?? 0);
    // The word's text is everything before its first nested span (it may be wrapped in <strong>/<em>).
    const cut = body.search(/<span|<\/span>/);
    const text = unescapeHtml((cut < 0 ? body : body.slice(0, cut)).replace(/<[^>]+>/g, '')).trim();
    if (!text) continue;
    words.push({
      text,
      x0: Number(bbox[1]),
      y0: Number(bbox[2]),
      x1: Number(bbox[3]),
      y1: Number(bbox[4]),
      conf,
      alternatives: withNumericVariant(text, alternativesOf(text, body)),
    });
  }
  return words;
}

/** Ranked single-character substitutions from the per-position LSTM candidates. */
function alternativesOf(text: string, body: string): string[] {
  const groups = body.split(/id='lstm_choices_[^']*'>/).slice(1);
  if (groups.length === 0) return [];
  const positions = groups.map((g) =>
    [...g.matchAll(/title='x_confs ([\d.]+)'>([^<]*)<\/span>/g)]
      .map((m) => ({ c: unescapeHtml(m[2]!), p: Number(m[1]) }))
      .sort((a, b) => b.p - a.p),
  );
  const chars = [...text];
  // Candidates line up with characters only when tesseract emitted one group per character.
  if (positions.length !== chars.length) return [];
  const cands: { s: string; score: number }[] = [];
  for (let i = 0; i < chars.length; i++) {
    const opts = positions[i]!;
    const top = opts[0];
    if (!top) continue;
    const own = opts.find((o) => o.c === chars[i])?.p ?? top.p;
    for (const o of opts) {
      if (o.c === chars[i] || o.p < MIN_ALT_CONF) continue;
      const replaced = [...chars];
      replaced[i] = o.c.trim();
      const s = replaced.join('');
      if (s) cands.push({ s, score: o.p / Math.max(own, 1) });
    }
  }
  cands.sort((a, b) => b.score - a.score);
  const out: string[] = [];
  for (const c of cands) {
    if (c.s !== text && !out.includes(c.s)) out.push(c.s);
    if (out.length >= MAX_ALTERNATIVES) break;
  }
  return out;
}

/**
 * Money-shaped tokens get two cheap extra readings, first among the alternatives:
 * - marks tesseract confuses with the decimal point or comma mapped back ("131°55" -> "131.55", "12;30" -> "12,30");
 * - the decimal separator swapped: at 150-200 DPI a comma and a point look the same ("704.80" <-> "704,80").
 */
export function withNumericVariant(text: string, alternatives: string[]): string[] {
  if (!/^[-+(£$€]*\d[\d.,:;°·'`]*\d\)?-?$/.test(text)) return alternatives;
  const extra: string[] = [];
  const mapped = text.replace(/[:°·`]/g, '.').replace(/;/g, ',');
  if (mapped !== text) extra.push(mapped);
  const swapped = mapped.replace(/([.,])(\d{2}\)?-?)$/, (_, sep: string, tail: string) => (sep === '.' ? ',' : '.') + tail);
  if (swapped !== mapped) extra.push(swapped);
  if (!extra.length) return alternatives;
  return [...extra, ...alternatives.filter((a) => !extra.includes(a))].slice(0, MAX_ALTERNATIVES);
}

function unescapeHtml(s: string): string {
  return s.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);/gi, (m, e: string) => {
    switch (e.toLowerCase()) {
      case 'amp':
        return '&';
      case 'lt':
        return '<';
      case 'gt':
        return '>';
      case 'quot':
        return '"';
      case 'apos':
        return "'";
    }
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : m;
  });
}
