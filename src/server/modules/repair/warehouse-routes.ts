import { WarehousePermission } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { printOptionFields } from '../../../domain/kernel/printing';
import { repairBatchListRequest, repairBatchNoQuery, repairWorkQuery } from '../../../domain/repair/requests';
import { repairBatchDetail, repairBatchRow, repairWorkItem } from '../../../domain/repair/views';
import { pageSchema } from '../../http/paging';
import { defineRoute, fileAnswer } from '../../http/route';
import { selectedWarehouse } from '../../kernel/action-context';
import { printRepairList } from './repair-list-print';
import { listRepairTasks, listRepairWork, repairTaskDetail } from './task-queries';

/**
 * The warehouse's RepireManage (issue 27 point 3), in the selected warehouse (header wareId): its
 * tasks and one list per tab for the tablet to cache. The work itself (pick, photos, result and QC,
 * complete a task) is sync ops (src/domain/repair/ops.ts) through POST /sync, so it works offline.
 */

const repair = (action: Action) => ({ kind: 'warehouse', code: WarehousePermission.repair, action }) as const;

export const repairWarehouseRoutes = [
  defineRoute({
    method: 'GET',
    path: '/repair/work',
    hosts: ['warehouse'],
    access: repair('query'),
    summary:
      "One RepireManage tab of the selected warehouse's repair work (pending pick, pending repair, completed, cancelled), newest change first",
    query: repairWorkQuery,
    response: pageSchema(repairWorkItem),
    handler: (ctx, { query }) =>
      listRepairWork(ctx, { ...query, wareId: selectedWarehouse(ctx) }, 'warehouse'),
  }),
  defineRoute({
    method: 'POST',
    path: '/repair/batch/list',
    hosts: ['warehouse'],
    access: repair('query'),
    summary: "The selected warehouse's repair tasks, newest first, with their pairs per tab",
    body: repairBatchListRequest.optional(),
    response: pageSchema(repairBatchRow),
    handler: (ctx, { body }) => listRepairTasks(ctx, { ...body, wareId: selectedWarehouse(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    path: '/repair/batch/get',
    hosts: ['warehouse'],
    access: repair('get'),
    summary: 'A repair task of the selected warehouse with every pair, its before photo as the guide',
    query: repairBatchNoQuery,
    response: repairBatchDetail,
    handler: (ctx, { query }) =>
      repairTaskDetail(ctx, { batchNo: query.batchNo, wareId: selectedWarehouse(ctx) }, 'warehouse'),
  }),
  defineRoute({
    method: 'GET',
    path: '/repair/batch/print',
    hosts: ['warehouse'],
    access: repair('export'),
    summary: "A repair task's repair list, one per order, as a 4in x 6in PDF (or ZPL)",
    query: repairBatchNoQuery.extend(printOptionFields),
    response: fileAnswer('application/pdf', 'application/zpl'),
    handler: (ctx, { query }, reply) =>
      printRepairList(ctx, { ...query, wareId: selectedWarehouse(ctx) }, reply),
  }),
];
