/** `-` as input: the PDF's bytes from stdin, read up to the library's input cap (it refuses anything larger). */
import { UsageError } from './usage-error.js';

export async function readStdin(cap: number): Promise<Buffer> {
  if (process.stdin.isTTY) throw new UsageError('- reads a PDF from stdin, but stdin is a terminal (pipe or redirect a file into it)');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    // One byte over the cap is enough for the library to say the input is too large.
    if (size > cap) break;
  }
  process.stdin.destroy();
  return Buffer.concat(chunks);
}
