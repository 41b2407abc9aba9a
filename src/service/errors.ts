/**
 * Errors of the service layer. The interface leaves rejected requests open (part 7.3); these codes and the HTTP
 * statuses beside them are ours and documented in the README ("Run as a service").
 */
export type ServiceErrorCode =
  | 'UNAUTHORIZED'
  | 'NOT_FOUND'
  | 'NOT_READY'
  | 'INVALID_REQUEST'
  | 'NOT_A_PDF'
  | 'UNREADABLE_PDF'
  | 'TOO_LARGE'
  | 'TOO_MANY_PAGES'
  | 'FORMAT_NOT_IN_PLAN'
  | 'UNKNOWN_FORMAT'
  | 'EXPORT_FAILED'
  | 'DATA_DIR_LOCKED';

export const HTTP_STATUS: Record<ServiceErrorCode, number> = {
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  NOT_READY: 409,
  INVALID_REQUEST: 400,
  NOT_A_PDF: 400,
  UNREADABLE_PDF: 422,
  TOO_LARGE: 413,
  TOO_MANY_PAGES: 422,
  FORMAT_NOT_IN_PLAN: 403,
  UNKNOWN_FORMAT: 400,
  EXPORT_FAILED: 422,
  DATA_DIR_LOCKED: 503,
};

export class ServiceError extends Error {
  readonly code: ServiceErrorCode;
  constructor(code: ServiceErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServiceError';
    this.code = code;
  }
}

export function isServiceError(e: unknown): e is ServiceError {
  return e instanceof ServiceError;
}

/** error_message is one line: a caller shows it as is, and logs stay greppable. */
export const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim().slice(0, 500);
