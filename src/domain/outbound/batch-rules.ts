import { ORDER_KIND_TABLES } from './kind-tables';
import { ORDER_KINDS } from './kind-codes';
import type { OrderKind } from './kind-codes';

/**
 * Outbound batches' pure rules (issue 16, point 4), without zod: the tablet's pick screen and the
 * server read the same status set, the same completion rule and the same pick-list order.
 *
 * Spec section 4 gives the codes only. Our design of their meaning:
 * - 2 batch generated: made from waiting orders, nothing picked yet (a batch starts here).
 * - 1 pending outbound: picking has started, nothing has left yet.
 * - 4 partial outbound: some orders left, others are still to ship.
 * - 5 fully outbound: every order still in the batch left (an order taken out by an exception or a
 *   recall does not hold the batch open).
 * - 3 cancelled: cancelled before anything left, or every order taken out before any left; its orders
 *   wait for another batch.
 */
export const OutboundBatchStatus = {
  pendingOutbound: 1,
  generated: 2,
  cancelled: 3,
  partialOutbound: 4,
  fullyOutbound: 5,
} as const;
export type OutboundBatchStatus = (typeof OutboundBatchStatus)[keyof typeof OutboundBatchStatus];
export const OUTBOUND_BATCH_STATUSES: readonly OutboundBatchStatus[] = [2, 1, 4, 5, 3];

export const BATCH_STATUS_LABELS: Record<OutboundBatchStatus, string> = {
  1: 'outbound-batches:status.pendingOutbound',
  2: 'outbound-batches:status.generated',
  3: 'outbound-batches:status.cancelled',
  4: 'outbound-batches:status.partialOutbound',
  5: 'outbound-batches:status.fullyOutbound',
};

/** Statuses in which a batch is worked: picks and ships are taken, its orders are in no other batch. */
export const LIVE_BATCH_STATUSES: readonly OutboundBatchStatus[] = [2, 1, 4];
/** A batch may be cancelled only before anything of it left. */
export const CANCELLABLE_BATCH_STATUSES: readonly OutboundBatchStatus[] = [2, 1];

export const isLiveBatch = (status: number) => (LIVE_BATCH_STATUSES as readonly number[]).includes(status);
export const isCancellableBatch = (status: number) =>
  (CANCELLABLE_BATCH_STATUSES as readonly number[]).includes(status);

/** Where an order of a batch is: still to ship, left, or taken out (exception, recall, batch cancelled). */
export const BATCH_ORDER_STATES = ['open', 'shipped', 'exception', 'recalled', 'cancelled'] as const;
export type BatchOrderState = (typeof BATCH_ORDER_STATES)[number];

export type BatchCounts = { open: number; shipped: number; picked: number };

/** A live batch's status from its orders and picks (a cancelled batch stays cancelled). */
export function batchStatusOf(c: BatchCounts): OutboundBatchStatus {
  if (c.shipped > 0) return c.open > 0 ? 4 : 5;
  if (c.open === 0) return 3;
  return c.picked > 0 ? 1 : 2;
}

/** A batch's figures as a list and its header show them (BatchView's counts and status). */
export type BatchFigures = { status: number; orders: number; items: number; picked: number; shipped: number };

/**
 * A batch's figures from its pick list: the counts the server keeps (orders, pairs, pairs picked,
 * orders shipped) and, for a live batch, its status by batchStatusOf, as the server settles it. Read
 * on the tablet's copy, whose lines carry its own ops still waiting to sync, they count those too.
 */
export function batchFiguresOf(
  status: number,
  lines: readonly { orderId: number; orderState: BatchOrderState; picked: boolean }[],
): BatchFigures {
  const orders = new Map<number, BatchOrderState>();
  let picked = 0;
  let pickedOpen = 0;
  for (const l of lines) {
    orders.set(l.orderId, l.orderState);
    if (!l.picked) continue;
    picked += 1;
    if (l.orderState === 'open') pickedOpen += 1;
  }
  const states = [...orders.values()];
  const open = states.filter((s) => s === 'open').length;
  const shipped = states.filter((s) => s === 'shipped').length;
  return {
    status: isLiveBatch(status) ? batchStatusOf({ open, shipped, picked: pickedOpen }) : status,
    orders: orders.size,
    items: lines.length,
    picked,
    shipped,
  };
}

/**
 * The order status from which each kind leaves the warehouse (the kind's `ship` step): the orders a
 * batch is made of. Kinds without a ship step (cash-out, switch user) never leave.
 */
export const SHIPPABLE_STATUS: Partial<Record<OrderKind, number>> = Object.fromEntries(
  ORDER_KINDS.flatMap((kind) => {
    const ship = ORDER_KIND_TABLES[kind].transitions.find((t) => t.action === 'ship');
    return ship && ship.from !== null ? [[kind, ship.from]] : [];
  }),
);
export const SHIPPING_KINDS = Object.keys(SHIPPABLE_STATUS).map(Number) as OrderKind[];

/** The status each shipping kind reaches when its pairs leave (the kind's `ship` step). */
export const SHIPPED_STATUS: Partial<Record<OrderKind, number>> = Object.fromEntries(
  ORDER_KINDS.flatMap((kind) => {
    const ship = ORDER_KIND_TABLES[kind].transitions.find((t) => t.action === 'ship');
    return ship ? [[kind, ship.to]] : [];
  }),
);

/**
 * Where a leaving order is for the warehouse (Outbound/outboundTransport, transportdetail, Delivered):
 * waiting for a batch, in a live batch (being picked), shipped, or in exception.
 */
export const WAREHOUSE_ORDER_STAGES = ['waiting', 'inBatch', 'shipped', 'exception'] as const;
export type WarehouseOrderStage = (typeof WAREHOUSE_ORDER_STAGES)[number];

/** An order waits for a batch when it is in its kind's shippable status and its fees are held (or free). */
export function isReadyToShip(order: {
  kind: number;
  status: number;
  feeCents: number;
  paidState: string;
}): boolean {
  const from = SHIPPABLE_STATUS[order.kind as OrderKind];
  return from === order.status && (order.feeCents === 0 || order.paidState === 'held');
}

const NATURAL = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Shelf names as people read them: A-2 before A-10; ties by the exact text, so the order is total. */
export function compareNatural(a: string, b: string): number {
  return NATURAL.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The pick list's walk: by shelf name (naturally), then ONE ID. Pairs without a shelf (not shelved,
 * or ready for listing) come last, so the shelves are walked first.
 */
export function comparePickLines(
  a: { shelfName: string; oneId: string },
  b: { shelfName: string; oneId: string },
): number {
  if (a.shelfName === '' && b.shelfName !== '') return 1;
  if (b.shelfName === '' && a.shelfName !== '') return -1;
  return compareNatural(a.shelfName, b.shelfName) || compareNatural(a.oneId, b.oneId);
}

/** Batch number: OB and the id padded to 8 digits (as order numbers are made). */
export const batchNoOf = (id: number) => `OB${String(id).padStart(8, '0')}`;

/** A batch holds at most this many orders (the zip of labels takes as many). */
export const BATCH_ORDER_LIMIT = 1000;
