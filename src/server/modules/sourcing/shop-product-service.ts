import { sizeKey } from '../../../domain/listing/size-key';
import { SHOP_SYNC_STATES } from '../../../domain/sourcing/shop-products';
import type {
  ShopCandidate,
  ShopProductView,
  ShopStatus,
  ShopSyncState,
} from '../../../domain/sourcing/shop-products';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { oncePerRequestKey } from '../../http/request-keys';
import { containsPattern, isoOrNull, toCount } from '../../kernel/db-helpers';
import { marketplaceModeOf, sellerConnection } from '../listing/market-reading';
import { checkStoredImage } from './shop-images';
import {
  availablePairs,
  pairKey,
  readProductRow,
  SHOP_PRODUCT_COLUMNS,
  shopProductById,
  shopProductViews,
} from './shop-store';
import { queueShopSync, shopSyncQueued } from './shop-sync-queue';

/**
 * The seller's side of the short-video shop (`tiktok-shop`, issue 26 point 4): the shop's state, the
 * products and their sync, the SKUs to make products of, images checked before they go to the shop,
 * and saving a product (a job sends it). Every product is the seller's own: another's answers 404.
 */

export async function tiktokConnection(ctx: AuthedContext) {
  return sellerConnection(ctx.db, ctx.config, ctx.user.id, 'tiktok');
}

export async function shopStatusOf(ctx: AuthedContext): Promise<ShopStatus> {
  const connection = await tiktokConnection(ctx);
  const rows = await ctx.db
    .selectFrom('shop_products')
    .select([
      'sync_state',
      (eb) => eb.fn.countAll<string>().as('n'),
      (eb) => eb.fn.max('synced_at').as('last'),
    ])
    .where('seller_id', '=', ctx.user.id)
    .groupBy('sync_state')
    .execute();
  const counts = Object.fromEntries(SHOP_SYNC_STATES.map((s) => [s, 0])) as Record<ShopSyncState, number>;
  let last: string | null = null;
  for (const r of rows) {
    counts[r.sync_state as ShopSyncState] = toCount(r.n);
    const at = isoOrNull(r.last as Date | string | null);
    if (at && (!last || at > last)) last = at;
  }
  return {
    mode: marketplaceModeOf(ctx.config, 'tiktok'),
    connected: connection?.state === 'connected',
    shopName: connection?.accountName ?? null,
    syncQueued: await shopSyncQueued(ctx.db, ctx.user.id),
    lastSyncAt: last,
    counts,
  };
}

export async function listShopProducts(
  ctx: AuthedContext,
  request: { pageNo: number; pageSize: number; state?: ShopSyncState; keyword?: string },
): Promise<Page<ShopProductView>> {
  const page = pageRequest(request, 50);
  let query = ctx.db.selectFrom('shop_products').where('seller_id', '=', ctx.user.id);
  if (request.state) query = query.where('sync_state', '=', request.state);
  if (request.keyword) {
    const like = containsPattern(request.keyword);
    query = query.where((eb) =>
      eb.or([eb('sku', 'ilike', like), eb('title', 'ilike', like), eb('product_id', '=', request.keyword!)]),
    );
  }
  const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(SHOP_PRODUCT_COLUMNS)
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  const views = await shopProductViews(ctx.db, ctx.host, ctx.user.id, rows.map(readProductRow));
  return pageOf(page, toCount(total.n), views);
}

/** One of the seller's products; another seller's, or none, answers 404. */
export async function shopProductDetail(ctx: AuthedContext, id: number): Promise<ShopProductView> {
  const row = await shopProductById(ctx.db, id);
  if (!row || row.seller_id !== ctx.user.id) throw notFound('sourcing-shop:errors.productNotFound');
  return (await shopProductViews(ctx.db, ctx.host, ctx.user.id, [row]))[0];
}

const CANDIDATES = 20;

/** SKUs to make shop products of: those the keyword names, or else those the seller has pairs of. */
export async function shopCandidates(ctx: AuthedContext, keyword: string): Promise<ShopCandidate[]> {
  let query = ctx.db.selectFrom('skus').select(['sku', 'brand', 'name', 'sizes', 'image']);
  if (keyword) {
    const like = containsPattern(keyword);
    query = query.where((eb) => eb.or([eb('sku', 'ilike', like), eb('name', 'ilike', like)]));
  } else
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('products')
          .select('products.id')
          .whereRef('products.sku', '=', 'skus.sku')
          .where('products.shop_user_id', '=', ctx.user.id)
          .where('products.status', '=', 1),
      ),
    );
  const skus = await query.orderBy('sku').limit(CANDIDATES).execute();
  const available = await availablePairs(
    ctx.db,
    ctx.user.id,
    skus.map((s) => s.sku),
  );
  const own = await ctx.db
    .selectFrom('shop_products')
    .select(['id', 'sku'])
    .where('seller_id', '=', ctx.user.id)
    .where('origin', '=', 'ours')
    .where('sku', 'in', skus.length ? skus.map((s) => s.sku) : [''])
    .execute();
  return Promise.all(
    skus.map(async (s) => {
      const catalogueSizes = (typeof s.sizes === 'string' ? JSON.parse(s.sizes) : s.sizes) as string[];
      const held = [...available.keys()]
        .filter((k) => k.startsWith(`${s.sku.toUpperCase()}|`))
        .map((k) => k.split('|')[1]);
      const sizes = [...new Map([...catalogueSizes, ...held].map((size) => [sizeKey(size), size])).values()];
      return {
        sku: s.sku,
        brand: s.brand,
        name: s.name,
        sizes: sizes.map((size) => ({ size, available: available.get(pairKey(s.sku, size)) ?? 0 })),
        picture: s.image ? await checkStoredImage(ctx, s.image) : null,
        productId: own.find((o) => o.sku === s.sku)?.id ?? null,
      };
    }),
  );
}

/** Sync / re-sync: every product of the seller's is sent again (the refused ones too), by a job. */
export async function requestShopSync(ctx: AuthedContext, requestKey: string | undefined) {
  const connection = await tiktokConnection(ctx);
  if (!connection || connection.state !== 'connected') throw conflict('sourcing-shop:errors.notConnected');
  return oncePerRequestKey(ctx, { scope: 'sourcing.shop.sync', key: requestKey, body: {} }, async (trx) => {
    await trx
      .updateTable('shop_products')
      .set({ sync_state: 'waiting', claimed_at: null, updated_at: new Date() })
      .where('seller_id', '=', ctx.user.id)
      .where('sync_state', 'in', ['synced', 'failed'])
      .execute();
    await queueShopSync(trx, ctx.user.id);
    const waiting = await trx
      .selectFrom('shop_products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('seller_id', '=', ctx.user.id)
      .where('sync_state', '=', 'waiting')
      .executeTakeFirstOrThrow();
    return { queued: true, waiting: toCount(waiting.n) };
  });
}
