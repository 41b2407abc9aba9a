/** Passwords for encrypted inputs: the ones given (flag, environment) in turn, then a question at the terminal. */
import { isStatementError, type Extractor } from '../index.js';
import { StatementError } from '../errors.js';
import type { ExtractOptions, Input, Statement } from '../types.js';
import type { InputFile } from './inputs.js';
import { askHidden } from './prompt.js';

const isPasswordError = (e: unknown) => isStatementError(e) && (e.code === 'WRONG_PASSWORD' || e.code === 'PASSWORD_REQUIRED');

/** Asks for passwords at the terminal, one question at a time however many --jobs lanes need one. */
export type Asker = (file: InputFile) => Promise<string>;

export function serialAsker(beforeAsking: () => void): Asker {
  let queue: Promise<unknown> = Promise.resolve();
  return (file) => {
    const turn = queue.then(() => {
      beforeAsking();
      return askHidden(`Password for ${file.display} (empty to skip): `);
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
}

/**
 * Tries each password in turn (a file that needs none ignores them), then, at a terminal, asks (up to 3 times); a
 * password that was asked for is kept for the next inputs. WRONG_PASSWORD only when nothing opens it.
 */
export async function extractWithPasswords(ex: Extractor, input: Input, file: InputFile, passwords: string[], options: ExtractOptions, ask: Asker | undefined): Promise<{ statement: Statement; password?: string }> {
  let last: unknown;
  for (const password of passwords.length ? [...passwords] : [undefined]) {
    try {
      return { statement: await ex.extract(input, { ...options, password }), password };
    } catch (e) {
      if (!isPasswordError(e)) throw e;
      last = e;
    }
  }
  for (let i = 0; ask && i < 3 && !options.signal?.aborted; i++) {
    const password = await ask(file);
    if (!password) break;
    try {
      const statement = await ex.extract(input, { ...options, password });
      if (!passwords.includes(password)) passwords.push(password);
      return { statement, password };
    } catch (e) {
      if (!isPasswordError(e)) throw e;
      last = e;
    }
  }
  const n = passwords.length;
  if (n > 1) throw new StatementError('WRONG_PASSWORD', `none of the ${n} passwords opens the PDF`);
  throw last;
}
