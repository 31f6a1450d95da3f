import {
  batchDetail,
  batchIdQuery,
  batchIdRequest,
  batchTaskGenerateRequest,
  batchTaskListRequest,
  batchTaskWaitingRequest,
  batchView,
  waitingOrderView,
} from '../../../domain/outbound/batches';
import { TaskPage } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import type { AuthedContext } from '../../http/context';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import { cancelBatch, generateBatch } from './batch-generate';
import { getBatch, listBatches, listWaitingOrders } from './batch-queries';
import { requireWarehouse } from './batch-task-queries';

/**
 * TaskManage/BatchTask (issue 16): the admin works every warehouse's outbound batches: lists them,
 * makes one for a warehouse of its paid orders waiting to leave (the warehouse's own service), cancels
 * one before anything of it left, and opens its pick list. Task management's page and actions
 * (Roles screen: Task management, query, get, add, edit).
 */

const tasks = (action: Action) => ({ kind: 'permission', code: TaskPage.taskManage, action }) as const;
const ANY_WAREHOUSE = { wareId: null };

const withDetail = async (ctx: AuthedContext, id: number, msgKey: string) =>
  new WithMessage(await getBatch(ctx, ANY_WAREHOUSE, id), msgKey);

export const batchTaskRoutes = [
  defineRoute({
    method: 'POST',
    path: '/outbound/batch_task/list',
    hosts: ['admin'],
    access: tasks('query'),
    summary:
      'BatchTask: outbound batches of every warehouse, newest first, by warehouse, status, batch number and day made',
    body: batchTaskListRequest.optional(),
    response: pageSchema(batchView),
    handler: (ctx, { body }) => listBatches(ctx, { wareId: null }, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/outbound/batch_task/get',
    hosts: ['admin'],
    access: tasks('get'),
    summary: 'BatchTask: one batch with its pick list, picks and exits',
    query: batchIdQuery,
    response: batchDetail,
    handler: (ctx, { query }) => getBatch(ctx, ANY_WAREHOUSE, query.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/batch_task/waiting',
    hosts: ['admin'],
    access: tasks('query'),
    summary:
      "BatchTask: a warehouse's orders waiting for a batch (approved, paid, in their shippable status)",
    body: batchTaskWaitingRequest,
    response: pageSchema(waitingOrderView),
    handler: async (ctx, { body }) => {
      const { wareId, ...filter } = body;
      return listWaitingOrders(ctx, await requireWarehouse(ctx, wareId), filter);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/batch_task/generate',
    hosts: ['admin'],
    access: tasks('add'),
    summary:
      'BatchTask: make a batch for a warehouse of the given waiting orders (or of every one waiting, oldest first, up to 1,000)',
    body: batchTaskGenerateRequest,
    response: batchDetail,
    handler: async (ctx, { body }) => {
      const { wareId, ...req } = body;
      const made = await generateBatch(ctx, await requireWarehouse(ctx, wareId), req);
      return withDetail(ctx, made.id, 'outbound-batches:messages.generated');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/batch_task/cancel',
    hosts: ['admin'],
    access: tasks('edit'),
    summary: 'BatchTask: cancel a batch of any warehouse before anything of it left; its orders wait again',
    body: batchIdRequest,
    response: batchDetail,
    handler: async (ctx, { body }) =>
      withDetail(ctx, (await cancelBatch(ctx, null, body.id)).id, 'outbound-batches:messages.cancelled'),
  }),
];
