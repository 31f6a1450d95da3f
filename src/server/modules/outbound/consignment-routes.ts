import { z } from 'zod';
import {
  consignmentCreateRequest,
  consignmentPriceRequest,
  consignmentSaleRequest,
} from '../../../domain/outbound/consignment';
import { AuditPage, BusinessPart } from '../../../domain/kernel/permissions';
import { orderIdRequest, orderView } from '../../../domain/outbound/outbound';
import { defineRoute, WithMessage } from '../../http/route';
import {
  cancelPlatformSale,
  changeConsignmentPrice,
  createConsignments,
  recordPlatformSale,
} from './consignment-service';
import { getOrder } from './order-queries';

/**
 * Consignment's own routes (kind 6, issue 25 point 3); its list, detail, recall (GET /sys_prod/cancel
 * with type 6), approval into the group (POST /outbound/approve), rejection and completion
 * (POST /outbound/close) are the outbound orders' routes.
 */
export const consignmentRoutes = [
  defineRoute({
    method: 'POST',
    path: '/outbound/consignment/create',
    hosts: ['business'],
    access: { kind: 'permission', code: BusinessPart.orders, action: 'add' },
    summary: 'Consign pairs, each at its price (event 6): one consignment order per pair; items 2',
    body: consignmentCreateRequest,
    response: z.array(orderView),
    handler: async (ctx, { body }) => {
      const made = await createConsignments(ctx, body);
      const views = [];
      for (const o of made) views.push(await getOrder(ctx, { shopUserId: ctx.user.id }, o.id, 'seller'));
      return new WithMessage(views, 'outbound:messages.created');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/consignment/price',
    hosts: ['business'],
    access: { kind: 'permission', code: BusinessPart.orders, action: 'edit' },
    summary: 'Change a consignment price before the pair sells (409 once sold)',
    body: consignmentPriceRequest,
    response: orderView,
    handler: async (ctx, { body }) => {
      const done = await changeConsignmentPrice(ctx, body);
      return new WithMessage(
        await getOrder(ctx, { shopUserId: ctx.user.id }, done.id, 'seller'),
        'outbound:messages.consignmentPriced',
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/consignment/sell',
    hosts: ['admin'],
    access: { kind: 'permission', code: AuditPage.orders, action: 'edit' },
    summary:
      "Record the platform's sale of a pair in the group (event 612): marketplace, order number and price; fees 11 and 22 fixed",
    body: consignmentSaleRequest,
    response: orderView,
    handler: async (ctx, { body }) => {
      const done = await recordPlatformSale(ctx, body);
      return new WithMessage(await getOrder(ctx, {}, done.id, 'admin'), 'outbound:messages.consignmentSold');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/consignment/cancelSale',
    hosts: ['admin'],
    access: { kind: 'permission', code: AuditPage.orders, action: 'edit' },
    summary: "Cancel the platform's sale of a pair that has not left (612): the pair is available again",
    body: orderIdRequest,
    response: orderView,
    handler: async (ctx, { body }) => {
      const done = await cancelPlatformSale(ctx, body.id);
      return new WithMessage(await getOrder(ctx, {}, done.id, 'admin'), 'outbound:messages.recalled');
    },
  }),
];
