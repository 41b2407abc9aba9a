import type { ExtractOptions, Input, PageText, Statement } from '../types.js';
import { StatementError, throwIfAborted } from '../errors.js';
import { readInput } from '../load/read-input.js';
import { openPdf } from '../load/open-pdf.js';
import { visibleTextReader } from '../load/page-ops.js';
import type { PDFDocumentProxy } from '../load/pdfjs.js';
import { readTextPages } from './read-pages.js';
import { interpret } from '../interpret/search.js';
import { requireIndependentCheck } from '../reconcile/independence.js';
import { checkDatedLinesUnread } from '../reconcile/dated-lines-unread.js';
import { checkFarDates } from '../reconcile/far-dates.js';
import { checkUnreadAboveRows } from '../reconcile/unread-above-row.js';
import { distrustRepairsBesideUnread } from '../reconcile/beside-unread.js';
import { checkFiguresBetweenRows } from '../reconcile/figures-between-rows.js';
import { nameShortSection } from '../reconcile/section-short.js';
import { suspectNotes } from '../reconcile/suspect-notes.js';
import type { OcrPool } from '../ocr/pool.js';
import { attachEvidence } from './evidence.js';
import { categorizeTransactions } from '../categorize/categorize.js';
import { safeProgress, validateExtractOptions } from '../load/options.js';
import { NO_DATE_ON_ROW } from '../normalize/build-transactions.js';
import { collectGarbage } from './collect-garbage.js';
import { figuresBySignWidth } from '../text/sign-width.js';
import { codesByLookAlike } from '../text/code-look-alikes.js';
import { monthsByLookAlike } from '../text/month-look-alikes.js';

/** Largest file whose bytes are copied for the content-stream reader of the text-layer check (see runExtraction). */
export const VISIBLE_CHECK_MAX_BYTES = 16 * 1024 * 1024;
/** Lines from which a statement is long (~450 full pages): a full collection then costs < 1 % of its reading. */
export const LONG_STATEMENT_LINES = 20_000;

/** Supplies an OCR pool on demand; the caller of extract decides whether it lives beyond one statement. */
export interface OcrProvider {
  get(): Promise<OcrPool>;
}

/**
 * The whole pipeline for one PDF: load -> text lines (text layer, or OCR for scanned pages) -> layout ->
 * normalisation -> reconciliation. Pure apart from the OCR pool it is handed.
 */
export async function runExtraction(input: Input, options: ExtractOptions, ocr: OcrProvider): Promise<Statement> {
  options = validateExtractOptions(options);
  options = { ...options, onProgress: safeProgress(options.onProgress) };
  const bytes = await readInput(input);
  throwIfAborted(options.signal);
  // Without the standard fonts' programs: text reads the same, faster. The few pages rendered for OCR draw such text
  // (rarely more than a page number on a scan) in a fallback font.
  // pdf.js detaches the bytes it reads: the content-stream reader that spares the text-layer check pdf.js's operator
  // lists gets a copy (files up to VISIBLE_CHECK_MAX_BYTES; a large scan's pages are checked by pdf.js as before).
  let copy: Uint8Array | undefined = bytes.length <= VISIBLE_CHECK_MAX_BYTES ? bytes.slice() : undefined;
  const doc = await openPdf(bytes, { password: options.password, maxPages: options.maxPages, signal: options.signal, standardFontPrograms: false });
  let pages: PageText[];
  try {
    pages = await readTextPages(doc, { ...options, drawnVisibly: copy ? visibleTextReader(copy, doc.numPages) : undefined });
    copy = undefined;
    await ocrScannedPages(doc, pages, options, ocr);
    throwIfAborted(options.signal);
  } finally {
    // Closed before the statement-wide passes: pdf.js's thread (ended after a long document, see pdf-worker.ts) and
    // its memory are gone while they run.
    await doc.destroy();
  }
  return buildStatement(pages, options, true);
}

