import { z } from 'zod';
import { hashOfFileUrl } from '../kernel/files';
import { isVoidedLabel, orderLabelView } from '../labels/label-center';
import type { OrderLabelView } from '../labels/label-center';
import { shippingAddressSchema } from '../labels/labels';
import { ONE_ID_PATTERN } from '../kernel/one-id';
import { InventoryStatus } from '../kernel/product-rules';
import { productEvent, shopInfo } from '../kernel/products';
import { pagingFields, rowId } from '../kernel/request-fields';
import { requestKeyFields } from '../kernel/request-key';
import { amountField } from '../wallet/wallet';
import { consignmentFacts } from './consignment';
import { ORDER_ACTIONS, ORDER_KINDS, OrderKind, REJECT_REASONS } from './kind-codes';

/**
 * Outbound orders' requests and answers (issue 16). The kinds' codes, tables and steps are in outbound-kind-codes.ts, outbound-kind-tables.ts and outbound-kinds.ts.
 *
 *   business  POST /outbound/shipWithLabel/create | /outbound/reship/create | /outbound/cashOut/create
 *             | /outbound/switchUser/create, POST /outbound/list, GET /outbound/get,
 *             POST /outbound/cashOut/accept, GET /sys_prod/pay, GET /sys_prod/cancel,
 *             POST /outbound/preview (the fees before the seller confirms)
 *   admin     POST /outbound/list, GET /outbound/get, POST /outbound/approve | /outbound/reject
 *             | /outbound/quote | /outbound/resume, POST /outbound/platform/create | /outbound/platform/cancel
 */

export * from './kind-codes';
export * from './kind-tables';
export * from './kinds';

/** At most this many pairs in one order. */
export const ORDER_ITEMS_MAX = 100;
export const ORDER_REMARK_MAX = 500;

const oneId = z.string().trim().regex(ONE_ID_PATTERN, 'a ONE ID is 8 to 15 digits');
const oneIds = z
  .array(oneId)
  .min(1, 'choose at least one pair')
  .max(ORDER_ITEMS_MAX, `at most ${ORDER_ITEMS_MAX} pairs in one order`)
  .refine((list) => new Set(list).size === list.length, { message: 'the same ONE ID twice' });
const remark = z.string().trim().max(ORDER_REMARK_MAX).default('');

/** A label the seller uploaded, as the file URL the upload answered. */
const labelFile = z
  .string()
  .trim()
  .max(200)
  .transform((url, ctx) => {
    const hash = hashOfFileUrl(url);
    if (hash) return hash;
    ctx.addIssue({ code: 'custom', message: 'the label is the file URL the upload answered' });
    return z.NEVER;
  });

export const shipWithLabelCreateRequest = z.strictObject({
  items: z
    .array(z.strictObject({ oneId, labelFile }))
    .min(1, 'choose at least one pair')
    .max(ORDER_ITEMS_MAX, `at most ${ORDER_ITEMS_MAX} pairs in one order`)
    .refine((list) => new Set(list.map((i) => i.oneId)).size === list.length, {
      message: 'the same ONE ID twice',
    }),
  remark,
  ...requestKeyFields,
});
export type ShipWithLabelCreateRequest = z.infer<typeof shipWithLabelCreateRequest>;

export const reshipCreateRequest = z.strictObject({
  oneIds,
  address: shippingAddressSchema,
  remark,
  ...requestKeyFields,
});
export type ReshipCreateRequest = z.infer<typeof reshipCreateRequest>;

export const cashOutCreateRequest = z.strictObject({ oneIds, remark, ...requestKeyFields });
export type CashOutCreateRequest = z.infer<typeof cashOutCreateRequest>;

export const switchUserCreateRequest = z.strictObject({
  oneIds,
  /** The receiving seller's merchant code (uid), e.g. U100002. */
  toUid: z.string().trim().min(1).max(32),
  remark,
  ...requestKeyFields,
});
export type SwitchUserCreateRequest = z.infer<typeof switchUserCreateRequest>;

export const platformOutboundCreateRequest = z.strictObject({
  oneIds,
  address: shippingAddressSchema.optional(),
  remark,
});
export type PlatformOutboundCreateRequest = z.infer<typeof platformOutboundCreateRequest>;

export const orderIdRequest = z.strictObject({ id: rowId });
export const orderIdQuery = z.strictObject({ id: rowId });

/** Orders whose labels one zip holds (POST /sys_ware_out_batch/zipLabel); a batch is at most this many. */
export const LABEL_ZIP_ORDER_LIMIT = 1000;
export const labelZipRequest = z.strictObject({
  orderIds: z.array(rowId).min(1).max(LABEL_ZIP_ORDER_LIMIT),
});
export type LabelZipRequest = z.infer<typeof labelZipRequest>;

