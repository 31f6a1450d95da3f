import { hashOfFileUrl, UPLOAD_FIELD } from '../../domain/kernel/files';
import { postJson } from './http';
import type { RequestOptions } from './http';

/**
 * POST /upload, or another upload route of the same shape (multipart field `file`): stores a file
 * (its type checked by content on the server) and answers the file URL it is served at, which names
 * its content hash.
 */
export async function uploadFile(
  file: File,
  options: RequestOptions = {},
  path = '/upload',
): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const url = await postJson<string>(path, form, options);
  if (!hashOfFileUrl(url)) throw new Error(url);
  return url;
}
