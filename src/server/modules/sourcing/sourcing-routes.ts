import {
  priceSearchAnswer,
  priceSearchRequest,
  skuPrices,
  skuPricesRequest,
} from '../../../domain/sourcing/price-search';
import { BusinessPart } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { defineRoute } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { searchPrices, skuPricesOf } from './price-search';

/** Sourcing on the seller's host (issue 26): price search over our own price history. */
const seller = (action: Action) => ({ kind: 'permission', code: BusinessPart.sourcing, action }) as const;

export const sourcingRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/sourcing/price-search',
    hosts: ['business'],
    access: seller('query'),
    summary: 'SKUs whose code or name holds the keyword, or that a barcode (GTIN) names; the exact one named',
    body: priceSearchRequest,
    response: priceSearchAnswer,
    handler: (ctx, { body }) => searchPrices(ctx, body.keyword),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/price-search/sku',
    hosts: ['business'],
    access: seller('query'),
    summary:
      "One SKU's market per size and marketplace now, its 3, 7 and 30 day windows and its daily history (30 or 90 days) in the reader's time zone, the suggested price and payouts, and the seller's own pairs of each size",
    body: skuPricesRequest,
    response: skuPrices,
    handler: (ctx, { body }) => skuPricesOf(ctx, body),
  }),
];
