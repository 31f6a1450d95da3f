import { labelZipRequest } from '../../../domain/outbound/outbound';
import { TaskPage, WarehousePermission } from '../../../domain/kernel/permissions';
import { selectedWarehouse } from '../../kernel/action-context';
import { defineRoute, fileAnswer } from '../../http/route';
import { replyWithLabelZip } from './order-label-zip';

const SUMMARY =
  'The label of every pair of the given orders as one zip (a PDF per pair, named by order and ONE ID), streamed';

/** POST /sys_ware_out_batch/zipLabel on the warehouse portal (its own orders) and the admin's (any). */
export const labelZipRoutes = [
  defineRoute({
    method: 'POST',
    path: '/sys_ware_out_batch/zipLabel',
    hosts: ['warehouse'],
    access: { kind: 'warehouse', code: WarehousePermission.outboundBatch, action: 'export' },
    summary: `${SUMMARY}; orders of the selected warehouse`,
    body: labelZipRequest,
    response: fileAnswer('application/zip'),
    handler: (ctx, { body }, reply) =>
      replyWithLabelZip(ctx, { wareId: selectedWarehouse(ctx) }, body, reply),
  }),
  defineRoute({
    method: 'POST',
    path: '/sys_ware_out_batch/zipLabel',
    hosts: ['admin'],
    access: { kind: 'permission', code: TaskPage.taskManage, action: 'export' },
    summary: `${SUMMARY}; orders of any warehouse`,
    body: labelZipRequest,
    response: fileAnswer('application/zip'),
    handler: (ctx, { body }, reply) => replyWithLabelZip(ctx, { wareId: null }, body, reply),
  }),
];
