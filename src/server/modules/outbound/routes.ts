import type { z } from 'zod';
import {
  cashOutCreateRequest,
  orderIdQuery,
  orderIdRequest,
  orderListRequest,
  orderTypeQuery,
  orderView,
  platformOutboundCreateRequest,
  quoteRequest,
  rejectRequest,
  reshipCreateRequest,
  shipWithLabelCreateRequest,
  switchUserCreateRequest,
} from '../../../domain/outbound/outbound';
import type { OrderActor } from '../../../domain/outbound/outbound';
import { AuditPage, BusinessPart, SelfOperatedPage } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import type { AuthedContext } from '../../http/context';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import { adminAuditRoutes } from './audit-routes';
import { batchRoutes } from './batch-routes';
import { batchTaskRoutes } from './batch-task-routes';
import { consignmentRoutes } from './consignment-routes';
import { outboundBulkRoutes } from './bulk-routes';
import { labelUploadRoutes } from './label-upload-routes';
import { labelZipRoutes } from './label-zip-routes';
import { orderEventsRoute } from './order-events';
import { orderPreviewRoute } from './order-preview';
import type { OrderScope } from './order-engine';
import { getOrder, listOrders } from './order-queries';
import {
  acceptCashOut,
  approveOrder,
  closeOrder,
  cancelPlatformOutbound,
  createCashOut,
  createPlatformOutbound,
  createReship,
  createShipWithLabel,
  createSwitchUser,
  payOrder,
  quoteCashOut,
  recallOrder,
  rejectOrder,
  resumeOrder,
} from './order-service';

/**
 * Outbound orders (issue 16): the seller's requests, pay and recall; the admin's audit (approve,
 * reject, quote, resume) and platform direct outbound. Every step answers the order as it now is.
 */

const business = (action: Action) => ({ kind: 'permission', code: BusinessPart.orders, action }) as const;
const audit = (action: Action) => ({ kind: 'permission', code: AuditPage.orders, action }) as const;

const mine = (ctx: AuthedContext): OrderScope => ({ shopUserId: ctx.user.id });
const view =
  (ctx: AuthedContext, scope: OrderScope, actor: OrderActor, msgKey: string) =>
  async (done: { id: number }) =>
    new WithMessage(await getOrder(ctx, scope, done.id, actor), msgKey);

const createRoute = <S extends z.ZodType>(
  path: string,
  summary: string,
  body: S,
  create: (ctx: AuthedContext, body: z.infer<S>) => Promise<{ id: number }>,
) =>
  defineRoute({
    method: 'POST',
    path,
    hosts: ['business'],
    access: business('add'),
    summary,
    body,
    response: orderView,
    handler: async (ctx, { body: input }) =>
      view(ctx, mine(ctx), 'seller', 'outbound:messages.created')(await create(ctx, input as z.infer<S>)),
  });

