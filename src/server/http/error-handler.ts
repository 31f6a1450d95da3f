import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { envelope } from './envelope';
import { AppError, ErrorCode } from './errors';
import { languageOf, translate } from './messages';

type ValidationIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const unknownKeys = (issue.params?.issue as { keys?: string[] } | undefined)?.keys;
  if (unknownKeys?.length) return unknownKeys.join(', ');
  return path || context || 'body';
}

/** Fastify's own 4xx errors (body parsing, limits, multipart) mapped to the contract's codes. */
function frameworkError(err: FastifyError): { code: number; key: string } | null {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { code: ErrorCode.tooLarge, key: 'errors.bodyTooLarge' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { code: ErrorCode.badRequest, key: 'errors.unsupportedMediaType' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: ErrorCode.badRequest, key: 'errors.malformedBody' };
  }
  if (err instanceof SyntaxError || err.statusCode === 400) return { code: 400, key: 'errors.malformedBody' };
  if (err.statusCode === 413) return { code: 413, key: 'errors.bodyTooLarge' };
  if (err.statusCode === 415) return { code: 400, key: 'errors.unsupportedMediaType' };
  if (err.statusCode === 404) return { code: 404, key: 'errors.routeNotFound' };
  if (err.statusCode === 429) return { code: 429, key: 'errors.tooManyRequests' };
  return null;
}

/** The one place that turns a failure into the `{code,msg,data}` envelope. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, req: FastifyRequest, reply) => {
    const lang = languageOf(req.headers.language);
    if (error instanceof AppError) {
      return reply
        .code(error.code)
        .send(envelope(error.code, translate(lang, error.msgKey, error.params), error.data));
    }
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0] as ValidationIssue;
      const field = fieldOf(first, err.validationContext);
      const msg = translate(lang, 'errors.invalidField', { field, reason: first.message ?? '' });
      return reply.code(400).send(envelope(400, msg, null));
    }
    const known = frameworkError(err);
    if (known) return reply.code(known.code).send(envelope(known.code, translate(lang, known.key), null));
    req.log.error({ err, requestId: req.id }, 'unexpected error');
    return reply
      .code(500)
      .send(envelope(500, translate(lang, 'errors.internal', { requestId: req.id }), null));
  });
}
