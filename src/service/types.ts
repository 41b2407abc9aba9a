/**
 * Types of the statement service (issue 11). Field names of what callers see follow
 * ../shared/spec/service-interface.md (snake_case); the rest is ours.
 */
import type { PreviewResult, StatementAccount, Transaction } from '../types.js';

export type StatementStatus = 'pending' | 'queued' | 'processing' | 'completed' | 'failed';

/** What a tenant may do. Stored in the `plans` table; `DEFAULT_PLANS` seeds it. */
export interface Plan {
  name: string;
  /** Download formats included (interface 4.5 values). */
  formats: string[];
  max_pages: number;
  max_bytes: number;
  /** Statements of one tenant processed at once; the others wait as `queued`. */
  concurrency: number;
}

/** Interface 2.1. */
export type PreviewView = PreviewResult;

/** Interface 2.2. */
export interface UploadResult {
  id: string;
  filename: string;
  status: 'pending';
  page_count: number;
  estimated_seconds: number;
}

/**
 * Interface 2.3. Every field is present in every state (null / 0 / [] until completed) so a client can rely on one
 * shape; `error_code` and `error_message` are non-null only when failed.
 */
export interface StatementView {
  id: string;
  filename: string;
  status: StatementStatus;
  page_count: number;
  bank_name: string | null;
  currency: string | null;
  period_start: string | null;
  period_end: string | null;
  transaction_count: number;
  opening_balance: number | null;
  closing_balance: number | null;
  available_exports: string[];
  transactions: Transaction[];
  /** Only for a file of several accounts (Statement.accounts). */
  accounts?: StatementAccount[];
  error_code: string | null;
  error_message: string | null;
  created_at: string;
  updated_at: string;
}

/** Interface 2.5. */
export interface ListEntry {
  id: string;
  filename: string;
  status: StatementStatus;
  transaction_count: number;
}

export interface ListPage {
  items: ListEntry[];
  /** Pass back as `cursor` to read the next (older) page; null on the last page. */
  next_cursor: string | null;
}

/** Exporter options a download may choose (HTTP: the query parameters `account` and `allow_unreconciled`). */
export interface DownloadOptions {
  /** Index of the account to write, of a statement of several accounts, for the formats that hold one (mt940, camt053, qbo). */
  account?: number;
  /** mt940, camt053, qbo: write a statement that does not reconcile as printed instead of refusing it. */
  allowUnreconciled?: boolean;
}

export interface Download {
  format: string;
  filename: string;
  content_type: string;
  path: string;
  size: number;
  /** true when the export was made by an earlier download and read back from disk. */
  cached: boolean;
}

export interface KeyInfo {
  id: string;
  tenant: string;
  name: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface CreatedKey extends KeyInfo {
  /** The whole key: shown here once, only its hash is stored. */
  key: string;
}

export interface Tenant {
  id: string;
  plan: Plan;
}
