/**
 * The service's subcommands of `statement-extractor`: serve, worker, keys, plans, migrate. Kept out of cli.ts so
 * the extraction CLI never loads the service's dependencies.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { StatementService, type ServiceOptions } from './service.js';
import { isServiceError } from './errors.js';
import { BUILTIN_FORMATS } from '../export/index.js';

export const SERVICE_COMMANDS = new Set(['serve', 'worker', 'keys', 'plans', 'migrate']);

export const SERVICE_USAGE = `Service (see README, "Run as a service"):
  statement-extractor serve   [--data DIR] [--port 8080] [--host 127.0.0.1] [--workers N] [--inline]
                              [--lease-seconds 30] [--hung-seconds 120] [--max-attempts 3] [--database URL]
  statement-extractor worker  --database URL [--data DIR] [--workers N]   (no HTTP: reads statements only)
  statement-extractor keys    create --tenant T [--plan P] [--name N] | list [--tenant T] | revoke ID [--data DIR]
  statement-extractor plans   list | set NAME --formats a,b --max-pages N --max-bytes N --concurrency N [--data DIR]
  statement-extractor migrate [--data DIR] [--database URL]
DIR defaults to $STATEMENT_DATA or ./statement-data; URL to $STATEMENT_DATABASE_URL (PostgreSQL; needs "pg").`;

const say = (s: string): void => void process.stdout.write(s + '\n');

export async function runServiceCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      data: { type: 'string' },
      database: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      workers: { type: 'string' },
      inline: { type: 'boolean', default: false },
      'lease-seconds': { type: 'string' },
      'max-attempts': { type: 'string' },
      'hung-seconds': { type: 'string' },
      tenant: { type: 'string' },
      plan: { type: 'string' },
      name: { type: 'string' },
      formats: { type: 'string' },
      'max-pages': { type: 'string' },
      'max-bytes': { type: 'string' },
      concurrency: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, sub, arg] = positionals;
  if (values.help) {
    say(SERVICE_USAGE);
    return 0;
  }
  const num = (name: string, v: string | undefined, min: number): number | undefined => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!(Number.isSafeInteger(n) && n >= min)) throw new UsageError(`--${name} must be a whole number >= ${min}`);
    return n;
  };
  const base: ServiceOptions = {
    dataDir: resolve(values.data ?? process.env.STATEMENT_DATA ?? 'statement-data'),
    databaseUrl: values.database ?? process.env.STATEMENT_DATABASE_URL,
    leaseSeconds: num('lease-seconds', values['lease-seconds'], 1),
    maxAttempts: num('max-attempts', values['max-attempts'], 1),
    hungSeconds: num('hung-seconds', values['hung-seconds'], 1),
    log: (line) => say(`${new Date().toISOString()} ${line}`),
  };
  try {
    if (command === 'serve' || command === 'worker') {
      if (command === 'worker' && !base.databaseUrl) throw new UsageError('worker needs --database URL (the embedded store belongs to the one "serve" process holding its folder)');
      return await serve(command, { ...base, workers: num('workers', values.workers, 0) ?? 2, workerMode: values.inline ? 'inline' : 'process' }, values.host ?? '127.0.0.1', num('port', values.port, 0) ?? 8080);
    }
    // One-shot commands move no statement: servers running beside them (on PostgreSQL) do that.
    const svc = await StatementService.open({ ...base, workers: 0, dispatch: false, log: undefined });
    try {
      if (command === 'migrate') {
        say(`schema ready in ${svc.db.kind === 'pglite' ? base.dataDir : 'PostgreSQL'}`);
      } else if (command === 'keys' && sub === 'create') {
        if (!values.tenant) throw new UsageError('keys create needs --tenant NAME');
        const k = await svc.createKey(values.tenant, { plan: values.plan, name: values.name });
        say(`key for tenant "${k.tenant}" (shown once, only its hash is kept):\n${k.key}`);
      } else if (command === 'keys' && sub === 'list') {
        for (const k of await svc.listKeys(values.tenant)) say(`${k.id}  ${k.tenant}  ${k.name ?? '-'}  created ${k.created_at}${k.revoked_at ? `  revoked ${k.revoked_at}` : ''}`);
      } else if (command === 'keys' && sub === 'revoke') {
        if (!arg) throw new UsageError('keys revoke needs the key id (from keys list) or the key');
        if (!(await svc.revokeKey(arg))) {
          process.stderr.write(`statement-extractor: no active key ${arg}\n`);
          return 3;
        }
        say(`revoked ${arg}`);
      } else if (command === 'plans' && sub === 'list') {
        for (const p of await svc.listPlans()) say(`${p.name}  formats=${p.formats.join(',')}  max_pages=${p.max_pages}  max_bytes=${p.max_bytes}  concurrency=${p.concurrency}`);
      } else if (command === 'plans' && sub === 'set') {
        if (!arg) throw new UsageError('plans set needs a NAME');
        const p = await svc.setPlan({
          name: arg,
          formats: (values.formats ?? BUILTIN_FORMATS.join(',')).split(',').map((f) => f.trim().toLowerCase()).filter(Boolean),
          max_pages: num('max-pages', values['max-pages'], 1) ?? 500,
          max_bytes: num('max-bytes', values['max-bytes'], 1) ?? 20 * 1024 * 1024,
          concurrency: num('concurrency', values.concurrency, 1) ?? 4,
        });
        say(`plan ${p.name} saved`);
      } else {
        throw new UsageError(`unknown service command "${positionals.join(' ')}"`);
      }
    } finally {
      await svc.close();
    }
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`statement-extractor: ${e.message}\n${SERVICE_USAGE}\n`);
      return 2;
    }
    if (isServiceError(e)) {
      process.stderr.write(`statement-extractor: ${e.message} [${e.code}]\n`);
      return 3;
    }
    throw e;
  }
}

class UsageError extends Error {}

async function serve(command: 'serve' | 'worker', options: ServiceOptions, host: string, port: number): Promise<number> {
  const svc = await StatementService.open(options);
  let app: Awaited<ReturnType<typeof import('./http/app.js').createHttpApp>> | undefined;
  try {
    // Only `serve`: a worker has no HTTP to use a key with, and API node + workers starting together would make several.
    if (command === 'serve' && (await svc.listKeys()).length === 0) {
      // A first start has no key at all and no other way in: make one, like a dashboard would, and show it once.
      const k = await svc.createKey('default', { name: 'first start' });
      say(`no API key yet: created one for tenant "default" (plan pro), shown once:\n  ${k.key}`);
    }
    if (command === 'serve') {
      const { createHttpApp } = await import('./http/app.js');
      app = await createHttpApp(svc);
      const addr = await app.listen({ host, port });
      say(`listening on ${addr}/api/v1 (data ${options.databaseUrl ? 'PostgreSQL' : options.dataDir}, ${options.workers} worker(s))`);
    } else say(`worker running ${options.workers} slot(s)`);
  } catch (e) {
    await app?.close();
    await svc.close();
    throw e;
  }
  await new Promise<void>((resolveStop) => {
    const stop = (): void => resolveStop();
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
  say('stopping');
  await app?.close();
  await svc.close();
  return 0;
}
