import { StatementError } from '../errors.js';
import type { CategoryRulesSource, ExtractOptions, OcrOptions, PreviewOptions, ProgressEvent } from '../types.js';
import { loadCategoryRules } from '../categorize/user-rules.js';

/**
 * Options are checked before any work starts, so a wrong value is an INVALID_INPUT naming the option instead of
 * an untyped error deep inside, or worse a silent default (a NaN maxPages used to switch the page limit off).
 * Only `undefined` means "not given": null and wrong types are refused.
 */
export function validateExtractOptions(options: unknown): ExtractOptions {
  const o = objectOrUndefined(options, 'options') ?? {};
  stringOpt(o, 'password', 'password');
  functionOpt(o, 'onProgress', 'onProgress');
  signalOpt(o, 'signal');
  maxPagesOpt(o);
  const hints = objectOrUndefined(o.hints, 'hints');
  if (hints) {
    if (hints.dateOrder !== undefined && !['DMY', 'MDY', 'YMD'].includes(hints.dateOrder as string))
      invalid('hints.dateOrder', "must be 'DMY', 'MDY' or 'YMD'", hints.dateOrder);
    stringOpt(hints, 'locale', 'hints.locale');
    stringOpt(hints, 'currency', 'hints.currency');
    if (hints.year !== undefined && !(Number.isInteger(hints.year) && (hints.year as number) >= 1 && (hints.year as number) <= 9999))
      invalid('hints.year', 'must be a whole year (1..9999)', hints.year);
    if (hints.accountType !== undefined && !['bank', 'credit_card'].includes(hints.accountType as string))
      invalid('hints.accountType', "must be 'bank' or 'credit_card'", hints.accountType);
  }
  validateOcrOptions(o.ocr, 'ocr');
  // Read and checked here so a typo in a rules file stops the call before any page is read.
  if (o.categoryRules !== undefined) loadCategoryRules(o.categoryRules as CategoryRulesSource);
  return o as ExtractOptions;
}

export function validatePreviewOptions(options: unknown): PreviewOptions {
  const o = objectOrUndefined(options, 'options') ?? {};
  stringOpt(o, 'password', 'password');
  signalOpt(o, 'signal');
  maxPagesOpt(o);
  return o as PreviewOptions;
}

/** More workers than this is a typo, not a machine: each one holds a ~300 MB OCR engine. */
export const MAX_OCR_WORKERS = 64;

export function validateOcrOptions(ocr: unknown, name = 'ocr'): OcrOptions {
  const o = objectOrUndefined(ocr, name);
  if (!o) return {};
  if (o.enabled !== undefined && typeof o.enabled !== 'boolean') invalid(`${name}.enabled`, 'must be true or false', o.enabled);
  if (o.workers !== undefined && !(Number.isInteger(o.workers) && (o.workers as number) >= 1 && (o.workers as number) <= MAX_OCR_WORKERS))
    invalid(`${name}.workers`, `must be a whole number from 1 to ${MAX_OCR_WORKERS}`, o.workers);
  if (o.dpi !== undefined && !(typeof o.dpi === 'number' && Number.isFinite(o.dpi) && o.dpi > 0))
    invalid(`${name}.dpi`, 'must be a positive number', o.dpi);
  return o as OcrOptions;
}

/**
 * A progress callback is the caller's code: if it throws, the extraction goes on and the error is dropped (a
 * progress bar failing must not cost the statement).
 */
export function safeProgress(fn: ((e: ProgressEvent) => void) | undefined): ((e: ProgressEvent) => void) | undefined {
  if (!fn) return undefined;
  return (e) => {
    try {
      fn(e);
    } catch {
      // deliberately ignored, see above
    }
  };
}

type Bag = Record<string, unknown>;

function objectOrUndefined(v: unknown, name: string): Bag | undefined {
  if (v === undefined) return undefined;
  if (v === null || typeof v !== 'object' || Array.isArray(v)) invalid(name, 'must be an object', v);
  return v as Bag;
}

function stringOpt(o: Bag, key: string, name: string): void {
  if (o[key] !== undefined && typeof o[key] !== 'string') invalid(name, 'must be a string', o[key]);
}

function functionOpt(o: Bag, key: string, name: string): void {
  if (o[key] !== undefined && typeof o[key] !== 'function') invalid(name, 'must be a function', o[key]);
}

function signalOpt(o: Bag, name: string): void {
  const s = o[name];
  if (s !== undefined && !(s instanceof AbortSignal)) invalid(name, 'must be an AbortSignal', s);
}

function maxPagesOpt(o: Bag): void {
  const m = o.maxPages;
  if (m !== undefined && !(Number.isSafeInteger(m) && (m as number) >= 1)) invalid('maxPages', 'must be a whole number >= 1', m);
}

function invalid(name: string, rule: string, value: unknown): never {
  throw new StatementError('INVALID_INPUT', `option ${name} ${rule} (got ${describe(value)})`);
}

function describe(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return String(v);
  if (Array.isArray(v)) return 'an array';
  return typeof v;
}
