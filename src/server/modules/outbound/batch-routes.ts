import {
  batchDetail,
  batchGenerateRequest,
  batchIdQuery,
  batchIdRequest,
  batchListRequest,
  batchView,
  waitingOrderView,
  waitingOrdersRequest,
  warehouseOrdersRequest,
  warehouseOrderView,
} from '../../../domain/outbound/batches';
import { StockPage, WarehousePermission } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import type { AuthedContext } from '../../http/context';
import { pageSchema } from '../../http/paging';
import { defineRoute, fileAnswer, WithMessage } from '../../http/route';
import { selectedWarehouse } from '../../kernel/action-context';
import { cancelBatch, generateBatch } from './batch-generate';
import { getBatch, labelledOrdersOf, listBatches, listWaitingOrders } from './batch-queries';
import { replyWithLabelZip } from './order-label-zip';
import { listWarehouseOrders } from './warehouse-orders';

/**
 * Outbound batches (issue 16, point 4): the warehouse portal lists, makes, cancels and zips the labels
 * of its selected warehouse's batches (picking and shipping are sync ops); the admin reads every
 * warehouse's (Stock/OutBatch).
 */

const batches = (action: Action) =>
  ({ kind: 'warehouse', code: WarehousePermission.outboundBatch, action }) as const;
const stock = (action: Action) => ({ kind: 'permission', code: StockPage.stock, action }) as const;
const here = (ctx: AuthedContext) => ({ wareId: selectedWarehouse(ctx) });

const withDetail = async (ctx: AuthedContext, id: number, msgKey: string) =>
  new WithMessage(await getBatch(ctx, here(ctx), id), msgKey);

export const batchRoutes = [
  defineRoute({
    method: 'POST',
    path: '/sys_ware_out_batch/list',
    hosts: ['warehouse'],
    access: batches('query'),
    summary: "The selected warehouse's outbound batches, newest first (paged, by status and batch number)",
    body: batchListRequest.optional(),
    response: pageSchema(batchView),
    handler: (ctx, { body }) => listBatches(ctx, here(ctx), { ...body, wareId: undefined }),
  }),
  defineRoute({
    method: 'GET',
    path: '/sys_ware_out_batch/get',
    hosts: ['warehouse'],
    access: batches('get'),
    summary: 'One batch with its pick list: pairs by shelf (natural order), then ONE ID, and their picks',
    query: batchIdQuery,
    response: batchDetail,
    handler: (ctx, { query }) => getBatch(ctx, here(ctx), query.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/sys_ware_out_batch/waiting',
    hosts: ['warehouse'],
    access: batches('query'),
    summary:
      'Orders of the selected warehouse waiting for a batch: approved, paid, in their shippable status',
    body: waitingOrdersRequest.optional(),
    response: pageSchema(waitingOrderView),
    handler: (ctx, { body }) => listWaitingOrders(ctx, selectedWarehouse(ctx), body ?? {}),
  }),
  defineRoute({
    method: 'POST',
    path: '/sys_ware_out_batch/generate',
    hosts: ['warehouse'],
    access: batches('add'),
    summary:
      'Make a batch of the given waiting orders (or of every waiting order, oldest first, up to 1,000)',
    body: batchGenerateRequest,
    response: batchDetail,
    handler: async (ctx, { body }) =>
      withDetail(
        ctx,
        (await generateBatch(ctx, selectedWarehouse(ctx), body)).id,
        'outbound-batches:messages.generated',
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/sys_ware_out_batch/cancel',
    hosts: ['warehouse'],
    access: batches('edit'),
    summary: 'Cancel a batch before anything of it left; its orders wait for another batch',
    body: batchIdRequest,
    response: batchDetail,
    handler: async (ctx, { body }) =>
      withDetail(
        ctx,
        (await cancelBatch(ctx, selectedWarehouse(ctx), body.id)).id,
        'outbound-batches:messages.cancelled',
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/sys_ware_out_batch/batchZipLabel',
    hosts: ['warehouse'],
    access: batches('export'),
    summary: "The labels of a batch's orders as one streamed zip (a PDF per pair, named by order and ONE ID)",
    body: batchIdRequest,
    response: fileAnswer('application/zip'),
    handler: async (ctx, { body }, reply) =>
      replyWithLabelZip(ctx, here(ctx), { orderIds: await labelledOrdersOf(ctx, here(ctx), body.id) }, reply),
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/warehouse/list',
    hosts: ['warehouse'],
    access: { kind: 'warehouse', code: WarehousePermission.outbound, action: 'query' },
    summary:
      'The selected warehouse’s leaving orders (ship with label, reship, platform) by stage: waiting, in a batch, shipped, exception',
    body: warehouseOrdersRequest.optional(),
    response: pageSchema(warehouseOrderView),
    handler: (ctx, { body }) => listWarehouseOrders(ctx, selectedWarehouse(ctx), body ?? {}),
  }),
  defineRoute({
    method: 'POST',
    path: '/stock/out_batch',
    hosts: ['admin'],
    access: stock('query'),
    summary: 'Outbound batches of every warehouse (Stock/OutBatch), newest first, by warehouse and status',
    body: batchListRequest.optional(),
    response: pageSchema(batchView),
    handler: (ctx, { body }) => listBatches(ctx, { wareId: null }, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/stock/out_batch/get',
    hosts: ['admin'],
    access: stock('get'),
    summary: 'One outbound batch with its pick list and each pair’s pick and exit (read only)',
    query: batchIdQuery,
    response: batchDetail,
    handler: (ctx, { query }) => getBatch(ctx, { wareId: null }, query.id),
  }),
];