/** GET /sys_prod/pay and /sys_prod/cancel: the order and its kind (`type`, or `eventType` as some screens send it). */
export const orderTypeQuery = z
  .strictObject({
    id: rowId,
    type: z.coerce.number().int().min(1).max(999).optional(),
    eventType: z.coerce.number().int().min(1).max(999).optional(),
  })
  .transform((q, ctx) => {
    const kind = q.type ?? q.eventType;
    if (kind !== undefined && (ORDER_KINDS as readonly number[]).includes(kind))
      return { id: q.id, kind: kind as OrderKind };
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      message: `the order kind: one of ${ORDER_KINDS.join(', ')}`,
    });
    return z.NEVER;
  });

export const rejectRequest = z.strictObject({
  id: rowId,
  reasons: z
    .array(z.enum(REJECT_REASONS))
    .min(1, 'choose at least one reject reason')
    .refine((list) => new Set(list).size === list.length, { message: 'the same reason twice' }),
  remark,
});
export type RejectRequest = z.infer<typeof rejectRequest>;

/** Cash-out: the price the platform offers for the order's pairs, in dollars (cents out). */
export const quoteRequest = z.strictObject({ id: rowId, price: amountField });
export type QuoteRequest = z.infer<typeof quoteRequest>;

export const orderListRequest = z.strictObject({
  kind: z.union(ORDER_KINDS.map((k) => z.literal(k))).optional(),
  status: z.coerce.number().int().min(1).max(99).optional(),
  oddNo: z.string().trim().max(32).optional(),
  oneId: z.string().trim().max(16).optional(),
  /** The seller's merchant code or name contains (admin lists; a seller's list is its own anyway). */
  seller: z.string().trim().max(64).optional(),
  /** The order was made in this window (ISO instants, both included). */
  beginTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
  ...pagingFields,
});
export type OrderListRequest = z.infer<typeof orderListRequest>;

/** A pair as an order's items and its preview show it: what it is and its inventory status now. */
export const orderPair = z.object({
  oneId: z.string(),
  sku: z.string(),
  brand: z.string(),
  name: z.string(),
  size: z.string(),
  status: z.number(),
});

export const orderItemView = orderPair.extend({
  /** The buyer's label (ship with label), a file URL; null for other kinds. */
  labelFile: z.string().nullable(),
});
export type OrderItemView = z.infer<typeof orderItemView>;

/** A reship's carrier label, bought when the seller paid (the labels area's view of an order's label). */
export { orderLabelView } from '../labels/label-center';
export type { OrderLabelView } from '../labels/label-center';

/** The reason kept on a reship's label that its order's recall stopped before the carrier sold it. */
export const ORDER_LABEL_RECALLED_KEY = 'outbound:detail.labelRecalled';

/** An order as lists and details show it. Money is integer cents. */
export const orderView = z.object({
  id: z.number(),
  oddNo: z.string(),
  kind: z.number(),
  status: z.number(),
  shopInfo,
  targetInfo: shopInfo.nullable(),
  wareId: z.number(),
  wareName: z.string(),
  address: z.record(z.string(), z.unknown()).nullable(),
  remark: z.string(),
  feeType: z.number().nullable(),
  feeCents: z.number(),
  /** The storage fee to the day of approval of the pairs that leave (kinds 3 and 4), paid with the fee. */
  storageCents: z.number(),
  /** Reship: the carrier label's fee quoted at approval (fee type 25), paid with the fees. */
  labelFeeCents: z.number(),
  /** What the seller pays for the order: every part above (payableOfOrder); 0 until approval quotes it. */
  payableCents: z.number(),
  label: orderLabelView.nullable(),
  quoteCents: z.number().nullable(),
  deductionCents: z.number().nullable(),
  paidState: z.string(),
  rejectReasons: z.array(z.string()),
  rejectRemark: z.string(),
  /** Consignment (kind 6): its price, sale and fees; null for the other kinds. */
  consignment: consignmentFacts.nullable(),
  items: z.array(orderItemView),
  /** What the reader may do next (the kind's table for the reader's side). */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  gmtCreate: z.string(),
  gmtModify: z.string(),
});
export type OrderView = z.infer<typeof orderView>;

/** The parts an order's seller pays (kinds 3, 4 and 7): the kind's fee, the storage fee and a reship's label. */
export type PaidParts = Pick<OrderView, 'feeCents' | 'storageCents' | 'labelFeeCents'>;

/**
 * What the seller pays for an order: the sum of every part. The one rule for the total that the
 * lists, the details, the pay button, the create form's preview and the ledger's holds all show.
 */
export const payableOfOrder = (o: PaidParts): number => o.feeCents + o.storageCents + o.labelFeeCents;

/** A reship label's state in words (translation keys of a screen's namespace, prefixed by the caller). */
export function labelFactKey(
  label: OrderLabelView,
): 'tracking' | 'labelBuying' | 'labelRefused' | 'labelCancelled' | 'labelVoided' {
  if (label.cancelled) return 'labelCancelled';
  if (isVoidedLabel(label.status)) return 'labelVoided';
  if (label.failureReason !== null) return 'labelRefused';
  return label.trackingNumber ? 'tracking' : 'labelBuying';
}

