import {
  boxCreateRequest,
  boxListQuery,
  boxUnpackRequest,
  boxView,
  orderBoxes as orderBoxesSchema,
} from '../../../domain/outbound/bulk';
import { AuditPage, BusinessPart } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { defineRoute, WithMessage } from '../../http/route';
import { createBox, orderBoxes, unpackBox } from './reship-boxes';

/** Boxes of a reship order (src/domain/outbound/bulk.ts): the seller packs and unpacks; an admin sees them. */

const business = (action: Action) => ({ kind: 'permission', code: BusinessPart.orders, action }) as const;

export const reshipBoxRoutes = [
  defineRoute({
    method: 'GET',
    path: '/outbound/box/list',
    hosts: ['business'],
    access: business('get'),
    summary: "A reship order's boxes, and whether they may still change",
    query: boxListQuery,
    response: orderBoxesSchema,
    handler: (ctx, { query }) => orderBoxes(ctx, query.orderId, { shopUserId: ctx.user.id }),
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/box/create',
    hosts: ['business'],
    access: business('add'),
    summary: 'Pack pairs of one open reship order in one box (one warehouse, one owner; a pair in one box)',
    body: boxCreateRequest,
    response: boxView,
    handler: async (ctx, { body }) =>
      new WithMessage(await createBox(ctx, body), 'outbound-bulk:messages.boxCreated'),
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/box/unpack',
    hosts: ['business'],
    access: business('edit'),
    summary: 'Unpack a box of an open reship order: its pairs may be boxed again',
    body: boxUnpackRequest,
    response: orderBoxesSchema,
    handler: async (ctx, { body }) => {
      const { id } = await unpackBox(ctx, body.id);
      return new WithMessage(
        await orderBoxes(ctx, id, { shopUserId: ctx.user.id }),
        'outbound-bulk:messages.boxUnpacked',
      );
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/outbound/box/list',
    hosts: ['admin'],
    access: { kind: 'permission', code: AuditPage.orders, action: 'get' },
    summary: "A reship order's boxes (Audit/Outbound detail)",
    query: boxListQuery,
    response: orderBoxesSchema,
    handler: (ctx, { query }) => orderBoxes(ctx, query.orderId, {}),
  }),
];
