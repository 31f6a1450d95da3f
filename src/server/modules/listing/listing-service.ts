import type {
  CreateListingsRequest,
  ListingQuote,
  ListingView,
} from '../../../domain/listing/listing-requests';
import { listingStep } from '../../../domain/listing/listings';
import type { ListingState } from '../../../domain/listing/listings';
import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import { batchProblems, listingProblems, marketplaceProblems } from '../../../domain/listing/rules';
import type { AuthedContext } from '../../http/context';
import { AppError, badRequest, conflict, ErrorCode, notFound } from '../../http/errors';
import { oncePerRequestKey } from '../../http/request-keys';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';
import { enqueue } from '../../jobs/queue';
import { personOf } from '../../http/session';
import { connectionAuth } from './connection-service';
import { liveConnectionOf } from './connection-store';
import { requireCrossListing } from './cross-listing-access';
import { LISTING_DELIST_JOB, LISTING_SUBMIT_JOB } from './listing-job-kinds';
import {
  itemListable,
  listingRow,
  lockListing,
  lockSellerItems,
  moveListing,
  recordPriceChange,
} from './listing-store';
import { listingViewOf } from './listing-views';
import { marketVariantOf, sizeKey } from './market-product';
import { marketplaceFees } from './marketplace-fees';
import { marketplaceFor } from './marketplace-connection';
import type { MarketplaceAdapter, MarketplaceAuth } from './marketplaces/marketplace-adapter';
import { MarketplaceError } from './marketplaces/marketplace-errors';

/**
 * Listing items from the warehouse inventory (`newlisting`, `bulklisting`; issue 25 point 2): the
 * rules checked at once (spec sections 5 and 9), one row per item and marketplace in `submitting`,
 * and a job per row that lists it at the marketplace (listing-jobs.ts). Nothing is listed twice on
 * one marketplace (a partial unique index) and a resend of the same request key answers the first
 * result.
 */

/** The product, market and fee each marketplace shows for each item: the form's figures. */
export async function quoteListings(
  ctx: AuthedContext,
  request: { oneIds: string[]; marketplaces: MarketplaceCode[] },
): Promise<ListingQuote[]> {
  await requireCrossListing(ctx);
  const items = await lockSellerItems(ctx.db, ctx.user.id, request.oneIds);
  const missing = request.oneIds.find((oneId) => !items.some((i) => i.one_id === oneId));
  if (missing) throw notFound('listing:errors.itemNotFound', { oneId: missing });
  const fees = await marketplaceFees(ctx.db);
  const quotes: ListingQuote[] = [];
  for (const marketplace of request.marketplaces) {
    const connection = await liveConnectionOf(ctx.db, ctx.user.id, marketplace);
    if (!connection) throw conflict('listing:errors.notConnected');
    const auth = await connectionAuth(ctx.db, ctx.config, connection.id);
    const adapter = await marketplaceFor(ctx.config, marketplace);
    // A batch (bulklisting) holds many pairs of one SKU and size: each is asked of the marketplace once.
    const asked = new Map<string, Promise<MarketFigures>>();
    for (const item of items) {
      const key = `${item.sku.trim().toUpperCase()}|${sizeKey(item.size)}`;
      if (!asked.has(key))
        asked.set(
          key,
          atMarketPace(marketplace, () => marketFiguresOf(adapter, auth, item)),
        );
      const figures = await asked.get(key)!;
      quotes.push({
        oneId: item.one_id,
        marketplace,
        ...figures,
        feeBasisPoints: fees.get(marketplace) ?? 0,
      });
    }
  }
  return quotes;
}

type MarketFigures = Pick<ListingQuote, 'found' | 'title' | 'lowestAskCents' | 'highestBidCents'>;

async function marketFiguresOf(
  adapter: MarketplaceAdapter,
  auth: MarketplaceAuth,
  item: { sku: string; size: string },
): Promise<MarketFigures> {
  const found = await marketVariantOf(adapter, auth, item);
  const market = found
    ? await adapter.marketData(auth, {
        productId: found.product.productId,
        variantId: found.variant.variantId,
      })
    : null;
  return {
    found: found !== null,
    title: found?.product.title ?? null,
    lowestAskCents: market?.lowestAskCents ?? null,
    highestBidCents: market?.highestBidCents ?? null,
  };
}

