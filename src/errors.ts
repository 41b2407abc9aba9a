/**
 * Typed errors with stable codes. Callers (and the CLI's exit codes) switch on `code`, never on the message.
 */
export type ErrorCode =
  | 'INVALID_INPUT'
  | 'FILE_NOT_FOUND'
  | 'NOT_A_PDF'
  | 'CORRUPT_PDF'
  | 'PASSWORD_REQUIRED'
  | 'WRONG_PASSWORD'
  | 'NO_PAGES'
  | 'TOO_MANY_PAGES'
  | 'NO_TRANSACTIONS'
  | 'NO_TEXT'
  | 'OCR_UNAVAILABLE'
  | 'OCR_FAILED'
  | 'ABORTED'
  | 'TIMEOUT'
  | 'RESOURCE_LIMIT'
  | 'UNKNOWN_FORMAT'
  | 'EXPORT_FAILED';

export class StatementError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StatementError';
    this.code = code;
  }
}

export function isStatementError(e: unknown): e is StatementError {
  return e instanceof StatementError;
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new StatementError('ABORTED', 'extraction aborted by the caller');
}
