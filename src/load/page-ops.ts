import { isDict, isRef, isStream, LiteDocument, LiteUnsupported, nameOf, type PdfDict, type PdfValue } from './pdf-lite.js';

/**
 * What each page's content stream shows as text, read from the operators without pdf.js: the number of
 * text-showing operators (Tj, TJ, ', ") and of the non-space bytes in their strings, through Form XObjects too.
 * pdf.js's text content comes from exactly these operators (not from annotations or images), so a page without
 * any has no text; with many non-space bytes it has text whatever the fonts map them to. Pages that cannot be read
 * here are `undefined`; a file that cannot be read gives `undefined` altogether.
 */
export interface PageOps {
  textOps: number;
  /** Bytes of shown strings other than NUL, whitespace and 0xA0: an upper bound of the page's characters (x2 for two-byte fonts). */
  textBytes: number;
  /**
   * The operators may draw text invisibly: a text rendering mode 3 or 7 is set (`Tr`), or something is drawn whose
   * operators this reader does not follow (a graphics state with a soft mask, an inline image, an operator glued to
   * its operand). Unset: every `Tr` sets a visible mode.
   */
  invisibleText?: true;
}

/** Work this reader may do on the caller's thread before leaving the remaining pages to pdf.js. */
const TIME_BUDGET_MS = 250;
const MAX_PAGES = 100_000;
const MAX_FORM_DEPTH = 8;

export interface DocumentOps {
  pages: (PageOps | undefined)[];
  /** Set where the page count is surely the one pdf.js will give (`countIsPdfjs`). */
  pdfjsPageCount?: number;
}

/**
 * `enoughTextBytes`: a page's walk stops once its strings showed that many bytes (its counts are then lower bounds),
 * for a caller that only asks whether a page has at least that much text.
 */
export function readPageOps(bytes: Uint8Array, enoughTextBytes = Infinity): DocumentOps | undefined {
  const limits: Limits = { deadline: Date.now() + TIME_BUDGET_MS, enoughTextBytes };
  let doc: LiteDocument;
  let pages: { page: PdfDict; resources: PdfValue | undefined }[];
  let agrees: boolean;
  try {
    doc = new LiteDocument(bytes);
    pages = pageList(doc);
    agrees = countIsPdfjs(doc, pages.length, bytes);
  } catch {
    // Whatever this reader trips on (LiteUnsupported, or a shape it did not expect), pdf.js answers instead.
    return undefined;
  }
  const ops = pages.map((p) => (Date.now() > limits.deadline ? undefined : pageOps(doc, p, limits)));
  return agrees ? { pages: ops, pdfjsPageCount: pages.length } : { pages: ops };
}

/**
 * The page count and the first page's operators, without pdf.js, for a service upload that must answer page_count
 * before a worker opens the file. Only where the count is the one pdf.js will give: the page tree's leaves agree
 * with the root's /Count (pdf.js takes /Count unless its last page cannot be found) and, in a linearised file, with
 * the linearisation's /N (which pdf.js takes first). Anything else, or no pages at all, is undefined: ask pdf.js.
 */
export function readFirstPageOps(bytes: Uint8Array): { pageCount: number; first: PageOps | undefined } | undefined {
  try {
    const doc = new LiteDocument(bytes);
    const pages = pageList(doc);
    if (!countIsPdfjs(doc, pages.length, bytes)) return undefined;
    return { pageCount: pages.length, first: pageOps(doc, pages[0]!, { deadline: Date.now() + TIME_BUDGET_MS, enoughTextBytes: Infinity }) };
  } catch {
    return undefined;
  }
}

/** Longest the visible-text check may read one page's operators, and all pages of a document, on the caller's thread. */
const VISIBLE_PAGE_BUDGET_MS = 50;
const VISIBLE_DOCUMENT_BUDGET_MS = 1000;

/**
 * For the text-layer check (ocr/text-layer-trust.ts), which asks pdf.js for a page's whole operator list only to learn
 * whether its text is drawn invisibly over an image: whether page `n` (1-based) surely draws all its text visibly.
 * True only where the reader follows everything pdf.js would put in that list: the page's operators and forms set no
 * text rendering mode 3 or 7 (nor anything unread: see `PageOps.invisibleText`), and its annotations draw nothing
 * (none, or links without an appearance). False means "ask pdf.js", never "invisible". The document is read on the
 * first question, and only when its page count is pdf.js's.
 */
