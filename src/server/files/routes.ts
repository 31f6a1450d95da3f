import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { UPLOAD_FIELD } from '../../domain/files';
import type { AuthedContext } from '../http/context';
import { badRequest, tooLarge } from '../http/errors';
import { defineRoute, REPLIED } from '../http/route';
import { readStoredFile, storePicture } from './service';

const FILE_HOSTS = ['admin', 'warehouse', 'business'] as const;

function isFileTooLarge(err: unknown): boolean {
  return (
    typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

/** Reads the one `file` part; the multipart plugin stops reading past the 10 MB picture limit. */
async function upload(ctx: AuthedContext, reply: FastifyReply): Promise<string> {
  const part = await reply.request.file();
  if (!part || part.fieldname !== UPLOAD_FIELD) throw badRequest('files:errors.fileMissing');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if (isFileTooLarge(err)) throw tooLarge('files:errors.pictureTooLarge');
    throw err;
  }
  return storePicture(ctx, bytes, part.filename ?? '');
}

async function serveFile(ctx: AuthedContext, hash: string, reply: FastifyReply) {
  const file = await readStoredFile(ctx, hash);
  const etag = `"${file.hash}"`;
  // Content-addressed: the bytes behind a hash never change, but they are not for shared caches.
  reply
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('X-Content-Type-Options', 'nosniff')
    .header('ETag', etag);
  if (reply.request.headers['if-none-match'] === etag) {
    await reply.code(304).send();
    return REPLIED;
  }
  await reply.header('Content-Type', file.mime).header('Content-Disposition', 'inline').send(file.bytes);
  return REPLIED;
}

export const fileRoutes = [
  defineRoute({
    method: 'POST',
    path: '/upload',
    hosts: FILE_HOSTS,
    access: { kind: 'authenticated' },
    summary: 'Upload a picture (JPG, PNG, WebP, GIF; at most 10M), multipart field "file"; answers its URL',
    multipart: true,
    response: z.string(),
    handler: (ctx, _input, reply) => upload(ctx, reply),
  }),
  defineRoute({
    method: 'GET',
    path: '/files/:hash',
    hosts: FILE_HOSTS,
    access: { kind: 'authenticated' },
    summary: 'An uploaded file by its content hash',
    params: z.strictObject({ hash: z.string().max(200) }),
    handler: (ctx, { params }, reply) => serveFile(ctx, params.hash, reply),
  }),
];
