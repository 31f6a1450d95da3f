import { ProductEventType } from '../kernel/events';
import { InventoryStatus } from '../kernel/product-rules';
import { ConsignmentStatus, OrderKind } from './kind-codes';
import type { OrderActor, OrderKindTable } from './kind-codes';

/**
 * Consignment (kind 6, issue 25 point 3): a pair sold through a marketplace leaves the warehouse to its
 * buyer, and the seller is paid the sale less the fees. Two ways in, one way out:
 * - The seller's own cross-listing sells it: the kept sale (sale-service.ts) opens the consignment at
 *   2 pending outbound, with the marketplace, its order number and the price.
 * - The seller consigns the pair to the platform (consign-order, status 1 consigning); an admin takes it
 *   into the platform's group of listings (3 switch to group); the admin records the platform's sale
 *   (2 pending outbound, with the platform order number only admins see).
 * From 2 the warehouse ships it in an outbound batch (4 out of warehouse, event 11); the marketplace's
 * completion (or an admin) closes it (5 completed) and credits the collection (fee 6) less the
 * consignment fee (11) and the platform fee (22). Until it sells the seller may take the pair back,
 * and a sale the marketplace cancels before the pair left frees it: 6 cancelled (ours, not the spec's).
 * The pair is held (item status 2) from the first status to the last open one.
 */

const A = InventoryStatus.available;
const C = InventoryStatus.consignment;
const OUT = InventoryStatus.outOfWarehouse;
const E = ProductEventType;
const S = ConsignmentStatus;
const seller: readonly OrderActor[] = ['seller'];
const admin: readonly OrderActor[] = ['admin'];
const platform: readonly OrderActor[] = ['admin', 'system'];
const warehouse: readonly OrderActor[] = ['warehouse', 'system'];

export const consignment: OrderKindTable = {
  kind: OrderKind.consignment,
  prefix: 'OC',
  statuses: {
    1: 'outbound:status.consigning',
    2: 'outbound:status.pendingOutbound',
    3: 'outbound:status.switchToGroup',
    4: 'outbound:status.outOfWarehouse',
    5: 'outbound:status.completed',
    6: 'outbound:status.cancelled',
  },
  open: [S.consigning, S.switchToGroup, S.pendingOutbound],
  transitions: [
    {
      from: null,
      to: S.consigning,
      action: 'create',
      actors: seller,
      itemStatus: C,
      event: E.consignmentApplication,
    },
    // A kept sale of the seller's own cross-listing: the pair is sold, it only has to leave.
    {
      from: null,
      to: S.pendingOutbound,
      action: 'create',
      actors: ['system'],
      itemStatus: C,
      event: E.consignmentApplication,
    },
    {
      from: S.consigning,
      to: S.switchToGroup,
      action: 'approve',
      actors: admin,
      itemStatus: C,
      event: E.consignmentResult,
    },
    {
      from: S.consigning,
      to: S.cancelled,
      action: 'reject',
      actors: admin,
      itemStatus: A,
      event: E.consignmentResult,
    },
    {
      from: S.consigning,
      to: S.cancelled,
      action: 'recall',
      actors: seller,
      itemStatus: A,
      event: E.consignmentResult,
    },
    {
      from: S.switchToGroup,
      to: S.cancelled,
      action: 'recall',
      actors: seller,
      itemStatus: A,
      event: E.consignmentResult,
    },
    // The platform's marketplace account sold the pair: its price and order number are recorded.
    {
      from: S.switchToGroup,
      to: S.pendingOutbound,
      action: 'sell',
      actors: admin,
      itemStatus: C,
      event: E.consignmentResult,
    },
    // The marketplace cancelled the sale before the pair left: the pair is the seller's, available again.
    {
      from: S.pendingOutbound,
      to: S.cancelled,
      action: 'recall',
      actors: platform,
      itemStatus: A,
      event: E.consignmentResult,
    },
    {
      from: S.pendingOutbound,
      to: S.outOfWarehouse,
      action: 'ship',
      actors: warehouse,
      itemStatus: OUT,
      event: E.outbound,
      item: 'leave',
    },
    {
      from: S.outOfWarehouse,
      to: S.completed,
      action: 'close',
      actors: platform,
      itemStatus: OUT,
      event: E.consignmentResult,
      money: 'creditConsignment',
    },
  ],
};
