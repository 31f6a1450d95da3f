import { z } from 'zod';
import { hashOfFileUrl } from '../kernel/files';
import { ONE_ID_PATTERN } from '../kernel/one-id';
import { pagingFields, rowId } from '../kernel/request-fields';
import { requestKeyFields } from '../kernel/request-key';
import {
  APPROVAL_STATUSES,
  BOX_COLOURS,
  REPAIR_ISSUES,
  REPAIR_ITEMS,
  REPAIR_ORDER_STATUSES,
  REPAIR_STATUSES,
  REPAIR_TABS,
  TASK_STATUSES,
} from './codes';
import { REPAIR_DAYS_MAX, REPAIR_PRICE_MAX_CENTS } from './pricing';

/**
 * Repairs' requests (issue 27); the answers are in views.ts, the tablet's sync ops in ops.ts.
 *
 *   business (permission 'business')
 *     GET  /repair/prices                                   -> RepairPriceRow[]
 *     POST /repair/pairs      repairPairsRequest            -> page of RepairPairView
 *     POST /repair/estimate   repairEstimateRequest         -> RepairEstimate
 *     POST /repair/create     repairCreateRequest           -> RepairOrderDetail
 *     POST /repair/cancel     repairCancelRequest           -> RepairOrderDetail
 *     POST /repair/list       repairListRequest             -> page of RepairOrderRow (its own)
 *     GET  /repair/get        repairOddNoQuery              -> RepairOrderDetail (another seller's: 404)
 *   admin Audit/RepairOrder (AuditPage.repair)
 *     POST /repair/list, GET /repair/get (-> RepairOrderAdminDetail), POST /repair/approve,
 *     /repair/refuse, /repair/bulkApprove, /repair/item/edit, /repair/item/reject
 *   admin TaskManage RepairBatchTask (TaskPage.repairBatchTask)
 *     POST /repair/batch/waiting, GET /repair/operators, POST /repair/batch/create,
 *     POST /repair/batch/list, GET /repair/batch/get, POST /repair/batch/revert, GET /repair/batch/print
 *   admin TaskManage RepairTask (TaskPage.repairTask)
 *     POST /repair/task/list, /repair/item/lost, /repair/item/found
 *   admin Fee/RepairMange (FeePage.repairManage)
 *     GET /repair/price/list, POST /repair/price/update
 *   warehouse RepireManage (700108, header wareId)
 *     GET /repair/work, POST /repair/batch/list, GET /repair/batch/get, GET /repair/batch/print;
 *     the work itself: sync ops repair.pick, repair.photo, repair.result, repair.completeBatch
 *
 * Numbers of orders and tasks are the ones people see (RP..., RB...). "Repair order number required"
 * and "An operator must be selected" (spec section 5) are the service's checks, so they answer in the
 * reader's language: those fields are optional here.
 */

export const REPAIR_PAIRS_MAX = 50;
export const REPAIR_REMARK_MAX = 500;
export const REPAIR_ORDER_NOS_MAX = 200;
export const REPAIR_PHOTOS_MAX = 10;

export const repairOneId = z.string().trim().regex(ONE_ID_PATTERN, 'a ONE ID is 8 to 15 digits');
/** A repair order number as typed; empty when left out (the service names the missing number). */
export const repairOrderNoField = z.string().trim().toUpperCase().max(20).default('');
const remark = z.string().trim().max(REPAIR_REMARK_MAX).default('');

/** A filter by one of the repair code sets (numbered from 1, src/domain/repair/codes.ts). */
const codeFilter = (codes: readonly number[], what: string) =>
  z.coerce
    .number()
    .int()
    .min(1, `a ${what}`)
    .max(Math.max(...codes), `a ${what}`);

export const repairChoiceSchema = z.discriminatedUnion('item', [
  z.strictObject({ item: z.literal('cleanStain') }),
  z.strictObject({
    item: z.literal('repairBox'),
    boxColour: z.enum(BOX_COLOURS, { error: 'a box repair names one of the three box colours' }),
  }),
]);