async function ocrScannedPages(doc: PDFDocumentProxy, pages: PageText[], options: ExtractOptions, ocr: OcrProvider): Promise<void> {
  const scanned = pages.filter((p) => p.type === 'scanned').map((p) => p.page_number);
  if (scanned.length === 0) return;
  if (options.ocr?.enabled === false) {
    if (scanned.length === pages.length)
      throw new StatementError('OCR_UNAVAILABLE', `all ${pages.length} page(s) are scanned images and OCR is disabled`);
    return;
  }
  // Starting the OCR workers takes seconds: say OCR has begun, so a progress display does not keep showing the
  // last text-layer page meanwhile.
  options.onProgress?.({ stage: 'ocr', pages_done: 0, pages_total: scanned.length });
  const pool = await ocr.get();
  throwIfAborted(options.signal);
  const { ocrPages } = await import('../ocr/ocr-pages.js');
  for await (const page of ocrPages(pool, doc, scanned, {
    signal: options.signal,
    onPage: ({ done, total, elapsedSeconds }) =>
      options.onProgress?.({ stage: 'ocr', pages_done: done, pages_total: total, eta_seconds: done ? Math.round((elapsedSeconds / done) * (total - done)) : undefined }),
  })) {
    pages[page.page_number - 1] = page;
  }
  const failed = scanned.map((n) => pages[n - 1]!).filter((p) => p.error);
  // Nothing readable at all: the OCR failure is the answer, not "no text".
  if (failed.length === scanned.length && pages.every((p) => p.lines.length === 0))
    throw new StatementError('OCR_FAILED', `OCR failed on every scanned page: ${failed[0]!.error}`);
}

