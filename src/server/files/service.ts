import { fileTypeFromBuffer } from 'file-type';
import { fileUrl, isFileHash, isPictureMimeType } from '../../domain/kernel/files';
import { PortalId } from '../../domain/kernel/users';
import type { AuthedContext } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import type { Db } from '../kernel/db-helpers';

/** An uploaded file as the files table keeps it: who uploaded what, by content hash. */
export type UploadRecord = { hash: string; mime: string; size: number; originalName: string; userId: number };

/**
 * Remembers that this user uploaded these bytes (already in the file store), in the caller's
 * transaction. The same bytes again, by anyone, are the same file; each uploader may read it.
 */
export async function recordUpload(db: Db, file: UploadRecord): Promise<void> {
  await db
    .insertInto('files')
    .values({
      hash: file.hash,
      mime: file.mime,
      size: file.size,
      original_name: file.originalName.slice(0, 255),
      uploaded_by: file.userId,
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
  await db
    .insertInto('file_uploads')
    .values({ hash: file.hash, user_id: file.userId })
    .onConflict((oc) => oc.columns(['hash', 'user_id']).doNothing())
    .execute();
}

/** Stores the bytes by content hash for the uploading user, and answers their URL on this host. */
export async function storeUpload(
  ctx: AuthedContext,
  bytes: Buffer,
  mime: string,
  originalName: string,
): Promise<string> {
  const hash = await ctx.files.put(bytes);
  await ctx.db
    .transaction()
    .execute((trx) =>
      recordUpload(trx, { hash, mime, size: bytes.length, originalName, userId: ctx.user.id }),
    );
  return fileUrl(ctx.host, hash);
}

/**
 * Stores a picture by content hash (the same picture twice is one file) and remembers who uploaded
 * it. The type comes from the bytes; the file name and the part's header are never trusted.
 */
export async function storePicture(ctx: AuthedContext, bytes: Buffer, originalName: string): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (!isPictureMimeType(type?.mime)) throw badRequest('files:errors.notAPicture');
  return storeUpload(ctx, bytes, type.mime, originalName);
}

export type StoredFile = { hash: string; mime: string; bytes: Buffer };

/**
 * Admins and warehouse staff may read every file; a seller only the files it uploaded. Anything
 * else is "not found", so nobody can probe which hashes exist.
 */
export async function readStoredFile(ctx: AuthedContext, hash: string): Promise<StoredFile> {
  if (!isFileHash(hash)) throw badRequest('files:errors.badHash');
  let q = ctx.db.selectFrom('files as f').select('f.mime').where('f.hash', '=', hash);
  if (ctx.user.userType === PortalId.seller) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('file_uploads as u')
          .select('u.hash')
          .whereRef('u.hash', '=', 'f.hash')
          .where('u.user_id', '=', ctx.user.id),
      ),
    );
  }
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('files:errors.fileNotFound');
  const bytes = await ctx.files.read(hash);
  if (!bytes) throw notFound('files:errors.fileNotFound');
  return { hash, mime: row.mime, bytes };
}
