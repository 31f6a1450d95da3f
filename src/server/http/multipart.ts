import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';
import { invalidText, isStorableText } from './request-guards';

/** The one file part of an upload, read whole. */
export type UploadedFile = { fieldname: string; filename: string; bytes: Buffer };

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads the first file part of a multipart request, or null when there is none. Whatever goes wrong
 * while the parser reads the body (no boundary, a truncated body, a malformed part header) is the
 * client's malformed request: 400. A file past `fileSize` throws `tooLarge()`, the caller's message.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  limits: { fileSize?: number; tooLarge: () => AppError },
): Promise<UploadedFile | null> {
  try {
    const part = await request.file({
      limits: limits.fileSize === undefined ? { files: 1 } : { files: 1, fileSize: limits.fileSize },
    });
    if (!part) return null;
    const bytes = await part.toBuffer();
    const filename = part.filename ?? '';
    if (!isStorableText(filename)) throw invalidText('filename');
    return { fieldname: part.fieldname, filename, bytes };
  } catch (err) {
    throw multipartFailure(err, limits.tooLarge);
  }
}

function multipartFailure(err: unknown, tooLarge: () => AppError): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === FILE_TOO_LARGE) return tooLarge();
  // The plugin's own coded errors (not multipart at all, too many parts) have their mapping.
  if (typeof code === 'string' && code.startsWith('FST_')) return err;
  return badRequest('errors.malformedMultipart');
}

/**
 * Reads every file part of a multipart request (at most `maxFiles` + 1, so the caller can refuse one
 * too many with its own message). The same failures as readUploadedFile.
 */
export async function readUploadedFiles(
  request: FastifyRequest,
  limits: { maxFiles: number; fileSize: number; tooLarge: () => AppError },
): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.files({
      limits: { files: limits.maxFiles + 1, fileSize: limits.fileSize },
    })) {
      const bytes = await part.toBuffer();
      const filename = part.filename ?? '';
      if (!isStorableText(filename)) throw invalidText('filename');
      files.push({ fieldname: part.fieldname, filename, bytes });
    }
    return files;
  } catch (err) {
    throw multipartFailure(err, limits.tooLarge);
  }
}