/** How long a quote waits out a marketplace's pace (429 with Retry-After) before it gives up. */
const QUOTE_PACE_BUDGET_MS = 30_000;

/**
 * A quote's marketplace calls at the marketplace's pace: a 429 is waited out as its Retry-After
 * says, within a budget; past it, or when the marketplace is down, a 429 or 503 naming it.
 */
async function atMarketPace<T>(marketplace: MarketplaceCode, call: () => Promise<T>): Promise<T> {
  const until = Date.now() + QUOTE_PACE_BUDGET_MS;
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof MarketplaceError) || !error.transient) throw error;
      const wait = error.details.retryAfterMs ?? 1_000;
      if (error.kind !== 'rate_limited' || Date.now() + wait > until)
        throw new AppError(
          error.kind === 'rate_limited' ? ErrorCode.tooManyRequests : ErrorCode.unavailable,
          'listing:errors.marketplaceBusy',
          { marketplace },
        );
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** A listing's problems, named per item and marketplace for the form (400). */
export type TermsProblem = { oneId: string; marketplace: MarketplaceCode; problems: string[] };

/** The fee of each marketplace (Fee/Platform), in basis points. */
export type MarketplaceFees = Awaited<ReturnType<typeof marketplaceFees>>;

/**
 * The rules of one item's listings that need no marketplace (spec sections 5 and 9): its
 * marketplaces, and each listing's terms. The first problem is thrown as the 400, with every one.
 */
export function checkItemTerms(item: CreateListingsRequest['items'][number], fees: MarketplaceFees): void {
  const marketplaces = marketplaceProblems(item.listings.map((l) => l.marketplace));
  if (marketplaces.length > 0) throw badRequest(`listing:problem.${marketplaces[0]}`);
  const problems: TermsProblem[] = item.listings
    .map((terms) => ({
      oneId: item.oneId,
      marketplace: terms.marketplace,
      problems: listingProblems({
        ...terms,
        lowestPriceCents: null,
        feeBasisPoints: fees.get(terms.marketplace) ?? 0,
      }),
    }))
    .filter((p) => p.problems.length > 0);
  if (problems.length > 0) throw badRequest(`listing:problem.${problems[0].problems[0]}`, {}, { problems });
}

export async function createListings(
  ctx: AuthedContext,
  request: CreateListingsRequest,
): Promise<ListingView[]> {
  await requireCrossListing(ctx);
  const { requestKey, ...body } = request;
  const batch = batchProblems(body.items.length);
  if (batch.length > 0) throw badRequest(`listing:problem.${batch[0]}`);
  const fees = await marketplaceFees(ctx.db);
  for (const item of body.items) checkItemTerms(item, fees);

  const ids = await oncePerRequestKey(
    ctx,
    { scope: 'listing.create', key: requestKey, body },
    async (trx) => {
      const items = await lockSellerItems(
        trx,
        ctx.user.id,
        body.items.map((i) => i.oneId),
      );
      const created: number[] = [];
      for (const input of body.items)
        created.push(
          ...(await listItem(
            trx,
            ctx,
            input,
            items.find((i) => i.one_id === input.oneId),
            requestKey,
            fees,
          )),
        );
      await recordAudit(
        ctx,
        { action: 'listing.listing.create', entity: 'listing', entityId: created.join(','), after: body },
        trx,
      );
      return created;
    },
  );
  return listingViewsOf(ctx, ids);
}

/** The listings of these ids as the screens show them, in that order. */
export async function listingViewsOf(ctx: AuthedContext, ids: readonly number[]): Promise<ListingView[]> {
  const rows = await Promise.all(ids.map((id) => listingRow(ctx.db, id)));
  return rows.filter((r) => r !== undefined).map((r) => listingViewOf(ctx.config, r));
}

type LockedItem = Awaited<ReturnType<typeof lockSellerItems>>[number];

/**
 * One item listed on its marketplaces inside the caller's transaction (newlisting's and
 * bulklisting's one rule): the item the seller's, available and qualified, each marketplace
 * connected and not already listing it; one row per marketplace in `submitting`, its first price
 * in the history, and the job that lists it. The marketplace's own request key is made of `key`.
 */
