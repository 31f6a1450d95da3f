import { fileTypeFromBuffer } from 'file-type';
import { fileUrl, isFileHash, isPictureMimeType } from '../../domain/kernel/files';
import { PortalId } from '../../domain/kernel/users';
import type { AuthedContext } from '../http/context';
import { badRequest, notFound } from '../http/errors';

/**
 * Stores a picture by content hash (the same picture twice is one file) and remembers who uploaded
 * it. The type comes from the bytes; the file name and the part's header are never trusted.
 */
export async function storePicture(ctx: AuthedContext, bytes: Buffer, originalName: string): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (!isPictureMimeType(type?.mime)) throw badRequest('files:errors.notAPicture');
  const hash = await ctx.files.put(bytes);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('files')
      .values({
        hash,
        mime: type.mime,
        size: bytes.length,
        original_name: originalName.slice(0, 255),
        uploaded_by: ctx.user.id,
      })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    await trx
      .insertInto('file_uploads')
      .values({ hash, user_id: ctx.user.id })
      .onConflict((oc) => oc.columns(['hash', 'user_id']).doNothing())
      .execute();
  });
  return fileUrl(ctx.host, hash);
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
