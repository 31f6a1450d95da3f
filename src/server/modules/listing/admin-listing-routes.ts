import {
  adminDelistRequest,
  adminListingDetail,
  adminListingListRequest,
  adminListingView,
  CROSS_LISTING_PAGE,
} from '../../../domain/listing/admin-listings';
import { listingIdRequest, listingView } from '../../../domain/listing/listing-requests';
import type { Action } from '../../../domain/kernel/permissions';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { getListing, listListings } from './listing-reads';
import { adminDelistListing } from './listing-service';

/**
 * The admin's cross-listing (spec admin `cross-listing/:pageNo?` and `cross-listing/detail`; issue 25
 * point 2): every seller's listings, one with its price history, and delisting with a reason.
 */
const access = (action: Action) => ({ kind: 'permission', code: CROSS_LISTING_PAGE, action }) as const;

export const adminListingRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/listing/list',
    hosts: ['admin'],
    access: access('query'),
    summary:
      "One page of every seller's listings, newest first, by marketplace, state, seller (merchant code, username or name) and ONE ID, SKU or name",
    body: adminListingListRequest,
    response: pageSchema(adminListingView),
    handler: (ctx, { body }) => listListings(ctx, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/listing/get',
    hosts: ['admin'],
    access: access('get'),
    summary: 'Any listing with its seller, price history and why it came down',
    query: listingIdRequest,
    response: adminListingDetail,
    handler: (ctx, { query }) => getListing(ctx, query.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/listing/delist',
    hosts: ['admin'],
    access: access('edit'),
    summary:
      "Takes any seller's listing down with a reason of at least 5 characters, which the seller reads on the listing (409 when it is sold or already down)",
    body: adminDelistRequest,
    response: listingView,
    handler: async (ctx, { body }) =>
      new WithMessage(
        await adminDelistListing(ctx, body.id, body.reason, body.requestKey),
        'listing:delisted',
      ),
  }),
];
