/**
 * Where each output of one input goes (stdout, --out, or --out-dir keeping the input's relative path) and what is
 * written there. Loaded only once extraction starts: it brings in the exporters.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { exportStatement } from '../export/index.js';
import type { ExportFormat } from '../export/format-names.js';
import type { ExportOptions } from '../export/types.js';
import type { Statement } from '../types.js';
import type { InputFile } from './inputs.js';

export interface Destination {
  out?: string;
  outDir?: string;
}

async function put(dest: Destination, file: InputFile, suffix: string, data: Uint8Array | string): Promise<string> {
  if (dest.outDir !== undefined) {
    const path = join(dest.outDir, file.name + suffix);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
    return path;
  }
  if (dest.out !== undefined) {
    await writeFile(dest.out, data);
    return dest.out;
  }
  await new Promise<void>((res, rej) => process.stdout.write(data, (e) => (e ? rej(e) : res())));
  return '-';
}

/** Two formats can share an extension (csv, quickbooks, odoo, zoho): the format name then keeps them apart. */
function suffixOf(format: string, extension: string): string {
  return format === extension || format === 'json' ? `.${extension}` : `.${format}.${extension}`;
}

/** Writes one format; returns the exporter's warnings. */
export async function writeFormat(statement: Statement, file: InputFile, format: string, dest: Destination, options: ExportOptions): Promise<string[]> {
  if (format === 'json') {
    await put(dest, file, '.json', JSON.stringify(statement, null, 2) + '\n');
    return [];
  }
  const r = await exportStatement(statement, format as ExportFormat, options);
  await put(dest, file, suffixOf(format, r.extension), r.data);
  return r.warnings;
}

export interface Failure {
  status: 'failed';
  file: string;
  error_code: string;
  error_message: string;
}

/**
 * A failure as JSON: in --out-dir always as <name>.error.json (so a folder run leaves a trace of every input);
 * otherwise, when JSON was asked for, where the JSON would have gone, on one line so a caller can read it line by line.
 */
export async function writeFailure(failure: Failure, file: InputFile, dest: Destination, jsonAsked: boolean): Promise<void> {
  if (dest.outDir !== undefined) await put(dest, file, '.error.json', JSON.stringify(failure, null, 2) + '\n');
  else if (jsonAsked) await put(dest, file, '.json', JSON.stringify(failure) + '\n');
}

export async function writeReportFile(html: string, file: InputFile, dest: Destination, target: string): Promise<void> {
  if (dest.outDir !== undefined) await put(dest, file, '.report.html', html);
  else await writeFile(target, html);
}
