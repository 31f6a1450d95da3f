import { gradeAllowsListing } from '../../../domain/inspection/rules';
import { InventoryStatus } from '../../../domain/kernel/product-rules';
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
import { enqueue } from '../../jobs/queue';
import { connectionAuth } from './connection-service';
import { liveConnectionOf } from './connection-store';
import { requireCrossListing } from './cross-listing-access';
import { LISTING_DELIST_JOB, LISTING_SUBMIT_JOB } from './listing-job-kinds';
import { listingRow, lockListing, lockSellerItems, moveListing, recordPriceChange } from './listing-store';
import { listingViewOf } from './listing-views';
import { marketVariantOf } from './market-product';
import { marketplaceFees } from './marketplace-fees';
import { marketplaceFor } from './marketplace-connection';

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
    for (const item of items) {
      const found = await marketVariantOf(adapter, auth, item);
      const market = found
        ? await adapter.marketData(auth, {
            productId: found.product.productId,
            variantId: found.variant.variantId,
          })
        : null;
      quotes.push({
        oneId: item.one_id,
        marketplace,
        found: found !== null,
        title: found?.product.title ?? null,
        lowestAskCents: market?.lowestAskCents ?? null,
        highestBidCents: market?.highestBidCents ?? null,
        feeBasisPoints: fees.get(marketplace) ?? 0,
      });
    }
  }
  return quotes;
}

/** A listing's problems, named per item and marketplace for the form (400). */
type TermsProblem = { oneId: string; marketplace: string; problems: string[] };

export async function createListings(
  ctx: AuthedContext,
  request: CreateListingsRequest,
): Promise<ListingView[]> {
  await requireCrossListing(ctx);
  const { requestKey, ...body } = request;
  const batch = [
    ...batchProblems(body.items.length),
    ...body.items.flatMap((item) => marketplaceProblems(item.listings.map((l) => l.marketplace))),
  ];
  if (batch.length > 0) throw badRequest(`listing:problem.${batch[0]}`);
  const fees = await marketplaceFees(ctx.db);
  const problems: TermsProblem[] = body.items.flatMap((item) =>
    item.listings
      .map((terms) => ({
        oneId: item.oneId,
        marketplace: terms.marketplace,
        problems: listingProblems({
          ...terms,
          lowestPriceCents: null,
          feeBasisPoints: fees.get(terms.marketplace) ?? 0,
        }),
      }))
      .filter((p) => p.problems.length > 0),
  );
  if (problems.length > 0) throw badRequest(`listing:problem.${problems[0].problems[0]}`, {}, { problems });

  const ids = await oncePerRequestKey(
    ctx,
    { scope: 'listing.create', key: requestKey, body },
    async (trx) => {
      const oneIds = body.items.map((i) => i.oneId);
      const items = await lockSellerItems(trx, ctx.user.id, oneIds);
      const created: number[] = [];
      for (const input of body.items) {
        const item = items.find((i) => i.one_id === input.oneId);
        if (!item) throw notFound('listing:errors.itemNotFound', { oneId: input.oneId });
        if (item.status !== InventoryStatus.available || !gradeAllowsListing(item.check_result))
          throw conflict('listing:errors.itemNotListable', { oneId: input.oneId });
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
            throw conflict('listing:errors.alreadyListed', {
              oneId: input.oneId,
              marketplace: terms.marketplace,
            });
          const price = terms.priceCents as number;
          const row = await trx
            .insertInto('listings')
            .values({
              seller_id: ctx.user.id,
              product_id: item.id,
              marketplace: terms.marketplace,
              connection_id: connection.id,
              state: 'submitting',
              request_key: `${requestKey ?? `${Date.now()}-${Math.random()}`}:${item.one_id}:${terms.marketplace}`,
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
            operatorId: ctx.user.id,
          });
          await enqueue(trx, LISTING_SUBMIT_JOB, { listingId: row.id }, { maxAttempts: 8 });
          created.push(row.id);
        }
      }
      await recordAudit(
        ctx,
        { action: 'listing.listing.create', entity: 'listing', entityId: created.join(','), after: body },
        trx,
      );
      return created;
    },
  );
  const rows = await Promise.all(ids.map((id) => listingRow(ctx.db, id)));
  return rows.filter((r) => r !== undefined).map((r) => listingViewOf(ctx.config, r));
}

/** The seller delists one of their listings (anyone else's answers 404); the job takes it down. */
export async function delistListing(
  ctx: AuthedContext,
  id: number,
  requestKey?: string,
): Promise<ListingView> {
  await oncePerRequestKey(ctx, { scope: 'listing.delist', key: requestKey, body: { id } }, async (trx) => {
    const row = await lockListing(trx, id);
    if (!row || row.seller_id !== ctx.user.id) throw notFound();
    const to = listingStep(row.state as ListingState, 'delist');
    if (to === null) throw new AppError(ErrorCode.conflict, 'listing:errors.cannotDelist');
    await moveListing(trx, id, [row.state as ListingState], { state: to, delist_reason: 'seller' });
    await enqueue(trx, LISTING_DELIST_JOB, { listingId: id }, { maxAttempts: 8 });
    await recordAudit(
      ctx,
      { action: 'listing.listing.delist', entity: 'listing', entityId: id, before: { state: row.state } },
      trx,
    );
    return id;
  });
  const row = await listingRow(ctx.db, id);
  return listingViewOf(ctx.config, row!);
}
