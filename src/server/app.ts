import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { clientErrorHandler, frameworkErrorHandler, requestIdOf } from './http/edge-answers';
import { envelope } from './http/envelope';
import { installErrorHandler } from './http/error-handler';
import { ErrorCode } from './http/errors';
import { createFileStore } from './http/file-store';
import { languageOf, translate } from './http/messages';
import { registerRoutes } from './http/register';
import { installRequestGuards } from './http/request-guards';
import { responseSerializerCompiler } from './http/response-serializer';
import { securityHeaders } from './http/security-headers';
import { runAppWorker } from './jobs/app-worker';
import { closeCarrier } from './modules/labels/carrier-connection';
import { closeMarketplaces } from './modules/listing/marketplace-connection';
import { auditTeamMemberActions } from './modules/teams/member-action-audit';
import { ROUTE_TABLE } from './route-table';

export type AppDeps = { config: AppConfig; database: Database };

/** Uploads are checked per route; this caps any single request body. */
const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_LIMIT = 10 * 1024 * 1024;

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  // Security headers (computed once) and the RequestID echo go on every answer, errors included,
  // and so do the answers given before any route runs (edge-answers.ts).
  const headers = securityHeaders();
  const app = Fastify({
    // process.stdout, not pino's own asynchronous writer: the log lines and the start banner
    // (main.ts, console.log) reach the terminal in the order they were written.
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, stream: process.stdout },
    bodyLimit: JSON_BODY_LIMIT,
    requestIdHeader: 'requestid',
    genReqId: (req) => requestIdOf(req.headers.requestid),
    trustProxy: config.trustProxy,
    clientErrorHandler: clientErrorHandler(headers),
    frameworkErrors: frameworkErrorHandler(headers),
    // Answered by the hook below instead, in the envelope.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  installErrorHandler(app);

  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers).header('RequestID', req.id);
    if (!closing) return done();
    const msg = translate(languageOf(req.headers.language), 'errors.shuttingDown');
    void reply
      .code(ErrorCode.unavailable)
      .header('Connection', 'close')
      .send(envelope(ErrorCode.unavailable, msg, null));
  });
  installRequestGuards(app);

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 10, parts: 12 },
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'SoleStack API',
        version: '1.2.40',
        description: 'Every answer is { code, msg, data }.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const files = createFileStore(config.dataDir);
  auditTeamMemberActions(app, database.db, ROUTE_TABLE);
  registerRoutes(app, ROUTE_TABLE, { config, database, files });
  runAppWorker(app, config, database);
  app.addHook('onClose', () => closeCarrier(config));
  app.addHook('onClose', () => closeMarketplaces(config));

  const indexHtml = path.join(config.staticDir, 'index.html');
  const hasClient = fs.existsSync(indexHtml);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      setHeaders: (res, filePath) => {
        // The service worker and the shell must be revalidated; hashed assets are immutable.
        if (/\/assets\//.test(filePath)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const lang = languageOf(req.headers.language);
    if (req.url.startsWith('/api/') || !hasClient || req.method !== 'GET') {
      return reply.code(404).send(envelope(404, translate(lang, 'errors.routeNotFound'), null));
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });

  return app;
}
