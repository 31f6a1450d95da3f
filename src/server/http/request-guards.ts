import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError } from './errors';
import { badRequest } from './errors';

/**
 * Checks every request's input gets before its route's schema: the depth of a JSON body, and text
 * the database cannot store. Both are refused for every route at once, so no route can forget them.
 */

/** No request body of this API nests deeper than a handful of levels; this leaves ample room. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`, found by scanning the characters
 * (no parse, no recursion), so a hostile body is refused before anything walks it recursively.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * PostgreSQL stores neither a NUL (U+0000) in text nor a lone UTF-16 surrogate in JSON, and neither
 * is anything a person types.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The path (`sizes.0`, `name`) of the first string or key in `value` that cannot be stored, '' for
 * `value` itself, or null when all text is fine. Iterative: the depth is already bounded, but a
 * walk that cannot overflow the stack needs no such argument.
 */
export function unstorableTextPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (!isStorableText(key)) return path;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

export function invalidText(field: string): AppError {
  return badRequest('errors.invalidText', { field });
}

const INPUT_PARTS = [
  ['params', (req: FastifyRequest) => req.params],
  ['query', (req: FastifyRequest) => req.query],
  ['body', (req: FastifyRequest) => req.body],
] as const;

/**
 * Replaces the JSON body parser with one that refuses deep nesting (400) before parsing (the size
 * is already capped by bodyLimit: 413), and refuses text that cannot be stored in any part of any
 * request before the route's schema sees it (400 naming the field). Runs after the access check.
 */
export function installRequestGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(badRequest('errors.bodyTooDeep', { max: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parseJson(req, body as string, done);
  });
  app.addHook('preValidation', async (req) => {
    for (const [part, read] of INPUT_PARTS) {
      const path = unstorableTextPath(read(req));
      if (path !== null) throw invalidText(path || part);
    }
  });
}
