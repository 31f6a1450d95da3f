import { ProductEventType } from '../kernel/events';
import { InventoryStatus } from '../kernel/product-rules';
import { OrderKind, CashOutStatus, ReshipStatus, ShipWithLabelStatus } from './kind-codes';
import type { OrderActor, OrderKindTable } from './kind-codes';
import { consignment } from './kind-tables-consignment';
import { flex } from './kind-tables-flex';
import { platformOutbound, switchUser } from './kind-tables-transfer';

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

const A = InventoryStatus.available;
const E = ProductEventType;
const seller: readonly OrderActor[] = ['seller'];
const admin: readonly OrderActor[] = ['admin'];
const warehouse: readonly OrderActor[] = ['warehouse', 'system'];

const S3 = ShipWithLabelStatus;
const S4 = ReshipStatus;
const S5 = CashOutStatus;
const DS = InventoryStatus.dropshipping;
const DL = InventoryStatus.dropshippingLabel;
const OUT = InventoryStatus.outOfWarehouse;
const OB = InventoryStatus.outbounding;

const shipWithLabel: OrderKindTable = {
  kind: OrderKind.shipWithLabel,
  prefix: 'DS',
  statuses: {
    1: 'outbound:status.reviewing',
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

export const ORDER_KIND_TABLES: Record<OrderKind, OrderKindTable> = {
  3: shipWithLabel,
  4: reship,
  5: cashOut,
  6: consignment,
  7: switchUser,
  14: platformOutbound,
  16: flex,
};
