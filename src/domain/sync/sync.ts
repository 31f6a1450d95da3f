import { z } from 'zod';
import { receiveParcelInput, receiveReturnInput } from '../inbound/inbound';
import { inspectItemInput } from '../inspection/inspection';
import { batchOrderExceptionInput, pickItemInput, shipBatchOrderInput } from '../outbound/batches';
import { shelveItemInput } from '../kernel/products';
import {
  repairCompleteBatchInput,
  repairPhotoInput,
  repairPickInput,
  repairResultInput,
} from '../repair/ops';
import { ONE_ID_LEASE_MAX, SYNC_BATCH_MAX } from './rules';

/**
 * The offline sync protocol (ARCHITECTURE.md section 4), the contract between the tablet's outbox and
 * the server.
 *
 *   POST /api/warehouse/sync         { deviceId, ops: SyncOp[] <= 500 } -> { results: SyncResult[], serverTime }
 *   POST /api/warehouse/oneid/lease  { deviceId, count <= 500 }        -> { start, end, leasedAt } (ONE IDs start..end)
 *   GET  /api/warehouse/sync/pull?since=<iso>|cursor=<next>   (header wareId) -> SyncPull
 *
 * Rules the server keeps:
 * - Each op is applied in its own transaction together with the record of its id and result, so a
 *   replay returns `duplicate` with the stored result and never applies twice (op ids kept >= 90 days).
 * - One device's ops apply in seq order (one batch of a device at a time); an op whose dependsOn was
 *   rejected is rejected with that reason. Other devices' ops are independent.
 * - An op's payload names its warehouse (wareId); the user's grant there is checked per op.
 * - The same opId with another payload is refused with 422 before anything in the batch is applied.
 */

// The limits, op types and pure rules live in sync-rules.ts (no zod), for the tablet's sync engine.
export * from './rules';

/** An op's payload is the online route's body plus the warehouse it was done in. */
export const OP_INPUT = {
  receiveParcel: receiveParcelInput,
  inspectItem: inspectItemInput,
  shelveItem: shelveItemInput,
  receiveReturn: receiveReturnInput,
  'outbound.pick': pickItemInput,
  'outbound.ship': shipBatchOrderInput,
  'outbound.exception': batchOrderExceptionInput,
  'repair.pick': repairPickInput,
  'repair.photo': repairPhotoInput,
  'repair.result': repairResultInput,
  'repair.completeBatch': repairCompleteBatchInput,
} as const;

export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, '8-64 letters, digits or dashes');
export const opWareIdSchema = z.number().int().positive().max(2_147_483_647);

/**
 * One queued op. The payload is checked per type when the op is applied, so one malformed op is
 * rejected on its own instead of blocking the whole queue.
 */
export const syncOpSchema = z.strictObject({
  opId: z.uuid(),
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  type: z.string().min(1).max(40),
  createdAt: z.iso.datetime({ offset: true }),
  dependsOn: z.uuid().optional(),
  payload: z.record(z.string(), z.unknown()),
});
export type SyncOp = z.infer<typeof syncOpSchema>;

export const syncRequest = z.strictObject({
  deviceId: deviceIdSchema,
  ops: z.array(syncOpSchema).max(SYNC_BATCH_MAX),
});
export type SyncRequest = z.infer<typeof syncRequest>;

export const syncResultSchema = z.object({
  opId: z.string(),
  seq: z.number(),
  status: z.enum(['applied', 'duplicate', 'rejected']),
  /** For a duplicate: what happened the first time. */
  original: z.enum(['applied', 'rejected']).optional(),
  result: z.unknown().optional(),
  /** For a rejection: the API error code it corresponds to (400, 403, 404, 409, 422). */
  code: z.number().optional(),
  /** For a rejection: what went wrong, in the request's language, so staff can fix and resend. */
  reason: z.string().optional(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

export const syncResponse = z.object({ results: z.array(syncResultSchema), serverTime: z.string() });

export const oneIdLeaseRequest = z.strictObject({
  deviceId: deviceIdSchema,
  count: z.number().int().min(1).max(ONE_ID_LEASE_MAX),
});

export const syncPullQuery = z.strictObject({
  since: z.iso.datetime({ offset: true }).optional(),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,2000}$/, 'a cursor from a previous pull')
    .optional(),
});