/** `ownsPages`: the pages are this call's to consume (their lines are let go once the layouts are read). */
export function buildStatement(pages: PageText[], options: ExtractOptions, ownsPages = false): Statement {
  const hints = options.hints ?? {};
  if (!pages.some((p) => p.lines.length > 0)) throw new StatementError('NO_TEXT', 'no text was found on any page (blank pages or unreadable scans)');
  // A long statement's memory peak is set by when V8 collects (collect-garbage.ts); a short one's is not worth a pause.
  const long = pages.reduce((n, p) => n + p.lines.length, 0) >= LONG_STATEMENT_LINES;
  // OCR figures after a currency sign it garbled are read by their width first (sign-width.ts): copies of the lines
  // it changes, the rest as given.
  // So is a currency code before figures that OCR read a letter off (code-look-alikes.ts), and a date's month name
  // that it read a digit into (month-look-alikes.ts).
  const read = pages.some((p) => p.source === 'ocr') ? monthsByLookAlike(codesByLookAlike(figuresBySignWidth(pages))) : pages;
  const { layout, built, rec, interpretation, accounts } = interpret(read, hints, { releaseLines: ownsPages, released: long ? collectGarbage : undefined });
  // Rows are categorised here, once: the reading is chosen, the account type settled (a card's credits are payments
  // to it), and the caller's own rules apply. The candidates of the search are never categorised.
  categorizeTransactions(built.transactions, built.account_type, options.categoryRules);
  const currency = layout.summary.currency ?? hints.currency ?? null;
  const statementLike =
    built.transactions.length > 0 || layout.summary.opening_balance !== undefined || layout.summary.closing_balance !== undefined;
  if (!statementLike)
    throw new StatementError('NO_TRANSACTIONS', 'no transaction table and no balances were found: this does not look like a bank statement');

  // With no running balance to say which row is wrong, the rows (and printed balances) to look at first. Accounts read
  // one by one carry their own (accounts.ts mergeAccounts): the statement's difference is theirs, not one figure.
  if (!accounts) rec.notes.push(...suspectNotes(built, rec, pages.some((p) => p.source === 'ocr')));
  nameShortSection(rec, built.transactions, layout.evidence, built.balanceSense);
  distrustRepairsBesideUnread(rec, built, layout);
  checkFiguresBetweenRows(rec, built.transactions, built.opening_balance, layout.evidence);
  checkDatedLinesUnread(rec, built, layout.evidence, currency);
  const namedAbove = checkUnreadAboveRows(rec, built.transactions, layout);
  // Where OCR lost a row's amount, the line is the best pointer a reader can get to what does not add up.
  if (rec.status !== 'reconciled')
    for (const t of built.amountsUnread) rec.notes.push(`page ${t.page_number}, "${t.description.slice(0, 40)}": a row whose amount OCR could not read was left out, a row is missing`);
  if (rec.status !== 'reconciled')
    for (const u of layout.unread ?? []) if (!namedAbove.includes(u)) rec.notes.push(`page ${u.page_number}: a dated line without a readable amount, a row may be missing: "${u.text.replace(/\s+/g, ' ').slice(0, 80)}"`);
  // A date no reading could make one was replaced by the row above's: the money may add up, the dates are unchecked.
  // So with a text layer's row that printed no date where every other row prints one: its line was not read as the
  // table's (figures a line under the date, a page that starts before its header), and the date it took is a guess.
  const undatedText = built.transactions.filter((t) => t.confidence >= 1 && t.corrections?.some((c) => c.startsWith(NO_DATE_ON_ROW))).length;
  const guessed = layout.rows.filter((r) => r.datePieces).length + undatedText;
  if (guessed && rec.status === 'reconciled') {
    rec.status = 'unverifiable';
    rec.notes.push(`the amounts add up, but ${guessed} row(s) print a date that could not be read; they take the date of the row above`);
  }
  checkFarDates(rec, built);
  // A page left unread means rows are missing even when the rest adds up (a page's balance carried forward can make
  // it look whole): never 'reconciled', and the note says why.
  const unreadPages = pages.filter((p) => p.error);
  if (unreadPages.length && rec.status === 'reconciled') rec.status = 'unverifiable';
  for (const p of unreadPages) rec.notes.push(`page ${p.page_number} could not be read, so its rows are missing`);
  requireIndependentCheck(rec, built, layout);
  const warnings = [...unreadPages.map((p) => `page ${p.page_number} could not be read and is left out: ${p.error}`), ...layout.warnings, ...built.warnings];
  // Nothing a reader might take for a row is dropped without saying so.
  const unread = layout.unread ?? [];
  for (const u of unread.slice(0, 20)) warnings.push(`page ${u.page_number}: a dated line under the table has no readable amount and was not read as a row: "${u.text.replace(/\s+/g, ' ').slice(0, 80)}"`);
  if (unread.length > 20) warnings.push(`${unread.length - 20} more dated line(s) without a readable amount`);
  if (built.derived.opening) warnings.push('opening_balance is not printed (or not legible): derived from the first printed balance less the rows up to it, or from the closing balance and the printed totals');
  if (built.derived.closing) warnings.push('closing_balance is not printed: taken from the last row balance');
  if (built.transactions.length === 0) warnings.push('no transactions found in the statement');
  const meanConf = built.transactions.length ? built.transactions.reduce((s, t) => s + t.confidence, 0) / built.transactions.length : 1;
  const confidence = rec.status === 'discrepancy' ? meanConf * 0.5 : rec.status === 'unverifiable' ? meanConf * 0.9 : meanConf;
  const statement: Statement = {
    status: 'completed',
    bank_name: layout.bank_name,
    account_type: built.account_type,
    account_number: layout.summary.account_number ?? null,
    iban: layout.summary.iban ?? null,
    currency,
    period_start: built.period_start,
    period_end: built.period_end,
    transaction_count: built.transactions.length,
    opening_balance: built.opening_balance,
    closing_balance: built.closing_balance,
    transactions: built.transactions,
    reconciliation: rec,
    ...(accounts ? { accounts } : {}),
    page_count: pages.length,
    pages: pages.map((p) => ({ page: p.page_number, type: p.type })),
    confidence: Math.round(confidence * 1000) / 1000,
    parser: layout.parser,
    interpretation,
    warnings,
  };
  // For the visual report only: not enumerable, never in the JSON (see src/pipeline/evidence.ts).
  return attachEvidence(statement, { layout: layout.evidence, pages: pages.map((p) => ({ page: p.page_number, width: p.width, height: p.height, type: p.type, ...(p.turn ? { turn: p.turn } : {}) })) });
}
