import type { JobHandler } from '../../jobs/worker';
import type { Db } from '../../kernel/db-helpers';
import { availableBySeller, pairKey } from './shop-store';
import { queueShopSync } from './shop-sync-queue';

/**
 * The periodic watch: a sync queued for each seller whose available pairs of a mapped size no
 * longer match the stock last sent to the shop. Pairs become available or stop being so in many
 * places (shelving, inspection, returns, every order's steps, the B2B board, an admin's edit); this
 * one comparison sees them all, whichever wrote the change, and costs two queries a run.
 */
export async function sellersWithStockMoved(db: Db): Promise<number[]> {
  const sent = await db
    .selectFrom('shop_product_sizes as s')
    .innerJoin('shop_products as p', 'p.id', 's.shop_product_id')
    .innerJoin('marketplace_connections as c', 'c.id', 'p.connection_id')
    .select(['p.seller_id', 's.sku', 's.size', 's.quantity_sent'])
    .where('c.state', '=', 'connected')
    // A product waiting is sent by the sync queued for it; one the shop refused waits for the seller.
    .where('p.sync_state', '=', 'synced')
    .where('s.sku', 'is not', null)
    .where('s.size', 'is not', null)
    .where('s.sku_id', 'is not', null)
    .where((eb) => eb.or([eb('p.market_status', 'is', null), eb('p.market_status', '<>', 'DELETED')]))
    .execute();
  if (sent.length === 0) return [];
  const stock = await availableBySeller(
    db,
    [...new Set(sent.map((r) => r.seller_id))],
    sent.map((r) => r.sku!),
  );
  const moved = sent.filter(
    (r) => (stock.get(r.seller_id)?.get(pairKey(r.sku!, r.size!)) ?? 0) !== r.quantity_sent,
  );
  return [...new Set(moved.map((r) => r.seller_id))];
}

export const shopStockWatchJob: JobHandler = {
  async run(_data, ctx) {
    for (const sellerId of await sellersWithStockMoved(ctx.db)) await queueShopSync(ctx.db, sellerId);
  },
};
