#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { createExtractor, exportStatement, isStatementError, listFormats, preview, report, type ErrorCode, type ExtractOptions, type Statement } from './index.js';

const USAGE = `statement-extractor: bank statement PDF -> transactions and accounting exports (offline)

Usage:
  statement-extractor preview FILE
  statement-extractor extract FILE|DIR... [options]
  statement-extractor serve|worker|keys|plans|migrate ...   (the statement service: serve --help)

Options (extract):
  --format LIST       json (default) or any of excel,csv,qbo,quickbooks,xml,odoo,zoho,mt940,camt053,iif, comma-separated
  --out FILE          write the single output to FILE instead of stdout
  --out-dir DIR       write one file per input and format into DIR (needed for several formats or inputs)
  --report FILE       also write a visual HTML report (pages with what was read drawn on them); with several
                      inputs each report goes to --out-dir as <input>.report.html
  --password PW       password of an encrypted PDF
  --no-ocr            do not OCR scanned pages (they are reported instead)
  --workers N         OCR workers (default: number of cores, at most 4)
  --date-order ORDER  DMY, MDY or YMD: override date-order detection
  --locale TAG        e.g. en-US, de-DE (used when the data cannot decide)
  --currency CODE     currency when the statement prints none
  --quiet             no progress or warnings on stderr
  -h, --help

Exit codes: 0 ok; 1 internal error; 2 usage; 3 not a PDF / damaged / no pages / too many pages / file not found;
4 password required or wrong; 5 no text or no transactions; 6 OCR unavailable or failed; 7 export failed;
8 aborted; 9 over a time or memory limit. With several inputs, the worst code of any input; a failed input
never stops the others.`;

const EXIT: Partial<Record<ErrorCode, number>> = {
  INVALID_INPUT: 3, FILE_NOT_FOUND: 3, NOT_A_PDF: 3, CORRUPT_PDF: 3, NO_PAGES: 3, TOO_MANY_PAGES: 3,
  PASSWORD_REQUIRED: 4, WRONG_PASSWORD: 4,
  NO_TRANSACTIONS: 5, NO_TEXT: 5,
  OCR_UNAVAILABLE: 6, OCR_FAILED: 6,
  UNKNOWN_FORMAT: 2, EXPORT_FAILED: 7, ABORTED: 8,
  TIMEOUT: 9, RESOURCE_LIMIT: 9,
};

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  // The service subcommands live apart so extraction never loads the service's dependencies.
  if (['serve', 'worker', 'keys', 'plans', 'migrate'].includes(argv[0] ?? '')) {
    return (await import('./service/cli-commands.js')).runServiceCommand(argv);
  }
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: 'string', default: 'json' },
      out: { type: 'string' },
      'out-dir': { type: 'string' },
      report: { type: 'string' },
      password: { type: 'string' },
      'no-ocr': { type: 'boolean', default: false },
      workers: { type: 'string' },
      'date-order': { type: 'string' },
      locale: { type: 'string' },
      currency: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...files] = positionals;
  if (values.help || !command) {
    process.stdout.write(USAGE + '\n');
    return command || values.help ? 0 : 2;
  }
  if (command === 'preview') {
    if (files.length !== 1) throw new UsageError('preview takes one FILE');
    const result = await preview(files[0]!, { password: values.password });
    process.stdout.write(JSON.stringify(result, null, 2) + '\n');
    return 0;
  }
  if (command !== 'extract') throw new UsageError(`unknown command "${command}"`);
  if (files.length === 0) throw new UsageError('extract needs at least one FILE or DIR');

  const formats = values.format.split(',').map((f) => f.trim()).filter(Boolean);
  const known = new Set(['json', ...listFormats()]);
  const unknown = formats.filter((f) => !known.has(f.toLowerCase()));
  if (unknown.length) throw new UsageError(`unknown format "${unknown.join(', ')}" (known: ${[...known].join(', ')})`);
  const inputs = await expandInputs(files);
  const outDir = values['out-dir'];
  if ((formats.length > 1 || inputs.length > 1) && !outDir) throw new UsageError('several formats or inputs need --out-dir DIR');
  const dateOrder = values['date-order']?.toUpperCase();
  if (dateOrder && !['DMY', 'MDY', 'YMD'].includes(dateOrder)) throw new UsageError('--date-order must be DMY, MDY or YMD');
  const workers = values.workers ? Number(values.workers) : undefined;
  if (workers !== undefined && !(workers >= 1)) throw new UsageError('--workers must be a number >= 1');

  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  const extractor = createExtractor({ enabled: !values['no-ocr'], workers });
  const quiet = values.quiet;
  let worst = 0;
  try {
    for (const file of inputs) {
      const options: ExtractOptions = {
        password: values.password,
        signal: controller.signal,
        hints: { dateOrder: dateOrder as 'DMY' | 'MDY' | 'YMD' | undefined, locale: values.locale, currency: values.currency },
        onProgress: quiet || !process.stderr.isTTY ? undefined : (e) => process.stderr.write(`\r${basename(file)}: ${e.stage} ${e.pages_done}/${e.pages_total}${e.eta_seconds !== undefined ? ` (~${e.eta_seconds}s left)` : ''}   `),
      };
      // Whatever goes wrong with one input (typed or not, reading or writing) fails that input only: the batch goes on.
      let jsonWritten = false;
      try {
        const statement = await extractor.extract(file, options);
        if (options.onProgress) process.stderr.write('\n');
        if (!quiet) reportWarnings(file, statement);
        for (const format of formats) {
          await writeOutput(statement, file, format, values.out, outDir);
          if (format === 'json') jsonWritten = true;
        }
        if (values.report !== undefined) worst = Math.max(worst, await writeReport(statement, file, values.password, inputs.length > 1 ? outDir : undefined, values.report));
      } catch (e) {
        if (options.onProgress) process.stderr.write('\n');
        const code = isStatementError(e) ? e.code : 'INTERNAL_ERROR';
        const message = oneLine(e instanceof Error ? e.message : String(e));
        process.stderr.write(`statement-extractor: ${basename(file)}: ${message} [${code}]\n`);
        worst = Math.max(worst, isStatementError(e) ? (EXIT[e.code] ?? 1) : 1);
        // The failure goes where the JSON result would have gone (stdout, --out or <input>.json in --out-dir).
        if (formats.includes('json') && !jsonWritten) {
          const failed = { status: 'failed', error_code: code, error_message: message };
          await writeOutput(failed, file, 'json', values.out, outDir).catch((w: unknown) =>
            process.stderr.write(`statement-extractor: ${basename(file)}: cannot write the failure: ${oneLine(String((w as Error)?.message ?? w))}\n`),
          );
        }
      }
    }
  } finally {
    await extractor.close();
  }
  return worst;
}

