import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { InventoryStatus } from '../../domain/kernel/product-rules';
import { InspectionGrade } from '../../domain/inspection/rules';
import { MARKETPLACES } from '../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../domain/listing/marketplaces';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { AuthedContext } from '../http/context';
import type { FileStore } from '../http/file-store';
import type { JobContext, JobHandler } from '../jobs/worker';
import { setMerchantFlags } from '../modules/accounts/business-service';
import { merchantFlagsOf } from '../kernel/merchant-flags';
import { finishConnection, startConnection } from '../modules/listing/connection-service';
import { LISTING_JOBS } from '../modules/listing/listing-jobs';
import { createListings, delistListing } from '../modules/listing/listing-service';
import {
  marketplaceSimulatorClockOf,
  marketplaceSimulatorOf,
  simulatorStateFileOf,
} from '../modules/listing/marketplace-connection';
import { MarketplaceError } from '../modules/listing/marketplaces/marketplace-errors';
import { actOnSale } from '../modules/listing/sale-orders';
import { receiveReturn } from '../modules/inbound/returns-service';
import { shipOrder } from '../modules/outbound/order-service';
import { onlineMeta } from '../kernel/action-context';
import type { SaleAction } from '../../domain/listing/sales';
import { requestOrderPoll } from '../modules/listing/sale-jobs';
import { demoActor } from './demo-context';

/**
 * Demo cross-listing (issue 25): the demo seller has cross-listing and consignment sales on, is
 * connected to the three marketplace simulators through their consent pages, and lists pairs through
 * the listing service; the seed runs the listing jobs at once, so the first look shows listings
 * active on several marketplaces, one refused by a marketplace, one delisted by the seller, a pair
 * sold on eBay and delisted everywhere else, and a pair that sold on two marketplaces at the same
 * moment (one sale kept, the other cancelled as an exception), and later sales in the other statuses
 * of Sales Orders (followDemoSales). seller2 has cross-listing too, with
 * an eBay connection whose tokens expired.
 */
type Env = { config: AppConfig; files: FileStore };

async function connect(seller: AuthedContext, marketplace: MarketplaceCode): Promise<void> {
  const { authorizeUrl } = await startConnection(seller, marketplace);
  const simulator = await marketplaceSimulatorOf(seller.config, marketplace);
  if (!simulator) throw new Error(`demo: ${marketplace} is not its simulator`);
  const back = new URL(await simulator.approveConsent(authorizeUrl));
  const outcome = await finishConnection(seller, Object.fromEntries(back.searchParams));
  if (!outcome.includes('connected=1')) throw new Error(`demo: connecting ${marketplace} failed: ${outcome}`);
}

/**
 * Runs every queued listing job now, as the worker would after the start. A marketplace's pace (429)
 * is let pass on the simulators' clock instead of waited out: the seed is the business's past.
 */
async function runListingJobs(db: Kysely<DB>, seller: AuthedContext): Promise<void> {
  const handlers = LISTING_JOBS as Record<string, JobHandler>;
  for (let round = 0; round < 50; round++) {
    const jobs = await db
      .selectFrom('jobs')
      .select(['id', 'kind', 'payload', 'attempts', 'max_attempts'])
      .where('kind', 'in', Object.keys(handlers))
      .where('status', '=', 'queued')
      .orderBy('id')
      .execute();
    if (jobs.length === 0) return;
    for (const job of jobs) {
      await db.deleteFrom('jobs').where('id', '=', job.id).execute();
      const payload: unknown = typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload;
      const ctx = {
        db,
        config: seller.config,
        log: seller.log,
        signal: new AbortController().signal,
        heartbeat: async () => undefined,
        job: { id: job.id, kind: job.kind, payload, attempts: 1, maxAttempts: job.max_attempts },
      } as JobContext;
      for (let attempt = 0; ; attempt++) {
        try {
          await handlers[job.kind].run(payload, ctx);
          break;
        } catch (error) {
          const wait =
            error instanceof MarketplaceError && error.transient
              ? (error.details.retryAfterMs ?? 1000)
              : null;
          if (wait === null || attempt > 10) throw error;
          // Long enough for the job's few calls in a row (StockX refills one call a second).
          marketplaceSimulatorClockOf(seller.config).advance(Math.max(wait, 4_000));
        }
      }
    }
    // StockX finishes listings a little later: let the simulators settle before the next round.
    for (const marketplace of ['stockx', 'ebay', 'tiktok'] as const)
      (await marketplaceSimulatorOf(seller.config, marketplace))?.settle();
  }
}

const terms = (marketplace: MarketplaceCode, priceCents: number) => ({
  marketplace,
  priceCents,
  bottomLineCents: priceCents - 2_000,
  minimumPayoutCents: Math.round(priceCents * 0.8),
  autoPricing: true,
});

