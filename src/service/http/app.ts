/**
 * HTTP adapter: exactly the interface's paths under /api/v1 on Fastify 5. Uploads stream to `<data>/tmp` with the
 * plan's size limit, bearer keys are checked before any body is read, and every rejection is
 * `{ "error": { "code", "message" } }` with the status of HTTP_STATUS.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { StatementService, UploadSource } from '../service.js';
import { ServiceError, HTTP_STATUS, isServiceError } from '../errors.js';
import { uploadTmpDir } from '../files.js';
import { BUILTIN_FORMATS, getExporter } from '../../export/index.js';
import type { Tenant } from '../types.js';
import { DownloadParams, DownloadQuery, ErrorBody, IdParams, ListBody, ListQuery, MultipartFile, PreviewBody, StatementBody, UploadBody } from './schemas.js';

export interface HttpOptions {
  logger?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant?: Tenant;
  }
}

const BASE = '/api/v1';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody, 422: ErrorBody };
const security = [{ bearer: [] as string[] }];
// The file, in the exporter's content type (README table); fastify sends the stream as is (no serializer for streams).
const DownloadBody = {
  description: 'The export file, with Content-Disposition: attachment and X-Export-Cache: miss|hit',
  content: Object.fromEntries(
    [...new Set(BUILTIN_FORMATS.map((f) => getExporter(f)!.contentType.split(';')[0]!))].map((t) => [t, { schema: { type: 'string', format: 'binary' } }]),
  ),
};

export async function createHttpApp(service: StatementService, options: HttpOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'statement-extractor service', version: '1.0.0', description: 'Bank statement PDFs to transactions and exports, self-hosted. Errors: { "error": { "code", "message" } }.' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(multipart, { limits: { files: 1, fields: 5, parts: 6 } });

  app.setErrorHandler((err, _req, reply) => {
    const e = err as Error & { code?: string; statusCode?: number; validation?: unknown };
    if (isServiceError(e)) return reply.status(HTTP_STATUS[e.code]).send({ error: { code: e.code, message: e.message } });
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT') {
      return reply.status(413).send({ error: { code: 'TOO_LARGE', message: e.message } });
    }
    const status = e.statusCode && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 500;
    if (status === 500) app.log.error(e);
    // Fastify's own 4xx (validation, bad JSON, not multipart) keep their status and say so in our shape.
    const code = status === 500 ? 'INTERNAL_ERROR' : status === 406 || status === 415 || e.validation ? 'INVALID_REQUEST' : (e.code ?? 'INVALID_REQUEST');
    return reply.status(status === 406 ? 400 : status).send({ error: { code, message: status === 500 ? 'internal error' : e.message } });
  });
  app.setNotFoundHandler((req, reply) => reply.status(404).send({ error: { code: 'NOT_FOUND', message: `no route ${req.method} ${req.url.split('?')[0]}` } }));

  app.get(`${BASE}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith(`${BASE}/`) || req.url.startsWith(`${BASE}/openapi.json`)) return;
    const h = req.headers.authorization;
    const key = h && /^Bearer\s+/i.test(h) ? h.replace(/^Bearer\s+/i, '').trim() : undefined;
    req.tenant = await service.authenticate(key);
  });

  // A multipart body has no JSON schema to validate: the schema is there for the OpenAPI document only.
  const multipartRoute = { consumes: ['multipart/form-data'], body: MultipartFile, security };
  const acceptAll = () => () => true;

  app.post(`${BASE}/upload/preview`, { schema: { ...multipartRoute, summary: 'Classify pages and compute the credit cost (interface 4.1)', response: { 200: PreviewBody, ...errors } }, validatorCompiler: acceptAll }, async (req) => {
    const src = await receive(req, service);
    return service.preview(req.tenant!, src);
  });

  app.post(`${BASE}/upload`, { schema: { ...multipartRoute, summary: 'Upload a statement (interface 4.2). Optional header Idempotency-Key: a repeat answers with the first statement.', response: { 200: UploadBody, ...errors } }, validatorCompiler: acceptAll }, async (req) => {
    const src = await receive(req, service);
    const key = req.headers['idempotency-key'];
    return service.upload(req.tenant!, { ...src, idempotencyKey: Array.isArray(key) ? key[0] : key });
  });

  app.get(`${BASE}/statements/:id`, { schema: { params: IdParams, security, summary: 'Read a statement (interface 4.3)', response: { 200: StatementBody, ...errors } } }, async (req) =>
    service.get(req.tenant!, req.params.id),
  );

  app.get(`${BASE}/statements`, { schema: { querystring: ListQuery, security, summary: 'List statements, most recent first (interface 4.4)', response: { 200: ListBody, ...errors } } }, async (req, reply) => {
    const page = await service.list(req.tenant!, { limit: req.query.limit, cursor: req.query.cursor });
    if (page.next_cursor) {
      reply.header('X-Next-Cursor', page.next_cursor);
      reply.header('Link', `<${BASE}/statements?limit=${req.query.limit ?? 100}&cursor=${page.next_cursor}>; rel="next"`);
    }
    return page.items;
  });

  app.get(`${BASE}/download/:id/:format`, { schema: { params: DownloadParams, querystring: DownloadQuery, security, summary: 'Download a completed statement in a format of the plan (interface 4.5)', response: { 200: DownloadBody, ...errors } } }, async (req, reply) => {
    const d = await service.download(req.tenant!, req.params.id, req.params.format, { account: req.query.account, allowUnreconciled: req.query.allow_unreconciled });
    reply.header('Content-Type', d.content_type);
    reply.header('Content-Length', d.size);
    reply.header('Content-Disposition', `attachment; filename="${d.filename.replace(/["\\\r\n]/g, '_')}"`);
    reply.header('X-Export-Cache', d.cached ? 'hit' : 'miss');
    return reply.send(service.openDownload(d) as never);
  });

  app.delete(`${BASE}/statements/:id`, { schema: { params: IdParams, security, summary: 'Delete a statement, its transactions and files (interface 4.6)', response: { 204: { type: 'null' }, ...errors } } }, async (req, reply) => {
    await service.delete(req.tenant!, req.params.id);
    return reply.status(204).send(null as never);
  });

  return app;
}

/** Streams the `file` part to `<data>/tmp` under the tenant's size limit; the partial file goes if the limit is hit. */
async function receive(req: FastifyRequest, service: StatementService): Promise<UploadSource> {
  if (!req.isMultipart()) throw new ServiceError('INVALID_REQUEST', 'send multipart/form-data with one part named "file"');
  const part = await req.file({ limits: { fileSize: req.tenant!.plan.max_bytes, files: 1 } });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new ServiceError('INVALID_REQUEST', 'multipart body needs one part named "file" holding the PDF');
  }
  const path = join(uploadTmpDir(service.dataDir), `${randomUUID()}.upload`);
  try {
    await pipeline(part.file, createWriteStream(path));
    if (part.file.truncated) throw new ServiceError('TOO_LARGE', `file is larger than plan "${req.tenant!.plan.name}" allows (${req.tenant!.plan.max_bytes} bytes)`);
  } catch (e) {
    await rm(path, { force: true });
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ServiceError('TOO_LARGE', `file is larger than plan "${req.tenant!.plan.name}" allows (${req.tenant!.plan.max_bytes} bytes)`);
    throw e;
  }
  return { path, filename: part.filename || 'statement.pdf' };
}
