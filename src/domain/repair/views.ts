import { z } from 'zod';
import { shopInfo } from '../kernel/products';
import { APPROVAL_ACTIONS } from './approval';
import { QC_RESULTS, REPAIR_ISSUES, REPAIR_ITEMS, REPAIR_TABS } from './codes';
import { REPAIR_ITEM_ACTIONS } from './item-steps';
import { repairChoiceSchema } from './requests';
import { TASK_ACTIONS } from './task';

/**
 * Repairs' answers (issue 27). The seller's views leave out what is the management side's only (spec
 * section 3): the repair-after and QC images, and the before photos the warehouse took. Money is
 * integer cents; times ISO strings.
 */

const code = z.number();

/** What every view of a pair says of it; img is its inspection photo. */
const pairFields = {
  oneId: z.string(),
  sku: z.string(),
  size: z.string(),
  name: z.string(),
  brand: z.string(),
  img: z.string().nullable(),
};

/** What a pair's repair is: what to do, where it is (RepairStatus, and RepairShopStatus read from it), its QC. */
const workFields = {
  issues: z.array(z.enum(REPAIR_ISSUES)),
  repairs: z.array(repairChoiceSchema),
  status: code,
  shopStatus: code,
  qcResult: z.enum(QC_RESULTS).nullable(),
  resultRemark: z.string(),
};

const photos = z.array(z.string());
/** The management side's photos of a pair (spec section 3: never the seller's). */
const photoFields = { beforePhotos: photos, afterPhotos: photos, qcPhotos: photos };

/** A row of Fee/RepairMange. */
export const repairPriceRow = z.object({
  item: z.enum(REPAIR_ITEMS),
  priceCents: z.number(),
  days: z.number(),
  updatedBy: z.string(),
  gmtModify: z.string().nullable(),
});
export type RepairPriceRow = z.infer<typeof repairPriceRow>;

/** A pair the seller may ask to repair (available, in a warehouse). */
export const repairPairView = z.object({
  ...pairFields,
  wareId: z.number(),
  wareName: z.string(),
});
export type RepairPairView = z.infer<typeof repairPairView>;

export const repairEstimate = z.object({
  pairs: z.array(
    z.object({
      oneId: z.string(),
      sku: z.string(),
      size: z.string(),
      estimateCents: z.number(),
      days: z.number(),
    }),
  ),
  totalCents: z.number(),
  /** Pairs of open repair orders in the same warehouse, waiting before these. */
  pendingAhead: z.number(),
  estimatedDays: z.number(),
});
export type RepairEstimate = z.infer<typeof repairEstimate>;

