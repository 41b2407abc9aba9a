/**
 * Every type that crosses a stage boundary lives here, so stages depend on this file and never on each other's
 * internals. Field names of the public result follow ../shared/spec/service-interface.md (snake_case).
 */

// ---------------------------------------------------------------------------------------------------------------
// Public result (interface parts 2.1, 2.3, 2.4)

export type PageType = 'digital' | 'scanned';

export interface PageEntry {
  page: number;
  type: PageType;
}

/** Interface part 2.1. */
export interface PreviewResult {
  page_count: number;
  digital_pages: number;
  scanned_pages: number;
  /** In page credits: a digital page costs 1, a scanned page costs SCANNED_PAGE_WEIGHT (see README). */
  credit_cost: number;
  pages: PageEntry[];
}

export type Category =
  | 'salary'
  | 'income'
  | 'transfer'
  | 'rent'
  | 'mortgage'
  | 'utilities'
  | 'telecom'
  | 'grocery'
  | 'dining'
  | 'fuel'
  | 'transport'
  | 'travel'
  | 'shopping'
  | 'health'
  | 'insurance'
  | 'entertainment'
  | 'subscriptions'
  | 'education'
  | 'cash'
  | 'fees'
  | 'interest'
  | 'tax'
  | 'loan'
  | 'card_payment'
  | 'cheque'
  | 'refund'
  | 'charity'
  | 'other';

/** Interface part 2.4, plus fields users need that the interface leaves open. */
export interface Transaction {
  /** YYYY-MM-DD (booking / transaction date when two are printed). */
  date: string;
  description: string;
  /** Money out, >= 0. */
  debit: number;
  /** Money in, >= 0. */
  credit: number;
  /** Running balance as printed on the row (negative in overdraft); null when the row prints none. */
  balance: number | null;
  category: Category;
  reference: string | null;
  page_number: number;
  /** Second date printed on the row (value or posting date), YYYY-MM-DD. */
  value_date: string | null;
  /** 0..1: 1 for digital text; OCR rows carry the recogniser's confidence. */
  confidence: number;
  /** Set when a value was repaired from the balance chain (OCR): what was changed and why. */
  corrections?: string[];
  /** Where the row is printed: the box around the lines it was read from (PDF points, origin top-left). */
  bbox?: RowBox;
  /** A statement of several accounts: the index in `Statement.accounts` of the account the row belongs to. */
  account_index?: number;
}

/**
 * One account of a statement that prints several one after another (a current and a savings account, sub-accounts,
 * accounts in other currencies), reconciled on its own: its rows chain from its own opening to its own closing.
 */
export interface StatementAccount {
  index: number;
  /** As printed in the account's heading (number, IBAN or masked number); null when none was found. */
  account_number: string | null;
  /** The heading's other words ("Savings account"), as printed. */
  account_name: string | null;
  currency: string | null;
  opening_balance: number | null;
  closing_balance: number | null;
  transaction_count: number;
  reconciliation: Reconciliation;
}

