import type { ProductEventType } from '../kernel/events';
import { FLEX_ACTIONS } from '../sourcing/flex';
import type { FlexAction } from '../sourcing/flex';
import type { InventoryStatus } from '../kernel/product-rules';

/** The codes of outbound orders (spec section 4): kinds, actors, actions, steps and each kind's statuses; the kinds' tables are in outbound-kind-tables.ts. */

export const OrderKind = {
  shipWithLabel: 3,
  reship: 4,
  cashOut: 5,
  consignment: 6,
  switchUser: 7,
  platformOutbound: 14,
  /** Not in the spec: a flex shipment (issue 26 point 5; kind-tables-flex.ts), ours. */
  flex: 16,
} as const;
export type OrderKind = (typeof OrderKind)[keyof typeof OrderKind];
export const ORDER_KINDS: readonly OrderKind[] = [3, 4, 5, 6, 7, 14, 16];

export function isOrderKind(value: number): value is OrderKind {
  return (ORDER_KINDS as readonly number[]).includes(value);
}

/** 'program': a marketplace's fulfilment program (flex), through its feed. */
export const ORDER_ACTORS = ['seller', 'admin', 'warehouse', 'system', 'program'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

const OUTBOUND_ACTIONS = [
  'create',
  'approve',
  'reject',
  'quote',
  'accept',
  'pay',
  'recall',
  'ship',
  'exception',
  'resume',
  'close',
  'sell',
] as const;

/** A flex shipment's own steps (src/domain/sourcing/flex.ts): its actions the other kinds do not take. */
export const FLEX_OWN_ACTIONS = FLEX_ACTIONS.filter(
  (a): a is Exclude<FlexAction, (typeof OUTBOUND_ACTIONS)[number]> =>
    !(OUTBOUND_ACTIONS as readonly string[]).includes(a),
);

export const ORDER_ACTIONS = [...OUTBOUND_ACTIONS, ...FLEX_OWN_ACTIONS];
export type OrderAction = (typeof OUTBOUND_ACTIONS)[number] | (typeof FLEX_OWN_ACTIONS)[number];

/** What a transition does to the order's money (the kind's service calls the wallet in the same transaction). */
export type MoneyStep =
  /** Hold the quoted fees: available -> held (the order is paid, the service is still to come). */
  | 'hold'
  /** Hold and capture at once: the service is delivered by the payment itself (switch user). */
  | 'holdAndCapture'
  /** Capture the order's hold (the item left the warehouse). */
  | 'capture'
  /** Release the order's hold if there is one (recall). */
  | 'releaseIfHeld'
  /** Credit the cash-out collection (fee 5) less the cash-out deduction (fee 12). */
  | 'creditCashOut'
  /** Credit the consignment collection (fee 6) less the consignment fee (11) and the platform fee (22). */
  | 'creditConsignment';

/** What a transition does to the item beyond its status. */
export type ItemStep = 'leave' | 'toPlatform' | 'toTarget';

export type Transition = {
  from: number | null;
  to: number;
  action: OrderAction;
  actors: readonly OrderActor[];
  /** The item status after the step (the kind's running status, available again, or out of warehouse). */
  itemStatus: InventoryStatus;
  /** The event each item gets; null for a kind without an event type for that step. */
  event: ProductEventType | null;
  money?: MoneyStep;
  item?: ItemStep;
};

export type OrderKindTable = {
  kind: OrderKind;
  /** Order number prefix: the prefix and the id padded to 8 digits. */
  prefix: string;
  statuses: Record<number, string>;
  /** Statuses in which the order holds its items (an item is in at most one open order). */
  open: readonly number[];
  transitions: readonly Transition[];
};

/** Ship-with-label order status (spec section 4). Item 9 until paid, 10 with the label paid for. */
export const ShipWithLabelStatus = {
  toBeReviewed: 1,
  rejected: 2,
  toBeConfirmed: 3,
  completed: 4,
  pendingOutbound: 5,
  outOfWarehouse: 6,
  cancelled: 7,
} as const;

/** Reship order status (spec section 4). */
export const ReshipStatus = {
  reviewing: 1,
  rejected: 2,
  toBeConfirmed: 3,
  pendingOutbound: 4,
  outOfWarehouse: 5,
  cancelled: 6,
  exception: 7,
} as const;

/** Cash-out status (spec section 4). */
export const CashOutStatus = { reviewing: 1, rejected: 2, quoted: 3, cashedOut: 4, cancelled: 5 } as const;

/** Switch user status (spec section 4). */
export const SwitchStatus = {
  reviewing: 1,
  rejected: 2,
  toBeConfirmed: 3,
  completed: 4,
  cancelled: 5,
} as const;

/**
 * Consignment status (spec section 4), and 6 cancelled: ours, for a consignment that ends unsold (the
 * seller takes the pair back, an admin refuses it, or the marketplace cancels the sale before it left).
 */
export const ConsignmentStatus = {
  consigning: 1,
  pendingOutbound: 2,
  switchToGroup: 3,
  outOfWarehouse: 4,
  completed: 5,
  cancelled: 6,
} as const;

/** Consignment sale status (spec section 4): sold once a sale is recorded. */
export const ConsignmentSaleStatus = { consigning: 1, sold: 2 } as const;

/** Platform direct outbound: not in the spec; our three statuses. */
export const PlatformOutboundStatus = { pendingOutbound: 1, outOfWarehouse: 2, cancelled: 3 } as const;

/**
 * Why an admin rejects an outbound order (issue 24); inspection keeps its defect reasons. "other" is
 * described in the remark the seller reads, so it needs one.
 */
export const REJECT_REASONS = [
  'addressProblem',
  'labelUnreadable',
  'carrierRefused',
  'sellerAsked',
  'other',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** True when the reasons name "other" but the remark describing it is empty. */
export const otherReasonUndescribed = (reasons: readonly string[], remark: string) =>
  reasons.includes('other') && remark.trim() === '';

/** A reason's label; the locale keeps the labels of the defect reasons orders were rejected with before. */
export const rejectReasonLabel = (r: string) => `outbound:rejectReason.${r}`;
