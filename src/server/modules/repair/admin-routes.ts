import { z } from 'zod';
import { AuditPage, FeePage, TaskPage } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { printOptionFields } from '../../../domain/kernel/printing';
import {
  repairApproveRequest,
  repairBatchCreateRequest,
  repairBatchListRequest,
  repairBatchNoQuery,
  repairBatchRevertRequest,
  repairBulkApproveRequest,
  repairEditItemRequest,
  repairItemRequest,
  repairListRequest,
  repairOddNoQuery,
  repairOperatorsQuery,
  repairPriceUpdateRequest,
  repairRefuseRequest,
  repairRejectItemRequest,
  repairTaskListRequest,
  repairWaitingRequest,
} from '../../../domain/repair/requests';
import {
  repairBatchDetail,
  repairBatchRow,
  repairBulkApproveAnswer,
  repairOperator,
  repairOrderAdminDetail,
  repairOrderRow,
  repairPriceRow,
  repairWorkItem,
} from '../../../domain/repair/views';
import type { AuthedContext } from '../../http/context';
import { pageSchema } from '../../http/paging';
import { defineRoute, fileAnswer, WithMessage } from '../../http/route';
import { cancelRepairItemLost, markRepairItemLost, rejectRepairItem } from './item-admin';
import { adminRepairDetail, listRepairOrders, listWaitingRepairOrders } from './order-queries';
import {
  approveRepairOrder,
  bulkApproveRepairOrders,
  editRepairItem,
  refuseRepairOrder,
} from './order-review';
import type { Done } from './order-review';
import { repairOperators } from './operators';
import { repairPriceRows } from './pair-queries';
import { updateRepairPrice } from './price-service';
import { printRepairList } from './repair-list-print';
import { listRepairTasks, listRepairWork, repairTaskDetail } from './task-queries';
import { createRepairTask, revertRepairTask } from './task-service';

/**
 * The admin's repair screens (issue 27 point 2), on the admin host: Audit/RepairOrder (review, batch
 * approval, reject or edit items), TaskManage RepairBatchTask (make, read, revert and print tasks)
 * and RepairTask (the pairs, lost boxes), Fee/RepairMange (prices).
 */

const audit = (action: Action) => ({ kind: 'permission', code: AuditPage.repair, action }) as const;
const batches = (action: Action) => ({ kind: 'permission', code: TaskPage.repairBatchTask, action }) as const;
const tasks = (action: Action) => ({ kind: 'permission', code: TaskPage.repairTask, action }) as const;
const fees = (action: Action) => ({ kind: 'permission', code: FeePage.repairManage, action }) as const;

/** An order step's answer: the order as it is now. */
const detailAfter = async (ctx: AuthedContext, step: Promise<Done>, msgKey?: string) => {
  const detail = await adminRepairDetail(ctx, (await step).oddNo);
  return msgKey ? new WithMessage(detail, msgKey) : detail;
};

