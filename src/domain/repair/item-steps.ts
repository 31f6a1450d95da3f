import { InventoryStatus } from '../kernel/product-rules';
import type { RepairActor } from './approval';
import { RepairShopStatus, RepairStatus } from './codes';
import type { RepairTab } from './codes';

/**
 * One pair's repair (spec section 4, "repair pending, processing, failure, success, lost parcel", and
 * 6 cancelled, ours). The steps are ours, each with the inventory status the pair has after it: a pair
 * asked for repair is "repairing and handling" (12) from the moment its order holds it, so no other
 * order takes it, and is available (1) again once its repair has an outcome; a lost box stays 12 until
 * it is found.
 * - pick: the warehouse takes the pair to the bench (a ONE ID scanned on the tablet).
 * - succeed / fail: the warehouse records the result and the QC.
 * - notRepaired: a batch completed with the pair never repaired (the operator confirmed it).
 * - markLost / cancelLost: an admin marks the box lost, or cancels that mark when the box turns up
 *   while its order is open (the pair waits to be picked again); foundAfterClose: the box turns up
 *   after its order was settled (the lost pair was not charged): it goes back to the shelf unrepaired.
 * - reject: an admin takes a pair out of the order before any work ("reject or edit items").
 * - cancel: the order was refused or cancelled.
 */

export const REPAIR_ITEM_ACTIONS = [
  'pick',
  'succeed',
  'fail',
  'notRepaired',
  'markLost',
  'cancelLost',
  'foundAfterClose',
  'reject',
  'cancel',
] as const;
export type RepairItemAction = (typeof REPAIR_ITEM_ACTIONS)[number];

export type RepairItemStepRule = {
  from: readonly RepairStatus[];
  to: RepairStatus;
  actors: readonly RepairActor[];
  /** The pair's inventory status after the step. */
  itemStatus: InventoryStatus;
};

const R = RepairStatus;
const HANDLING = InventoryStatus.repairingAndHandling;
const AVAILABLE = InventoryStatus.available;

export const REPAIR_ITEM_STEPS: Record<RepairItemAction, RepairItemStepRule> = {
  pick: { from: [R.pending], to: R.processing, actors: ['warehouse'], itemStatus: HANDLING },
  succeed: { from: [R.processing], to: R.success, actors: ['warehouse'], itemStatus: AVAILABLE },
  fail: { from: [R.processing], to: R.failure, actors: ['warehouse'], itemStatus: AVAILABLE },
  notRepaired: {
    from: [R.pending, R.processing],
    to: R.failure,
    actors: ['warehouse'],
    itemStatus: AVAILABLE,
  },
  markLost: { from: [R.pending, R.processing], to: R.lostParcel, actors: ['admin'], itemStatus: HANDLING },
  cancelLost: { from: [R.lostParcel], to: R.pending, actors: ['admin'], itemStatus: HANDLING },
  foundAfterClose: { from: [R.lostParcel], to: R.cancelled, actors: ['admin'], itemStatus: AVAILABLE },
  reject: { from: [R.pending], to: R.cancelled, actors: ['admin'], itemStatus: AVAILABLE },
  cancel: { from: [R.pending], to: R.cancelled, actors: ['system'], itemStatus: AVAILABLE },
};

/** The repair status after `actor` takes `action`, or null where that is not allowed. */
export function repairItemStep(
  from: RepairStatus,
  action: RepairItemAction,
  actor: RepairActor,
): RepairStatus | null {
  const step = REPAIR_ITEM_STEPS[action];
  return step.actors.includes(actor) && step.from.includes(from) ? step.to : null;
}

export const repairItemActionsOf = (state: RepairStatus, actor: RepairActor): RepairItemAction[] =>
  REPAIR_ITEM_ACTIONS.filter((action) => repairItemStep(state, action, actor) !== null);

/** A pair still to be worked on: its order cannot complete before it has an outcome. */
export const REPAIR_OPEN: readonly RepairStatus[] = [R.pending, R.processing];
export const isRepairOpen = (status: RepairStatus): boolean => REPAIR_OPEN.includes(status);

/** The repair holds the pair (no other order may take it): while open, and while its box is lost. */
export const holdsPair = (status: RepairStatus): boolean => isRepairOpen(status) || status === R.lostParcel;

/** Cancelling a lost box (spec section 4): the pair waits again while its order is open, else it is freed. */
export const foundAction = (orderOpen: boolean): 'cancelLost' | 'foundAfterClose' =>
  orderOpen ? 'cancelLost' : 'foundAfterClose';

/** The only outcome the seller pays for. */
export const isCharged = (status: RepairStatus): boolean => status === R.success;

/** The repair shop's view of a pair (spec section 4), read from its repair status. */
export const SHOP_STATUS_OF_REPAIR: Record<RepairStatus, RepairShopStatus> = {
  [R.pending]: RepairShopStatus.pending,
  [R.processing]: RepairShopStatus.pending,
  [R.failure]: RepairShopStatus.completed,
  [R.success]: RepairShopStatus.completed,
  [R.lostParcel]: RepairShopStatus.cancel,
  [R.cancelled]: RepairShopStatus.cancel,
};
export const shopStatusOf = (status: RepairStatus): RepairShopStatus => SHOP_STATUS_OF_REPAIR[status];

/** The RepireManage tab a pair of a batch task shows in (spec section 4). */
export const TAB_OF_REPAIR: Record<RepairStatus, RepairTab> = {
  [R.pending]: 'pendingPick',
  [R.processing]: 'pendingRepair',
  [R.failure]: 'completed',
  [R.success]: 'completed',
  [R.lostParcel]: 'cancelled',
  [R.cancelled]: 'cancelled',
};
export const repairStatusesOfTab = (tab: RepairTab): RepairStatus[] =>
  (Object.keys(TAB_OF_REPAIR).map(Number) as RepairStatus[]).filter((s) => TAB_OF_REPAIR[s] === tab);
