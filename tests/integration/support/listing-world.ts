import type { ListingView } from '../../../src/domain/listing/listing-requests';
import { jobsMadeDue } from '../../../src/server/jobs/queue';
import type { MarketplaceCode } from '../../../src/domain/listing/marketplaces';
import {
  LISTING_DELIST_JOB,
  LISTING_ORDER_POLL_JOB,
  LISTING_REFRESH_JOB,
  LISTING_SUBMIT_JOB,
} from '../../../src/server/modules/listing/listing-job-kinds';
import {
  marketplaceSimulatorClockOf,
  marketplaceSimulatorOf,
} from '../../../src/server/modules/listing/marketplace-connection';
import { requestOrderPoll } from '../../../src/server/modules/listing/sale-jobs';
import { rootToken } from '../../fixtures/accounts';
import { Tablet, anInboundWorld } from '../../fixtures/inbound';
import type { InboundWorld } from '../../fixtures/inbound';
import { call } from './test-app';
import type { TestApp } from './test-app';

/** A seller ready to list (issue 25): the inbound world's seller as aCrossListingSeller makes one. */
export async function aListingWorld(t: TestApp, marketplaces: MarketplaceCode[]): Promise<InboundWorld> {
  const w = await anInboundWorld(t.app, t.database.db);
  await aCrossListingSeller(t, w.seller, marketplaces);
  return w;
}

/**
 * A seller given the cross-listing flags by an admin and connected to `marketplaces` through each
 * simulator's consent page and the callback, as the platformservices screen does it.
 */
export async function aCrossListingSeller(
  t: TestApp,
  seller: { id: number; token: string },
  marketplaces: MarketplaceCode[],
): Promise<void> {
  const flags = await call(t.app, {
    url: '/api/admin/account/business/flags',
    token: await rootToken(t.app),
    body: { id: seller.id, knetCrossListing: true, touchPro: true, flex: false },
  });
  if (flags.status !== 200) throw new Error(`flags: ${flags.msg}`);
  for (const marketplace of marketplaces) {
    const started = await call(t.app, {
      url: '/api/business/listing/connections/connect',
      token: seller.token,
      body: { marketplace },
    });
    const simulator = await marketplaceSimulatorOf(t.config, marketplace);
    const back = new URL(
      await simulator!.approveConsent((started.data as { authorizeUrl: string }).authorizeUrl),
    );
    const answer = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    if (!String(answer.headers.location).includes('connected=1'))
      throw new Error(`${marketplace} did not connect: ${String(answer.headers.location)}`);
  }
}

/** A seller's listings of one item, as the cross-listing screen reads them. */
export async function listingsOf(t: TestApp, token: string, oneId: string): Promise<ListingView[]> {
  const answer = await call(t.app, { url: '/api/business/listing/list', token, body: { keyword: oneId } });
  return (answer.data as { data: ListingView[] }).data;
}

/**
 * Reads until `done` holds, as the marketplace jobs run in the background (StockX settles a creation
 * after 5 s and the jobs poll every 2 s); fails naming `what` when it does not within 40 s.
 */
export async function eventually<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  const until = Date.now() + 40_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)} after 40 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Moves the marketplaces on between a test's reads, so that it waits on events, not on time: the
 * simulators of `marketplaces` finish what they are still making (StockX's listings settle after
 * 5 s on their own) and a listing job waiting for its next poll is due now.
 */
export function marketsMovedOn(t: TestApp, marketplaces: MarketplaceCode[]): () => Promise<void> {
  const db = t.database.db;
  return async () => {
    for (const marketplace of marketplaces) (await marketplaceSimulatorOf(t.config, marketplace))?.settle();
    await db
      .updateTable('jobs')
      .set({ run_at: new Date() })
      .where('status', '=', 'queued')
      .where('kind', 'in', [LISTING_REFRESH_JOB, LISTING_SUBMIT_JOB, LISTING_DELIST_JOB])
      .where('run_at', '>', new Date())
      .execute();
    jobsMadeDue();
  };
}

/** Asks for an order read when none is queued or running (one that began before a change misses it). */
export async function orderReadAsked(t: TestApp): Promise<void> {
  const db = t.database.db;
  const reading = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', LISTING_ORDER_POLL_JOB)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (!reading) await requestOrderPoll(db);
}

/**
 * Runs `work` with the marketplaces' pace passing at once: the adapters' waits for their next call
 * (call-pacer.ts) move the simulators' clock on instead of waiting, as the demo seed does.
 */
export function paceLetPass<T>(t: TestApp, work: () => Promise<T>): Promise<T> {
  return marketplaceSimulatorClockOf(t.config).passingWaits(work);
}

/**
 * A sale's consignment waiting to leave (status 2), batched in Outbound Batches and picked and shipped
 * by a tablet, as the warehouse sends a sold pair to its marketplace.
 */
export async function shipConsignment(
  t: TestApp,
  w: InboundWorld,
  consignment: { id: number },
  oneId: string,
): Promise<void> {
  const batch = await call(t.app, {
    url: '/api/warehouse/sys_ware_out_batch/generate',
    token: w.staff.token,
    body: { orderIds: [consignment.id] },
    headers: { wareId: String(w.ware.id) },
  });
  if (batch.status !== 200) throw new Error(`batch: ${batch.msg}`);
  const batchId = (batch.data as { id: number }).id;
  const tablet = new Tablet(t.app, w.staff.token);
  const shipped = await tablet.sync([
    tablet.op('outbound.pick', { wareId: w.ware.id, batchId, oneId }),
    tablet.op('outbound.ship', { wareId: w.ware.id, batchId, orderId: consignment.id }),
  ]);
  if (shipped.some((r) => r.status !== 'applied')) throw new Error(`ship: ${JSON.stringify(shipped)}`);
}
