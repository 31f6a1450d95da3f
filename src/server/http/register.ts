import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '../../domain/kernel/users';
import type { ApiHost, Language } from '../../domain/kernel/users';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { authorizeRequest } from './access';
import type { RequestContext } from './context';
import { envelope } from './envelope';
import type { FileStore } from './file-store';
import { languageOf, translate } from './messages';
import { assertRouteDeclared, FileAnswer, REPLIED, urlOf, WithMessage } from './route';
import type { AnyRoute } from './route';
import { findSession } from './session';

const contexts = new WeakMap<FastifyRequest, RequestContext>();

/** The success message of most answers, per language: looked up once, not on every request. */
const OK_MESSAGE = new Map(LANGUAGES.map((lang) => [lang, translate(lang, 'ok')]));

/** A route's own success messages (WithMessage: a fixed key, no parameters), each looked up once per language. */
const successMessages = new Map<string, string>();

function successMessage(lang: Language, key: string): string {
  const cacheKey = `${lang}:${key}`;
  let text = successMessages.get(cacheKey);
  if (text === undefined) {
    text = translate(lang, key);
    successMessages.set(cacheKey, text);
  }
  return text;
}

type Deps = { config: AppConfig; database: Database; files: FileStore };

function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.token;
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7);
  return null;
}

function wareIdOf(req: FastifyRequest): number | null {
  const raw = req.headers.wareid;
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/** The shop the self-operated warehouse area names (header shopId); only an admin's session reads it (access.ts). */
function shopIdOf(req: FastifyRequest): string | undefined {
  const raw = req.headers.shopid;
  return typeof raw === 'string' ? raw : undefined;
}

export async function contextOf(req: FastifyRequest, host: ApiHost, deps: Deps): Promise<RequestContext> {
  const token = tokenOf(req);
  const wareId = wareIdOf(req);
  return {
    db: deps.database.db,
    config: deps.config,
    files: deps.files,
    host,
    lang: languageOf(req.headers.language),
    requestId: req.id,
    ip: req.ip,
    wareId,
    log: req.log,
    user: token ? await findSession(deps.database.db, token, wareId) : null,
  };
}

/** A file's bytes, as the docs show a file answer. */
const FILE_BYTES = z.file();

/**
 * A file answer in the docs: one content per media type. Fastify serializes no file (a Buffer, a
 * stream, or text of a media type other than JSON), so this schema is for the docs only.
 */
function fileResponseOf(answer: FileAnswer) {
  return {
    description: 'The file',
    content: Object.fromEntries(answer.mediaTypes.map((type) => [type, { schema: FILE_BYTES }])),
  };
}

function schemaOf(route: AnyRoute, host: ApiHost): Record<string, unknown> {
  const schema: Record<string, unknown> = { summary: route.summary, tags: [host] };
  if (route.body && !route.multipart) schema.body = route.body;
  if (route.query) schema.querystring = route.query;
  if (route.params) schema.params = route.params;
  if (route.response instanceof FileAnswer) schema.response = { 200: fileResponseOf(route.response) };
  else if (route.response)
    schema.response = { 200: z.object({ code: z.number(), msg: z.string(), data: route.response }) };
  return schema;
}

/** The bytes of a rawBody route's body as they came, beside the parsed body. */
const rawBodies = new WeakMap<object, Buffer>();

async function keepRawBody(
  req: FastifyRequest,
  _reply: FastifyReply,
  payload: RequestPayload,
): Promise<RequestPayload> {
  if (!(req.routeOptions.config as { rawBody?: boolean }).rawBody) return payload;
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  rawBodies.set(req, raw);
  const copy = Readable.from([raw]) as unknown as RequestPayload;
  copy.receivedEncodedLength = raw.length;
  return copy;
}

/** Registers every route of the table on each of its hosts, after the start-up checks. */
export function registerRoutes(app: FastifyInstance, routes: readonly AnyRoute[], deps: Deps): void {
  const seen = new Set<string>();
  app.addHook('preParsing', keepRawBody);
  for (const route of routes) {
    assertRouteDeclared(route);
    for (const host of route.hosts) {
      const url = urlOf(host, route.path);
      const key = `${route.method} ${url}`;
      if (seen.has(key)) throw new Error(`Route ${key} is declared twice.`);
      seen.add(key);
      app.withTypeProvider<ZodTypeProvider>().route({
        method: route.method,
        url,
        exposeHeadRoute: false,
        bodyLimit: route.bodyLimit,
        config: { declared: true, rawBody: route.rawBody === true },
        schema: schemaOf(route, host),
        // Access is decided before the body is validated: a caller without access learns nothing
        // about the route's input, and its body is never looked at.
        onRequest: async (req) => {
          const ctx = await authorizeRequest(await contextOf(req, host, deps), route, shopIdOf(req));
          contexts.set(req, ctx);
        },
        handler: async (req, reply) => {
          const ctx = contexts.get(req);
          if (!ctx) throw new Error('request context missing');
          const input = { body: req.body, query: req.query, params: req.params, rawBody: rawBodies.get(req) };
          const result = await route.handler(ctx as never, input as never, reply);
          if (result === REPLIED) return reply;
          if (result instanceof WithMessage) {
            const text = result.params
              ? translate(ctx.lang, result.msgKey, result.params)
              : successMessage(ctx.lang, result.msgKey);
            return reply.send(envelope(200, text, result.data ?? null));
          }
          return reply.send(
            envelope(200, OK_MESSAGE.get(ctx.lang) ?? translate(ctx.lang, 'ok'), result ?? null),
          );
        },
      });
    }
  }
  // Default deny: nothing else may be mounted under /api/<host>/.
  app.addHook('onRoute', (opts) => {
    const url = opts.url ?? '';
    if (
      /^\/api\/(admin|warehouse|business|system)\//.test(url) &&
      !(opts.config as { declared?: boolean })?.declared
    ) {
      throw new Error(`Route ${opts.method} ${url} was not declared through the route table.`);
    }
  });
}
