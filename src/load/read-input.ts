import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { StatementError } from '../errors.js';
import type { Input } from '../types.js';

/**
 * Largest input accepted, path or bytes. Real statements are a few MB (a 500-page digital statement is ~3 MB, a
 * 100-page 300 DPI scan ~30 MB); pdf.js needs several times a file's size while reading it, and much more when it
 * must rebuild a broken xref, so the cap is what keeps a hostile file's memory bounded before parsing starts.
 */
export const MAX_INPUT_BYTES = 128 * 1024 * 1024;

/**
 * Returns the PDF bytes as a fresh Uint8Array the caller owns: pdf.js detaches the buffer it is given, and a
 * caller's Buffer must never be emptied under them.
 */
export async function readInput(input: Input): Promise<Uint8Array> {
  let bytes: Uint8Array;
  if (typeof input === 'string') {
    bytes = await readRegularFile(input);
  } else if (input instanceof Uint8Array) {
    assertSize(input.byteLength, 'the input');
    bytes = new Uint8Array(input); // copy: see above
  } else if (input instanceof ArrayBuffer) {
    assertSize(input.byteLength, 'the input');
    bytes = new Uint8Array(input.slice(0));
  } else {
    throw new StatementError('INVALID_INPUT', 'input must be a file path, a Uint8Array/Buffer or an ArrayBuffer');
  }
  assertPdfHeader(bytes);
  return bytes;
}

function assertSize(n: number, what: string): void {
  if (n > MAX_INPUT_BYTES) throw new StatementError('INVALID_INPUT', `${what} is larger than ${MAX_INPUT_BYTES} bytes (MAX_INPUT_BYTES)`);
}

/**
 * Only a regular file is read, and never more than MAX_INPUT_BYTES of it. O_NONBLOCK makes opening a FIFO return
 * at once instead of waiting for a writer for ever; the type is then checked on the opened handle (no window
 * between a check and the open). The size from fstat is not trusted: /proc files say 0 and a file may grow while
 * it is read, so the read itself stops at the cap.
 */
async function readRegularFile(path: string): Promise<Uint8Array> {
  if (path.length === 0 || path.includes('\0')) throw new StatementError('INVALID_INPUT', 'the file path is empty or contains a NUL character');
  let handle: FileHandle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') throw new StatementError('INVALID_INPUT', `not a regular file (a directory): ${path}`, { cause: e });
    throw new StatementError('FILE_NOT_FOUND', `cannot read file: ${path}${code && code !== 'ENOENT' ? ` (${code})` : ''}`, { cause: e });
  }
  try {
    const st = await handle.stat();
    if (!st.isFile()) throw new StatementError('INVALID_INPUT', `not a regular file (${fileKind(st)}): ${path}`);
    assertSize(st.size, `the file ${path}`);
    const chunks: Uint8Array[] = [];
    let total = 0;
    // One read for the announced size, then small reads until end of file, each checked against the cap.
    let want = Math.max(st.size, 64 * 1024);
    for (;;) {
      const buf = new Uint8Array(Math.min(want, MAX_INPUT_BYTES + 1 - total));
      const { bytesRead } = await handle.read(buf, 0, buf.byteLength, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      assertSize(total, `the file ${path}`);
      chunks.push(bytesRead === buf.byteLength ? buf : buf.subarray(0, bytesRead));
      want = 64 * 1024;
    }
    if (chunks.length === 1) return chunks[0]!;
    const out = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.byteLength;
    }
    return out;
  } catch (e) {
    if (e instanceof StatementError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') throw new StatementError('INVALID_INPUT', `not a regular file (a directory): ${path}`, { cause: e });
    throw new StatementError('FILE_NOT_FOUND', `cannot read file: ${path} (${code ?? (e as Error).message})`, { cause: e });
  } finally {
    await handle.close().catch(() => undefined);
  }
}

function fileKind(st: { isDirectory(): boolean; isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string {
  if (st.isDirectory()) return 'a directory';
  if (st.isFIFO()) return 'a FIFO';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isSocket()) return 'a socket';
  return 'not a file';
}

/** The header may be preceded by junk (up to 1 KiB is tolerated by readers), so look for it, not at offset 0. */
function assertPdfHeader(bytes: Uint8Array): void {
  if (bytes.byteLength === 0) throw new StatementError('NOT_A_PDF', 'the file is empty (0 bytes)');
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(1024, bytes.byteLength)).toString('latin1');
  if (!head.includes('%PDF-')) throw new StatementError('NOT_A_PDF', 'the file is not a PDF (no %PDF- header)');
}
