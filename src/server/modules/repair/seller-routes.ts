import { z } from 'zod';
import { BusinessPart } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import {
  repairCancelRequest,
  repairCreateRequest,
  repairEstimateRequest,
  repairListRequest,
  repairOddNoQuery,
  repairPairsRequest,
} from '../../../domain/repair/requests';
import {
  repairEstimate,
  repairOrderDetail,
  repairOrderRow,
  repairPairView,
  repairPriceRow,
} from '../../../domain/repair/views';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import { createRepairOrder } from './order-create';
import { listRepairOrders, sellerRepairDetail } from './order-queries';
import { cancelRepairOrder } from './order-review';
import { estimateRepair, listRepairablePairs, repairPriceRows } from './pair-queries';

/** The seller's repair-order screen (issue 27 point 1), on the business host. */

const seller = (action: Action) => ({ kind: 'permission', code: BusinessPart.repair, action }) as const;

export const repairSellerRoutes = [
  defineRoute({
    method: 'GET',
    path: '/repair/prices',
    hosts: ['business'],
    access: seller('query'),
    summary: "The repair items' prices and working days (Fee/RepairMange), for the repair-order form",
    response: z.array(repairPriceRow),
    handler: (ctx) => repairPriceRows(ctx.db),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/pairs',
    hosts: ['business'],
    access: seller('query'),
    summary: "The seller's available pairs that may be repaired (paged; by warehouse, SKU, name or ONE ID)",
    body: repairPairsRequest.optional(),
    response: pageSchema(repairPairView),
    handler: (ctx, { body }) => listRepairablePairs(ctx, body ?? {}),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/estimate',
    hosts: ['business'],
    access: seller('get'),
    summary: 'The estimated cost of each pair and in total, the repairs pending ahead and the estimated days',
    body: repairEstimateRequest,
    response: repairEstimate,
    handler: (ctx, { body }) => estimateRepair(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/create',
    hosts: ['business'],
    access: seller('add'),
    summary:
      "A repair order of the seller's available pairs of one warehouse; the estimate is held in the wallet (fee 26). A resend of the request key answers the first order",
    body: repairCreateRequest,
    response: repairOrderDetail,
    handler: async (ctx, { body }) => sellerRepairDetail(ctx, (await createRepairOrder(ctx, body)).oddNo),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/cancel',
    hosts: ['business'],
    access: seller('edit'),
    summary:
      'The seller cancels a pending repair order: its pairs are available again, its hold released (fee 27)',
    body: repairCancelRequest,
    response: repairOrderDetail,
    handler: async (ctx, { body }) =>
      new WithMessage(
        await sellerRepairDetail(ctx, (await cancelRepairOrder(ctx, body)).oddNo),
        'repair:messages.cancelSuccessfully',
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/list',
    hosts: ['business'],
    access: seller('query'),
    summary: "The seller's repair orders, newest first (by status, approval, warehouse, number or ONE ID)",
    body: repairListRequest.optional(),
    response: pageSchema(repairOrderRow),
    handler: (ctx, { body }) => listRepairOrders(ctx, { sellerId: ctx.user.id }, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/repair/get',
    hosts: ['business'],
    access: seller('get'),
    summary:
      "One of the seller's repair orders with its pairs, cost, days waiting, review and QC results (another seller's: 404)",
    query: repairOddNoQuery,
    response: repairOrderDetail,
    handler: (ctx, { query }) => sellerRepairDetail(ctx, query.oddNo),
  }),
];
