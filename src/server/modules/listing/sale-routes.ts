import { z } from 'zod';
import { CROSS_LISTING_PAGE } from '../../../domain/listing/admin-listings';
import { saleActionRequest, saleIdRequest, saleListRequest, saleView } from '../../../domain/listing/sales';
import { BusinessPart } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { actOnSale, adminSaleView, getSale, listSales } from './sale-orders';

/**
 * Sales Orders (seller, cross-listing) and the admin's sales under cross-listing (module 900's
 * page), issue 25 point 4: the sales that came in from the marketplaces and their handling by hand.
 */
const seller = (action: Action) => ({ kind: 'permission', code: BusinessPart.listing, action }) as const;
const admin = (action: Action) => ({ kind: 'permission', code: CROSS_LISTING_PAGE, action }) as const;

const adminSaleListRequest = saleListRequest.extend({
  /** The seller's merchant code, username or name (part of it). */
  seller: z.string().trim().max(64).optional(),
});

export const saleRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/listing/sales/list',
    hosts: ['business'],
    access: seller('query'),
    summary:
      "One page of the seller's sales from the marketplaces, newest first, by status, marketplace, exceptions and ONE ID, SKU, name or order number",
    body: saleListRequest,
    response: pageSchema(saleView),
    handler: (ctx, { body }) => listSales(ctx, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/listing/sales/get',
    hosts: ['business'],
    access: seller('get'),
    summary: "One of the seller's sales (anyone else's answers 404)",
    query: saleIdRequest,
    response: saleView,
    handler: (ctx, { query }) => getSale(ctx, query.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/listing/sales/act',
    hosts: ['business'],
    access: seller('edit'),
    summary:
      "Flags one of the seller's sales with an issue (a note of at least 5 characters), marks it processed, cancels, archives or moves it to returned (fee 17 where it was paid; Returning until the pair is received back); 409 where its status does not allow it; a resend of the request key answers the first result",
    body: saleActionRequest,
    response: saleView,
    handler: async (ctx, { body }) => new WithMessage(await actOnSale(ctx, body), 'listing:sale.acted'),
  }),
  defineRoute({
    method: 'POST',
    path: '/listing/sales/list',
    hosts: ['admin'],
    access: admin('query'),
    summary:
      "One page of every seller's sales from the marketplaces, by status, marketplace, exceptions, seller and ONE ID, SKU, name or order number",
    body: adminSaleListRequest,
    response: pageSchema(adminSaleView),
    handler: (ctx, { body }) => listSales(ctx, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/listing/sales/get',
    hosts: ['admin'],
    access: admin('get'),
    summary: 'Any sale with its seller',
    query: saleIdRequest,
    response: adminSaleView,
    handler: (ctx, { query }) => getSale(ctx, query.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/listing/sales/act',
    hosts: ['admin'],
    access: admin('edit'),
    summary:
      "Acts on any seller's sale as a seller may, and settles a returned pair back in the warehouse waiting for its check: mark as fake or set to available (the sale archived); 409 where its status or the pair's does not allow it; a resend of the request key answers the first result",
    body: saleActionRequest,
    response: adminSaleView,
    handler: async (ctx, { body }) => new WithMessage(await actOnSale(ctx, body), 'listing:sale.acted'),
  }),
];
