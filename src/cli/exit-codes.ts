/** Exit codes of the CLI (README, "Command line"). Type imports only: usable before the library is loaded. */
import type { ErrorCode } from '../errors.js';

export const EXIT_USAGE = 2;
export const EXIT_NO_INPUT = 3;
/** 128 + SIGINT, what shells report for a command stopped by Ctrl-C. */
export const EXIT_INTERRUPTED = 130;

const BY_CODE: Partial<Record<ErrorCode, number>> = {
  INVALID_INPUT: 3, FILE_NOT_FOUND: 3, NOT_A_PDF: 3, CORRUPT_PDF: 3, NO_PAGES: 3, TOO_MANY_PAGES: 3,
  PASSWORD_REQUIRED: 4, WRONG_PASSWORD: 4,
  NO_TRANSACTIONS: 5, NO_TEXT: 5,
  OCR_UNAVAILABLE: 6, OCR_FAILED: 6,
  UNKNOWN_FORMAT: 2, EXPORT_FAILED: 7, ABORTED: 8,
  TIMEOUT: 9, RESOURCE_LIMIT: 9,
};

/** 1 for anything untyped (INTERNAL_ERROR). */
export function exitCodeOf(code: string): number {
  return BY_CODE[code as ErrorCode] ?? 1;
}
