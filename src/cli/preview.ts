/** `preview FILE|-`: pages digital/scanned and the credit cost as JSON, no OCR. */
import { parseArgs } from 'node:util';
import { passwordsFrom } from './args.js';
import { readStdin } from './stdin.js';
import { UsageError } from './usage-error.js';

export async function runPreview(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { password: { type: 'string' } } });
  if (positionals.length !== 1) throw new UsageError('preview takes one FILE (or - for stdin)');
  const { preview, isStatementError, MAX_INPUT_BYTES } = await import('../index.js');
  const input = positionals[0] === '-' ? await readStdin(MAX_INPUT_BYTES) : positionals[0]!;
  const passwords = passwordsFrom(values.password, process.env.STATEMENT_PASSWORDS);
  let lastError: unknown;
  for (const password of passwords.length ? passwords : [undefined]) {
    try {
      process.stdout.write(JSON.stringify(await preview(input, { password }), null, 2) + '\n');
      return 0;
    } catch (e) {
      if (!(isStatementError(e) && e.code === 'WRONG_PASSWORD')) throw e;
      lastError = e;
    }
  }
  throw lastError;
}
