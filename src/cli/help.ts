/**
 * Usage text and version. Nothing here may import the library: `--help` and `--version` must answer before pdf.js,
 * the canvas or any exporter is loaded.
 */
import { readFileSync } from 'node:fs';

export const USAGE = `statement-extractor: bank statement PDF -> transactions and accounting exports (offline)

Usage:
  statement-extractor extract FILE|DIR|GLOB|- ... [options]
  statement-extractor preview FILE|- [--password PW]
  statement-extractor help | --help | --version
  statement-extractor serve | worker | keys | plans | migrate ...   the self-hosted service (README "Run as a
                      service"; \`statement-extractor serve --help\` for its options)

Input:
  FILE, DIR, GLOB     PDF files; folders are searched recursively for *.pdf; a quoted glob ('in/**/*.pdf') is
                      expanded here; - reads one PDF from stdin
  --password PW       password of encrypted PDFs (visible in ps: prefer STATEMENT_PASSWORDS, tried after it:
                      one per line, or comma-separated); at a terminal the CLI asks when none opens a file
  --no-ocr            do not OCR scanned pages (they are reported instead)
  --workers N         OCR workers (default: number of cores, at most 4)
  --jobs N            statements read in parallel (default 1)
  --date-order ORDER  DMY, MDY or YMD: override date-order detection
  --locale TAG        e.g. en-US, de-DE (used when the data cannot decide)
  --currency CODE     currency when the statement prints none
  --categories FILE   your category rules (JSON, see README "Categories"); they win over the built-in ones

Output:
  --format LIST       json (default) or excel,csv,qbo,quickbooks,xml,odoo,zoho,mt940,camt053,iif, comma-separated,
                      any case
  --out FILE          write the single output to FILE instead of stdout
  --out-dir DIR       one file per input and format in DIR, keeping the inputs' relative paths (needed for
                      several formats or inputs); a failed input leaves <name>.error.json
  --table             a human-readable table on stdout (instead of JSON there)
  --report FILE       also write a visual HTML report; with --out-dir it goes there as <name>.report.html
  --quiet             only failures on stderr (no progress lines, warnings or summary)
  --config FILE       options file (default: ./statement-extractor.config.json when present)

Export options:
  --csv-delimiter D   csv field separator: , ; tab |   (default , or ; with --decimal-comma)
  --decimal-comma     csv amounts as 1234,56
  --bom               csv starts with a UTF-8 byte order mark
  --date-format F     quickbooks dates: MM/dd/yyyy (default), dd/MM/yyyy or yyyy-MM-dd
  --quickbooks-columns N  quickbooks: 3 (signed Amount, default) or 4 (Credit, Debit)
  --camt-version V    camt053 schema: 001.02 (default) or 001.08
  --qbo-account-id ID qbo ACCTID (1-22 digits; default: digits of the account number)
  --qbo-bank-id ID    qbo INTU.BID of your bank (default 3000)
  --iif-bank-account NAME    iif account of the statement (default Checking / Credit Card)
  --iif-offset-account NAME  iif offset account (default Ask My Accountant)
  --allow-unreconciled       write mt940, camt053 and qbo even when the statement does not reconcile
  --account N                mt940, camt053, qbo of a file of several accounts: write account N (0 = the first)
  SOURCE_DATE_EPOCH (environment) fixes the creation time written in qbo, camt053, xml and xlsx files

Exit codes: 0 ok; 1 internal error; 2 usage; 3 not a PDF / damaged / no pages / too many pages / file not found /
no PDF in a folder; 4 password required or wrong; 5 no text or no transactions; 6 OCR unavailable or failed;
7 export failed; 8 aborted; 9 over a time or memory limit; 130 interrupted (Ctrl-C). With several inputs, the worst
code of any input; a failed input never stops the others.`;

export function version(): string {
  // dist/cli/help.js -> ../../package.json, the same relative place in the repository and in the npm package.
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
