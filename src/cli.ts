#!/usr/bin/env node
// The bin. Kept to one import so `--help` and `--version` load nothing heavy (see src/cli/).
import { main } from './cli/main.js';

const argv = process.argv.slice(2);
// The statement service's commands (serve, worker, keys, plans, migrate) live in src/service/cli-commands.ts and are
// loaded only when asked for, so extraction never loads the database or HTTP packages.
if (['serve', 'worker', 'keys', 'plans', 'migrate'].includes(argv[0] ?? '')) {
  import('./service/cli-commands.js')
    .then((m) => m.runServiceCommand(argv))
    .then(
      (code) => (process.exitCode = code),
      (e: unknown) => {
        process.stderr.write(`statement-extractor: internal error: ${(e as Error)?.message ?? String(e)}\n`);
        process.exitCode = 1;
      },
    );
} else void main(argv);