/** A repair order in a list (the seller's own, or any for an admin). */
export const repairOrderRow = z.object({
  id: z.number(),
  oddNo: z.string(),
  /** RepairOrderStatus, read from the approval. */
  status: code,
  approval: code,
  shopInfo,
  wareId: z.number(),
  wareName: z.string(),
  pairs: z.number(),
  estimateCents: z.number(),
  /** The repair cost once the order completed: the repaired pairs' estimates. */
  repairCents: z.number().nullable(),
  pendingAhead: z.number(),
  estimatedDays: z.number(),
  daysWaiting: z.number(),
  /** The last batch task the order was given to, and its operator. */
  batchNo: z.string().nullable(),
  operator: z.string(),
  /** The review result: the admin's remark or refusal reason. */
  reviewRemark: z.string(),
  reviewedAt: z.string().nullable(),
  /** QC results of its pairs so far. */
  qcPass: z.number(),
  qcFail: z.number(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
  gmtClosed: z.string().nullable(),
});
export type RepairOrderRow = z.infer<typeof repairOrderRow>;

/** One pair of an order as its seller sees it. */
export const repairItemView = z.object({
  ...pairFields,
  ...workFields,
  estimateCents: z.number(),
  /** What the pair costs: null while it is open, its estimate once repaired, 0 otherwise. */
  repairCents: z.number().nullable(),
  rejectReason: z.string(),
});
export type RepairItemView = z.infer<typeof repairItemView>;

const orderDetailFields = {
  remark: z.string(),
  waybillImage: z.string().nullable(),
  /** What the reader may do to the order now. */
  actions: z.array(z.enum(APPROVAL_ACTIONS)),
};

export const repairOrderDetail = repairOrderRow.extend({
  ...orderDetailFields,
  items: z.array(repairItemView),
});
export type RepairOrderDetail = z.infer<typeof repairOrderDetail>;

/** A pair as the management side sees it: with its photos (before and after side by side) and the work. */
export const repairItemAdminView = repairItemView.extend({
  ...photoFields,
  pickedBy: z.string(),
  gmtPicked: z.string().nullable(),
  doneBy: z.string(),
  gmtDone: z.string().nullable(),
  gmtLost: z.string().nullable(),
  /** What an admin may do to the pair now (reject, mark lost, cancel a lost box). */
  actions: z.array(z.enum(REPAIR_ITEM_ACTIONS)),
});
export type RepairItemAdminView = z.infer<typeof repairItemAdminView>;

export const repairOrderAdminDetail = repairOrderRow.extend({
  ...orderDetailFields,
  items: z.array(repairItemAdminView),
});
export type RepairOrderAdminDetail = z.infer<typeof repairOrderAdminDetail>;

/** A pair of a batch task: the tablet's cached lists (one per tab) and the admin's RepairTask. */
export const repairWorkItem = z.object({
  batchId: z.number(),
  batchNo: z.string(),
  /** TaskStatus of the batch. */
  batchStatus: code,
  operator: z.string(),
  oddNo: z.string(),
  shopInfo,
  wareId: z.number(),
  wareName: z.string(),
  ...pairFields,
  ...workFields,
  tab: z.enum(REPAIR_TABS),
  ...photoFields,
  gmtModify: z.string(),
  /** The reader's steps on the pair: the warehouse's (pick, succeed, fail) or an admin's. */
  actions: z.array(z.enum(REPAIR_ITEM_ACTIONS)),
});
export type RepairWorkItem = z.infer<typeof repairWorkItem>;

const tabCounts = z.object(
  Object.fromEntries(REPAIR_TABS.map((tab) => [tab, z.number()])) as Record<
    (typeof REPAIR_TABS)[number],
    z.ZodNumber
  >,
);

/** A batch task in a list (admin RepairBatchTask, the warehouse's tasks). */
export const repairBatchRow = z.object({
  id: z.number(),
  batchNo: z.string(),
  /** TaskStatus. */
  status: code,
  wareId: z.number(),
  wareName: z.string(),
  operatorId: z.number(),
  operator: z.string(),
  orders: z.number(),
  pairs: z.number(),
  /** Its pairs per RepireManage tab. */
  tabs: tabCounts,
  remark: z.string(),
  createdBy: z.string(),
  gmtCreate: z.string(),
  gmtClosed: z.string().nullable(),
});
export type RepairBatchRow = z.infer<typeof repairBatchRow>;

export const repairBatchDetail = repairBatchRow.extend({
  orderNos: z.array(z.string()),
  items: z.array(repairWorkItem),
  /** What the reader may do to the task now. */
  actions: z.array(z.enum(TASK_ACTIONS)),
});
export type RepairBatchDetail = z.infer<typeof repairBatchDetail>;

/** A warehouse user who may be given a task (an operator must be selected). */
export const repairOperator = z.object({ id: z.number(), username: z.string(), realname: z.string() });
export type RepairOperator = z.infer<typeof repairOperator>;

/** POST /repair/bulkApprove: the orders approved. */
export const repairBulkApproveAnswer = z.object({ approved: z.array(z.string()) });
export type RepairBulkApproveAnswer = z.infer<typeof repairBulkApproveAnswer>;
