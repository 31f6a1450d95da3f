/**
 * Uploaded pictures (spec sections 5 and 7).
 *
 *   POST /upload        multipart field `file` -> data: the file URL /api/<host>/files/<sha256>
 *   GET  /files/:hash   the picture, to admins, warehouse staff and the seller who uploaded it
 */

/** "Picture size cannot exceed 10M" (spec sections 5 and 9). */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/** Pictures the platform accepts, recognised by their content, never by name or header. */
export const PICTURE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type PictureMimeType = (typeof PICTURE_MIME_TYPES)[number];

export function isPictureMimeType(mime: string | undefined): mime is PictureMimeType {
  return (PICTURE_MIME_TYPES as readonly string[]).includes(mime ?? '');
}

export const UPLOAD_FIELD = 'file';

const HASH = /^[a-f0-9]{64}$/;

export function isFileHash(value: string): boolean {
  return HASH.test(value);
}

export function fileUrl(host: string, hash: string): string {
  return `/api/${host}/files/${hash}`;
}

/** The hash in a file URL this platform handed out, or null for anything else. */
export function hashOfFileUrl(url: string): string | null {
  const match = /^\/api\/(admin|warehouse|business|system)\/files\/([a-f0-9]{64})$/.exec(url);
  return match ? match[2] : null;
}
