import { ProductEventType } from './events';
import { InventoryStatus } from './product-rules';

/**
 * Outbound order kinds (spec section 4; issue 16) as data: each kind's status codes, its transitions
 * `from -> to` with the action and the actors allowed to take it, the item status while it runs, and
 * the product event each step writes. One engine (src/server/modules/outbound/order-engine.ts) runs
 * every kind; the client reads the same table to show only the buttons that apply.
 *
 * The spec gives the codes only ("the allowed transitions ... not shown"): the transitions are our
 * design, each written below with its reason. Rules shared by every kind:
 * - create writes the kind's application event (3, 4, 5, 7); leaving the warehouse writes 11; every
 *   other step writes the result event (312, 412, 512, 712) with the new status as its flow status, so
 *   the one-ID timeline shows the approval, rejection, quote, payment and recall alike.
 * - An item is in at most one open order: the `open` statuses hold the item locked.
 */

export const OrderKind = {
  shipWithLabel: 3,
  reship: 4,
  cashOut: 5,
  switchUser: 7,
  platformOutbound: 14,
} as const;
export type OrderKind = (typeof OrderKind)[keyof typeof OrderKind];
export const ORDER_KINDS: readonly OrderKind[] = [3, 4, 5, 7, 14];

export function isOrderKind(value: number): value is OrderKind {
  return (ORDER_KINDS as readonly number[]).includes(value);
}

