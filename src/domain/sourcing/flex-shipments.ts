import { z } from 'zod';
import { ONE_ID_PATTERN } from '../kernel/one-id';
import { shopInfo } from '../kernel/products';
import { pagingFields, rowId } from '../kernel/request-fields';
import { requestKeyFields } from '../kernel/request-key';
import { addressRowSchema, orderLabelView } from '../labels/label-center';
import { MIN_LISTING_PRICE_CENTS } from '../listing/rules';
import { FLEX_ACTIONS, FLEX_CANCELLED, FLEX_STATES } from './flex';

/**
 * Flex shipments' requests and answers (issue 26 point 5; the machine is flex.ts):
 *
 *   business  POST /sourcing/flex/pairs (stockx-flex/ship: the pairs that may go, by warehouse),
 *             POST /sourcing/flex/create, POST /sourcing/flex/list, GET /sourcing/flex/get,
 *             POST /sourcing/flex/cancel
 *   admin     POST /sourcing/flex/list, GET /sourcing/flex/get, POST /sourcing/flex/step
 *             (Audit/StockXFlex: review and corrections), POST /sourcing/flex/label/retry,
 *             POST /sourcing/flex/feed/read
 */

/** At most this many pairs in one box. */
export const FLEX_ITEMS_MAX = 100;
export const FLEX_REMARK_MAX = 500;
export const FLEX_REASON_MAX = 500;
/** An ask above $100,000 is a typing slip. */
export const FLEX_ASK_MAX_CENTS = 10_000_000;

export const flexOutcomeSchema = z.enum([...FLEX_STATES, FLEX_CANCELLED]);
export const flexActionSchema = z.enum(FLEX_ACTIONS);

const oneId = z.string().trim().regex(ONE_ID_PATTERN, 'a ONE ID is 8 to 15 digits');
const askCents = z
  .number()
  .int('an ask in whole cents')
  .min(MIN_LISTING_PRICE_CENTS, `an ask of at least $${MIN_LISTING_PRICE_CENTS / 100}`)
  .max(FLEX_ASK_MAX_CENTS, `an ask of at most $${FLEX_ASK_MAX_CENTS / 100}`);

export const flexCreateRequest = z.strictObject({
  items: z
    .array(z.strictObject({ oneId, askCents }))
    .min(1, 'choose at least one pair')
    .max(FLEX_ITEMS_MAX, `at most ${FLEX_ITEMS_MAX} pairs in one shipment`)
    .refine((list) => new Set(list.map((i) => i.oneId)).size === list.length, {
      message: 'the same ONE ID twice',
    }),
  remark: z.string().trim().max(FLEX_REMARK_MAX).default(''),
  ...requestKeyFields,
});
export type FlexCreateRequest = z.infer<typeof flexCreateRequest>;
/** What a client sends (the remark may be left out). */
export type FlexCreateInput = z.input<typeof flexCreateRequest>;

/** stockx-flex/ship: the seller's pairs that may go to the program, of one warehouse (the first by default). */
export const flexPairsRequest = z.strictObject({
  wareId: rowId.optional(),
  keyword: z.string().trim().max(50).optional(),
  ...pagingFields,
});
export type FlexPairsRequest = z.infer<typeof flexPairsRequest>;

export const flexPair = z.object({
  oneId: z.string(),
  sku: z.string(),
  size: z.string(),
  name: z.string(),
  brand: z.string(),
  img: z.string().nullable(),
});
export type FlexPair = z.infer<typeof flexPair>;

/** The pairs that may go, per warehouse (a shipment takes the pairs of one), and a page of one warehouse's. */
export const flexPairsAnswer = z.object({
  warehouses: z.array(z.object({ wareId: z.number(), wareName: z.string(), pairs: z.number() })),
  wareId: z.number().nullable(),
  pageNo: z.number(),
  pageSize: z.number(),
  totalCount: z.number(),
  totalPage: z.number(),
  data: z.array(flexPair),
});
export type FlexPairsAnswer = z.infer<typeof flexPairsAnswer>;

export const flexListRequest = z.strictObject({
  state: flexOutcomeSchema.optional(),
  /** A shipment number or a ONE ID in it. */
  keyword: z.string().trim().max(50).optional(),
  /** Audit/StockXFlex: the seller's merchant code, username or name. */
  seller: z.string().trim().max(50).optional(),
  ...pagingFields,
});
export type FlexListRequest = z.infer<typeof flexListRequest>;

export const flexShipmentRow = z.object({
  id: z.number(),
  oddNo: z.string(),
  state: flexOutcomeSchema,
  shopInfo,
  wareId: z.number(),
  wareName: z.string(),
  pairs: z.number(),
  /** The asks of its pairs together, integer cents. */
  askCents: z.number(),
  trackingNumber: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
});
export type FlexShipmentRow = z.infer<typeof flexShipmentRow>;

export const flexShipmentItem = flexPair.extend({ askCents: z.number() });
export type FlexShipmentItem = z.infer<typeof flexShipmentItem>;

/** One step of the shipment, as its pairs' events wrote it (one event per pair, at the same moment). */
export const flexHistoryEntry = z.object({
  state: flexOutcomeSchema,
  /** The product event type (16 made, 11 left the warehouse, 1612 the other steps). */
  eventType: z.number(),
  operator: z.string(),
  gmtCreate: z.string(),
  pairs: z.number(),
});
export type FlexHistoryEntry = z.infer<typeof flexHistoryEntry>;

/**
 * Who feeds the program's steps: its simulator's feed (read by a job), or nobody (the marketplace
 * itself gives no flex feed through its API: admins set what happened).
 */
export const FLEX_FEEDS = ['simulator', 'none'] as const;
export type FlexFeed = (typeof FLEX_FEEDS)[number];

export const flexShipmentDetail = flexShipmentRow.extend({
  remark: z.string(),
  /** An admin's reason for cancelling (a rejected review), shown to the seller. */
  cancelReason: z.string(),
  items: z.array(flexShipmentItem),
  history: z.array(flexHistoryEntry),
  label: orderLabelView.nullable(),
  /** The box label came from the carrier simulator (the screens name it). */
  labelSimulated: z.boolean(),
  /** Why no box label could be made yet, in the reader's language. */
  labelProblem: z.string().nullable(),
  shipTo: addressRowSchema.nullable(),
  programRef: z.string().nullable(),
  feed: z.enum(FLEX_FEEDS),
  /** The outbound batch the pairs are picked in (or left with). */
  batchNo: z.string().nullable(),
  /** What the reader may do next (the machine's steps for the reader's side). */
  actions: z.array(flexActionSchema),
});
export type FlexShipmentDetail = z.infer<typeof flexShipmentDetail>;

export const flexOddNoQuery = z.strictObject({ oddNo: z.string().trim().min(1).max(20) });

/** An admin's step (review or correction); a cancel is a rejected review and says why. */
export const flexStepRequest = z
  .strictObject({
    id: rowId,
    action: flexActionSchema,
    reason: z.string().trim().max(FLEX_REASON_MAX).default(''),
  })
  .refine((r) => r.action !== 'cancel' || r.reason !== '', {
    message: 'a cancel says why',
    path: ['reason'],
  });
export type FlexStepRequest = z.infer<typeof flexStepRequest>;

/** A step on one shipment by its id (the seller's cancel, an admin's label retry). */
export const flexIdRequest = z.strictObject({ id: rowId });
