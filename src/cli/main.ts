/**
 * Entry of the command line: global flags (--help, --version), `help`, then the subcommand. Turns every error into
 * one line on stderr and an exit code (README, "Command line").
 */
import { COMMANDS } from './commands.js';
import { exitCodeOf, EXIT_USAGE } from './exit-codes.js';
import { USAGE, version } from './help.js';
import { fromParseArgsError, UsageError } from './usage-error.js';

async function dispatch(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    process.stderr.write(USAGE + '\n');
    return EXIT_USAGE;
  }
  if (first === '--version' || first === '-V') {
    process.stdout.write(`statement-extractor ${version()}\n`);
    return 0;
  }
  if (first === 'help' || first === '--help' || first === '-h' || argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(USAGE + '\n');
    return 0;
  }
  const load = Object.hasOwn(COMMANDS, first) ? COMMANDS[first] : undefined;
  if (!load) throw new UsageError(first.startsWith('-') ? `unknown option ${first} (a command comes first: ${Object.keys(COMMANDS).join(', ')})` : `unknown command "${first}" (commands: ${Object.keys(COMMANDS).join(', ')}, help)`);
  return (await load())(rest);
}

export async function main(argv: string[]): Promise<void> {
  let code: number;
  try {
    code = await dispatch(argv);
  } catch (e) {
    const usage = e instanceof UsageError ? e : fromParseArgsError(e);
    const typed = e as { name?: string; code?: string; message?: string };
    if (usage) {
      process.stderr.write(`statement-extractor: ${usage.message} (see --help)\n`);
      code = EXIT_USAGE;
    } else if (typed?.name === 'StatementError' && typeof typed.code === 'string') {
      process.stderr.write(`statement-extractor: ${typed.message} [${typed.code}]\n`);
      code = exitCodeOf(typed.code);
    } else {
      process.stderr.write(`statement-extractor: internal error: ${typed?.message ?? String(e)}\n`);
      code = 1;
    }
  }
  process.exitCode = code;
}
