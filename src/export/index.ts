/**
 * Export registry: one exporter per format behind one interface. Users add formats with registerExporter().
 */
import type { Statement } from '../types.js';
import { StatementError, isStatementError } from '../errors.js';
import type { Exporter, ExportOptions, ExportResult } from './types.js';
import { baseFilename, sanitizeFilename } from './common.js';
import { validateStatement } from './validate.js';
import type { ExportFormat } from './format-names.js';
import { excelExporter } from './formats/excel.js';
import { csvExporter } from './formats/csv.js';
import { qboExporter } from './formats/qbo.js';
import { quickbooksExporter } from './formats/quickbooks.js';
import { xmlExporter } from './formats/xml.js';
import { odooExporter } from './formats/odoo.js';
import { zohoExporter } from './formats/zoho.js';
import { mt940Exporter } from './formats/mt940.js';
import { camt053Exporter } from './formats/camt053.js';
import { iifExporter } from './formats/iif.js';

export type { Exporter, ExportOptions, ExportResult, ExporterOutput, CsvOptions, QboOptions, QuickBooksOptions, IifOptions, Camt053Options, Mt940Options } from './types.js';
export { transactionIds } from './ids.js';

export { BUILTIN_FORMATS, type BuiltinFormat, type CustomExportFormats, type ExportFormat } from './format-names.js';

const registry = new Map<string, Exporter>();

/** Add (or replace) an exporter. The format id is matched case-insensitively. */
export function registerExporter(exporter: Exporter): void {
  if (!exporter || typeof exporter.format !== 'string' || !/^[a-z0-9][a-z0-9._-]*$/i.test(exporter.format)) {
    throw new StatementError('INVALID_INPUT', 'exporter.format must be a non-empty id of letters, digits, . _ -');
  }
  if (typeof exporter.export !== 'function') throw new StatementError('INVALID_INPUT', 'exporter.export must be a function');
  registry.set(exporter.format.toLowerCase(), exporter);
}

export function getExporter(format: string): Exporter | undefined {
  return typeof format === 'string' ? registry.get(format.toLowerCase()) : undefined;
}

export function listFormats(): string[] {
  return [...registry.keys()];
}

for (const e of [excelExporter, csvExporter, qboExporter, quickbooksExporter, xmlExporter, odooExporter, zohoExporter, mt940Exporter, camt053Exporter, iifExporter]) {
  registerExporter(e);
}

export async function exportStatement(statement: Statement, format: ExportFormat, options: ExportOptions = {}): Promise<ExportResult> {
  const exporter = getExporter(format);
  if (!exporter) {
    throw new StatementError('UNKNOWN_FORMAT', `unknown export format "${String(format)}"; known: ${listFormats().join(', ')}`);
  }
  if (statement?.status === 'failed') {
    throw new StatementError('EXPORT_FAILED', `${exporter.format}: the statement failed to process and cannot be exported`);
  }
  validateStatement(statement, exporter.format);
  let out;
  try {
    out = await exporter.export(statement, options);
  } catch (e) {
    if (isStatementError(e)) throw e;
    throw new StatementError('EXPORT_FAILED', `${exporter.format}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
  const base = options.filename ? sanitizeFilename(options.filename) : sanitizeFilename(baseFilename(statement) + (exporter.filenameSuffix ?? ''));
  return {
    data: out.data,
    contentType: exporter.contentType,
    extension: exporter.extension,
    filename: `${base}.${exporter.extension}`,
    warnings: out.warnings ?? [],
  };
}