export const ORDER_ACTORS = ['seller', 'admin', 'warehouse', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const ORDER_ACTIONS = [
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
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

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
  | 'creditCashOut';

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

const A = InventoryStatus.available;
const E = ProductEventType;
const seller: readonly OrderActor[] = ['seller'];
const admin: readonly OrderActor[] = ['admin'];
const warehouse: readonly OrderActor[] = ['warehouse', 'system'];

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

/** Platform direct outbound: not in the spec; our three statuses. */
export const PlatformOutboundStatus = { pendingOutbound: 1, outOfWarehouse: 2, cancelled: 3 } as const;

const S3 = ShipWithLabelStatus;
const S4 = ReshipStatus;
const S5 = CashOutStatus;
const S7 = SwitchStatus;
const S14 = PlatformOutboundStatus;
const DS = InventoryStatus.dropshipping;
const DL = InventoryStatus.dropshippingLabel;
const OUT = InventoryStatus.outOfWarehouse;
const OB = InventoryStatus.outbounding;

const shipWithLabel: OrderKindTable = {
  kind: OrderKind.shipWithLabel,
  prefix: 'DS',
  statuses: {
    1: 'outbound:status.toBeReviewed',
    2: 'outbound:status.rejected',
    3: 'outbound:status.toBeConfirmed',
    4: 'outbound:status.completed',
    5: 'outbound:status.pendingOutbound',
    6: 'outbound:status.outOfWarehouse',
    7: 'outbound:status.cancelled',
  },
  open: [S3.toBeReviewed, S3.toBeConfirmed, S3.pendingOutbound],
  transitions: [
    {
      from: null,
      to: S3.toBeReviewed,
      action: 'create',
      actors: seller,
      itemStatus: DS,
      event: E.shipWithLabelApplication,
    },
    {
      from: S3.toBeReviewed,
      to: S3.toBeConfirmed,
      action: 'approve',
      actors: admin,
      itemStatus: DS,
      event: E.shipWithLabelResult,
    },
    {
      from: S3.toBeReviewed,
      to: S3.rejected,
      action: 'reject',
      actors: admin,
      itemStatus: A,
      event: E.shipWithLabelResult,
    },
    {
      from: S3.toBeReviewed,
      to: S3.cancelled,
      action: 'recall',
      actors: seller,
      itemStatus: A,
      event: E.shipWithLabelResult,
    },
    {
      from: S3.toBeConfirmed,
      to: S3.cancelled,
      action: 'recall',
      actors: seller,
      itemStatus: A,
      event: E.shipWithLabelResult,
    },
    // Paid: the buyer's label is ready to print, so the item moves from 9 to 10 (dropshipping, label paid).
    {
      from: S3.toBeConfirmed,
      to: S3.pendingOutbound,
      action: 'pay',
      actors: seller,
      itemStatus: DL,
      event: E.shipWithLabelResult,
      money: 'hold',
    },
    // Until the warehouse picks it, a paid order may still be recalled: the hold is released.
    {
      from: S3.pendingOutbound,
      to: S3.cancelled,
      action: 'recall',
      actors: seller,
      itemStatus: A,
      event: E.shipWithLabelResult,
      money: 'releaseIfHeld',
    },
    {
      from: S3.pendingOutbound,
      to: S3.outOfWarehouse,
      action: 'ship',
      actors: warehouse,
      itemStatus: OUT,
      event: E.outbound,
      money: 'capture',
      item: 'leave',
    },
    // "Close an order" (known actions): an admin marks a shipped order completed.
    {
      from: S3.outOfWarehouse,
      to: S3.completed,
      action: 'close',
      actors: admin,
      itemStatus: OUT,
      event: E.shipWithLabelResult,
    },
  ],
};

const reship: OrderKindTable = {
  kind: OrderKind.reship,
  prefix: 'RS',
  statuses: {
    1: 'outbound:status.reviewing',
    2: 'outbound:status.rejected',
    3: 'outbound:status.toBeConfirmed',
    4: 'outbound:status.pendingOutbound',
    5: 'outbound:status.outOfWarehouse',
    6: 'outbound:status.cancelled',
    7: 'outbound:status.exception',
  },
  open: [S4.reviewing, S4.toBeConfirmed, S4.pendingOutbound, S4.exception],
  transitions: [
    {
      from: null,
      to: S4.reviewing,
      action: 'create',
      actors: seller,
      itemStatus: OB,
      event: E.reshipApplication,
    },
    {
      from: S4.reviewing,
      to: S4.toBeConfirmed,
      action: 'approve',
      actors: admin,
      itemStatus: OB,
      event: E.reshipResult,
    },
    {
      from: S4.reviewing,
      to: S4.rejected,
      action: 'reject',
      actors: admin,
      itemStatus: A,
      event: E.reshipResult,
    },
    {
      from: S4.reviewing,
      to: S4.cancelled,
      action: 'recall',
      actors: seller,
      itemStatus: A,
      event: E.reshipResult,
    },
    {
      from: S4.toBeConfirmed,
      to: S4.cancelled,
      action: 'recall',
      actors: seller,
      itemStatus: A,
      event: E.reshipResult,
    },
    {
      from: S4.toBeConfirmed,
      to: S4.pendingOutbound,
      action: 'pay',
      actors: seller,
      itemStatus: OB,
      event: E.reshipResult,
      money: 'hold',
    },
    {
      from: S4.pendingOutbound,
      to: S4.cancelled,
      action: 'recall',
      actors: seller,
      itemStatus: A,
      event: E.reshipResult,
      money: 'releaseIfHeld',
    },
    {
      from: S4.pendingOutbound,
      to: S4.outOfWarehouse,
      action: 'ship',
      actors: warehouse,
      itemStatus: OUT,
      event: E.outbound,
      money: 'capture',
      item: 'leave',
    },
    // Status 7: the carrier or the warehouse cannot complete it; an admin resumes it or the seller recalls it.
    {
      from: S4.pendingOutbound,
      to: S4.exception,
      action: 'exception',
      actors: ['warehouse', 'system', 'admin'],
      itemStatus: OB,
      event: E.reshipResult,
    },
    {
      from: S4.exception,
      to: S4.pendingOutbound,
      action: 'resume',
      actors: admin,
      itemStatus: OB,
      event: E.reshipResult,
    },
    {
      from: S4.exception,
      to: S4.cancelled,
      action: 'recall',
      actors: seller,
      itemStatus: A,
      event: E.reshipResult,
      money: 'releaseIfHeld',
    },
  ],
};

const cashOut: OrderKindTable = {
  kind: OrderKind.cashOut,
  prefix: 'CO',
  statuses: {
    1: 'outbound:status.reviewing',
    2: 'outbound:status.rejected',
    3: 'outbound:status.quoted',
    4: 'outbound:status.cashedOut',
    5: 'outbound:status.cancelled',
  },
  open: [S5.reviewing, S5.quoted],
  transitions: [
    {
      from: null,
      to: S5.reviewing,
      action: 'create',
      actors: seller,
      itemStatus: InventoryStatus.cashingOut,
      event: E.cashOutApplication,
    },
    {
      from: S5.reviewing,
      to: S5.quoted,
      action: 'quote',
      actors: admin,
      itemStatus: InventoryStatus.cashingOut,
      event: E.cashOutResult,
    },
    {
      from: S5.reviewing,
      to: S5.rejected,
      action: 'reject',
      actors: admin,
      itemStatus: A,
      event: E.cashOutResult,
    },
    {
      from: S5.reviewing,
      to: S5.cancelled,
      action: 'recall',
      actors: seller,
      itemStatus: A,
      event: E.cashOutResult,
    },
    // The seller declines the quote by recalling it.
    {
      from: S5.quoted,
      to: S5.cancelled,
      action: 'recall',
      actors: seller,
      itemStatus: A,
      event: E.cashOutResult,
    },
    // Accepted: the pair becomes the platform's, available on its shelf to the self-operated account.
    {
      from: S5.quoted,
      to: S5.cashedOut,
      action: 'accept',
      actors: seller,
      itemStatus: A,
      event: E.cashOutResult,
      money: 'creditCashOut',
      item: 'toPlatform',
    },
  ],
};

const switchUser: OrderKindTable = {
  kind: OrderKind.switchUser,
  prefix: 'SU',
  statuses: {
    1: 'outbound:status.reviewing',
    2: 'outbound:status.rejected',
    3: 'outbound:status.toBeConfirmed',
    4: 'outbound:status.switchCompleted',
    5: 'outbound:status.cancelled',
  },
  open: [S7.reviewing, S7.toBeConfirmed],
  transitions: [
    {
      from: null,
      to: S7.reviewing,
      action: 'create',
      actors: seller,
      itemStatus: InventoryStatus.switchUser,
      event: E.switchUserApplication,
    },
    // Approval quotes the switch user fee (status 3, "to be confirmed"); the seller sees it and pays.
    {
      from: S7.reviewing,
      to: S7.toBeConfirmed,
      action: 'approve',
      actors: admin,
      itemStatus: InventoryStatus.switchUser,
      event: E.switchUserResult,
    },
    {
      from: S7.reviewing,
      to: S7.rejected,
      action: 'reject',
      actors: admin,
      itemStatus: A,
      event: E.switchUserResult,
    },
    {
      from: S7.reviewing,
      to: S7.cancelled,
      action: 'recall',
      actors: seller,
      itemStatus: A,
      event: E.switchUserResult,
    },
    {
      from: S7.toBeConfirmed,
      to: S7.cancelled,
      action: 'recall',
      actors: seller,
      itemStatus: A,
      event: E.switchUserResult,
    },
    // Paying charges fee 7 at once and hands the items over; they stay on their shelf.
    {
      from: S7.toBeConfirmed,
      to: S7.completed,
      action: 'pay',
      actors: seller,
      itemStatus: A,
      event: E.switchUserResult,
      money: 'holdAndCapture',
      item: 'toTarget',
    },
  ],
};

const platformOutbound: OrderKindTable = {
  kind: OrderKind.platformOutbound,
  prefix: 'PO',
  statuses: {
    1: 'outbound:status.pendingOutbound',
    2: 'outbound:status.outOfWarehouse',
    3: 'outbound:status.cancelled',
  },
  open: [S14.pendingOutbound],
  // No application or result event type exists for kind 14: creation and cancellation are in the audit
  // log; the exit writes event 11 with out type 14.
  transitions: [
    { from: null, to: S14.pendingOutbound, action: 'create', actors: admin, itemStatus: OB, event: null },
    {
      from: S14.pendingOutbound,
      to: S14.cancelled,
      action: 'recall',
      actors: admin,
      itemStatus: A,
      event: null,
    },
    {
      from: S14.pendingOutbound,
      to: S14.outOfWarehouse,
      action: 'ship',
      actors: warehouse,
      itemStatus: OUT,
      event: E.outbound,
      item: 'leave',
    },
  ],
};

export const ORDER_KIND_TABLES: Record<OrderKind, OrderKindTable> = {
  3: shipWithLabel,
  4: reship,
  5: cashOut,
  7: switchUser,
  14: platformOutbound,
};

export function orderOddNo(kind: OrderKind, id: number): string {
  return `${ORDER_KIND_TABLES[kind].prefix}${String(id).padStart(8, '0')}`;
}

export function isOpenStatus(kind: OrderKind, status: number): boolean {
  return ORDER_KIND_TABLES[kind].open.includes(status);
}

/** Every status code of a kind. */
export function statusesOf(kind: OrderKind): number[] {
  return Object.keys(ORDER_KIND_TABLES[kind].statuses).map(Number);
}

export type StepRefusal = 'notAllowedNow' | 'notYourStep';
export type StepResult = { ok: true; transition: Transition } | { ok: false; refusal: StepRefusal };

/**
 * The transition an actor takes with an action from a status (null: the order does not exist yet).
 * 'notAllowedNow': the action does not apply in this status (409); 'notYourStep': it does, by someone
 * else (also 409: the order is not in a state this actor may move).
 */
export function stepOf(
  kind: OrderKind,
  from: number | null,
  action: OrderAction,
  actor: OrderActor,
): StepResult {
  const candidates = ORDER_KIND_TABLES[kind].transitions.filter(
    (t) => t.from === from && t.action === action,
  );
  if (candidates.length === 0) return { ok: false, refusal: 'notAllowedNow' };
  const transition = candidates.find((t) => t.actors.includes(actor));
  return transition ? { ok: true, transition } : { ok: false, refusal: 'notYourStep' };
}

/** The actions an actor may take on an order in a status (the client's buttons). */
export function actionsFor(kind: OrderKind, status: number, actor: OrderActor): OrderAction[] {
  return ORDER_KIND_TABLES[kind].transitions
    .filter((t) => t.from === status && t.actors.includes(actor))
    .map((t) => t.action);
}

/** The item status an order of a kind holds its items in while it is being reviewed (create's). */
export function runningItemStatus(kind: OrderKind): InventoryStatus {
  const create = ORDER_KIND_TABLES[kind].transitions.find((t) => t.from === null);
  return (create as Transition).itemStatus;
}

/** Spec section 8: the reject reasons an admin picks from. */
export const REJECT_REASONS = [
  'boxDamaged',
  'nonOriginalBox',
  'noBox',
  'stained',
  'creases',
  'upperWear',
  'feetMismatch',
  'sameFoot',
  'oxidation',
  'missingAccessories',
  'missingAuthTag',
  'fraud',
  'missingOneId',
  'unknownProduct',
  'emptyBox',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export const rejectReasonLabel = (r: RejectReason) => `outbound:rejectReason.${r}`;

/** The shortest run of steps from creation to a status (the demo data and the tests walk it). */
export function pathTo(kind: OrderKind, status: number): Transition[] {
  const table = ORDER_KIND_TABLES[kind].transitions;
  const queue = table.filter((t) => t.from === null).map((t) => ({ at: t.to, path: [] as Transition[] }));
  const seen = new Set<number>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (next.at === status) return next.path;
    if (seen.has(next.at)) continue;
    seen.add(next.at);
    for (const t of table.filter((x) => x.from === next?.at))
      queue.push({ at: t.to, path: [...next.path, t] });
  }
  throw new Error(`status ${status} of kind ${kind} cannot be reached`);
}