/** A box on a page in PDF points, origin top-left (the coordinates of Word and Line). */
export interface RowBox {
  page: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type ReconciliationStatus = 'reconciled' | 'discrepancy' | 'unverifiable';

export interface BalanceBreak {
  /** Index into Statement.transactions. */
  index: number;
  page_number: number;
  date: string;
  /** previous balance + credit - debit */
  expected_balance: number;
  printed_balance: number;
  difference: number;
}

export interface Reconciliation {
  status: ReconciliationStatus;
  /** opening + credits - debits = closing (null when either balance is not printed). */
  totals_match: boolean | null;
  /** Every printed running balance follows from the previous one (null when no row prints a balance). */
  chain_ok: boolean | null;
  total_credits: number;
  total_debits: number;
  computed_closing: number | null;
  difference: number | null;
  /** Rows whose printed running balance breaks the chain. */
  breaks: BalanceBreak[];
  /** Totals printed in a summary box (if any) compared with the rows. */
  printed_totals?: { credits: number | null; debits: number | null; credits_match: boolean | null; debits_match: boolean | null };
  /** Dates outside the statement period, or other checks that are not arithmetic. */
  notes: string[];
}

export type AccountType = 'bank' | 'credit_card';

/**
 * The reading of a statement's layout that the search chose (see ARCHITECTURE.md, "Interpretation search"): the
 * discrete choices the statement's own arithmetic decides between. Carried on the result so reconciliation and the
 * exporters use the same choices instead of re-deriving them.
 */
export interface Interpretation {
  /** Where a multi-line row prints its amounts. */
  row_style: 'first' | 'last';
  date_order: 'DMY' | 'MDY' | 'YMD';
  /** In a single signed amount column, which sign is money out. */
  sign_convention: 'negative_out' | 'positive_out';
  account_type: AccountType;
  /** +1: the balance rises with money in (what the holder has); -1: it rises with money out (what is owed). */
  balance_sense: 1 | -1;
  chronology: 'oldest_first' | 'newest_first';
  /**
   * Where no header named the money columns: the roles given to the columns the rows' figures stand in, left to right
   * ("debit credit balance"), or "positional" (a row's last two figures are amount and balance). Present only when
   * searched.
   */
  column_roles?: string;
  /** Which direction marks mean debit, where a column of marks was read both ways ("debit=wn"). */
  marks?: string;
  /** Section titles ("Deposits", "Withdrawals") fixing the direction of the rows under them: honoured, or ignored where the arithmetic says they mislead. Present only when the statement has such titles. */
  sections?: 'honoured' | 'ignored';
  /**
   * Rows whose details are only figures under no label that names them ("22573699"): read as transactions, or left out
   * as another table's lines, as the arithmetic decides (left out when it cannot). Present only when there were such rows.
   */
  bare_rows?: 'kept' | 'dropped';
  /**
   * Rows of a list printed after the transactions (pending card payments, interest for information) left out: only
   * where the statement reconciles without them and not with them. Present only then.
   */
  trailing_rows?: 'dropped';
  /**
   * A page with no header cut where dates start mid-line, as two lists side by side ('cut'), or read as one list whose
   * details print dates ('whole'). Present only when such a cut was found.
   */
  headerless_lists?: 'cut' | 'whole';
  /**
   * A page without a header that showed fewer figure edges than its header's page (a page of debits only) was read
   * with its right edge at another of the header page's edges than the table's, counted from the right, because the
   * statement reconciles only so. Present only then.
   */
  frame_edge?: number;
  /**
   * A headerless scanned page's column of bare digit runs (no figure of it read whole) was read as no money, because
   * the statement reconciles only so: a column of codes, not of figures whose separators OCR lost. Present only then.
   */
  run_edges?: 'dropped';
  /**
   * CR/DR marks standing between two figures, nearer the one after, were read as the one's before them (a column of
   * marks between the amounts and the balances), because the arithmetic holds only so, or holds better. Present only then.
   */
  marks_place?: 'before';
  /**
   * A figure standing alone on an undated line in the balance column (a balance printed on a row's last line, under
   * its details) was read as the row above's balance, not as an amount by its position, because the statement
   * reconciles only so. Present only then.
   */
  lone_balances?: 'balance';
  /**
   * The table headers' lines were left out and the figures' columns named by the arithmetic, as in a table without a
   * header, because the statement reconciles only so (labels that do not give the money columns). Present only then.
   */
  headers?: 'ignored';
  /**
   * Lines between the rows printing a day's balance ("Kontostand am 03.04.2024", "Saldo al") whose figure stood in an
   * amount column, read as balances and not as transactions because the arithmetic holds so: how many. Present only then.
   */
  balance_lines?: number;
  /**
   * Rows whose own balance stood on a line the reading left out (a second line under the details, a figures-only
   * line, a day's balance line): the line's figure is the running balance after the row, so the row takes it. How
   * many; present only then.
   */
  balances_apart?: number;
  /** Fields fixed by a caller hint or a bank profile rather than searched. */
  pinned: string[];
  /** The score, lowest best, one figure per criterion (see `criteria`). */
  score: number[];
  criteria: string[];
  /** The best interpretation that differs from this one, and where it differs; absent when nothing else was possible. */
  runner_up?: { differs: Record<string, string | number>; score: number[] };
  /** Candidates evaluated. */
  candidates: number;
}

/** Interface part 2.3 plus metadata. The service layer adds id, filename, available_exports. */
export interface Statement {
  id?: string;
  status: 'completed' | 'failed';
  bank_name: string | null;
  account_type: AccountType;
  /** Account number or IBAN, masked as printed. */
  account_number: string | null;
  iban: string | null;
  currency: string | null;
  period_start: string | null;
  period_end: string | null;
  transaction_count: number;
  opening_balance: number | null;
  closing_balance: number | null;
  transactions: Transaction[];
  reconciliation: Reconciliation;
  /**
   * Present only when the file prints several accounts one after another: each account with its own balances and
   * reconciliation. The top-level opening and closing are then the first account's, `transactions` holds every
   * account's rows in printed order (each with its `account_index`), and the top-level reconciliation is `reconciled`
   * only when every account is.
   */
  accounts?: StatementAccount[];
  page_count: number;
  pages: PageEntry[];
  /** 0..1: mean row confidence, lowered by reconciliation failures. */
  confidence: number;
  /** Name of the bank profile used, or 'generic'. */
  parser: string;
  /** The layout reading the search chose, with its score and the runner-up's. */
  interpretation?: Interpretation;
  warnings: string[];
  error_message?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Options

export interface ProgressEvent {
  stage: 'load' | 'text' | 'ocr' | 'parse' | 'done';
  pages_done: number;
  pages_total: number;
  /** Seconds left, estimated from the pages done so far (OCR only). */
  eta_seconds?: number;
}

export interface ParseHints {
  /** Day-month order of numeric dates; overrides detection. */
  dateOrder?: 'DMY' | 'MDY' | 'YMD';
  /** e.g. 'en-US', 'de-DE': decides decimal comma vs point when the data cannot. */
  locale?: string;
  /** Statement year for rows printed without one. */
  year?: number;
  currency?: string;
  accountType?: AccountType;
}

export interface OcrOptions {
  /** false: scanned pages raise OCR_UNAVAILABLE instead of being read. Default true. */
  enabled?: boolean;
  /** Worker count; default: number of cores (at most 4). */
  workers?: number;
  /** Render resolution for OCR; default 300. */
  dpi?: number;
}

export interface ExtractOptions {
  password?: string;
  onProgress?: (event: ProgressEvent) => void;
  signal?: AbortSignal;
  hints?: ParseHints;
  ocr?: OcrOptions;
  /** Refuse documents with more pages than this (default 2000). */
  maxPages?: number;
  /**
   * Your own category rules, tried before the built-in ones (the first that matches wins): the path of a JSON file
   * holding them, or the rules themselves. See README, "Categories".
   */
  categoryRules?: CategoryRulesSource;
}

/** A user category rule: `category` when the description contains one of `match` (or fits `regex`). */
export interface CategoryRule {
  category: Category;
  /** Words or phrases, matched case- and accent-insensitively at word boundaries (plural -s/-es included). */
  match?: string | string[];
  /** A JavaScript regular expression, tested case-insensitively against the description as printed. */
  regex?: string;
  /** Only for money in or money out. */
  direction?: 'in' | 'out';
  /** Only on this kind of statement. */
  accountType?: AccountType;
  /** Only when one of these words is also in the description. */
  with?: string | string[];
  /** Not when one of these words is in the description. */
  unless?: string | string[];
}

/**
 * A JSON file's path, a list of rules, or `{ "rules": [...] }` (the file's own shape; also what loadCategoryRules()
 * returns, which is then used as it is).
 */
export type CategoryRulesSource = string | readonly CategoryRule[] | { readonly rules: readonly CategoryRule[] };

export interface PreviewOptions {
  password?: string;
  signal?: AbortSignal;
  maxPages?: number;
}

export type Input = string | Uint8Array | ArrayBuffer;

// ---------------------------------------------------------------------------------------------------------------
// Internal stage data

/**
 * A word with its box in PDF points, origin top-left of the page (y grows downwards), whatever its source.
 * OCR words are scaled from pixels to points so the layout parser sees one coordinate system.
 */
export interface Word {
  text: string;
  x0: number;
  x1: number;
  /** Top and bottom of the box. */
  y0: number;
  y1: number;
  /** 0..1 (1 for a text layer). */
  confidence: number;
  /** OCR: other readings the recogniser considered, best first (used by balance-chain repair). */
  alternatives?: string[];
  /** Font size in points (height of the box for OCR). */
  size: number;
  bold?: boolean;
}

export interface Line {
  page_number: number;
  /** Top of the line. */
  y0: number;
  y1: number;
  words: Word[];
  /** Words joined with single spaces (double space where a wide gap separates them). */
  text: string;
  /** A table's label line that no header reading named (found by its layout: the same labels over two lists). */
  labels?: true;
  /**
   * A line of a list printed beside another (side-by-side.ts): how far right of the page's first list it stands, so
   * its x minus this is where the first list prints the same column.
   */
  shift?: number;
}

export interface PageText {
  page_number: number;
  width: number;
  height: number;
  type: PageType;
  source: 'text' | 'ocr';
  lines: Line[];
  /** Why the page could not be read (OCR failed on it); its `lines` are then empty and the rest of the document is read. */
  error?: string;
  /**
   * pdf.js wrote spaces between glyphs of one word on this page (its glyphs stand off their places:
   * text-words.ts): a space inside a letter word is no evidence of two words.
   */
  tracked?: true;
  /** OCR read the page image turned by this many degrees (clockwise; an upside-down or sideways scan): boxes are in that frame. */
  turn?: 90 | -90 | 180;
}

/** What the layout parser finds before any value is normalised: raw strings plus where they came from. */
export interface RawRow {
  page_number: number;
  /** Date strings; the first is the transaction date. A row that prints no date has the dates of the row above. */
  dates: string[];
  /** The row printed no date of its own (it took the row above's). */
  undated?: boolean;
  /** The row printed only its value date: its transaction date is the row above's. */
  dateInherited?: boolean;
  /** Its details are only figures under no label that names them: a transaction only if the arithmetic says so. */
  bare?: boolean;
  /** In a list after the table's last interruption (pending, interest): a transaction unless leaving it out reconciles. */
  trailing?: boolean;
  /** A trailing row of a list whose balances continue the table's chain: only a printed closing can tell it apart. */
  trailingChained?: boolean;
  /**
   * A trailing row of a list whose own balances run from row to row by its amounts: a ledger of its own (another
   * account's table whose heading was not read), never a list of pending or informative items to leave out.
   */
  trailingLedger?: boolean;
  /**
   * A trailing row of a list apart from the table: every row above prints a running balance, none of the list's
   * does, and a total right under the list sums its rows (held card payments with their own total).
   */
  trailingApart?: boolean;
  description: string[];
  /** Raw amount strings by role. `amount` is a single signed column. */
  debit?: string;
  credit?: string;
  amount?: string;
  balance?: string;
  /** Text printed in a reference column. */
  reference?: string;
  /** Roles were given by position (no header columns): the statement-level pass may revise them. */
  positional?: boolean;
  /** Where no header named a money column: every money cell in order, for the column-role search (src/layout/column-roles.ts). */
  money?: MoneyCell[];
  /** false: roles by position alone (no header named the columns, and no column reading was chosen). */
  labelled?: boolean;
  /** Section the row sits in, when the statement splits deposits and withdrawals. */
  section?: 'credit' | 'debit';
  /** Which table of the statement the row was read in (a header inside a page or a total line starts another). */
  table?: number;
  confidence: number;
  /** Words of the amount cells, for OCR repair (alternatives). */
  cells?: Partial<Record<'debit' | 'credit' | 'amount' | 'balance', Word>>;
  /** Box around the lines the row was read from. */
  bbox?: RowBox;
  /** OCR: what stood in the date column where no date could be read; the row took the date of the row above. */
  dateUnread?: string;
  /**
   * Digital: the row's line begins with a date whose characters came apart or ran into a time ("19-AOÛ T- 24",
   * "2024-02-0419:52") and no date was read; the row took the date of the row above, which no balance can check.
   */
  datePieces?: string;
  /** OCR: what stood in the balance column where no balance could be read (the balance was printed and lost). */
  balanceUnread?: string;
  /** OCR: what stood in the money columns of a row whose balance was read and whose amount could not be. */
  amountUnread?: string;
  /** OCR: the date as OCR read it, when the row's date came from tesseract's other reading with other digits. */
  dateRead?: string;
  /** OCR: tesseract's other readings (other digits) of a date it read with low confidence. */
  dateDoubt?: string;
  /**
   * OCR: tesseract's other readings of a date it read with good confidence that are dates with other digits; the
   * row is doubtful where one of them falls in order between its neighbours as well (build-transactions).
   */
  dateOthers?: string[];
  /** Figures qualified by a word in a column of marks ("Wn", "B", "Af"): which mark means debit is searched. */
  marks?: MarkedFigure[];
  /**
   * The mark after the figure read as the row's balance, where the column order is not settled: a reading that names
   * that figure the amount (column-roles.ts) gives it the meaning the mark reading gives its token.
   */
  balanceMark?: MarkedFigure;
}

/**
 * A figure and the mark printed beside it: `marked` is the raw string the row holds (the figure with the direction
 * the layout gave it, if any), `figure` the figure alone, `prior` the direction its label (else its own meaning) gives.
 */
export interface MarkedFigure {
  token: string;
  figure: string;
  marked: string;
  prior?: 'DR' | 'CR';
  /** The column's label names the mark as one of its pair: `prior` is the label's meaning, not the letter's own. */
  named?: boolean;
  /**
   * The word as printed, where it stands in a column of its own left of the figure (layout/direction-words.ts): it
   * leaves the details only in a reading that takes it for the direction; the rows are also read without it.
   */
  word?: string;
}

/** A money cell of a row whose roles no header gave: its figure, the right edge it stands at, and its last word. */
export interface MoneyCell {
  raw: string;
  /** The figure as printed (`raw` writes a whole amount with two decimals): for the details, where it is no money. */
  text: string;
  x1: number;
  /** Left edge of the figure's digits (a column of figures may line up on it instead of its right edge). */
  x0?: number;
  word: Word;
}

/** The roles of the money columns left to right, as the column-role search tries them. */
export type MoneyRole = 'debit' | 'credit' | 'amount' | 'balance';

export interface SummaryFacts {
  opening_balance?: string;
  closing_balance?: string;
  total_credits?: string;
  total_debits?: string;
  period_start?: string;
  period_end?: string;
  /** Printed statement date, used to infer years. */
  statement_date?: string;
  /** Other full dates printed outside the table (letter date, due date, ...): the last resort for rows' years. */
  other_dates?: string[];
  account_number?: string;
  iban?: string;
  currency?: string;
  account_type?: AccountType;
}

/**
 * Choices of a layout reading that only the statement's arithmetic can settle (search.ts reads them each way where the
 * first reading says they were open). `dates: 'flat'`: every dated line a row of its own even where the lines' pairs
 * look like stacked dates. `frameEdge`: on a page without a header showing fewer figure edges than the header's page,
 * which of that page's edges its right edge is, counted from the right (page-frame.ts `frameShift`).
 */
export interface LayoutReading {
  dates?: 'stacked' | 'flat';
  frameEdge?: number;
  /** 'dropped': a headerless page's figure edges made by digit runs alone are not money (`LayoutResult.runEdges`). */
  runEdges?: 'dropped';
  /** 'before': a CR/DR mark between two figures is the one's before it (AmountMode.marksBefore). */
  marks?: 'before';
}

export interface LayoutResult {
  rows: RawRow[];
  /** Where the rows print their amounts (the style this parse used). */
  rowStyle?: 'first' | 'last';
  /** Rows completed by a later line than their date: evidence for the amount-on-last-line style. */
  lastLineVotes?: number;
  /** Transaction-table headers found (a header with no row under it means rows went unread). */
  tableHeaders?: number;
  summary: SummaryFacts;
  bank_name: string | null;
  parser: string;
  warnings: string[];
  /** Date order if the layout fixes it (bank profile). */
  dateOrder?: 'DMY' | 'MDY' | 'YMD';
  /** Decimal separator if known. */
  decimal?: ',' | '.';
  /** Lines that look like rows (a date and words under a table header) but gave no readable amount. */
  unread?: { page_number: number; text: string; ocr: boolean; /** Top of the line (PDF points). */ y0?: number; /** Its first word's left edge. */ x0?: number }[];
  /**
   * Two lists side by side: 'cut' where a page with no header was cut at its mid-line dates (only the arithmetic can
   * tell such a cut from dates in one list's details), 'whole' where that reading was asked not to cut.
   */
  headerlessLists?: 'cut' | 'whole';
  /**
   * Amounts were read both with two decimals and as whole figures and the row counts chose: the reading not taken
   * (OCR that lost most separators makes a two-decimal statement's figures look whole), for the arithmetic to weigh.
   */
  otherAmounts?: 'decimal' | 'whole';
  /**
   * The rows were read with a row's two dates stacked in one cell, a pair of dated lines per row: counted on the lines
   * alone, which a day's balance line under each row ("31/12 Ledger balance 564,38") matches as well.
   */
  stackedDates?: true;
  /**
   * A page without a header showed fewer figure edges than the header's page (a page of debits only): how many other
   * header edges its right edge could be (`LayoutReading.frameEdge`), for the arithmetic to weigh.
   */
  frameEdges?: number;
  /**
   * A headerless page's digit runs alone made a figure edge that was read as money (figure-columns.ts `runsOnly`):
   * a column whose every separator OCR lost, or a column of codes. The search reads the statement without it too.
   */
  runEdges?: true;
  /**
   * A CR/DR mark stood between two figures nearer the one after it, and was read as that one's (`LayoutReading.marks`):
   * the search reads the statement with such marks given to the figure before them too.
   */
  marksNearerNext?: true;
  /**
   * Read so by the search (`Interpretation.lone_balances`): an undated row's one figure that column roles place in the
   * balance column is a balance (a row with no amount), where the usual reading keeps such a row's figure by its position.
   */
  loneBalances?: true;
  /**
   * The summary as read where the rows marked `trailing` are no rows: a closing balance printed between the last row
   * and the list after the transactions closes the statement only then. Present where it differs.
   */
  summaryWithoutTrailing?: SummaryFacts;
  /** What the parser saw, for the visual report (src/report): never part of the Statement JSON. */
  evidence?: LayoutEvidence;
  /** A statement of several accounts one after another (layout/accounts.ts): each account's stretch, in order. */
  accounts?: AccountSpan[];
}

/**
 * One account's stretch of a statement that prints several (a current and a savings account, sub-accounts, other
 * currencies), as the layout found it: where it starts and what it prints of its own (figures as raw strings).
 */
export interface AccountSpan {
  /** Rows at or below this point belong to it (until the next account's); absent for the first account. */
  from?: { page: number; y: number };
  opening_balance?: string;
  closing_balance?: string;
  account_number?: string;
  account_name?: string;
  currency?: string;
  /** Table headers printed within it (a printed table nothing was read from is rows lost, not a quiet account). */
  tableHeaders: number;
}

/** Table headers and the lines set aside by the layout parser, with their boxes (PDF points, origin top-left). */
export interface LayoutEvidence {
  headers: { page: number; y0: number; y1: number; columns: { role: string; x0: number; x1: number }[] }[];
  marked: (RowBox & { kind: 'forward' | 'total' | 'summary' | 'skipped' | 'unread'; text: string })[];
  /** Every row the layout read (normalisation may still leave some out: zero amount, no date, a re-listed page). */
  rows: (RowBox & { text: string })[];
}
