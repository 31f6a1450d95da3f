import type { FastifyReply } from 'fastify';
import { hashOfFileUrl } from '../../domain/kernel/files';
import type { AuthedContext } from '../http/context';
import { AppError, badRequest, ErrorCode, notFound } from '../http/errors';
import { REPLIED } from '../http/route';
import { readStoredFile } from './service';

/**
 * The path of a file address this server handed out, given as a path or as a full URL on the host
 * the request came to; null for an address anywhere else. Never fetched: this is no proxy.
 */
export function ownFilePath(url: string, requestHost: string | undefined): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
  if (!web || !requestHost || parsed.host !== requestHost || parsed.username || parsed.search) return null;
  return parsed.pathname;
}

/**
 * POST /getFile2 (spec section 7): the whole file as bytes, for a label PDF preview. Only this
 * server's own files, with the same access as reading them directly; a missing one is the spec's
 * "The label is missing and cannot be printed".
 */
export async function replyWithFileBytes(ctx: AuthedContext, url: string, reply: FastifyReply) {
  const path = ownFilePath(url, reply.request.headers.host);
  const hash = path === null ? null : hashOfFileUrl(path);
  if (hash === null) throw badRequest('printing:errors.notOwnFile');
  const file = await readStoredFile(ctx, hash).catch((error: unknown) => {
    if (error instanceof AppError && error.code === ErrorCode.notFound)
      throw notFound('printing:errors.labelMissing');
    throw error;
  });
  await reply
    .header('Content-Type', file.mime)
    .header('Content-Disposition', 'inline')
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.bytes);
  return REPLIED;
}
