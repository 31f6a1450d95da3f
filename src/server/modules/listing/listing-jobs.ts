import { z } from 'zod';
import { isMarketplaceCode } from '../../../domain/listing/marketplaces';
import type { DelistReason } from '../../../domain/listing/marketplaces';
import { MIN_SHARE_OF_LOWEST_PERCENT } from '../../../domain/listing/rules';
import { enqueue } from '../../jobs/queue';
import type { JobContext, JobHandler } from '../../jobs/worker';
import type { MarketListing } from './marketplaces/marketplace-adapter';
import { connectionAuth } from './connection-service';
import {
  LISTING_CANCEL_SALE_JOB,
  LISTING_DELIST_JOB,
  LISTING_ORDER_POLL_JOB,
  LISTING_REFRESH_JOB,
  LISTING_SUBMIT_JOB,
} from './listing-job-kinds';
import { listingRow, moveListing } from './listing-store';
import type { ListingRow } from './listing-store';
import { marketVariantOf } from './market-product';
import { marketplaceFor } from './marketplace-connection';
import { MarketplaceError } from './marketplaces/marketplace-errors';
import { cancelSaleJob, orderPollJob } from './sale-jobs';
import { AUTO_PRICING_JOB, autoPricingJob } from './auto-pricing-job';

/**
 * The marketplace calls of a listing, as jobs (ARCHITECTURE section 10): they survive a restart and
 * retry what may have failed in passing with the same request key (the adapters make a listing once
 * per key). What the marketplace refuses is recorded on the listing with its words.
 */
const payloadSchema = z.object({ listingId: z.number().int() });
/** How often a listing the marketplace is still creating is read again, and for how long. */
export const PENDING_POLL_MS = 2_000;
const PENDING_POLLS = 60;

async function opened(ctx: JobContext, row: ListingRow) {
  if (!isMarketplaceCode(row.marketplace)) throw new Error(`listing ${row.id}: unknown marketplace`);
  const adapter = await marketplaceFor(ctx.config, row.marketplace);
  const auth = await connectionAuth(ctx.db, ctx.config, row.connection_id);
  return { adapter, auth };
}

/** Records what the marketplace answered; a listing delisted meanwhile is taken down there too. */
async function recordAnswer(
  ctx: JobContext,
  row: ListingRow,
  answer: MarketListing,
  market?: { productId: string; variantId: string },
) {
  const state = answer.state === 'pending' ? 'pending' : answer.state === 'failed' ? 'failed' : 'active';
  const moved = await moveListing(ctx.db, row.id, ['submitting', 'pending'], {
    state,
    external_id: answer.listingId,
    market_ref: answer.marketRef ?? null,
    ...(market ? { market_product_id: market.productId, market_variant_id: market.variantId } : {}),
    message: answer.message ?? null,
    revisions_left: answer.revisionsLeftToday ?? null,
  });
  if (!moved) {
    // Delisted while the marketplace was making it: keep its id so the delisting finds it.
    await ctx.db
      .updateTable('listings')
      .set({ external_id: answer.listingId })
      .where('id', '=', row.id)
      .execute();
    return;
  }
  if (state === 'pending')
    await enqueue(
      ctx.db,
      LISTING_REFRESH_JOB,
      { listingId: row.id, poll: 1 },
      { runAt: new Date(Date.now() + PENDING_POLL_MS) },
    );
}

async function submit(ctx: JobContext, row: ListingRow): Promise<void> {
  const { adapter, auth } = await opened(ctx, row);
  const found = await marketVariantOf(adapter, auth, row);
  if (!found) return void (await refuse(ctx, row, 'listing:errors.noMarketProduct'));
  const ref = { productId: found.product.productId, variantId: found.variant.variantId };
  const market = await adapter.marketData(auth, ref);
  if (
    market.lowestAskCents !== null &&
    row.price_cents * 100 < market.lowestAskCents * MIN_SHARE_OF_LOWEST_PERCENT
  )
    return void (await refuse(ctx, row, 'listing:problem.priceBelowShareOfLowest'));
  const answer = await adapter.createListing(auth, {
    ...ref,
    requestKey: row.request_key,
    oneId: row.one_id,
    styleCode: row.sku,
    size: found.variant.size,
    title: found.product.title,
    priceCents: row.price_cents,
  });
  await recordAnswer(ctx, row, answer, ref);
}

const refuse = (ctx: JobContext, row: ListingRow, message: string) =>
  moveListing(ctx.db, row.id, ['submitting', 'pending'], { state: 'failed', message });

export const listingSubmitJob: JobHandler = {
  async run(payload, ctx) {
    const { listingId } = payloadSchema.parse(payload);
    const row = await listingRow(ctx.db, listingId);
    if (!row || row.state !== 'submitting') return;
    try {
      await submit(ctx, row);
    } catch (error) {
      // What the marketplace refuses is kept on the listing; what may pass is tried again.
      if (error instanceof MarketplaceError && !error.transient)
        return void (await refuse(ctx, row, error.message));
      throw error;
    }
  },
  async onFailure(payload, reason, final, ctx) {
    if (!final) return;
    const { listingId } = payloadSchema.parse(payload);
    await moveListing(ctx.db, listingId, ['submitting'], { state: 'failed', message: reason });
  },
};

export const listingRefreshJob: JobHandler = {
  async run(payload, ctx) {
    const { listingId, poll } = payloadSchema.extend({ poll: z.number().int() }).parse(payload);
    const row = await listingRow(ctx.db, listingId);
    if (!row || row.state !== 'pending' || !row.external_id) return;
    const { adapter, auth } = await opened(ctx, row);
    const answer = await adapter.listing(auth, row.external_id);
    if (answer.state !== 'pending') return recordAnswer(ctx, row, answer);
    if (poll >= PENDING_POLLS) return void (await refuse(ctx, row, 'listing:errors.marketplaceSlow'));
    await enqueue(
      ctx.db,
      LISTING_REFRESH_JOB,
      { listingId, poll: poll + 1 },
      { runAt: new Date(Date.now() + PENDING_POLL_MS) },
    );
  },
};

export const listingDelistJob: JobHandler = {
  async run(payload, ctx) {
    const { listingId } = payloadSchema.parse(payload);
    const row = await listingRow(ctx.db, listingId);
    if (!row || row.state !== 'delisting') return;
    if (row.external_id) {
      const { adapter, auth } = await opened(ctx, row);
      await adapter.delist(auth, row.external_id, (row.delist_reason ?? 'seller') as DelistReason);
    }
    await moveListing(ctx.db, listingId, ['delisting'], { state: 'inactive' });
  },
};

export const LISTING_JOBS = {
  [LISTING_SUBMIT_JOB]: listingSubmitJob,
  [LISTING_REFRESH_JOB]: listingRefreshJob,
  [LISTING_DELIST_JOB]: listingDelistJob,
  [LISTING_ORDER_POLL_JOB]: orderPollJob,
  [LISTING_CANCEL_SALE_JOB]: cancelSaleJob,
  [AUTO_PRICING_JOB]: autoPricingJob,
};
