import { fileUrl } from '../../../domain/kernel/files';
import type { RepairPhotoKind } from '../../../domain/repair/codes';
import type { AuthedContext } from '../../http/context';

/** The photos repair screens show, as file URLs on the reader's host. */

/** The first inspection photo of each pair. */
export async function firstPhotoOf(ctx: AuthedContext, productIds: number[]): Promise<Map<number, string>> {
  const photos = new Map<number, string>();
  if (productIds.length === 0) return photos;
  const rows = await ctx.db
    .selectFrom('product_images')
    .select(['product_id', 'file_hash'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  for (const r of rows)
    if (!photos.has(r.product_id)) photos.set(r.product_id, fileUrl(ctx.host, r.file_hash));
  return photos;
}

export type RepairPhotos = { beforePhotos: string[]; afterPhotos: string[]; qcPhotos: string[] };

const FIELD: Record<RepairPhotoKind, keyof RepairPhotos> = {
  before: 'beforePhotos',
  after: 'afterPhotos',
  qc: 'qcPhotos',
};

/** Each pair's before, after and QC photos in the order they were taken (management side only). */
export async function photosOfItems(
  ctx: AuthedContext,
  itemIds: number[],
): Promise<(itemId: number) => RepairPhotos> {
  const rows =
    itemIds.length === 0
      ? []
      : await ctx.db
          .selectFrom('repair_item_photos')
          .select(['item_id', 'kind', 'file_hash'])
          .where('item_id', 'in', itemIds)
          .orderBy('item_id')
          .orderBy('position')
          .execute();
  const byItem = new Map<number, RepairPhotos>();
  for (const r of rows) {
    const photos = byItem.get(r.item_id) ?? { beforePhotos: [], afterPhotos: [], qcPhotos: [] };
    photos[FIELD[r.kind as RepairPhotoKind]].push(fileUrl(ctx.host, r.file_hash));
    byItem.set(r.item_id, photos);
  }
  return (itemId) => byItem.get(itemId) ?? { beforePhotos: [], afterPhotos: [], qcPhotos: [] };
}
