import type { z } from 'zod';
import { BusinessPart } from '../../../domain/kernel/permissions';
import {
  batchListRequest,
  inBatchRow,
  inventoryListRequest,
  itemRow,
  sellerStockSummaryAnswer,
  statusCounts,
  StockPage,
  stockListRequest,
  stockOverviewAnswer,
  stockOverviewRequest,
  warehouseExitListRequest,
} from '../../../domain/inventory/views';
import type { BatchListRequest } from '../../../domain/inventory/views';
import { InventoryStatus } from '../../../domain/kernel/products';
import { pageSchema } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AuthedContext } from '../../http/context';
import type { AnyRoute } from '../../http/route';
import { adminStockScope, listItems } from './item-lists';
import { listInBatches, sellerStockSummary, stockOverview } from './stock-summaries';

/** A stock list's answer: the page of items and the count of each status under the same filters. */
const itemPage = pageSchema(itemRow).extend(statusCounts.shape);

/** A batch list (inbound, outbound) of the admin host: the stock page's query permission. */
function batchListRoute(
  path: string,
  summary: string,
  list: (ctx: AuthedContext, input: BatchListRequest) => Promise<unknown>,
  row: z.ZodType,
): AnyRoute {
  return defineRoute({
    method: 'POST',
    path,
    hosts: ['admin'],
    access: { kind: 'permission', code: StockPage.stock, action: 'query' },
    summary,
    body: batchListRequest.optional(),
    response: pageSchema(row),
    handler: (ctx, { body }) => list(ctx, body ?? {}),
  });
}

/**
 * Stock views: the seller's inventory, WarehouseExit and workplace counts (business host, always the
 * caller's own items), and the admin overview, stock list and inbound batches (admin host; the outbound
 * batches are records of the outbound area: src/server/modules/outbound/batch-routes.ts).
 */
export const inventoryListRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/inventory/list',
    hosts: ['business'],
    access: { kind: 'permission', code: BusinessPart.inventory, action: 'query' },
    summary: "The seller's items (paged, filtered) with the count of each status tab under the same filters",
    body: inventoryListRequest.optional(),
    response: itemPage,
    handler: (ctx, { body }) => listItems(ctx, { shopUserId: ctx.user.id, staffView: false }, body ?? {}),
  }),
  defineRoute({
    method: 'POST',
    path: '/inventory/exit_list',
    hosts: ['business'],
    access: { kind: 'permission', code: BusinessPart.inventory, action: 'query' },
    summary:
      "The seller's items that left the warehouse (status 6), newest exit first, each with the order it left with",
    body: warehouseExitListRequest.optional(),
    response: itemPage,
    handler: (ctx, { body }) =>
      listItems(
        ctx,
        { shopUserId: ctx.user.id, staffView: false, byExit: true },
        { ...body, statusList: [InventoryStatus.outOfWarehouse] },
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/inventory/summary',
    hosts: ['business'],
    access: { kind: 'permission', code: BusinessPart.inventory, action: 'query' },
    summary: "The seller's item counts by status, and by warehouse for items still in one (workplace)",
    response: sellerStockSummaryAnswer,
    handler: (ctx) => sellerStockSummary(ctx, ctx.user.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/stock/overview',
    hosts: ['admin'],
    access: { kind: 'permission', code: StockPage.overview, action: 'query' },
    summary: 'Stock by warehouse, by status and by age (days since inbound) of what is in a warehouse',
    body: stockOverviewRequest.optional(),
    response: stockOverviewAnswer,
    handler: (ctx, { body }) => stockOverview(ctx, body?.wareId),
  }),
  defineRoute({
    method: 'POST',
    path: '/stock/list',
    hosts: ['admin'],
    access: { kind: 'permission', code: StockPage.stock, action: 'query' },
    summary: "Every seller's items (paged, filtered; owner, warehouse, shelf) with per-status counts",
    body: stockListRequest.optional(),
    response: itemPage,
    // The scope fields are the request's own; the filters ignore them (the export reads it the same way).
    handler: (ctx, { body }) => listItems(ctx, adminStockScope(body ?? {}), body ?? {}),
  }),
  batchListRoute(
    '/stock/in_batch',
    'Inbound batches: parcels received per day and warehouse, with the items inspected from them',
    listInBatches,
    inBatchRow,
  ),
];
