/**
 * Types of the export stage. An exporter turns a Statement into the bytes of one file format.
 */
import type { Statement } from '../types.js';

export interface CsvOptions {
  /** Field separator. Default ',' (';' when decimalComma is set). */
  delimiter?: ',' | ';' | '\t' | '|';
  /** Write amounts with a decimal comma (1234,56). Default false. */
  decimalComma?: boolean;
  /** Start the file with a UTF-8 byte order mark (helps Excel, hurts some importers). Default false. */
  bom?: boolean;
}

export interface QboOptions {
  /** Intuit bank id written as <INTU.BID>. QuickBooks Desktop rejects ids it does not know. Default '3000'. */
  intuBid?: string;
  /** <ACCTID>: digits only, at most 22. Default: digits of the account number (or IBAN), else a stable hash. */
  accountId?: string;
  /** Bank routing id written as <BANKID> (bank accounts only). Default '000000000'. */
  bankId?: string;
  /** 'bank' -> BANKMSGSRSV1/CHECKING, 'credit_card' -> CREDITCARDMSGSRSV1. Default: statement.account_type. */
  accountType?: 'bank' | 'credit_card';
  /** <ACCTTYPE> of a bank account. Default 'CHECKING'. */
  bankAccountType?: 'CHECKING' | 'SAVINGS' | 'MONEYMRKT' | 'CREDITLINE';
  /** <FI><ORG>. Default: bank name (ASCII, at most 32), else 'Statement Extractor'. */
  org?: string;
  /** <FI><FID>. Default: intuBid. */
  fid?: string;
}

export interface QuickBooksOptions {
  /** Date format of every row. Default 'MM/dd/yyyy'. */
  dateFormat?: 'MM/dd/yyyy' | 'dd/MM/yyyy' | 'yyyy-MM-dd';
  /** 3: Date,Description,Amount (signed). 4: Date,Description,Credit,Debit (Credit = money in). Default 3. */
  columns?: 3 | 4;
}

export interface IifOptions {
  /** QuickBooks account of the statement (TRNS lines). Default 'Checking' (bank) / 'Credit Card' (card). */
  bankAccount?: string;
  /** Offset account of every row (SPL lines). Default 'Ask My Accountant'. */
  offsetAccount?: string;
}

export interface Camt053Options {
  /** Schema version. Default '001.02'. */
  version?: '001.02' | '001.08';
}

export interface Mt940Options {
  /** :28C: statement number (digits). Default '1'. */
  statementNumber?: string;
}

export interface ExportOptions {
  /** Currency used when statement.currency is null. Formats that need a currency fall back to 'XXX' (ISO "no currency"). */
  currency?: string;
  /**
   * Creation timestamp written in headers (OFX DTSERVER, camt CreDtTm, xml generated_at, xlsx created). Default:
   * SOURCE_DATE_EPOCH (seconds, from the environment) when it is set, else now.
   */
  generatedAt?: Date;
  /**
   * mt940, camt053 and qbo carry an opening and/or closing balance that strict readers check against the rows. A
   * statement whose reconciliation is `discrepancy`, or whose balances do not add up to its rows, is refused with
   * EXPORT_FAILED unless this is true; then it is written as printed, with a warning. Default false.
   */
  allowUnreconciled?: boolean;
  /**
   * mt940, camt053 and qbo hold one account per file: of a statement of several accounts (Statement.accounts) they
   * write the account of this index, and refuse such a statement without it (EXPORT_FAILED). The other formats write
   * every account's rows, each with its account. Default: none.
   */
  account?: number;
  /** File name without extension; sanitised. Default: derived from bank, account and period. */
  filename?: string;
  /** csv, quickbooks, odoo, zoho and iif: prefix text cells that start with = + - @ TAB CR with "'". Default true. (excel needs none: its text cells are never evaluated, see src/export/README.md.) */
  neutralizeFormulas?: boolean;
  csv?: CsvOptions;
  qbo?: QboOptions;
  quickbooks?: QuickBooksOptions;
  iif?: IifOptions;
  camt053?: Camt053Options;
  mt940?: Mt940Options;
}

export interface ExportResult {
  data: Buffer;
  contentType: string;
  /** Without the dot, e.g. 'qbo'. */
  extension: string;
  /** Safe file name including the extension. */
  filename: string;
  /** Things the exporter had to change or derive (truncations, derived balances, dropped rows). */
  warnings: string[];
}

/** What an exporter returns; exportStatement adds the file name. */
export interface ExporterOutput {
  data: Buffer;
  warnings?: string[];
}

export interface Exporter {
  /** Format id used in exportStatement(statement, format), e.g. 'qbo'. Lower case. */
  format: string;
  /** Human readable name. */
  label: string;
  contentType: string;
  extension: string;
  /** Appended to the derived file name so formats sharing an extension do not collide (e.g. '_odoo'). */
  filenameSuffix?: string;
  export(statement: Statement, options: ExportOptions): ExporterOutput | Promise<ExporterOutput>;
}
