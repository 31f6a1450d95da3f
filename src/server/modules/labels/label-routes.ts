import {
  labelBuyRequest,
  labelIdRequest,
  labelListRequest,
  labelPrintRequest,
  labelRatesRequest,
  labelRatesSchema,
  labelRowSchema,
} from '../../../domain/labels/label-center';
import type { Action } from '../../../domain/kernel/permissions';
import { BusinessPart, LABEL_CENTER_PAGE } from '../../../domain/kernel/permissions';
import { PRINT_MEDIA_TYPE } from '../../../domain/kernel/printing';
import type { ApiHost } from '../../../domain/kernel/users';
import { pageSchema } from '../../http/paging';
import { defineRoute, fileAnswer } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { buyLabel, requestLabelRates } from './label-purchase';
import { printShippingLabel } from './label-print';
import { labelById, labelPage } from './label-reads';
import { voidLabel } from './label-refunds';

/**
 * The label center's routes (src/domain/labels/label-center.ts), the same on two hosts: a seller's
 * label-center (the 'business' permission, their own labels) and the admin's LabelCenter (its own
 * page code: every seller's labels, buying for the platform's self-operated account).
 */
function labelCenterRoutes(host: ApiHost, code: string): AnyRoute[] {
  const hosts = [host] as const;
  const access = (action: Action) => ({ kind: 'permission' as const, code, action });
  return [
    defineRoute({
      method: 'POST',
      path: '/label_center/rates',
      hosts,
      access: access('add'),
      summary:
        "The carrier's rates for a parcel between two addresses with a signature option, cheapest first",
      body: labelRatesRequest,
      response: labelRatesSchema,
      handler: (ctx, { body }) => requestLabelRates(ctx, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/label_center/buy',
      hosts,
      access: access('add'),
      summary:
        'Buys a label at a quoted rate: the fee (fee type 25) is held, the carrier is called in the background; one label per idempotency key',
      body: labelBuyRequest,
      response: labelRowSchema,
      handler: (ctx, { body }) => buyLabel(ctx, body),
    }),
    defineRoute({
      method: 'POST',
      path: '/label_center/list',
      hosts,
      access: access('query'),
      summary: 'Labels, newest first, by status (and, for the admin, by seller)',
      body: labelListRequest.optional(),
      response: pageSchema(labelRowSchema),
      handler: (ctx, { body }) => labelPage(ctx, body ?? {}),
    }),
    defineRoute({
      method: 'GET',
      path: '/label_center/get',
      hosts,
      access: access('get'),
      summary: "One label (another seller's answers 404)",
      query: labelIdRequest,
      response: labelRowSchema,
      handler: (ctx, { query }) => labelById(ctx, query.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/label_center/void',
      hosts,
      access: access('edit'),
      summary:
        'Voids a bought label: the carrier is asked for the refund, pending until it settles (fee type 24 then credits the wallet)',
      body: labelIdRequest,
      response: labelRowSchema,
      handler: (ctx, { body }) => voidLabel(ctx, body.id),
    }),
    defineRoute({
      method: 'GET',
      path: '/label_center/print',
      hosts,
      access: access('get'),
      summary: 'A bought label printed again: a 4in x 6in PDF to open, or ZPL for a 203 dpi Zebra',
      query: labelPrintRequest,
      response: fileAnswer(PRINT_MEDIA_TYPE.pdf, PRINT_MEDIA_TYPE.zpl),
      handler: (ctx, { query }, reply) => printShippingLabel(ctx, query, reply),
    }),
  ];
}

export const labelCenterRouteTable: AnyRoute[] = [
  ...labelCenterRoutes('business', BusinessPart.labels),
  ...labelCenterRoutes('admin', LABEL_CENTER_PAGE),
];
