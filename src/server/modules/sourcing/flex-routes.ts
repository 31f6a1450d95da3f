import { z } from 'zod';
import { AuditPage, BusinessPart } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import {
  flexCreateRequest,
  flexIdRequest,
  flexListRequest,
  flexOddNoQuery,
  flexPairsAnswer,
  flexPairsRequest,
  flexShipmentDetail,
  flexShipmentRow,
  flexStepRequest,
} from '../../../domain/sourcing/flex-shipments';
import type { AuthedContext } from '../../http/context';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { requestFlexFeed } from './flex-feed-job';
import { flexPairs, flexShipmentDetail as detailOf, listFlexShipments } from './flex-queries';
import { cancelFlexShipment, createFlexShipment, retryFlexLabel, stepFlexShipment } from './flex-service';
import type { Done } from './flex-service';

/**
 * Flex shipments (issue 26 point 5): the seller's stockx-flex screens (a new shipment needs the flex
 * merchant flag; a seller whose flag was turned off still reads and cancels its own) and the admin's
 * Audit/StockXFlex (review, corrections, the box label's retry, a read of the
 * program's feed). Every step answers the shipment as it now is.
 */
const seller = (action: Action) => ({ kind: 'permission', code: BusinessPart.sourcing, action }) as const;
const audit = (action: Action) => ({ kind: 'permission', code: AuditPage.flex, action }) as const;

const answer = (ctx: AuthedContext, msgKey: string) => async (done: Done) =>
  new WithMessage(await detailOf(ctx, done.oddNo), msgKey);

export const flexRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/sourcing/flex/pairs',
    hosts: ['business'],
    access: seller('query'),
    summary:
      "stockx-flex/ship: the seller's available, qualified pairs per warehouse, and a page of one warehouse's",
    body: flexPairsRequest,
    response: flexPairsAnswer,
    handler: (ctx, { body }) => flexPairs(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/flex/create',
    hosts: ['business'],
    access: seller('add'),
    summary:
      'A flex shipment of pairs of one warehouse with their asks (pending create, event 16); items 3 until the box leaves',
    body: flexCreateRequest,
    response: flexShipmentDetail,
    handler: async (ctx, { body }) =>
      answer(ctx, 'sourcing-flex:messages.created')(await createFlexShipment(ctx, body)),
  }),
  ...(['business', 'admin'] as const).flatMap((host) => {
    const access = host === 'admin' ? audit : seller;
    return [
      defineRoute({
        method: 'POST',
        path: '/sourcing/flex/list',
        hosts: [host],
        access: access('query'),
        summary:
          "Flex shipments (the seller's own; on the admin host every seller's), newest first, by state and number or ONE ID",
        body: flexListRequest,
        response: pageSchema(flexShipmentRow),
        handler: (ctx, { body }) => listFlexShipments(ctx, body),
      }),
      defineRoute({
        method: 'GET',
        path: '/sourcing/flex/get',
        hosts: [host],
        access: access('get'),
        summary: 'One flex shipment: its pairs, its steps, its box label and the steps the reader may take',
        query: flexOddNoQuery,
        response: flexShipmentDetail,
        handler: (ctx, { query }) => detailOf(ctx, query.oddNo),
      }),
    ];
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/flex/cancel',
    hosts: ['business'],
    access: seller('edit'),
    summary:
      'The seller cancels a shipment whose box has not left: its pairs are available again (event 1612)',
    body: flexIdRequest,
    response: flexShipmentDetail,
    handler: async (ctx, { body }) =>
      answer(ctx, 'sourcing-flex:messages.cancelled')(await cancelFlexShipment(ctx, body.id, 'seller')),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/flex/step',
    hosts: ['admin'],
    access: audit('edit'),
    summary:
      'Audit/StockXFlex: approve (the program is asked, the box label bought), cancel with a reason, or set a step the feed or the warehouse missed',
    body: flexStepRequest,
    response: flexShipmentDetail,
    handler: async (ctx, { body }) =>
      answer(ctx, 'sourcing-flex:messages.stepTaken')(await stepFlexShipment(ctx, body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/flex/label/retry',
    hosts: ['admin'],
    access: audit('edit'),
    summary: "A ready shipment's box label tried again (refused by the carrier, or not quoted)",
    body: flexIdRequest,
    response: flexShipmentDetail,
    handler: async (ctx, { body }) =>
      answer(ctx, 'sourcing-flex:messages.labelRetried')(await retryFlexLabel(ctx, body.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/flex/feed/read',
    hosts: ['admin'],
    access: audit('edit'),
    summary:
      "Reads the program's feed now (the job does every minute): the boxes that left, and how far each got",
    response: z.null(),
    handler: async (ctx) => {
      await requestFlexFeed(ctx.db);
      return new WithMessage(null, 'sourcing-flex:messages.feedAsked');
    },
  }),
];
