/**
 * statement-extractor: bank statement PDFs (digital or scanned) to transactions, balances and accounting
 * exports, offline and in-process.
 */
import type { ExtractOptions, Input, OcrOptions, Statement } from './types.js';
import { runExtraction, type OcrProvider } from './pipeline/extract.js';
import type { OcrPool } from './ocr/pool.js';
import type { ReportOptions } from './report/index.js';
import { StatementError } from './errors.js';
import { validateExtractOptions, validateOcrOptions } from './load/options.js';

export type * from './types.js';
export { StatementError, isStatementError, type ErrorCode } from './errors.js';
export { MAX_INPUT_BYTES } from './load/read-input.js';
export { preview, SCANNED_PAGE_WEIGHT, DIGITAL_PAGE_WEIGHT } from './pipeline/preview.js';
export {
  categorize,
  CATEGORIES,
  CATEGORY_MEANING,
  loadCategoryRules,
  type CategorizeOptions,
  type CategoryRuleSet,
} from './categorize/categorize.js';
export { PROFILES, type BankProfile } from './layout/profiles/profiles.js';
export {
  exportStatement,
  registerExporter,
  getExporter,
  listFormats,
  BUILTIN_FORMATS,
  type BuiltinFormat,
  type CustomExportFormats,
  type ExportFormat,
  type Exporter,
  type ExportOptions,
  type ExportResult,
} from './export/index.js';

export type { ReportOptions } from './report/index.js';

/**
 * A self-contained HTML page (a string) showing each page of `input` with what was read drawn over it: rows, table
 * columns, set-aside lines, balance breaks and repairs, beside the summary and the rows (see README, "Visual report").
 * `statement` is the result of extract() for the same input. Loaded on first use (it renders pages with canvas).
 */
export async function report(statement: Statement, input: Input, options: ReportOptions = {}): Promise<string> {
  const m = await import('./report/index.js');
  return m.report(statement, input, options);
}

/**
 * Extracts one statement. OCR workers, when a scanned page needs them, are started for this call and always
 * terminated before it returns; use createExtractor() to keep them warm across many statements.
 */
export async function extract(input: Input, options: ExtractOptions = {}): Promise<Statement> {
  options = validateExtractOptions(options);
  const ex = createExtractor(options.ocr);
  try {
    return await ex.extract(input, options);
  } finally {
    await ex.close();
  }
}

export interface Extractor {
  extract(input: Input, options?: ExtractOptions): Promise<Statement>;
  /**
   * Terminates the OCR workers (if any were started). Extractions still running reject with ABORTED, and so does
   * any later extract().
   */
  close(): Promise<void>;
}

/** An extractor that keeps one warm OCR pool for all the statements it reads. Call close() when done. */
export function createExtractor(ocrOptions: OcrOptions = {}): Extractor {
  ocrOptions = validateOcrOptions(ocrOptions);
  let pool: Promise<OcrPool> | undefined;
  let closed = false;
  // close() aborts what is running, so a statement cut short says ABORTED, not that its OCR failed.
  const closing = new AbortController();
  const provider: OcrProvider = {
    get() {
      if (!pool) {
        pool = import('./ocr/pool.js').then((m) => m.createOcrPool(ocrOptions));
        pool.catch(() => (pool = undefined));
      }
      return pool;
    },
  };
  return {
    async extract(input, options = {}) {
      if (closed) throw new StatementError('ABORTED', 'the extractor is closed (close() was called)');
      options = validateExtractOptions(options);
      const signal = options.signal ? AbortSignal.any([options.signal, closing.signal]) : closing.signal;
      return runExtraction(input, { ...options, signal, ocr: { ...ocrOptions, ...options.ocr } }, provider);
    },
    async close() {
      closed = true;
      closing.abort();
      const p = pool;
      pool = undefined;
      if (p) await p.then((x) => x.terminate()).catch(() => undefined);
    },
  };
}