async function listedOn(seller: AuthedContext, oneId: string, marketplace: MarketplaceCode) {
  return seller.db
    .selectFrom('listings')
    .innerJoin('products', 'products.id', 'listings.product_id')
    .select(['listings.id', 'listings.external_id', 'listings.state'])
    .where('products.one_id', '=', oneId)
    .where('listings.marketplace', '=', marketplace)
    .orderBy('listings.id', 'desc')
    .executeTakeFirstOrThrow();
}

/** The demo sellers in the selling programmes (cross-listing and consignment), before their orders. */
export async function grantDemoMerchantFlags(db: Kysely<DB>, env: Env): Promise<void> {
  const admin = await demoActor(db, db, env, 'admin', 'admin');
  for (const name of ['seller', 'seller2'] as const) {
    const who = await demoActor(db, db, env, name, 'business');
    const flags = await merchantFlagsOf(db, who.user.id);
    if (!flags.knetCrossListing || !flags.touchPro)
      await setMerchantFlags(admin, who.user.id, { knetCrossListing: true, touchPro: true, flex: false });
  }
}

export async function seedDemoListing(db: Kysely<DB>, env: Env): Promise<void> {
  // The adapters' pace (call-pacer.ts) waits on the simulators' clock: the seed lets it pass at once.
  await marketplaceSimulatorClockOf(env.config).passingWaits(() => seedListings(db, env));
}

async function seedListings(db: Kysely<DB>, env: Env): Promise<void> {
  // Seeded once: every later demo start finds the connections and keeps what the simulators kept.
  if (await db.selectFrom('marketplace_connections').select('id').limit(1).executeTakeFirst()) return;
  // A new demo database starts the marketplaces afresh: what their simulators kept belongs to an older one.
  for (const marketplace of MARKETPLACES)
    fs.rmSync(simulatorStateFileOf(env.config, marketplace), { force: true });
  const seller = await demoActor(db, db, env, 'seller', 'business');
  const seller2 = await demoActor(db, db, env, 'seller2', 'business');
  for (const marketplace of ['stockx', 'ebay', 'tiktok'] as const) await connect(seller, marketplace);
  await connect(seller2, 'ebay');
  await db
    .updateTable('marketplace_connections')
    .set({ state: 'expired', expires_at: new Date(Date.now() - 86_400_000) })
    .where('seller_id', '=', seller2.user.id)
    .execute();

  const items = await db
    .selectFrom('products')
    .select(['one_id'])
    .where('shop_user_id', '=', seller.user.id)
    .where('status', '=', InventoryStatus.available)
    .where('check_result', '=', InspectionGrade.qualified)
    .orderBy('id', 'desc')
    .limit(6 + AFTER_SALE.length)
    .execute();
  if (items.length < 6 + AFTER_SALE.length) throw new Error('demo: too few qualified pairs to list');
  const [everywhere, twoPlaces, soldOnEbay, race, refused, delisted, ...afterSale] = items.map(
    (i) => i.one_id,
  );
  const ebay = await marketplaceSimulatorOf(env.config, 'ebay');
  const stockx = await marketplaceSimulatorOf(env.config, 'stockx');
  await createListings(seller, {
    requestKey: 'demo-listing-1',
    items: [
      {
        oneId: everywhere,
        listings: [terms('stockx', 21_000), terms('ebay', 22_000), terms('tiktok', 23_000)],
      },
      { oneId: twoPlaces, listings: [terms('stockx', 18_000), terms('ebay', 18_500)] },
      { oneId: soldOnEbay, listings: [terms('stockx', 16_000), terms('ebay', 15_500)] },
      { oneId: race, listings: [terms('stockx', 30_000), terms('ebay', 30_000)] },
      { oneId: delisted, listings: [terms('ebay', 14_000), terms('tiktok', 14_500)] },
      ...afterSale.map((oneId, i) => ({ oneId, listings: [terms('ebay', 17_000 + i * 500)] })),
    ],
  });
  await runListingJobs(db, seller);
  // A listing the marketplace refuses: eBay says no to the next call.
  ebay?.failNext('refused');
  await createListings(seller, {
    requestKey: 'demo-listing-2',
    items: [{ oneId: refused, listings: [terms('ebay', 12_000)] }],
  });
  await runListingJobs(db, seller);

  // The seller delists one listing; a buyer takes one pair on eBay; two buyers take one pair at once.
  await delistListing(seller, (await listedOn(seller, delisted, 'tiktok')).id, 'demo-delist-1');
  await ebay?.sell((await listedOn(seller, soldOnEbay, 'ebay')).external_id as string);
  await stockx?.sell((await listedOn(seller, race, 'stockx')).external_id as string);
  await ebay?.sell((await listedOn(seller, race, 'ebay')).external_id as string);
  const sold = new Map<string, string>();
  for (const oneId of afterSale)
    sold.set(
      oneId,
      (await ebay!.sell((await listedOn(seller, oneId, 'ebay')).external_id as string)).orderId,
    );
  const readOrders = async () => {
    // Each connection's orders read now (a poll of one connection fails loudly, so its pace is waited out).
    const connections = await db
      .selectFrom('marketplace_connections')
      .select('id')
      .where('seller_id', '=', seller.user.id)
      .execute();
    for (const { id } of connections) await requestOrderPoll(db, id);
    await runListingJobs(db, seller);
  };
  await readOrders();
  await handleDemoSales(db, seller, soldOnEbay);
  await followDemoSales(
    db,
    env,
    seller,
    readOrders,
    new Map(afterSale.map((o, i) => [AFTER_SALE[i], o])),
    sold,
  );
}

