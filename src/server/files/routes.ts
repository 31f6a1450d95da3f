import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { PICTURE_MIME_TYPES, UPLOAD_FIELD } from '../../domain/kernel/files';
import { fileBytesRequest } from '../../domain/kernel/printing';
import type { AuthedContext } from '../http/context';
import { badRequest, tooLarge } from '../http/errors';
import { readUploadedFile } from '../http/multipart';
import { defineRoute, fileAnswer, REPLIED } from '../http/route';
import { replyWithFileBytes } from './file-bytes';
import { readStoredFile, storePicture } from './service';

const FILE_HOSTS = ['admin', 'warehouse', 'business'] as const;

/** Reads the one `file` part; the multipart plugin stops reading past the 10 MB picture limit. */
async function upload(ctx: AuthedContext, reply: FastifyReply): Promise<string> {
  const file = await readUploadedFile(reply.request, {
    tooLarge: () => tooLarge('files:errors.pictureTooLarge'),
  });
  if (!file || file.fieldname !== UPLOAD_FIELD) throw badRequest('files:errors.fileMissing');
  return storePicture(ctx, file.bytes, file.filename);
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
    method: 'POST',
    path: '/getFile2',
    hosts: FILE_HOSTS,
    access: { kind: 'authenticated' },
    summary: "One of this server's files as bytes (a label PDF preview); other addresses are refused",
    body: fileBytesRequest,
    response: fileAnswer('application/pdf', ...PICTURE_MIME_TYPES),
    handler: (ctx, { body }, reply) => replyWithFileBytes(ctx, body.url, reply),
  }),
  defineRoute({
    method: 'GET',
    path: '/files/:hash',
    hosts: FILE_HOSTS,
    access: { kind: 'authenticated' },
    summary: 'An uploaded file by its content hash',
    params: z.strictObject({ hash: z.string().max(200) }),
    response: fileAnswer(...PICTURE_MIME_TYPES),
    handler: (ctx, { params }, reply) => serveFile(ctx, params.hash, reply),
  }),
];
