/**
 * The built-in export format names, in a module of their own with no imports: the CLI checks `--format` against
 * them before it loads any exporter (or pdf.js).
 */

/** The ten formats of the service interface (part 4.5), in its order. */
export const BUILTIN_FORMATS = ['excel', 'csv', 'qbo', 'quickbooks', 'xml', 'odoo', 'zoho', 'mt940', 'camt053', 'iif'] as const;

export type BuiltinFormat = (typeof BUILTIN_FORMATS)[number];

/**
 * Names of formats added with registerExporter(), by declaration merging, so that exportStatement() accepts them:
 *
 *     declare module 'statement-extractor' { interface CustomExportFormats { ledger: true } }
 *
 * Empty by default: `exportStatement(s, 'pdf')` does not type-check.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface CustomExportFormats {}

export type ExportFormat = BuiltinFormat | Extract<keyof CustomExportFormats, string>;