export const businessOutboundRoutes = [
  createRoute(
    '/outbound/shipWithLabel/create',
    'Ship with label: the buyer label of each available pair (event 3); items 9 while it runs',
    shipWithLabelCreateRequest,
    createShipWithLabel,
  ),
  createRoute(
    '/outbound/reship/create',
    "Reship to one of the seller's addresses (event 4); pairs of one warehouse; items 3 while it runs",
    reshipCreateRequest,
    createReship,
  ),
  createRoute(
    '/outbound/cashOut/create',
    'Offer pairs to the platform (event 5); items 4 while cashing out',
    cashOutCreateRequest,
    createCashOut,
  ),
  createRoute(
    '/outbound/switchUser/create',
    'Transfer pairs to another seller by uid (event 7); items 7 while it runs',
    switchUserCreateRequest,
    createSwitchUser,
  ),
  defineRoute({
    method: 'POST',
    path: '/outbound/list',
    hosts: ['business'],
    access: business('query'),
    summary:
      "The seller's outbound orders of every kind (paged, filtered by kind, status, order number, ONE ID)",
    body: orderListRequest.optional(),
    response: pageSchema(orderView),
    handler: (ctx, { body }) => listOrders(ctx, mine(ctx), body ?? {}, 'seller'),
  }),
  defineRoute({
    method: 'GET',
    path: '/outbound/get',
    hosts: ['business'],
    access: business('get'),
    summary: "One of the seller's orders with its pairs, fees and the steps the seller may take",
    query: orderIdQuery,
    response: orderView,
    handler: (ctx, { query }) => getOrder(ctx, mine(ctx), query.id, 'seller'),
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/cashOut/accept',
    hosts: ['business'],
    access: business('edit'),
    summary:
      "Accept a cash-out quote: the pairs become the platform's; fee 5 credited less fee 12 (event 512)",
    body: orderIdRequest,
    response: orderView,
    handler: async (ctx, { body }) =>
      view(ctx, mine(ctx), 'seller', 'outbound:messages.accepted')(await acceptCashOut(ctx, body.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/sys_prod/pay',
    hosts: ['business'],
    access: business('edit'),
    summary: 'Pay an approved order from the wallet (id, type); not enough money is 409 with the shortfall',
    query: orderTypeQuery,
    response: orderView,
    handler: async (ctx, { query }) =>
      view(ctx, mine(ctx), 'seller', 'outbound:messages.paid')(await payOrder(ctx, query.id, query.kind)),
  }),
  defineRoute({
    method: 'GET',
    path: '/sys_prod/cancel',
    hosts: ['business'],
    access: business('edit'),
    summary: 'Recall an application (id, type or eventType); a held payment is released',
    query: orderTypeQuery,
    response: orderView,
    handler: async (ctx, { query }) =>
      view(
        ctx,
        mine(ctx),
        'seller',
        'outbound:messages.recalled',
      )(await recallOrder(ctx, query.id, query.kind)),
  }),
];

const adminStep = (
  path: string,
  summary: string,
  body: z.ZodType,
  run: (ctx: AuthedContext, body: never) => Promise<{ id: number }>,
  msgKey: string,
) =>
  defineRoute({
    method: 'POST',
    path,
    hosts: ['admin'],
    access: audit('edit'),
    summary,
    body,
    response: orderView,
    handler: async (ctx, { body: input }) => view(ctx, {}, 'admin', msgKey)(await run(ctx, input as never)),
  });

export const adminOutboundRoutes = [
  defineRoute({
    method: 'POST',
    path: '/outbound/list',
    hosts: ['admin'],
    access: audit('query'),
    summary: 'Outbound orders of every seller (Audit/Outbound, PlatformRecycling, InPlatformTransfer)',
    body: orderListRequest.optional(),
    response: pageSchema(orderView),
    handler: (ctx, { body }) => listOrders(ctx, {}, body ?? {}, 'admin'),
  }),
  defineRoute({
    method: 'GET',
    path: '/outbound/get',
    hosts: ['admin'],
    access: audit('get'),
    summary: 'One outbound order with its pairs, fees and the steps an admin may take',
    query: orderIdQuery,
    response: orderView,
    handler: (ctx, { query }) => getOrder(ctx, {}, query.id, 'admin'),
  }),
  adminStep(
    '/outbound/approve',
    "Approve an order (312, 412, 712): its fees are quoted from the seller's rate card",
    orderIdRequest,
    (ctx, b: z.infer<typeof orderIdRequest>) => approveOrder(ctx, b.id),
    'outbound:messages.approved',
  ),
  adminStep(
    '/outbound/reject',
    "Reject an order with the spec's reject reasons; its pairs are available again",
    rejectRequest,
    rejectOrder,
    'outbound:messages.rejected',
  ),
  adminStep(
    '/outbound/quote',
    'Quote a cash-out price (event 512); the seller accepts or recalls',
    quoteRequest,
    (ctx, b: z.infer<typeof quoteRequest>) => quoteCashOut(ctx, b.id, b.price),
    'outbound:messages.quoted',
  ),
  adminStep(
    '/outbound/resume',
    'Resume a reship in order exception (status 7) to pending outbound',
    orderIdRequest,
    (ctx, b: z.infer<typeof orderIdRequest>) => resumeOrder(ctx, b.id),
    'outbound:messages.resumed',
  ),
  adminStep(
    '/outbound/close',
    'Close a shipped order: completed (a consignment pays its seller fee 6 less 11 and 22)',
    orderIdRequest,
    (ctx, b: z.infer<typeof orderIdRequest>) => closeOrder(ctx, b.id),
    'outbound:messages.closed',
  ),
  defineRoute({
    method: 'POST',
    path: '/outbound/platform/create',
    hosts: ['admin'],
    access: { kind: 'permission', code: SelfOperatedPage.warehouse, action: 'add' },
    summary: 'Platform direct outbound (kind 14): send pairs the platform owns out of the warehouse',
    body: platformOutboundCreateRequest,
    response: orderView,
    handler: async (ctx, { body }) =>
      view(ctx, {}, 'admin', 'outbound:messages.created')(await createPlatformOutbound(ctx, body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/platform/cancel',
    hosts: ['admin'],
    access: { kind: 'permission', code: SelfOperatedPage.warehouse, action: 'edit' },
    summary: 'Cancel a platform direct outbound before it leaves; its pairs are available again',
    body: orderIdRequest,
    response: orderView,
    handler: async (ctx, { body }) =>
      view(ctx, {}, 'admin', 'outbound:messages.recalled')(await cancelPlatformOutbound(ctx, body.id)),
  }),
  ...adminAuditRoutes,
];

export const outboundRoutes = [
  ...businessOutboundRoutes,
  ...consignmentRoutes,
  ...labelUploadRoutes,
  orderPreviewRoute,
  orderEventsRoute,
  ...adminOutboundRoutes,
  ...labelZipRoutes,
  ...batchRoutes,
  ...batchTaskRoutes,
  ...outboundBulkRoutes,
];
