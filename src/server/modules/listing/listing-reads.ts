import type { z } from 'zod';
import type {
  AdminListingListRequest,
  AdminListingView,
  AdminListingDetail,
  ListingDelisting,
} from '../../../domain/listing/admin-listings';
import type { listingListRequest } from '../../../domain/listing/listing-requests';
import { DELIST_REASONS } from '../../../domain/listing/marketplaces';
import type { DelistReason } from '../../../domain/listing/marketplaces';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import type { Db } from '../../kernel/db-helpers';
import { ADMIN_DELIST_AUDIT } from './listing-service';
import { keywordMatch, listingRow, listingRows } from './listing-store';
import type { ListingRow } from './listing-store';
import { everySeller, listingPage, sellerMatch } from './listing-pages';
import { listingViewOf } from './listing-views';

/**
 * The listings as `cross-listing/:pageNo?` and `cross-listing/detail` read them: on the business
 * host the seller's own (anyone else's answers 404), on the admin host every seller's, each with its
 * seller named. The seller's routes declare no seller, so it is not sent to them.
 */
type ListRequest = z.infer<typeof listingListRequest> & Partial<Pick<AdminListingListRequest, 'seller'>>;

export async function listListings(
  ctx: AuthedContext,
  request: ListRequest,
): Promise<{
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPage: number;
  data: AdminListingView[];
}> {
  let query = listingRows(ctx.db).innerJoin('users', 'users.id', 'listings.seller_id');
  if (!everySeller(ctx)) query = query.where('listings.seller_id', '=', ctx.user.id);
  if (request.state) query = query.where('listings.state', '=', request.state);
  if (request.marketplace) query = query.where('listings.marketplace', '=', request.marketplace);
  if (request.keyword) query = query.where(keywordMatch(request.keyword));
  if (request.ids) query = query.where('listings.id', 'in', request.ids.length > 0 ? request.ids : [0]);
  if (request.seller && everySeller(ctx)) query = query.where(sellerMatch('users', request.seller));
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const totalCount = Number(counted.n);
  const rows = await query
    .select(['users.uid', 'users.username', 'users.realname'])
    .orderBy('listings.id', 'desc')
    .limit(request.pageSize)
    .offset((request.pageNo - 1) * request.pageSize)
    .execute();
  return listingPage(
    request,
    totalCount,
    rows.map((r) => ({
      ...listingViewOf(ctx.config, r),
      seller: { id: r.seller_id, uid: r.uid, name: r.realname || r.username },
    })),
  );
}

export async function getListing(ctx: AuthedContext, id: number): Promise<AdminListingDetail> {
  const row = await listingRow(ctx.db, id);
  if (!row || (!everySeller(ctx) && row.seller_id !== ctx.user.id)) throw notFound();
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
  const seller = await ctx.db
    .selectFrom('users')
    .select(['uid', 'username', 'realname'])
    .where('id', '=', row.seller_id)
    .executeTakeFirstOrThrow();
  return {
    ...listingViewOf(ctx.config, row),
    seller: { id: row.seller_id, uid: seller.uid, name: seller.realname || seller.username },
    priceChanges: changes.map((c) => ({
      priceCents: c.price_cents,
      reason: c.reason,
      operator: c.username ?? null,
      at: new Date(c.created_at).toISOString(),
    })),
    delisting: await delistingOf(ctx.db, row),
  };
}

/** Why the listing came down (or is coming down); an admin's reason from the audit entry it wrote. */
async function delistingOf(db: Db, row: ListingRow): Promise<ListingDelisting | null> {
  const reason = row.delist_reason;
  if (!reason || !(DELIST_REASONS as readonly string[]).includes(reason)) return null;
  if (reason !== 'admin') return { reason: reason as DelistReason, note: null, by: null, at: null };
  const entry = await db
    .selectFrom('audit_log')
    .select(['actor_name', 'after', 'created_at'])
    .where('entity', '=', 'listing')
    .where('entity_id', '=', String(row.id))
    .where('action', '=', ADMIN_DELIST_AUDIT)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const after = (typeof entry?.after === 'string' ? JSON.parse(entry.after) : entry?.after) as
    { reason?: unknown } | null | undefined;
  return {
    reason: 'admin',
    note: typeof after?.reason === 'string' ? after.reason : null,
    by: entry?.actor_name ?? null,
    at: entry ? new Date(entry.created_at).toISOString() : null,
  };
}
