import { readUsSize } from '../../../domain/sourcing/catalogue';
import type { ConflictView, ResolveConflictRequest } from '../../../domain/sourcing/catalogue';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { oncePerRequestKey } from '../../http/request-keys';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';
import { connectedSellers } from '../listing/market-reading';
import { listConflicts } from './catalogue-queries';
import { remapShopProduct } from './shop-catalogue';
import { queueShopSync } from './shop-sync-queue';

/**
 * An admin's decisions on the catalogue's conflicts (`SKUManage/TikTokSKUManage`; issue 26 point 3):
 * one mapped by hand (the SKU, or the SKU and size) or ignored, kept in catalogue_conflicts so that
 * every later read of the shop maps by it; and every connected shop read again.
 */

async function decidable(db: Db, id: number) {
  const row = await db
    .selectFrom('catalogue_conflicts')
    .select([
      'id',
      'kind',
      'variant_id',
      'product_id',
      'shop_product_id',
      'state',
      'chosen_sku',
      'chosen_size',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('sourcing-shop:errors.conflictNotFound');
  return row;
}

/**
 * An admin's mapping of a conflict: the SKU (a whole product's unknown style) or the SKU and size
 * (one size's). Kept, and the product mapped again by it at once. A size another size of the product
 * maps to already is a 409: the stock would be sent for it twice.
 */
export async function resolveConflict(
  ctx: AuthedContext,
  request: ResolveConflictRequest,
): Promise<ConflictView> {
  const { requestKey, ...body } = request;
  const sku = await ctx.db.selectFrom('skus').select('sku').where('sku', '=', body.sku).executeTakeFirst();
  if (!sku) throw badRequest('sourcing-shop:errors.skuNotFound', { sku: body.sku });
  const id = await oncePerRequestKey(
    ctx,
    { scope: 'sourcing.catalogue.resolve', key: requestKey, body },
    async (trx) => {
      const row = await decidable(trx, body.id);
      const whole = row.variant_id === '';
      const size = whole ? null : readUsSize(body.size ?? '');
      if (!whole && size === null)
        throw badRequest('sourcing-shop:errors.sizeRequired', { size: body.size ?? '' });
      if (size !== null) {
        const taken = await trx
          .selectFrom('shop_product_sizes')
          .select('size_text')
          .where('shop_product_id', '=', row.shop_product_id)
          .where('sku', '=', sku.sku)
          .where('size', '=', size)
          .where('sku_id', '<>', row.variant_id)
          .executeTakeFirst();
        if (taken)
          throw conflict('sourcing-shop:errors.sizeTaken', { sku: sku.sku, size, other: taken.size_text });
      }
      await decide(ctx, trx, row, { state: 'resolved', chosen_sku: sku.sku, chosen_size: size });
      return row.id;
    },
  );
  return conflictById(ctx, id);
}

export async function ignoreConflict(
  ctx: AuthedContext,
  request: { id: number; requestKey?: string },
): Promise<ConflictView> {
  const { requestKey, ...body } = request;
  const id = await oncePerRequestKey(
    ctx,
    { scope: 'sourcing.catalogue.ignore', key: requestKey, body },
    async (trx) => {
      const row = await decidable(trx, body.id);
      await decide(ctx, trx, row, { state: 'ignored', chosen_sku: null, chosen_size: null });
      return row.id;
    },
  );
  return conflictById(ctx, id);
}

async function decide(
  ctx: AuthedContext,
  trx: Db,
  row: Awaited<ReturnType<typeof decidable>>,
  choice: { state: 'resolved' | 'ignored'; chosen_sku: string | null; chosen_size: string | null },
) {
  await trx
    .updateTable('catalogue_conflicts')
    .set({ ...choice, decided_by: ctx.user.id, decided_at: new Date() })
    .where('id', '=', row.id)
    .execute();
  await remapShopProduct(trx, row.shop_product_id);
  const seller = await trx
    .selectFrom('shop_products')
    .select('seller_id')
    .where('id', '=', row.shop_product_id)
    .executeTakeFirstOrThrow();
  // The mapped sizes' stock follows the seller's pairs from now on: the next sync sends it.
  await queueShopSync(trx, seller.seller_id);
  await recordAudit(
    ctx,
    {
      action: `sourcing.catalogue.${choice.state === 'resolved' ? 'resolve' : 'ignore'}`,
      entity: 'catalogue_conflict',
      entityId: row.id,
      before: { state: row.state, sku: row.chosen_sku, size: row.chosen_size },
      after: { state: choice.state, sku: choice.chosen_sku, size: choice.chosen_size },
    },
    trx,
  );
}

async function conflictById(ctx: AuthedContext, id: number): Promise<ConflictView> {
  const [found] = (await listConflicts(ctx, { pageNo: 1, pageSize: 1, state: 'open', id })).data;
  if (!found) throw notFound('sourcing-shop:errors.conflictNotFound');
  return found;
}

/** Every connected seller's shop read again into the catalogue (a sync per seller). */
export async function readAllShops(ctx: AuthedContext, requestKey: string | undefined) {
  return oncePerRequestKey(
    ctx,
    { scope: 'sourcing.catalogue.read', key: requestKey, body: {} },
    async (trx) => {
      const sellers = await connectedSellers(trx, 'tiktok');
      for (const sellerId of sellers) await queueShopSync(trx, sellerId);
      await recordAudit(
        ctx,
        {
          action: 'sourcing.catalogue.read',
          entity: 'catalogue',
          entityId: 'tiktok',
          after: { shops: sellers.length },
        },
        trx,
      );
      return { shops: sellers.length };
    },
  );
}