/** One pair of a repair order: what is wrong with it and what to do. */
export const repairPairInput = z.strictObject({
  oneId: repairOneId,
  issues: z
    .array(z.enum(REPAIR_ISSUES))
    .min(1, 'name at least one issue of the pair')
    .max(REPAIR_ISSUES.length)
    .refine((list) => new Set(list).size === list.length, { message: 'the same issue twice' }),
  repairs: z
    .array(repairChoiceSchema)
    .min(1, 'choose at least one repair item')
    .max(REPAIR_ITEMS.length)
    .refine((list) => new Set(list.map((c) => c.item)).size === list.length, {
      message: 'the same repair item twice',
    }),
});
export type RepairPairInput = z.infer<typeof repairPairInput>;

const repairPairs = z
  .array(repairPairInput)
  .min(1, 'choose at least one pair')
  .max(REPAIR_PAIRS_MAX, `at most ${REPAIR_PAIRS_MAX} pairs in one repair order`)
  .refine((list) => new Set(list.map((p) => p.oneId)).size === list.length, {
    message: 'the same ONE ID twice',
  });

/** POST /repair/estimate (business): the cost and days before submitting. */
export const repairEstimateRequest = z.strictObject({ pairs: repairPairs });
export type RepairEstimateRequest = z.infer<typeof repairEstimateRequest>;

/** POST /repair/create (business): the pairs of one warehouse, once per request key. */
export const repairCreateRequest = z.strictObject({
  pairs: repairPairs,
  remark,
  /** The waybill image: a picture the seller uploaded (POST /upload answers its address). */
  waybillImage: z
    .string()
    .trim()
    .max(200)
    .refine((url) => hashOfFileUrl(url) !== null, { message: 'a picture uploaded with /upload' })
    .optional(),
  ...requestKeyFields,
});
export type RepairCreateRequest = z.infer<typeof repairCreateRequest>;
export type RepairCreateInput = z.input<typeof repairCreateRequest>;

/** POST /repair/pairs (business): the seller's available pairs that may be repaired. */
export const repairPairsRequest = z.strictObject({
  wareId: rowId.optional(),
  keyword: z.string().trim().max(50).optional(),
  ...pagingFields,
});
export type RepairPairsRequest = z.infer<typeof repairPairsRequest>;

/** One order by its number: GET /repair/get?oddNo= (business and admin). */
export const repairOddNoQuery = z.strictObject({ oddNo: repairOrderNoField });

/** POST /repair/cancel (business): the seller withdraws a pending order. */
export const repairCancelRequest = z.strictObject({ oddNo: repairOrderNoField, ...requestKeyFields });

/** POST /repair/list (business: the seller's own; admin: everyone's). */
export const repairListRequest = z.strictObject({
  status: codeFilter(REPAIR_ORDER_STATUSES, 'repair order status').optional(),
  approval: codeFilter(APPROVAL_STATUSES, 'approval status').optional(),
  /** A repair order number or a ONE ID in it. */
  keyword: z.string().trim().max(50).optional(),
  /** Admin: the seller's merchant code, username or name. */
  seller: z.string().trim().max(50).optional(),
  wareId: rowId.optional(),
  ...pagingFields,
});
export type RepairListRequest = z.infer<typeof repairListRequest>;

/** POST /repair/approve (admin Audit/RepairOrder). */
export const repairApproveRequest = z.strictObject({
  oddNo: repairOrderNoField,
  remark,
  ...requestKeyFields,
});
export type RepairApproveRequest = z.infer<typeof repairApproveRequest>;

/** POST /repair/refuse (admin): a refusal says why; the seller reads it as the review result. */
export const repairRefuseRequest = z.strictObject({
  oddNo: repairOrderNoField,
  reason: z.string().trim().min(1, 'a refusal says why').max(REPAIR_REMARK_MAX),
  ...requestKeyFields,
});
export type RepairRefuseRequest = z.infer<typeof repairRefuseRequest>;

/** POST /repair/bulkApprove (admin batch approval): every order approved, or none. */
export const repairBulkApproveRequest = z.strictObject({
  oddNos: z.array(repairOrderNoField).max(REPAIR_ORDER_NOS_MAX).default([]),
  ...requestKeyFields,
});
export type RepairBulkApproveRequest = z.infer<typeof repairBulkApproveRequest>;

/** POST /repair/item/edit (admin): a pending order's pair corrected; the estimate is held again. */
export const repairEditItemRequest = z.strictObject({
  oddNo: repairOrderNoField,
  ...repairPairInput.shape,
  ...requestKeyFields,
});
export type RepairEditItemRequest = z.infer<typeof repairEditItemRequest>;

