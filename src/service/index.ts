/**
 * `statement-extractor/service`: the statement service as a library. A separate entry point so that
 * `import { extract } from 'statement-extractor'` never loads the database, queue or HTTP dependencies.
 */
export { StatementService, type ServiceOptions, type UploadSource } from './service.js';
export { ServiceError, isServiceError, HTTP_STATUS, type ServiceErrorCode } from './errors.js';
export { MIGRATIONS, migrate } from './schema.js';
export { openPglite, openPostgres, type Db } from './db.js';
export type { Slot, SlotFactory, RunRequest, RunResult } from './runner.js';
export type * from './types.js';

/** The Fastify app of the HTTP adapter (loaded on use: fastify is needed only to serve). */
export async function createHttpApp(service: import('./service.js').StatementService, options: import('./http/app.js').HttpOptions = {}) {
  const m = await import('./http/app.js');
  return m.createHttpApp(service, options);
}
