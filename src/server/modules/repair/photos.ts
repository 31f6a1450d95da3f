import { sql } from 'kysely';
import { isPictureMimeType, PICTURE_MAX_BYTES } from '../../../domain/kernel/files';
import type { RepairPhotoKind } from '../../../domain/repair/codes';
import { badRequest, tooLarge } from '../../http/errors';
import type { Trx } from './store';

/**
 * A pair's repair photos (before, after, QC), by content hash. The tablet uploads each photo
 * (POST /upload: a picture by its content, at most 10M) before the op that names it; the op checks
 * again what it attaches, so a hash of something else (a label PDF) or of nothing is refused with a
 * clear message and the op changes nothing.
 */
export async function attachRepairPhotos(
  trx: Trx,
  itemId: number,
  kind: RepairPhotoKind,
  hashes: readonly string[],
  takenBy: number,
): Promise<number> {
  if (hashes.length > 0) {
    const files = await trx
      .selectFrom('files')
      .select(['hash', 'mime', 'size'])
      .where('hash', 'in', [...hashes])
      .execute();
    const missing = hashes.length - files.length;
    if (missing > 0) throw badRequest('repair:errors.photoNotUploaded', { count: missing });
    if (files.some((f) => !isPictureMimeType(f.mime))) throw badRequest('repair:errors.photoNotPicture');
    if (files.some((f) => Number(f.size) > PICTURE_MAX_BYTES)) throw tooLarge('repair:errors.photoTooLarge');
    await sql`
      insert into repair_item_photos (item_id, kind, file_hash, position, taken_by)
      select ${itemId}, ${kind}, u.hash,
        (select count(*) from repair_item_photos where item_id = ${itemId} and kind = ${kind}) + u.ord,
        ${takenBy}
      from unnest(${[...hashes]}::text[]) with ordinality as u(hash, ord)
      on conflict (item_id, kind, file_hash) do nothing`.execute(trx);
  }
  const row = await trx
    .selectFrom('repair_item_photos')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('item_id', '=', itemId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Before photos when the tablet took none: the pair's inspection photos, the guide for the same angle. */
export async function inspectionPhotosOf(trx: Trx, productId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('product_images')
    .select('file_hash')
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.file_hash);
}
