import type { z } from 'zod';
import type { listingListRequest, ListingView } from '../../../domain/listing/listing-requests';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { keywordMatch, listingRow, listingRows } from './listing-store';
import { listingViewOf } from './listing-views';

/** The seller's listings (`cross-listing/:pageNo?`) and one with its price history (`cross-listing/detail`). */
export async function listListings(
  ctx: AuthedContext,
  request: z.infer<typeof listingListRequest>,
): Promise<{ pageNo: number; pageSize: number; totalCount: number; totalPage: number; data: ListingView[] }> {
  let query = listingRows(ctx.db).where('listings.seller_id', '=', ctx.user.id);
  if (request.state) query = query.where('listings.state', '=', request.state);
  if (request.marketplace) query = query.where('listings.marketplace', '=', request.marketplace);
  if (request.keyword) query = query.where(keywordMatch(request.keyword));
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const totalCount = Number(counted.n);
  const rows = await query
    .orderBy('listings.id', 'desc')
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize)
    .execute();
  return {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    totalCount,
    totalPage: Math.max(1, Math.ceil(totalCount / request.pageSize)),
    data: rows.map((r) => listingViewOf(ctx.config, r)),
  };
}

export async function getListing(ctx: AuthedContext, id: number) {
  const row = await listingRow(ctx.db, id);
  if (!row || row.seller_id !== ctx.user.id) throw notFound();
  const changes = await ctx.db
    .selectFrom('listing_price_changes')
    .leftJoin('users', 'users.id', 'listing_price_changes.operator_id')
    .select([
      'listing_price_changes.price_cents',
      'listing_price_changes.reason',
      'listing_price_changes.created_at',
      'users.username',
    ])
    .where('listing_price_changes.listing_id', '=', id)
    .orderBy('listing_price_changes.id')
    .execute();
  return {
    ...listingViewOf(ctx.config, row),
    priceChanges: changes.map((c) => ({
      priceCents: c.price_cents,
      reason: c.reason,
      operator: c.username ?? null,
      at: new Date(c.created_at).toISOString(),
    })),
  };
}