export function visibleTextReader(bytes: Uint8Array, pageCount: number): (n: number) => boolean {
  let pages: { page: PdfDict; resources: PdfValue | undefined }[] | undefined;
  let doc: LiteDocument | undefined;
  let unusable = false;
  let spent = 0;
  return (n) => {
    if (unusable || spent > VISIBLE_DOCUMENT_BUDGET_MS) return false;
    const t0 = Date.now();
    try {
      if (!doc) {
        doc = new LiteDocument(bytes);
        pages = pageList(doc);
        if (pages.length !== pageCount) unusable = true;
      }
      const p = pages![n - 1];
      if (unusable || !p || !annotationsDrawNothing(doc, p.page)) return false;
      const ops = pageOps(doc, p, { deadline: t0 + VISIBLE_PAGE_BUDGET_MS, enoughTextBytes: Infinity });
      return ops !== undefined && !ops.invisibleText;
    } catch {
      unusable = true;
      return false;
    } finally {
      spent += Date.now() - t0;
    }
  };
}

/** A page without annotations, or with links that have no appearance of their own: pdf.js draws nothing for them. */
function annotationsDrawNothing(doc: LiteDocument, page: PdfDict): boolean {
  const annots = doc.resolve(page.get('Annots'));
  if (annots === undefined || annots === null) return true;
  if (!Array.isArray(annots)) return false;
  return annots.every((a) => {
    const d = doc.resolve(a);
    return isDict(d) && nameOf(doc.resolve(d.get('Subtype'))) === 'Link' && !d.has('AP');
  });
}

/**
 * Whether `count` leaves of the page tree is the page count pdf.js will give: at least one, the root's /Count agrees
 * (pdf.js takes /Count unless its last page cannot be found) and, in a linearised file, so does the linearisation's
 * /N (which pdf.js takes first).
 */
function countIsPdfjs(doc: LiteDocument, count: number, bytes: Uint8Array): boolean {
  const root = doc.resolve(doc.trailer.get('Root'));
  const tree = isDict(root) ? doc.resolve(root.get('Pages')) : undefined;
  const printed = isDict(tree) ? doc.resolve(tree.get('Count')) : undefined;
  return count > 0 && printed === count && linearisedCountAgrees(bytes, count);
}

/** pdf.js reads a linearisation dictionary in the file's first object; its /N, when there is one, must be `count`. */
function linearisedCountAgrees(bytes: Uint8Array, count: number): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  const at = head.indexOf('/Linearized');
  if (at < 0) return true;
  // The dictionary holding the key (it nests none: /H is an array); an /N elsewhere in the head is not its.
  const end = head.indexOf('>>', at);
  if (end < 0) return false;
  const dict = head.slice(head.lastIndexOf('<<', at), end);
  return new RegExp(`/N\\s+${count}(?![0-9.])`).test(dict);
}

interface Limits {
  deadline: number;
  enoughTextBytes: number;
}

/** Thrown where a page's walk has counted all the text its caller asked about. */
class Enough {}

function pageOps(doc: LiteDocument, { page, resources }: { page: PdfDict; resources: PdfValue | undefined }, limits: Limits): PageOps | undefined {
  const ops: PageOps = { textOps: 0, textBytes: 0 };
  try {
    const contents = doc.resolve(page.get('Contents'));
    const parts = Array.isArray(contents) ? contents.map((c) => doc.resolve(c)) : contents === undefined || contents === null ? [] : [contents];
    for (const part of parts) {
      if (!isStream(part)) throw new LiteUnsupported('contents');
      scan(doc, doc.streamData(part), resources, ops, 0, limits);
    }
    return ops;
  } catch (e) {
    return e instanceof Enough ? ops : undefined;
  }
}

/** Leaves of the page tree in order, each with its inherited /Resources. */
function pageList(doc: LiteDocument): { page: PdfDict; resources: PdfValue | undefined }[] {
  const root = doc.resolve(doc.trailer.get('Root'));
  if (!isDict(root)) throw new LiteUnsupported('catalog');
  const out: { page: PdfDict; resources: PdfValue | undefined }[] = [];
  const seen = new Set<number>();
  const stack: { node: PdfValue | undefined; resources: PdfValue | undefined }[] = [{ node: root.get('Pages'), resources: undefined }];
  while (stack.length) {
    const { node: ref, resources: inherited } = stack.pop()!;
    if (isRef(ref)) {
      if (seen.has(ref.num)) throw new LiteUnsupported('page tree cycle');
      seen.add(ref.num);
    }
    const node = doc.resolve(ref);
    if (!isDict(node)) throw new LiteUnsupported('page tree node');
    const resources = node.get('Resources') ?? inherited;
    const kids = doc.resolve(node.get('Kids'));
    const type = nameOf(node.get('Type'));
    if (type === 'Pages' || (type !== 'Page' && Array.isArray(kids))) {
      if (!Array.isArray(kids)) throw new LiteUnsupported('page tree kids');
      for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i], resources });
    } else {
      out.push({ page: node, resources });
    }
    if (out.length + stack.length > MAX_PAGES) throw new LiteUnsupported('too many pages');
  }
  return out;
}

