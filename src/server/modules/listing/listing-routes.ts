import { z } from 'zod';
import {
  createListingsRequest,
  delistRequest,
  listingIdRequest,
  listingListRequest,
  listingQuote,
  listingQuoteRequest,
  listingView,
} from '../../../domain/listing/listing-requests';
import { listingDetailWithDelisting } from '../../../domain/listing/admin-listings';
import {
  bulkCandidatesRequest,
  bulkCreateListingsRequest,
  bulkListingAnswer,
  bulkListingCandidate,
} from '../../../domain/listing/bulk-listing';
import { BusinessPart } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { adminListingRoutes } from './admin-listing-routes';
import { bulkCreateListings, bulkListingCandidates } from './bulk-listing-service';
import { getListing, listListings } from './listing-reads';
import { createListings, delistListing, quoteListings } from './listing-service';
import { saleRoutes } from './sale-routes';

/** The seller's listings (`newlisting`, `bulklisting`, `cross-listing`; issue 25 point 2). */
const access = (action: Action) => ({ kind: 'permission', code: BusinessPart.listing, action }) as const;

export const listingRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/listing/quote',
    hosts: ['business'],
    access: access('query'),
    summary:
      "Each marketplace's product, lowest ask, highest bid and fee for the seller's items: the listing form's figures",
    body: listingQuoteRequest,
    response: z.array(listingQuote),
    handler: (ctx, { body }) => quoteListings(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/listing/create',
    hosts: ['business'],
    access: access('add'),
    summary:
      'Lists up to 100 available, qualified items on the connected marketplaces (400 naming each broken rule, 409 for an item already listed there); a resend of the request key answers the first result',
    body: createListingsRequest,
    response: z.array(listingView),
    handler: async (ctx, { body }) => new WithMessage(await createListings(ctx, body), 'listing:listed'),
  }),
  defineRoute({
    method: 'POST',
    path: '/listing/bulk/items',
    hosts: ['business'],
    access: access('query'),
    summary:
      "The items chosen for bulklisting (at most 100): each one's SKU, size and name, whether it may be listed and where it is listed already",
    body: bulkCandidatesRequest,
    response: z.array(bulkListingCandidate),
    handler: (ctx, { body }) => bulkListingCandidates(ctx, body.oneIds),
  }),
  defineRoute({
    method: 'POST',
    path: '/listing/bulk/create',
    hosts: ['business'],
    access: access('add'),
    summary:
      "bulklisting: lists up to 100 items (400 past 100), each on its own with its outcome (listed, or refused with the reason), so one refused item leaves the others listed; a resend of the request key answers the first outcome, and an item key used before answers that item's first listings",
    body: bulkCreateListingsRequest,
    response: bulkListingAnswer,
    handler: async (ctx, { body }) => {
      const answer = await bulkCreateListings(ctx, body);
      return new WithMessage(answer, 'listing:bulk.done', { listed: answer.listed, refused: answer.refused });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/listing/list',
    hosts: ['business'],
    access: access('query'),
    summary: "One page of the seller's listings, newest first, by state, marketplace or ONE ID, SKU or name",
    body: listingListRequest,
    response: pageSchema(listingView),
    handler: (ctx, { body }) => listListings(ctx, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/listing/get',
    hosts: ['business'],
    access: access('get'),
    summary:
      "One of the seller's listings with its price history and why it came down (an admin's reason included; anyone else's answers 404)",
    query: listingIdRequest,
    response: listingDetailWithDelisting,
    handler: (ctx, { query }) => getListing(ctx, query.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/listing/delist',
    hosts: ['business'],
    access: access('edit'),
    summary:
      "Takes one of the seller's listings down at its marketplace (409 when it is sold or already down)",
    body: delistRequest,
    response: listingView,
    handler: async (ctx, { body }) =>
      new WithMessage(await delistListing(ctx, body.id, body.requestKey), 'listing:delisted'),
  }),
  ...adminListingRoutes,
  ...saleRoutes,
];