const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

function reportWarnings(file: string, s: Statement): void {
  const r = s.reconciliation;
  if (r.status === 'discrepancy') process.stderr.write(`statement-extractor: ${basename(file)}: does not reconcile: ${r.notes.join('; ')}\n`);
  for (const w of s.warnings) process.stderr.write(`statement-extractor: ${basename(file)}: ${w}\n`);
}

async function writeOutput(statement: Statement | Record<string, unknown>, file: string, format: string, out: string | undefined, outDir: string | undefined): Promise<void> {
  let data: Uint8Array | string;
  let ext: string;
  if (format === 'json') {
    // A failure is one line, so a caller can read it line by line.
    data = JSON.stringify(statement, null, statement.status === 'failed' ? undefined : 2) + '\n';
    ext = 'json';
  } else {
    const r = await exportStatement(statement as Statement, format);
    data = r.data;
    ext = r.extension.replace(/^\./, '');
  }
  if (outDir) {
    await mkdir(outDir, { recursive: true });
    const stem = basename(file, extname(file));
    // Two formats can share an extension (csv, quickbooks, odoo, zoho): the format name keeps them apart.
    const name = format === ext || format === 'json' ? `${stem}.${ext}` : `${stem}.${format}.${ext}`;
    await writeFile(join(outDir, name), data);
  } else if (out) {
    await writeFile(out, data);
  } else {
    process.stdout.write(data);
  }
}

/** The visual report of one input: to `file`, or with several inputs to `<input>.report.html` in the out dir. Exit code 7 when it fails. */
async function writeReport(statement: Statement, file: string, password: string | undefined, outDir: string | undefined, target: string): Promise<number> {
  const dest = outDir ? join(outDir, `${basename(file, extname(file))}.report.html`) : target;
  try {
    const html = await report(statement, file, { password });
    if (outDir) await mkdir(outDir, { recursive: true });
    await writeFile(dest, html);
    return 0;
  } catch (e) {
    process.stderr.write(`statement-extractor: ${basename(file)}: report failed: ${(e as Error)?.message ?? String(e)} [EXPORT_FAILED]\n`);
    return EXIT.EXPORT_FAILED!;
  }
}

async function expandInputs(paths: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const p of paths) {
    const st = await stat(p).catch(() => undefined);
    if (st?.isDirectory()) {
      const names = (await readdir(p)).filter((n) => n.toLowerCase().endsWith('.pdf')).sort();
      out.push(...names.map((n) => join(p, n)));
    } else out.push(p);
  }
  return out;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof UsageError || (e as { code?: string })?.code?.startsWith?.('ERR_PARSE_ARGS')) {
      process.stderr.write(`statement-extractor: ${(e as Error).message}\n${USAGE.split('\n')[2]}\n${USAGE.split('\n')[3]}\n`);
      process.exitCode = 2;
    } else if (isStatementError(e)) {
      process.stderr.write(`statement-extractor: ${e.message} [${e.code}]\n`);
      process.exitCode = EXIT[e.code] ?? 1;
    } else {
      process.stderr.write(`statement-extractor: internal error: ${(e as Error)?.message ?? String(e)}\n`);
      process.exitCode = 1;
    }
  },
);
