import { z } from 'zod';
import { isMarketplaceCode } from '../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import { enqueue } from '../../jobs/queue';
import type { Db } from '../../kernel/db-helpers';
import { jobEnvOf, platformActor } from '../../kernel/self-operated-account';
import type { JobEnv } from '../../kernel/self-operated-account';
import type { JobHandler } from '../../jobs/worker';
import { connectionAuth } from './connection-service';
import { LISTING_ORDER_POLL_JOB } from './listing-job-kinds';
import { marketplaceFor } from './marketplace-connection';
import { MarketplaceError } from './marketplaces/marketplace-errors';
import { recordSale } from './sale-service';

/**
 * Sales coming in (issue 25 point 4): each connection's orders are read since its last read (the
 * order poll, every ORDER_POLL_MS and at once when a webhook says an order changed), each recorded by
 * recordSale in its own transaction; a sale that lost the pair is cancelled at its marketplace.
 */
export const ORDER_POLL_EVERY_MS = 60_000;
/** Orders are read again from a little before the last read: a late write at the marketplace is not missed. */
const OVERLAP_MS = 5 * 60_000;

const pollPayload = z.object({ connectionId: z.number().int().optional() });

/** Asks for an order read of one connection (a webhook) or of every live one (the schedule). */
export function requestOrderPoll(db: Db, connectionId?: number) {
  return enqueue(db, LISTING_ORDER_POLL_JOB, connectionId ? { connectionId } : {}, { maxAttempts: 3 });
}

async function pollConnection(env: JobEnv, connectionId: number) {
  const { db, config } = env;
  const connection = await db
    .selectFrom('marketplace_connections')
    .select(['id', 'seller_id', 'marketplace', 'state', 'updated_at'])
    .where('id', '=', connectionId)
    .executeTakeFirst();
  if (!connection || connection.state !== 'connected' || !isMarketplaceCode(connection.marketplace)) return;
  const marketplace: MarketplaceCode = connection.marketplace;
  const last = await db
    .selectFrom('market_orders')
    .select((eb) => eb.fn.max('updated_at').as('at'))
    .where('seller_id', '=', connection.seller_id)
    .where('marketplace', '=', marketplace)
    .executeTakeFirst();
  const since = new Date(
    (last?.at ? new Date(last.at as Date).getTime() : Date.now() - 7 * 86_400_000) - OVERLAP_MS,
  );
  const auth = await connectionAuth(db, config, connection.id);
  const orders = await (await marketplaceFor(config, marketplace)).orders(auth, since.toISOString());
  const platform = await platformActor(env, LISTING_ORDER_POLL_JOB);
  for (const order of orders)
    await db
      .transaction()
      .execute((trx) => recordSale(platform, trx, marketplace, connection.seller_id, order));
}

export const orderPollJob: JobHandler = {
  async run(payload, ctx) {
    const { connectionId } = pollPayload.parse(payload ?? {});
    const env = jobEnvOf(ctx);
    const ids = connectionId
      ? [connectionId]
      : (
          await ctx.db
            .selectFrom('marketplace_connections')
            .select('id')
            .where('state', '=', 'connected')
            .where((eb) =>
              eb.exists(
                eb
                  .selectFrom('listings')
                  .select('id')
                  .whereRef('listings.connection_id', '=', 'marketplace_connections.id'),
              ),
            )
            .execute()
        ).map((r) => r.id);
    for (const id of ids) {
      await ctx.heartbeat();
      try {
        await pollConnection(env, id);
      } catch (error) {
        if (connectionId) throw error;
        // One marketplace down does not stop the others' sales; this one is read at the next poll
        // (a marketplace only asking to slow down is not worth a warning).
        const passing = error instanceof MarketplaceError && error.transient;
        ctx.log[passing ? 'debug' : 'warn']({ err: error, connectionId: id }, 'order poll failed');
      }
    }
  },
};

const cancelPayload = z.object({ saleId: z.number().int(), byHand: z.boolean().optional() });

export const cancelSaleJob: JobHandler = {
  async run(payload, ctx) {
    const { saleId, byHand } = cancelPayload.parse(payload);
    const sale = await ctx.db
      .selectFrom('market_orders')
      .innerJoin('listings', 'listings.id', 'market_orders.listing_id')
      .select([
        'market_orders.id',
        'market_orders.marketplace',
        'market_orders.external_id',
        'market_orders.status',
        'market_orders.market_state',
        'listings.connection_id',
      ])
      .where('market_orders.id', '=', saleId)
      .executeTakeFirst();
    // A sale cancelled by hand is cancelled here already; the marketplace is told once.
    if (!sale || sale.market_state === 'cancelled' || !isMarketplaceCode(sale.marketplace)) return;
    if (sale.status === 'cancelled' && !byHand) return;
    const auth = await connectionAuth(ctx.db, ctx.config, sale.connection_id);
    const adapter = await marketplaceFor(ctx.config, sale.marketplace);
    const cancelled = await adapter.cancelOrder(
      auth,
      sale.external_id,
      byHand ? 'The seller cancelled the sale' : 'The pair sold on another marketplace at the same moment',
    );
    await ctx.db
      .updateTable('market_orders')
      .set({ market_state: cancelled.state, status: 'cancelled', updated_at: new Date() })
      .where('id', '=', saleId)
      .execute();
  },
};