/** Orders one bulk approval takes at most (a page of the audit list). */
export const BULK_APPROVE_MAX = 100;

/** POST /outbound/bulkApprove: several orders approved at once, each on its own. */
export const bulkApproveRequest = z.strictObject({
  ids: z
    .array(rowId)
    .min(1, 'choose at least one order')
    .max(BULK_APPROVE_MAX, `at most ${BULK_APPROVE_MAX} orders at once`)
    .refine((list) => new Set(list).size === list.length, { message: 'the same order twice' }),
});
export type BulkApproveRequest = z.infer<typeof bulkApproveRequest>;

/** Each order's outcome: approved (its status now), or refused with the code and message a single approval would answer. */
export const bulkApproveOutcome = z.discriminatedUnion('ok', [
  z.object({ id: z.number(), ok: z.literal(true), oddNo: z.string(), status: z.number() }),
  z.object({
    id: z.number(),
    ok: z.literal(false),
    oddNo: z.string().nullable(),
    code: z.number(),
    msg: z.string(),
  }),
]);
export type BulkApproveOutcome = z.infer<typeof bulkApproveOutcome>;
export const bulkApproveAnswer = z.object({
  approved: z.number(),
  refused: z.number(),
  results: z.array(bulkApproveOutcome),
});
export type BulkApproveAnswer = z.infer<typeof bulkApproveAnswer>;

/** The kinds a seller asks for from the inventory (kind 14 is the platform's). */
export const SELLER_ORDER_KINDS = [
  OrderKind.shipWithLabel,
  OrderKind.reship,
  OrderKind.cashOut,
  OrderKind.switchUser,
] as const;
export type SellerOrderKind = (typeof SELLER_ORDER_KINDS)[number];

/**
 * POST /outbound/preview: what an order of these pairs would cost, from the seller's rate card in
 * force now, before the seller confirms (the same fee the approval quotes), and the pairs as they are.
 */
export const orderPreviewRequest = z.strictObject({
  kind: z.union(SELLER_ORDER_KINDS.map((k) => z.literal(k))),
  oneIds,
  /** Reship: the address chosen so far, to quote the carrier label's fee. */
  address: shippingAddressSchema.optional(),
});
export type OrderPreviewRequest = z.infer<typeof orderPreviewRequest>;

export const orderPreviewItem = orderPair.extend({
  wareId: z.number(),
  wareName: z.string(),
  /** Kinds that send the pair out (3, 4): its storage fee to date, charged when it leaves. */
  storageFeeCents: z.number().nullable(),
});
export type OrderPreviewItem = z.infer<typeof orderPreviewItem>;

export const orderPreview = z.object({
  kind: z.number(),
  /** The fee type the approval will quote (3 shipping, 4 transshipment, 7 switch user); null for a cash-out. */
  feeType: z.number().nullable(),
  perPairCents: z.number(),
  pairs: z.number(),
  totalCents: z.number(),
  /** Cash-out: the share of the quoted price the platform keeps (fee 12), in basis points. */
  cashOutDeductionBasisPoints: z.number().nullable(),
  /** Reship with an address: the carrier label's fee (fee type 25); null otherwise or when refused. */
  labelFeeCents: z.number().nullable(),
  /** The carrier's reason when it cannot quote the label to that address. */
  labelRefusal: z.string().nullable(),
  /**
   * What the seller would pay (payableOfOrder): the fee total, the pairs' storage to date and the
   * label's quote when there is one. A reship without a quote has its label quoted at approval.
   */
  payableCents: z.number(),
  items: z.array(orderPreviewItem),
  /** Pairs that are not available now: the order would be refused. */
  notAvailable: z.array(z.string()),
  /** Pairs of more than one warehouse: the order would be refused. */
  mixedWarehouses: z.boolean(),
});
export type OrderPreview = z.infer<typeof orderPreview>;

/**
 * GET /outbound/events: an order's history, one entry per step (every pair of the order gets the
 * step's event at the same moment): the event type, the status it led to, who and when, how many pairs.
 */
export const orderEventView = productEvent
  .pick({ type: true, flowStatus: true, operator: true, gmtCreate: true })
  .extend({ pairs: z.number() });
export type OrderEventView = z.infer<typeof orderEventView>;

/**
 * The kinds a seller may ask for on items in these statuses (the inventory's actions): an order takes
 * only available pairs (the engine refuses any other), so every kind or none.
 */
export function sellerKindsFor(statuses: readonly number[]): SellerOrderKind[] {
  return statuses.length > 0 && statuses.every((s) => s === InventoryStatus.available)
    ? [...SELLER_ORDER_KINDS]
    : [];
}