export async function listItem(
  trx: Db,
  ctx: AuthedContext,
  input: CreateListingsRequest['items'][number],
  item: LockedItem | undefined,
  key: string | undefined,
  fees: MarketplaceFees,
): Promise<number[]> {
  if (!item) throw notFound('listing:errors.itemNotFound', { oneId: input.oneId });
  if (!itemListable(item)) throw conflict('listing:errors.itemNotListable', { oneId: input.oneId });
  const created: number[] = [];
  for (const terms of input.listings) {
    const connection = await liveConnectionOf(trx, ctx.user.id, terms.marketplace);
    if (!connection || connection.state !== 'connected')
      throw conflict('listing:errors.notConnectedTo', { marketplace: terms.marketplace });
    const live = await trx
      .selectFrom('listings')
      .select('id')
      .where('product_id', '=', item.id)
      .where('marketplace', '=', terms.marketplace)
      .where('state', 'in', ['submitting', 'pending', 'active', 'delisting'])
      .executeTakeFirst();
    if (live)
      throw conflict('listing:errors.alreadyListed', { oneId: input.oneId, marketplace: terms.marketplace });
    const price = terms.priceCents as number;
    const row = await trx
      .insertInto('listings')
      .values({
        seller_id: ctx.user.id,
        product_id: item.id,
        marketplace: terms.marketplace,
        connection_id: connection.id,
        state: 'submitting',
        request_key: `${key ?? `${Date.now()}-${Math.random()}`}:${item.one_id}:${terms.marketplace}`,
        price_cents: price,
        original_price_cents: price,
        bottom_line_cents: terms.bottomLineCents as number,
        minimum_payout_cents: terms.minimumPayoutCents as number,
        fee_bp: fees.get(terms.marketplace) ?? 0,
        auto_pricing: terms.autoPricing,
        created_by: ctx.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordPriceChange(trx, {
      listingId: row.id,
      priceCents: price,
      reason: 'listed',
      operatorId: personOf(ctx.user).id,
    });
    await enqueue(trx, LISTING_SUBMIT_JOB, { listingId: row.id }, { maxAttempts: 8 });
    created.push(row.id);
  }
  return created;
}

/** The seller delists one of their listings (anyone else's answers 404); the job takes it down. */
export function delistListing(ctx: AuthedContext, id: number, requestKey?: string): Promise<ListingView> {
  return takeDown(ctx, id, { by: 'seller', requestKey });
}

/**
 * An admin takes any seller's listing down (admin cross-listing), with the reason the seller reads
 * on the listing; the marketplace is told it is the platform's decision.
 */
export function adminDelistListing(
  ctx: AuthedContext,
  id: number,
  reason: string,
  requestKey?: string,
): Promise<ListingView> {
  return takeDown(ctx, id, { by: 'admin', reason, requestKey });
}

async function takeDown(
  ctx: AuthedContext,
  id: number,
  how: { by: 'seller' | 'admin'; reason?: string; requestKey?: string },
): Promise<ListingView> {
  const scope = how.by === 'admin' ? 'listing.admin-delist' : 'listing.delist';
  const body = how.by === 'admin' ? { id, reason: how.reason } : { id };
  await oncePerRequestKey(ctx, { scope, key: how.requestKey, body }, async (trx) => {
    const row = await lockListing(trx, id);
    if (!row || (how.by === 'seller' && row.seller_id !== ctx.user.id)) throw notFound();
    const to = listingStep(row.state as ListingState, 'delist');
    if (to === null) throw new AppError(ErrorCode.conflict, 'listing:errors.cannotDelist');
    await moveListing(trx, id, [row.state as ListingState], { state: to, delist_reason: how.by });
    await enqueue(trx, LISTING_DELIST_JOB, { listingId: id }, { maxAttempts: 8 });
    await recordAudit(
      ctx,
      {
        action: how.by === 'admin' ? ADMIN_DELIST_AUDIT : 'listing.listing.delist',
        entity: 'listing',
        entityId: id,
        before: { state: row.state },
        after: how.by === 'admin' ? { state: to, reason: how.reason } : undefined,
      },
      trx,
    );
    return id;
  });
  const row = await listingRow(ctx.db, id);
  return listingViewOf(ctx.config, row!);
}

/** The audit action of an admin's delisting: its entry holds the reason the listing's detail shows. */
export const ADMIN_DELIST_AUDIT = 'listing.listing.adminDelist';
