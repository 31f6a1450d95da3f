import { BusinessPart } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import {
  b2bBoardOffer,
  b2bBoardRequest,
  b2bBuyRequest,
  b2bMyOffersRequest,
  b2bOfferableRequest,
  b2bOfferRequest,
  b2bOfferView,
  b2bPurchase,
  b2bWithdrawRequest,
  offerablePair,
} from '../../../domain/sourcing/b2b';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { offerPairs, withdrawOffer } from './b2b-offers';
import { buyOffer } from './b2b-purchase';
import { boardOffers, myOffers, offerablePairs } from './b2b-queries';

/** The B2B board on the seller's host (issue 26 point 6; src/domain/sourcing/b2b.ts). */
const seller = (action: Action) => ({ kind: 'permission', code: BusinessPart.sourcing, action }) as const;

export const b2bRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/sourcing/b2b/board',
    hosts: ['business'],
    access: seller('query'),
    summary:
      "The other sellers' open offers, newest first (never the reader's own), by part of a SKU or name and by size",
    body: b2bBoardRequest,
    response: pageSchema(b2bBoardOffer),
    handler: (ctx, { body }) => boardOffers(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/b2b/offers',
    hosts: ['business'],
    access: seller('query'),
    summary: "The seller's own offers, newest first, open, sold or withdrawn",
    body: b2bMyOffersRequest,
    response: pageSchema(b2bOfferView),
    handler: (ctx, { body }) => myOffers(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/b2b/offerable',
    hosts: ['business'],
    access: seller('query'),
    summary: "The seller's available pairs that can be offered, by part of a ONE ID, SKU or name",
    body: b2bOfferableRequest,
    response: pageSchema(offerablePair),
    handler: (ctx, { body }) => offerablePairs(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/b2b/offer/create',
    hosts: ['business'],
    access: seller('add'),
    summary:
      'Offer available pairs of one warehouse to the other sellers at a price (cents); they are held until sold or withdrawn. Once per requestKey',
    body: b2bOfferRequest,
    response: b2bOfferView,
    handler: async (ctx, { body }) =>
      new WithMessage(await offerPairs(ctx, body), 'sourcing-b2b:messages.offered'),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/b2b/offer/withdraw',
    hosts: ['business'],
    access: seller('edit'),
    summary: 'Take an open offer off the board; its pairs are available again (a sold offer: 409)',
    body: b2bWithdrawRequest,
    response: b2bOfferView,
    handler: async (ctx, { body }) =>
      new WithMessage(await withdrawOffer(ctx, body.id), 'sourcing-b2b:messages.withdrawn'),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/b2b/buy',
    hosts: ['business'],
    access: seller('add'),
    summary:
      "Buy another seller's open offer: a switch user (kind 7) at its price from the wallet, platform fee 0%; the pairs stay on their shelf. Once per requestKey; not enough money is 409 with the shortfall",
    body: b2bBuyRequest,
    response: b2bPurchase,
    handler: async (ctx, { body }) =>
      new WithMessage(await buyOffer(ctx, body), 'sourcing-b2b:messages.bought'),
  }),
];