/**
 * Walks a content stream byte by byte: operands are not built, only shown strings counted and the last name kept
 * (for `Do`). Ten times faster than parsing each token into a value.
 */
function scan(doc: LiteDocument, b: Uint8Array, resources: PdfValue | undefined, ops: PageOps, depth: number, limits: Limits): void {
  const n = b.length;
  let pending = 0; // non-space bytes of the strings since the last operator
  let lastName: string | undefined;
  // Where the operand just before the operator is, when it is a number (a `Tr`'s mode), else -1.
  let numberAt = -1;
  let numberEnd = -1;
  let i = 0;
  let steps = 0;
  while (i < n) {
    // One huge content stream (10^6 nested `q`) must not hold the caller's thread past the budget either.
    if ((++steps & 4095) === 0 && Date.now() > limits.deadline) throw new LiteUnsupported('time budget');
    const c = b[i]!;
    if (WHITE[c]) {
      i++;
    } else if (c === 37 /* % */) {
      while (i < n && b[i] !== 10 && b[i] !== 13) i++;
    } else if (c === 40 /* ( */) {
      let nest = 0;
      for (i++; i < n; i++) {
        const d = b[i]!;
        if (d === 92 /* \ */) {
          const e = b[++i];
          if (e === undefined) break;
          if (e >= 48 && e <= 55) {
            let v = e - 48;
            for (let k = 0; k < 2 && b[i + 1]! >= 48 && b[i + 1]! <= 55; k++) v = v * 8 + b[++i]! - 48;
            if (shown(v & 255)) pending++;
          } else if (e !== 10 && e !== 13 && !ESCAPED_SPACE[e]) pending++;
        } else if (d === 40) {
          nest++;
          pending++;
        } else if (d === 41) {
          if (nest-- === 0) break;
          pending++;
        } else if (shown(d)) pending++;
      }
      if (i >= n) throw new LiteUnsupported('unterminated string');
      i++;
      numberAt = -1;
    } else if (c === 60 /* < */) {
      numberAt = -1;
      if (b[i + 1] === 60) {
        i += 2;
        continue;
      }
      let hi = -1;
      for (i++; i < n && b[i] !== 62; i++) {
        const h = HEX[b[i]!]!;
        if (h === 255) continue; // whitespace (anything else is refused below)
        if (h === 254) throw new LiteUnsupported('bad hex string');
        if (hi < 0) hi = h;
        else {
          if (shown(hi * 16 + h)) pending++;
          hi = -1;
        }
      }
      if (hi >= 0 && shown(hi * 16)) pending++;
      i++;
    } else if (c === 47 /* / */) {
      const s = ++i;
      while (i < n && !WHITE[b[i]!] && !DELIMS[b[i]!]) i++;
      lastName = String.fromCharCode(...b.subarray(s, i));
      numberAt = -1;
    } else if (DELIMS[c]) {
      i++; // [ ] { } > : arrays gather their strings into `pending`
      numberAt = -1;
    } else {
      const s = i;
      while (i < n && !WHITE[b[i]!] && !DELIMS[b[i]!]) i++;
      if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46) {
        // A number; pdf.js splits a token such as "3Tr" into a number and an operator, which this walk does not.
        if (!plainNumber(b, s, i)) ops.invisibleText = true;
        numberAt = s;
        numberEnd = i;
        continue;
      }
      const op = i - s === 1 ? c : i - s === 2 ? c * 256 + b[s + 1]! : -1;
      if (op === 0x546a /* Tj */ || op === 0x544a /* TJ */ || op === 39 /* ' */ || op === 34 /* " */) {
        ops.textOps++;
        ops.textBytes += pending;
        if (ops.textBytes >= limits.enoughTextBytes) throw new Enough();
      } else if (op === 0x446f /* Do */) {
        if (lastName !== undefined) form(doc, lastName, resources, ops, depth, limits);
      } else if (op === 0x4249 /* BI */) {
        i = skipInlineImage(b, i);
        // pdf.js finds an inline image's end its own way: what it reads after it is not known here.
        ops.invisibleText = true;
      } else if (op === 0x5472 /* Tr */) {
        const mode = numberAt < 0 ? NaN : Number(String.fromCharCode(...b.subarray(numberAt, numberEnd)));
        if (mode === 3 || mode === 7 || Number.isNaN(mode)) ops.invisibleText = true;
      } else if (op === 0x6773 /* gs */) {
        // A soft mask's group is drawn with the page's own operators (pdf.js adds them to the page's list).
        if (lastName === undefined || softMasked(doc, lastName, resources)) ops.invisibleText = true;
      } else if (op < 0 && glued(b, s, i)) ops.invisibleText = true;
      pending = 0;
      lastName = undefined;
      numberAt = -1;
    }
  }
}

