/** Slots that read statements in this process with one warm extractor (library use, tests, `serve --inline`). */
import { createExtractor, type Extractor } from '../index.js';
import { isStatementError } from '../errors.js';
import { oneLine } from './errors.js';
import { toResult, type RunResult, type SlotFactory } from './runner.js';

export function inlineSlots(): SlotFactory & { close(): Promise<void> } {
  let extractor: Extractor | undefined;
  const factory = ((index: number) => ({
    label: `inline-${index}`,
    ready: async () => undefined,
    // This process's event loop runs the lease timer too: if it is alive enough to renew, the slot is.
    lastBeat: () => Date.now(),
    async run(req, signal): Promise<RunResult> {
      extractor ??= createExtractor();
      try {
        return toResult(await extractor.extract(req.path, { signal }));
      } catch (e) {
        return { ok: false, code: isStatementError(e) ? e.code : 'INTERNAL_ERROR', message: oneLine(e instanceof Error ? e.message : String(e)) };
      }
    },
    close: async () => undefined,
  })) as SlotFactory & { close(): Promise<void> };
  factory.close = async () => {
    await extractor?.close();
    extractor = undefined;
  };
  return factory;
}
