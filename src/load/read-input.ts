import { readFile, stat } from 'node:fs/promises';
import { StatementError } from '../errors.js';
import type { Input } from '../types.js';

/** Largest file we accept; a bank statement above this is almost certainly not one. */
export const MAX_INPUT_BYTES = 512 * 1024 * 1024;

/**
 * Returns the PDF bytes as a fresh Uint8Array the caller owns: pdf.js detaches the buffer it is given, and a
 * caller's Buffer must never be emptied under them.
 */
export async function readInput(input: Input): Promise<Uint8Array> {
  let bytes: Uint8Array;
  if (typeof input === 'string') {
    let size: number;
    try {
      size = (await stat(input)).size;
    } catch {
      throw new StatementError('FILE_NOT_FOUND', `cannot read file: ${input}`);
    }
    if (size > MAX_INPUT_BYTES) throw new StatementError('INVALID_INPUT', `file is larger than ${MAX_INPUT_BYTES} bytes`);
    const buf = await readFile(input);
    bytes = new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  } else if (input instanceof Uint8Array) {
    bytes = new Uint8Array(input); // copy: see above
  } else if (input instanceof ArrayBuffer) {
    bytes = new Uint8Array(input.slice(0));
  } else {
    throw new StatementError('INVALID_INPUT', 'input must be a file path, a Uint8Array/Buffer or an ArrayBuffer');
  }
  assertPdfHeader(bytes);
  return bytes;
}

/** The header may be preceded by junk (up to 1 KiB is tolerated by readers), so look for it, not at offset 0. */
function assertPdfHeader(bytes: Uint8Array): void {
  if (bytes.byteLength === 0) throw new StatementError('NOT_A_PDF', 'the file is empty (0 bytes)');
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(1024, bytes.byteLength)).toString('latin1');
  if (!head.includes('%PDF-')) throw new StatementError('NOT_A_PDF', 'the file is not a PDF (no %PDF- header)');
}