const WHITE = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WHITE[c] = 1;
const DELIMS = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIMS[c.charCodeAt(0)] = 1;
/** Hex digit values; 255 whitespace, 254 anything else. */
const HEX = new Uint8Array(256).fill(254);
for (let c = 0; c < 256; c++) {
  if (WHITE[c]) HEX[c] = 255;
  const ch = String.fromCharCode(c);
  if (/[0-9a-fA-F]/.test(ch)) HEX[c] = parseInt(ch, 16);
}
/** `\n`, `\r`, `\t`, `\b`, `\f`: whitespace or control characters once unescaped. */
const ESCAPED_SPACE = new Uint8Array(256);
for (const c of 'nrtbf') ESCAPED_SPACE[c.charCodeAt(0)] = 1;
const shown = (byte: number) => byte > 32 && byte !== 0xa0;

/** Whether b[s..e) is a PDF number written plainly ("3", "-0.5", "+.25", "5."): a sign, digits and one point. */
function plainNumber(b: Uint8Array, s: number, e: number): boolean {
  let k = b[s] === 43 || b[s] === 45 ? s + 1 : s;
  let digits = 0;
  let points = 0;
  for (; k < e; k++) {
    const c = b[k]!;
    if (c >= 48 && c <= 57) digits++;
    else if (c === 46 && points++ === 0) continue;
    else return false;
  }
  return digits > 0;
}

/** A word that holds `Tr`, `gs` or `Do` glued to something else ("3Tr", "Tr3", "q/GS1 gsQ"): pdf.js reads the operator in it. */
function glued(b: Uint8Array, s: number, e: number): boolean {
  for (let k = s; k + 1 < e; k++) {
    const two = b[k]! * 256 + b[k + 1]!;
    if (two === 0x5472 || two === 0x6773 || two === 0x446f) return true;
  }
  return false;
}

/** Whether the named graphics state sets a soft mask (or cannot be read). */
function softMasked(doc: LiteDocument, name: string, resources: PdfValue | undefined): boolean {
  const res = doc.resolve(resources);
  const states = isDict(res) ? doc.resolve(res.get('ExtGState')) : undefined;
  const gs = isDict(states) ? doc.resolve(states.get(name)) : undefined;
  if (gs === undefined || gs === null) return false; // pdf.js draws nothing for it either
  if (!isDict(gs)) return true;
  const mask = doc.resolve(gs.get('SMask'));
  return mask !== undefined && mask !== null && nameOf(mask) !== 'None';
}

function form(doc: LiteDocument, name: string, resources: PdfValue | undefined, ops: PageOps, depth: number, limits: Limits): void {
  const res = doc.resolve(resources);
  const xobjects = isDict(res) ? doc.resolve(res.get('XObject')) : undefined;
  const x = isDict(xobjects) ? doc.resolve(xobjects.get(name)) : undefined;
  if (!isStream(x)) {
    // A name that resolves to nothing draws nothing in pdf.js either; anything else stays undecided.
    if (x === undefined || x === null) return;
    throw new LiteUnsupported('XObject');
  }
  if (nameOf(x.dict.get('Subtype')) !== 'Form') return; // an image: no text
  if (depth >= MAX_FORM_DEPTH) throw new LiteUnsupported('forms nested too deeply');
  scan(doc, doc.streamData(x), x.dict.get('Resources') ?? resources, ops, depth + 1, limits);
}

/** The offset after an inline image's data: after `ID` and its one whitespace byte, up to an `EI` between whitespace. */
function skipInlineImage(b: Uint8Array, from: number): number {
  let i = from;
  for (; i + 1 < b.length; i++) if (b[i] === 73 && b[i + 1] === 68 && WHITE[b[i - 1]!] && (i + 2 >= b.length || WHITE[b[i + 2]!])) break;
  for (i += 3; i + 1 < b.length; i++)
    if (b[i] === 69 && b[i + 1] === 73 && WHITE[b[i - 1]!] && (i + 2 >= b.length || WHITE[b[i + 2]!])) return i + 2;
  throw new LiteUnsupported('inline image without an end');
}
