/** A mistake in the command line or the config file: one line on stderr, "see --help", exit 2, no work done. */
export class UsageError extends Error {}

/** node:util parseArgs errors, reworded to one short line (its own messages run to three sentences). */
export function fromParseArgsError(e: unknown): UsageError | undefined {
  const err = e as { code?: string; message?: string };
  if (typeof err?.code !== 'string' || !err.code.startsWith('ERR_PARSE_ARGS')) return undefined;
  const msg = err.message ?? '';
  const unknown = /Unknown option '([^']+)'/.exec(msg);
  if (unknown) return new UsageError(`unknown option ${unknown[1]}`);
  const missing = /Option '(-\S+)(?:, -\S+)?(?: <value>)?' argument (missing|is ambiguous)/.exec(msg);
  if (missing) return new UsageError(`option ${missing[1]} needs a value`);
  const noValue = /Option '(-\S+)' does not take an argument/.exec(msg);
  if (noValue) return new UsageError(`option ${noValue[1]} takes no value`);
  return new UsageError(msg.split(/\.\s/)[0]!.replace(/\.$/, ''));
}