const orderRoutes = [
  defineRoute({
    method: 'POST',
    path: '/repair/list',
    hosts: ['admin'],
    access: audit('query'),
    summary: 'Every repair order, newest first (by status, approval, warehouse, number or ONE ID, seller)',
    body: repairListRequest.optional(),
    response: pageSchema(repairOrderRow),
    handler: (ctx, { body }) => listRepairOrders(ctx, {}, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/repair/get',
    hosts: ['admin'],
    access: audit('get'),
    summary:
      'A repair order with every pair: before, after and QC photos, the work and the steps allowed now',
    query: repairOddNoQuery,
    response: repairOrderAdminDetail,
    handler: (ctx, { query }) => adminRepairDetail(ctx, query.oddNo),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/approve',
    hosts: ['admin'],
    access: audit('edit'),
    summary: 'Approves a pending repair order (its review result); it then waits for a batch task',
    body: repairApproveRequest,
    response: repairOrderAdminDetail,
    handler: (ctx, { body }) => detailAfter(ctx, approveRepairOrder(ctx, body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/refuse',
    hosts: ['admin'],
    access: audit('edit'),
    summary:
      'Refuses a pending repair order with the reason the seller reads; pairs freed, hold released (fee 27)',
    body: repairRefuseRequest,
    response: repairOrderAdminDetail,
    handler: (ctx, { body }) => detailAfter(ctx, refuseRepairOrder(ctx, body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/bulkApprove',
    hosts: ['admin'],
    access: audit('edit'),
    summary:
      'Batch approval: every given pending repair order approved, or none (409 naming the first that may not be)',
    body: repairBulkApproveRequest,
    response: repairBulkApproveAnswer,
    handler: (ctx, { body }) => bulkApproveRepairOrders(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/item/edit',
    hosts: ['admin'],
    access: audit('edit'),
    summary: "Corrects a pending order's pair (issues, repair items); a changed estimate is held again",
    body: repairEditItemRequest,
    response: repairOrderAdminDetail,
    handler: (ctx, { body }) => detailAfter(ctx, editRepairItem(ctx, body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/item/reject',
    hosts: ['admin'],
    access: audit('edit'),
    summary: 'Takes a pair out of an open order before any work, with a reason; it is not charged',
    body: repairRejectItemRequest,
    response: repairOrderAdminDetail,
    handler: (ctx, { body }) => detailAfter(ctx, rejectRepairItem(ctx, body)),
  }),
];

const taskRoutes = [
  defineRoute({
    method: 'POST',
    path: '/repair/batch/waiting',
    hosts: ['admin'],
    access: batches('query'),
    summary: 'Approved repair orders in no live task, oldest first, to make a batch task from',
    body: repairWaitingRequest.optional(),
    response: pageSchema(repairOrderRow),
    handler: (ctx, { body }) => listWaitingRepairOrders(ctx, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/repair/operators',
    hosts: ['admin'],
    access: batches('query'),
    summary: "The warehouse's users who may be given a repair task (an operator must be selected)",
    query: repairOperatorsQuery,
    response: z.array(repairOperator),
    handler: (ctx, { query }) => repairOperators(ctx.db, query.wareId),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/batch/create',
    hosts: ['admin'],
    access: batches('add'),
    summary: 'A batch task of approved orders of one warehouse for one operator; a resend answers the first',
    body: repairBatchCreateRequest,
    response: repairBatchDetail,
    handler: async (ctx, { body }) =>
      repairTaskDetail(ctx, { id: (await createRepairTask(ctx, body)).id }, 'admin'),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/batch/list',
    hosts: ['admin'],
    access: batches('query'),
    summary: 'Repair batch tasks, newest first, with their pairs per tab (by status, warehouse, number)',
    body: repairBatchListRequest.optional(),
    response: pageSchema(repairBatchRow),
    handler: (ctx, { body }) => listRepairTasks(ctx, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/repair/batch/get',
    hosts: ['admin'],
    access: batches('get'),
    summary: 'A repair batch task with every pair of its orders, their photos side by side',
    query: repairBatchNoQuery,
    response: repairBatchDetail,
    handler: (ctx, { query }) => repairTaskDetail(ctx, { batchNo: query.batchNo }, 'admin'),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/batch/revert',
    hosts: ['admin'],
    access: batches('edit'),
    summary: 'Reverts a live task so its orders can be given to another operator; the work done stays',
    body: repairBatchRevertRequest,
    response: repairBatchDetail,
    handler: async (ctx, { body }) =>
      new WithMessage(
        await repairTaskDetail(ctx, { id: (await revertRepairTask(ctx, body)).id }, 'admin'),
        'repair:messages.revertSuccessful',
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/repair/batch/print',
    hosts: ['admin'],
    access: batches('export'),
    summary: "A batch task's repair list, one per order, as a 4in x 6in PDF (or ZPL)",
    query: repairBatchNoQuery.extend(printOptionFields),
    response: fileAnswer('application/pdf', 'application/zpl'),
    handler: (ctx, { query }, reply) => printRepairList(ctx, query, reply),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/task/list',
    hosts: ['admin'],
    access: tasks('query'),
    summary: 'The pairs of repair tasks (RepairTask), by tab, repair status, warehouse, task or number',
    body: repairTaskListRequest.optional(),
    response: pageSchema(repairWorkItem),
    handler: (ctx, { body }) => listRepairWork(ctx, body ?? {}, 'admin'),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/item/lost',
    hosts: ['admin'],
    access: tasks('edit'),
    summary: "Marks a pair's box lost: not charged (fee 27 at the order's completion), held until found",
    body: repairItemRequest,
    response: repairOrderAdminDetail,
    handler: (ctx, { body }) => detailAfter(ctx, markRepairItemLost(ctx, body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/item/found',
    hosts: ['admin'],
    access: tasks('edit'),
    summary: 'Cancels a lost box: the pair waits to be picked again, or is freed once its order was settled',
    body: repairItemRequest,
    response: repairOrderAdminDetail,
    handler: (ctx, { body }) =>
      detailAfter(ctx, cancelRepairItemLost(ctx, body), 'repair:messages.cancelSuccessfully'),
  }),
];

const priceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/repair/price/list',
    hosts: ['admin'],
    access: fees('query'),
    summary: "Fee/RepairMange: each repair item's price and working days",
    response: z.array(repairPriceRow),
    handler: (ctx) => repairPriceRows(ctx.db),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/price/update',
    hosts: ['admin'],
    access: fees('edit'),
    summary: "Edits a repair item's price and days (audited); orders made before keep their estimate",
    body: repairPriceUpdateRequest,
    response: z.array(repairPriceRow),
    handler: async (ctx, { body }) =>
      new WithMessage(await updateRepairPrice(ctx, body), 'repair:messages.priceSaved'),
  }),
];

export const repairAdminRoutes = [...orderRoutes, ...taskRoutes, ...priceRoutes];
