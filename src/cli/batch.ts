/**
 * `extract`: reads every input (with --jobs N in parallel), writes its outputs, and reports on stderr one
 * `[i/N] file -> status` line per input, its warnings, and a summary. A failed input never stops the others; Ctrl-C
 * stops the whole run with one line. This module loads the library (pdf.js and the canvas): main.ts imports it only
 * once the command line has been checked.
 */
import { createExtractor, isStatementError, loadCategoryRules, MAX_INPUT_BYTES, report } from '../index.js';
import type { ExtractOptions, Input } from '../types.js';
import type { ExtractArgs } from './args.js';
import { EXIT_INTERRUPTED, EXIT_NO_INPUT, exitCodeOf } from './exit-codes.js';
import { expandInputs, NoInputError, type InputFile } from './inputs.js';
import { writeFailure, writeFormat, writeReportFile, type Destination } from './output.js';
import { progressLine, summaryLine, type FileResult } from './progress.js';
import { readStdin } from './stdin.js';
import { extractWithPasswords, serialAsker } from './passwords.js';
import { canPrompt } from './prompt.js';
import { renderTable } from './table.js';
import { TtyStatus } from './tty-status.js';
import { UsageError } from './usage-error.js';
import { StatementError } from '../errors.js';

let tty: TtyStatus | undefined;
const say = (line: string) => (tty ? tty.line(line) : process.stderr.write(line + '\n'));
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export async function runExtract(args: ExtractArgs): Promise<number> {
  // Read once, before any input: a broken rules file stops the run instead of failing every file.
  let categoryRules: ExtractOptions['categoryRules'];
  if (args.categories !== undefined) {
    try {
      categoryRules = loadCategoryRules(args.categories);
    } catch (e) {
      if (!isStatementError(e)) throw e;
      say(`statement-extractor: --categories: ${oneLine(e.message)} (${e.code})`);
      return exitCodeOf(e.code);
    }
  }
  let files: InputFile[];
  try {
    files = await expandInputs(args.inputs);
  } catch (e) {
    if (!(e instanceof NoInputError)) throw e;
    say(`statement-extractor: ${e.message}`);
    return EXIT_NO_INPUT;
  }
  const dest: Destination = { out: args.out, outDir: args.outDir };
  const toStdout = args.out === undefined && args.outDir === undefined;
  const writesFormats = !(args.table && toStdout);
  if (writesFormats && args.outDir === undefined && (args.formats.length > 1 || files.length > 1)) {
    throw new UsageError(`${files.length > 1 ? `${files.length} inputs` : 'several formats'} need --out-dir DIR`);
  }
  if (args.table && toStdout && args.report !== undefined && files.length > 1) throw new UsageError('--report with several inputs needs --out-dir DIR');
  const stdinBytes = files.some((f) => f.path === '-') ? await readStdin(MAX_INPUT_BYTES) : undefined;

  const controller = new AbortController();
  let interrupted = false;
  const onSigint = () => {
    // A second Ctrl-C does not wait for the clean-up.
    if (interrupted) process.exit(EXIT_INTERRUPTED);
    interrupted = true;
    controller.abort();
  };
  process.on('SIGINT', onSigint);

  const extractor = createExtractor({ enabled: args.ocr, workers: args.workers });
  // Shared by the lanes: a password typed at the prompt is tried first on the inputs after it.
  const passwords = [...args.passwords];
  const ask = stdinBytes === undefined && canPrompt() ? serialAsker(() => tty?.clear()) : undefined;
  const results: FileResult[] = [];
  let next = 0;
  tty = !args.quiet && process.stderr.isTTY ? new TtyStatus(process.stderr, files.length) : undefined;
  tty?.update(0);

  async function one(file: InputFile): Promise<FileResult> {
    const input: Input = file.path === '-' ? stdinBytes! : file.path;
    const options: ExtractOptions = {
      signal: controller.signal,
      hints: args.hints,
      ...(categoryRules ? { categoryRules } : {}),
      onProgress: tty
        ? (e) => tty?.update(results.length, `${file.display}: ${e.stage} ${e.pages_done}/${e.pages_total}${e.eta_seconds !== undefined ? ` (~${e.eta_seconds}s left)` : ''}`)
        : undefined,
    };
    const result: FileResult = { file, warnings: [] };
    try {
      const { statement, password } = await extractWithPasswords(extractor, input, file, passwords, options, ask);
      result.statement = statement;
      if (statement.reconciliation.status === 'discrepancy') result.warnings.push(`does not reconcile: ${statement.reconciliation.notes.join('; ')}`);
      result.warnings.push(...statement.warnings);
      if (args.table) {
        // The table and the status line may share a terminal: the status line is cleared first, redrawn later.
        tty?.clear();
        process.stdout.write((files.length > 1 ? '\n' : '') + renderTable(statement, file.display));
      }
      // Exporter warnings repeat across formats (a derived balance is derived for each): one line per distinct text.
      const byText = new Map<string, string[]>();
      if (writesFormats) {
        if (toStdout) tty?.clear();
        for (const format of args.formats) {
          try {
            for (const w of await writeFormat(statement, file, format, dest, args.exportOptions)) {
              const text = w.startsWith(`${format}: `) ? w.slice(format.length + 2) : w;
              byText.set(text, [...(byText.get(text) ?? []), format]);
            }
          } catch (e) {
            // One format that cannot be written fails the input, not the formats after it.
            result.error ??= e;
          }
        }
      }
      for (const [w, formats] of byText) result.warnings.push(`${formats.join(', ')}: ${w}`);
      if (args.report !== undefined) {
        try {
          const html = await report(statement, input, { password });
          await writeReportFile(html, file, dest, args.report);
        } catch (e) {
          result.error ??= new StatementError('EXPORT_FAILED', `report failed: ${(e as Error)?.message ?? String(e)}`);
        }
      }
    } catch (e) {
      result.error = e;
    }
    if (result.error !== undefined) {
      const e = result.error;
      result.code = isStatementError(e) ? e.code : 'INTERNAL_ERROR';
      result.message = oneLine(e instanceof Error ? e.message : String(e));
      // Cut short by Ctrl-C: not a failure of this input, so nothing is written for it.
      if (interrupted && result.code === 'ABORTED') return result;
      const failure = { status: 'failed' as const, file: file.display, error_code: result.code, error_message: result.message };
      await writeFailure(failure, file, dest, args.formats.includes('json') && writesFormats && !result.statement).catch((w: unknown) => {
        result.message += ` (the failure could not be written: ${oneLine((w as Error)?.message ?? String(w))})`;
      });
    }
    return result;
  }

  async function lane(): Promise<void> {
    while (!interrupted && next < files.length) {
      const file = files[next++]!;
      const r = await one(file);
      // Inputs cut short by Ctrl-C are not reported one by one: the run says once that it stopped.
      if (interrupted && r.code === 'ABORTED') continue;
      results.push(r);
      if (!args.quiet || r.code) say(progressLine(r, results.length, files.length));
      if (!args.quiet) for (const w of r.warnings) say(`statement-extractor: ${file.display}: ${w}`);
      tty?.update(results.length);
    }
  }

  try {
    await Promise.all(Array.from({ length: Math.min(args.jobs, files.length) }, lane));
  } finally {
    process.off('SIGINT', onSigint);
    tty?.clear();
    tty = undefined;
    await extractor.close();
  }
  if (interrupted) {
    say(`statement-extractor: interrupted: ${results.length} of ${files.length} file(s) done, ${files.length - results.length} not read`);
    return EXIT_INTERRUPTED;
  }
  if (!args.quiet && files.length > 1) say(summaryLine(results));
  return results.reduce((worst, r) => Math.max(worst, r.code ? exitCodeOf(r.code) : 0), 0);
}
