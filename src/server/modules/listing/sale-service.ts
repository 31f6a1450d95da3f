import type { Transaction } from 'kysely';
import { SALE_STATUS_OF } from '../../../domain/listing/sales';
import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import type { AuthedContext } from '../../http/context';
import { enqueue } from '../../jobs/queue';
import type { DB } from '../../db/schema';
import { consignKeptSale, followSale } from '../outbound/consignment-service';
import { LISTING_CANCEL_SALE_JOB, LISTING_DELIST_JOB } from './listing-job-kinds';
import { liveListingsOfItems, moveListing } from './listing-store';
import { returnStatusOf } from './sale-returns';
import type { MarketOrder } from './marketplaces/marketplace-adapter';

/**
 * A marketplace order as it comes in (order poll or webhook; issue 25 points 4 and 5), in one
 * transaction: the first sale of a pair is kept, its listing sold, every other live listing of the
 * pair delisted at once, and the pair consigned to leave to its buyer (consignment-service.ts); a sale
 * of a pair already sold elsewhere, or taken by another order first, is kept as an exception and
 * cancelled at its marketplace. The item's row lock orders two sales arriving together, and a
 * partial unique index (one kept sale per item) backs it. The same order again updates its state,
 * and its consignment follows (cancelled, completed and paid, returned). `ctx` is the platform acting
 * (platformActor): the consignment's events and audit name it.
 */
export type RecordedSale = { id: number; kept: boolean; fresh: boolean };

/**
 * A sale's locks, taken before anything else its transaction locks, in the order engine's order: its
 * consignment (the engine locks an order, then its pairs), then its pair, then (by the caller) the sale
 * itself. Every sale of the pair, and every hand action on one (Sales Orders), waits here for the one
 * before, and none of them holds a lock a tablet shipping the consignment waits on while it waits on
 * one the tablet holds.
 */
export async function lockSale(
  trx: Transaction<DB>,
  sale: { id: number | undefined; productId: number | null },
): Promise<void> {
  if (sale.id !== undefined)
    await trx
      .selectFrom('outbound_orders')
      .select('id')
      .where('market_order_id', '=', sale.id)
      .forUpdate()
      .execute();
  if (sale.productId !== null)
    await trx.selectFrom('products').select('id').where('id', '=', sale.productId).forUpdate().execute();
}

export async function recordSale(
  ctx: AuthedContext,
  trx: Transaction<DB>,
  marketplace: MarketplaceCode,
  sellerId: number,
  order: MarketOrder,
): Promise<RecordedSale | null> {
  const listing = await trx
    .selectFrom('listings')
    .select(['id', 'product_id', 'state'])
    .where('marketplace', '=', marketplace)
    .where('external_id', '=', order.listingId)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  if (!listing) return null;
  const knownSale = () =>
    trx
      .selectFrom('market_orders')
      .select(['id', 'kept', 'market_state'])
      .where('marketplace', '=', marketplace)
      .where('external_id', '=', order.orderId)
      .executeTakeFirst();
  await lockSale(trx, { id: (await knownSale())?.id, productId: listing.product_id });
  const known = await knownSale();
  const status =
    order.state === 'returned' ? await returnStatusOf(trx, listing.product_id) : SALE_STATUS_OF[order.state];
  if (known) {
    const issue = known.kept ? await followSale(ctx, trx, known.id, order.state) : null;
    // The same state seen again (every order poll) leaves a status set by hand as it is.
    if (!issue && known.market_state === order.state) return { id: known.id, kept: known.kept, fresh: false };
    await trx
      .updateTable('market_orders')
      .set({
        market_state: order.state,
        status: issue ? 'with_issue' : status,
        // A cancelled sale leaves the pair free for the next one.
        ...(order.state === 'cancelled' ? { kept: false } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', known.id)
      .execute();
    return { id: known.id, kept: known.kept, fresh: false };
  }
  const keptSale = await trx
    .selectFrom('market_orders')
    .select('id')
    .where('product_id', '=', listing.product_id)
    .where('kept', '=', true)
    .executeTakeFirst();
  const kept = !keptSale && order.state !== 'cancelled';
  const row = await trx
    .insertInto('market_orders')
    .values({
      seller_id: sellerId,
      marketplace,
      external_id: order.orderId,
      listing_id: listing.id,
      product_id: listing.product_id,
      price_cents: order.priceCents,
      market_state: order.state,
      status,
      kept,
      exception: kept || order.state === 'cancelled' ? null : 'soldElsewhere',
      ordered_at: new Date(order.createdAt),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const consigned =
    kept &&
    (await consignKeptSale(ctx, trx, {
      saleId: row.id,
      productId: listing.product_id,
      sellerId,
      marketplace,
      orderNo: order.orderId,
      priceCents: order.priceCents,
    })) === 'consigned';
  if (consigned) {
    await moveListing(trx, listing.id, ['pending', 'active', 'delisting'], { state: 'sold' });
    const others = await liveListingsOfItems(trx, [listing.product_id]);
    for (const other of others.filter((o) => o.id !== listing.id)) {
      await moveListing(trx, other.id, ['submitting', 'pending', 'active'], {
        state: 'delisting',
        delist_reason: 'sold_elsewhere',
      });
      await enqueue(trx, LISTING_DELIST_JOB, { listingId: other.id }, { maxAttempts: 8 });
    }
    return { id: row.id, kept: true, fresh: true };
  }
  if (order.state === 'cancelled') return { id: row.id, kept: false, fresh: true };
  const exception = kept ? 'pairTaken' : 'soldElsewhere';
  if (kept)
    await trx.updateTable('market_orders').set({ kept: false, exception }).where('id', '=', row.id).execute();
  await moveListing(trx, listing.id, ['pending', 'active', 'delisting'], {
    state: 'inactive',
    message: `listing:errors.${exception}`,
  });
  await enqueue(trx, LISTING_CANCEL_SALE_JOB, { saleId: row.id }, { maxAttempts: 8 });
  return { id: row.id, kept: false, fresh: true };
}