/** What becomes of the demo's later eBay sales, one pair each (followDemoSales). */
const AFTER_SALE = ['completed', 'returning', 'returned', 'processed'] as const;

/**
 * Sales after they came in: the warehouse ships their pairs; eBay completes one (the seller is paid);
 * completes another and its buyer returns it (Returning, the payout taken back); one the seller moves
 * to returned after an issue, and the warehouse receives it back (Returned, waiting for its check,
 * for an admin to settle); one with an issue the seller marks processed.
 */
async function followDemoSales(
  db: Kysely<DB>,
  env: Env,
  seller: AuthedContext,
  readOrders: () => Promise<void>,
  pairs: Map<(typeof AFTER_SALE)[number], string>,
  orderNos: Map<string, string>,
): Promise<void> {
  const warehouse = await demoActor(db, db, env, 'warehouse', 'warehouse');
  const ebay = (await marketplaceSimulatorOf(env.config, 'ebay'))!;
  const saleOf = (oneId: string) =>
    db
      .selectFrom('market_orders')
      .innerJoin('outbound_orders', 'outbound_orders.market_order_id', 'market_orders.id')
      .innerJoin('products', 'products.id', 'market_orders.product_id')
      .select(['market_orders.id', 'outbound_orders.id as orderId', 'products.ware_id'])
      .where('products.one_id', '=', oneId)
      .executeTakeFirstOrThrow();
  const act = async (oneId: string, action: SaleAction, note?: string) =>
    actOnSale(seller, {
      id: (await saleOf(oneId)).id,
      action,
      note,
      requestKey: `demo-sale-${action}-${oneId}`,
    });
  for (const oneId of pairs.values()) {
    const sale = await saleOf(oneId);
    await shipOrder(warehouse, sale.orderId, sale.ware_id!);
  }
  const completed = [pairs.get('completed')!, pairs.get('returning')!];
  for (const oneId of completed) await ebay.complete(orderNos.get(oneId)!);
  await readOrders();
  await ebay.returnOrder(orderNos.get(pairs.get('returning')!)!);
  await readOrders();

  const back = pairs.get('returned')!;
  await act(back, 'withIssue', 'The buyer says the pair is not the size ordered');
  await act(back, 'returned');
  const { ware_id: wareId } = await saleOf(back);
  await db.transaction().execute((trx) =>
    receiveReturn(warehouse, trx, onlineMeta(), {
      wareId: wareId!,
      logNo: `EBAYRET${back}`,
      oneIds: [back],
      remark: '',
    }),
  );
  const processed = pairs.get('processed')!;
  await act(processed, 'withIssue', 'Buyer asked for the original receipt');
  await act(processed, 'processed');
}

/** Sales Orders in the statuses set by hand: the eBay sale with an issue, the race's cancelled sale archived. */
async function handleDemoSales(db: Kysely<DB>, seller: AuthedContext, soldOnEbay: string): Promise<void> {
  const sales = await db
    .selectFrom('market_orders')
    .innerJoin('products', 'products.id', 'market_orders.product_id')
    .select(['market_orders.id', 'market_orders.status', 'products.one_id'])
    .where('market_orders.seller_id', '=', seller.user.id)
    .execute();
  const issue = sales.find((s) => s.one_id === soldOnEbay);
  const cancelled = sales.find((s) => s.status === 'cancelled');
  if (!issue || !cancelled) throw new Error('demo: the sales did not come in');
  await actOnSale(seller, {
    id: issue.id,
    action: 'withIssue',
    note: 'The buyer asked us to confirm the box has no crease',
    requestKey: 'demo-sale-issue-1',
  });
  await actOnSale(seller, { id: cancelled.id, action: 'archive', requestKey: 'demo-sale-archive-1' });
}
