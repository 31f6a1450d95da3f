import { inspectItemInput, inspectionResult, oneIdLease } from '../../../domain/inspection/inspection';
import { OP_ACCESS, oneIdLeaseRequest } from '../../../domain/sync/sync';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { runOnline, selectedWarehouse } from '../../kernel/action-context';
import { inspectItem } from './inspection-service';
import { leaseOneIds } from './one-id-service';

const inspection = {
  kind: 'warehouse',
  code: OP_ACCESS.inspectItem.code,
  action: OP_ACCESS.inspectItem.action,
} as const;

/** Warehouse portal: CodeWarehousing/Inspection, and the ONE ID blocks tablets mint from offline. */
export const inspectionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/inspection/submit',
    hosts: ['warehouse'],
    access: inspection,
    summary: 'Inspect one item of a received parcel: SKU, size, grade, remark, photos, ONE ID (event 1)',
    body: inspectItemInput,
    response: inspectionResult,
    handler: async (ctx, { body }) => {
      const wareId = selectedWarehouse(ctx);
      const result = await runOnline(ctx, (trx, meta) => inspectItem(ctx, trx, meta, { ...body, wareId }));
      return new WithMessage(result, 'inspection:messages.saved');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/oneid/lease',
    hosts: ['warehouse'],
    access: inspection,
    summary: 'Lease a block of unused ONE IDs for a device to mint from while offline',
    body: oneIdLeaseRequest,
    response: oneIdLease,
    handler: (ctx, { body }) => leaseOneIds(ctx, body.deviceId, body.count),
  }),
];
