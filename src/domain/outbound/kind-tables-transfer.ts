import { ProductEventType } from '../kernel/events';
import { InventoryStatus } from '../kernel/product-rules';
import { OrderKind, PlatformOutboundStatus, SwitchStatus } from './kind-codes';
import type { OrderActor, OrderKindTable } from './kind-codes';

/** The kinds that send the platform's own pairs out or hand pairs to another seller: switch user (7) and platform direct outbound (14). Shared rules: outbound-kind-tables.ts. */

const A = InventoryStatus.available;
const E = ProductEventType;
const seller: readonly OrderActor[] = ['seller'];
const admin: readonly OrderActor[] = ['admin'];
const warehouse: readonly OrderActor[] = ['warehouse', 'system'];
const warehouseStaff: readonly OrderActor[] = ['warehouse'];
const S7 = SwitchStatus;
const S14 = PlatformOutboundStatus;
const OUT = InventoryStatus.outOfWarehouse;
const OB = InventoryStatus.outbounding;

export const switchUser: OrderKindTable = {
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
    // The warehouse's direct switch (ChangeWarehouse, with a reason): no application, no fee; the items
    // change owner on their shelf at once. The seller's application above stays the kind's first create.
    {
      from: null,
      to: S7.completed,
      action: 'create',
      actors: warehouseStaff,
      itemStatus: A,
      event: E.switchUserResult,
      item: 'toTarget',
    },
    // A B2B board purchase (src/domain/sourcing/b2b.ts): the platform's board switches the offer's pairs
    // to the buyer at once, on their shelf; the board's service moves the price through the wallet in
    // the same transaction (platform fee 0%, no switch user fee).
    {
      from: null,
      to: S7.completed,
      action: 'create',
      actors: ['system'],
      itemStatus: A,
      event: E.switchUserResult,
      item: 'toTarget',
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

export const platformOutbound: OrderKindTable = {
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
