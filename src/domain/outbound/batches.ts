import { z } from 'zod';
import { ONE_ID_PATTERN } from '../kernel/one-id';
import { shopInfo } from '../kernel/products';
import { pagingFields, rowId } from '../kernel/request-fields';
import { BATCH_ORDER_LIMIT, BATCH_ORDER_STATES, WAREHOUSE_ORDER_STAGES } from './batch-rules';

/**
 * Outbound batches' requests and answers (issue 16, point 4); the status set and the pure rules are in
 * outbound-batch-rules.ts.
 *
 *   warehouse  POST /sys_ware_out_batch/list | /waiting | /generate | /cancel | /batchZipLabel,
 *              GET /sys_ware_out_batch/get (with the pick list), POST /outbound/warehouse/list
 *   admin      POST /stock/out_batch, GET /stock/out_batch/get (read only)
 *   sync ops   outbound.pick { batchId, oneId }, outbound.ship { batchId, oneId | orderId },
 *              outbound.exception { batchId, orderId, remark }
 */

export * from './batch-rules';

const oneId = z.string().trim().regex(ONE_ID_PATTERN, 'a ONE ID is 8 to 15 digits');

export const batchListRequest = z.strictObject({
  status: z.coerce.number().int().min(1).max(5).optional(),
  batchNo: z.string().trim().max(32).optional(),
  /** The admin's list: one warehouse's batches (the warehouse portal always reads its selected one). */
  wareId: rowId.optional(),
  ...pagingFields,
});
export type BatchListRequest = z.infer<typeof batchListRequest>;

/** Orders waiting for a batch in the selected warehouse (paged), filtered by kind. */
export const waitingOrdersRequest = z.strictObject({
  kind: z.coerce.number().int().min(1).max(99).optional(),
  ...pagingFields,
});
export type WaitingOrdersRequest = z.infer<typeof waitingOrdersRequest>;

/** A new batch: the given waiting orders, or (no list) every waiting order of the warehouse, oldest first. */
export const batchGenerateRequest = z.strictObject({
  orderIds: z
    .array(rowId)
    .min(1, 'choose at least one order')
    .max(BATCH_ORDER_LIMIT, `at most ${BATCH_ORDER_LIMIT} orders in one batch`)
    .refine((list) => new Set(list).size === list.length, { message: 'the same order twice' })
    .optional(),
});
export type BatchGenerateRequest = z.infer<typeof batchGenerateRequest>;

export const batchIdRequest = z.strictObject({ id: rowId });
export const batchIdQuery = z.strictObject({ id: rowId });

export const batchView = z.object({
  id: z.number(),
  batchNo: z.string(),
  wareId: z.number(),
  wareName: z.string(),
  status: z.number(),
  orders: z.number(),
  items: z.number(),
  picked: z.number(),
  shipped: z.number(),
  createdBy: z.string(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
});
export type BatchView = z.infer<typeof batchView>;

/** One pair of the pick list, in the walk's order (shelf, then ONE ID). */
export const pickLine = z.object({
  oneId: z.string(),
  orderId: z.number(),
  oddNo: z.string(),
  kind: z.number(),
  sku: z.string(),
  brand: z.string(),
  name: z.string(),
  size: z.string(),
  /** The shelf the pair is on (as it was when the batch was made, once it left). */
  shelfName: z.string(),
  orderState: z.enum(BATCH_ORDER_STATES),
  picked: z.boolean(),
  pickedBy: z.string(),
  gmtPicked: z.string().nullable(),
  gmtShipped: z.string().nullable(),
  hasLabel: z.boolean(),
});
export type PickLine = z.infer<typeof pickLine>;

export const batchDetail = batchView.extend({ lines: z.array(pickLine) });
export type BatchDetail = z.infer<typeof batchDetail>;

/** An order waiting for a batch. */
export const waitingOrderView = z.object({
  id: z.number(),
  oddNo: z.string(),
  kind: z.number(),
  status: z.number(),
  shopInfo,
  pairs: z.number(),
  gmtCreate: z.string(),
});
export type WaitingOrderView = z.infer<typeof waitingOrderView>;

// ---- Sync ops (the payload also names its warehouse, wareId) ----

export const pickItemInput = z.strictObject({ batchId: rowId, oneId });
export type PickItemInput = z.infer<typeof pickItemInput>;

export const shipBatchOrderInput = z
  .strictObject({ batchId: rowId, oneId: oneId.optional(), orderId: rowId.optional() })
  .refine((v) => (v.oneId === undefined) !== (v.orderId === undefined), {
    message: 'name the order by one of its ONE IDs or by its id, not both',
  });
export type ShipBatchOrderInput = z.infer<typeof shipBatchOrderInput>;

export const batchOrderExceptionInput = z.strictObject({
  batchId: rowId,
  orderId: rowId,
  remark: z.string().trim().max(500).default(''),
});
export type BatchOrderExceptionInput = z.infer<typeof batchOrderExceptionInput>;

export type PickResult = {
  batchId: number;
  oneId: string;
  oddNo: string;
  /** False when the pair was picked already (by this or another tablet): one pick, never two. */
  newlyPicked: boolean;
  pickedBy: string;
  batchStatus: number;
};

export type ShipResult = {
  batchId: number;
  orderId: number;
  oddNo: string;
  /** False when the order had left already: a replay changes nothing. */
  newlyShipped: boolean;
  batchStatus: number;
};

// ---- The warehouse's leaving orders (Outbound/outboundTransport, transportdetail, Delivered) ----

export const warehouseOrdersRequest = z.strictObject({
  /** 3 ship with label, 4 reship, 6 consignment, 14 platform outbound; none: every leaving kind (Delivered). */
  kind: z.union([z.literal(3), z.literal(4), z.literal(6), z.literal(14)]).optional(),
  stage: z.enum(WAREHOUSE_ORDER_STAGES).optional(),
  oddNo: z.string().trim().max(32).optional(),
  ...pagingFields,
});
export type WarehouseOrdersRequest = z.infer<typeof warehouseOrdersRequest>;

export const warehouseOrderView = waitingOrderView.extend({
  stage: z.enum(WAREHOUSE_ORDER_STAGES),
  /** The live batch it is in, or the batch it left with. */
  batchNo: z.string().nullable(),
  oneIds: z.array(z.string()),
  gmtOut: z.string().nullable(),
});
export type WarehouseOrderView = z.infer<typeof warehouseOrderView>;

// ---- The admin's TaskManage/BatchTask: every warehouse's batches as work (issue 16) ----

/** The batches an admin works: by warehouse, status, batch number and the day they were made. */
export const batchTaskListRequest = batchListRequest.extend({
  /** The batch was made in this window (ISO instants, both included). */
  beginTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
});
export type BatchTaskListRequest = z.infer<typeof batchTaskListRequest>;

/** The orders waiting for a batch in the warehouse the admin chose. */
export const batchTaskWaitingRequest = waitingOrdersRequest.extend({ wareId: rowId });
export type BatchTaskWaitingRequest = z.infer<typeof batchTaskWaitingRequest>;

/** A batch the admin makes for a warehouse: of the chosen waiting orders, or of every one waiting. */
export const batchTaskGenerateRequest = batchGenerateRequest.extend({ wareId: rowId });
export type BatchTaskGenerateRequest = z.infer<typeof batchTaskGenerateRequest>;