/** POST /repair/item/reject (admin): a pair taken out before any work, with the reason the seller reads. */
export const repairRejectItemRequest = z.strictObject({
  oddNo: repairOrderNoField,
  oneId: repairOneId,
  reason: z.string().trim().min(1, 'a rejection says why').max(REPAIR_REMARK_MAX),
  ...requestKeyFields,
});
export type RepairRejectItemRequest = z.infer<typeof repairRejectItemRequest>;

/** POST /repair/item/lost and /repair/item/found (admin TaskManage RepairTask): a lost box, per pair. */
export const repairItemRequest = z.strictObject({
  oddNo: repairOrderNoField,
  oneId: repairOneId,
  ...requestKeyFields,
});
export type RepairItemRequest = z.infer<typeof repairItemRequest>;

/** POST /repair/batch/create (admin): approved orders of one warehouse to one operator. */
export const repairBatchCreateRequest = z.strictObject({
  oddNos: z.array(repairOrderNoField).max(REPAIR_ORDER_NOS_MAX).default([]),
  /** A warehouse user of the orders' warehouse (GET /repair/operators); required by the service. */
  operatorId: rowId.optional(),
  ...requestKeyFields,
});
export type RepairBatchCreateRequest = z.infer<typeof repairBatchCreateRequest>;

/** One batch task by its number: GET /repair/batch/get, /repair/batch/print. */
export const repairBatchNoQuery = z.strictObject({ batchNo: z.string().trim().toUpperCase().min(1).max(20) });

/** POST /repair/batch/revert (admin): the task closed so its orders can be reassigned. */
export const repairBatchRevertRequest = z.strictObject({
  batchNo: z.string().trim().toUpperCase().min(1).max(20),
  remark,
});
export type RepairBatchRevertRequest = z.infer<typeof repairBatchRevertRequest>;

/** POST /repair/batch/list (admin RepairBatchTask; warehouse: its own tasks). */
export const repairBatchListRequest = z.strictObject({
  status: codeFilter(TASK_STATUSES, 'task status').optional(),
  wareId: rowId.optional(),
  /** A batch number, a repair order number or a ONE ID in it. */
  keyword: z.string().trim().max(50).optional(),
  ...pagingFields,
});
export type RepairBatchListRequest = z.infer<typeof repairBatchListRequest>;

/** POST /repair/batch/waiting (admin): approved orders in no live task, to make one from. */
export const repairWaitingRequest = z.strictObject({ wareId: rowId.optional(), ...pagingFields });
export type RepairWaitingRequest = z.infer<typeof repairWaitingRequest>;

/** GET /repair/operators?wareId= (admin): who may be given a task in a warehouse. */
export const repairOperatorsQuery = z.strictObject({ wareId: rowId });

/**
 * POST /repair/task/list (admin RepairTask; warehouse GET /repair/work): the pairs of batch tasks,
 * by tab or repair status.
 */
export const repairTaskListRequest = z.strictObject({
  tab: z.enum(REPAIR_TABS).optional(),
  repairStatus: codeFilter(REPAIR_STATUSES, 'repair status').optional(),
  wareId: rowId.optional(),
  batchNo: z.string().trim().toUpperCase().max(20).optional(),
  /** A ONE ID, a repair order number or a batch number. */
  keyword: z.string().trim().max(50).optional(),
  ...pagingFields,
});
export type RepairTaskListRequest = z.infer<typeof repairTaskListRequest>;

/** The warehouse's cached lists, one per tab: GET /repair/work?tab= (header wareId). */
export const repairWorkQuery = z.strictObject({ tab: z.enum(REPAIR_TABS), ...pagingFields });
export type RepairWorkQuery = z.infer<typeof repairWorkQuery>;

/** POST /repair/price/update (admin Fee/RepairMange): a repair item's price and working days. */
export const repairPriceUpdateRequest = z.strictObject({
  item: z.enum(REPAIR_ITEMS),
  priceCents: z
    .number()
    .int('a price in whole cents')
    .min(1, 'a price above $0')
    .max(REPAIR_PRICE_MAX_CENTS, `a price of at most $${REPAIR_PRICE_MAX_CENTS / 100}`),
  days: z.number().int().min(1, 'at least one day').max(REPAIR_DAYS_MAX),
});
export type RepairPriceUpdateRequest = z.infer<typeof repairPriceUpdateRequest>;
