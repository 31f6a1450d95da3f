import { APPROVAL_OPEN } from './approval';
import { ApprovalStatus } from './codes';
import type { RepairStatus } from './codes';
import { REPAIR_ITEM_ACTIONS, foundAction, repairItemStep } from './item-steps';
import type { RepairItemAction } from './item-steps';

/**
 * An admin's steps on one pair ("reject or edit items", "mark a lost box and cancel a lost box per
 * item"), which depend on the pair's order as well as on the pair (item-steps.ts):
 * - reject: only while the order is open, and never the last open pair of a pending order (that is
 *   refusing the order, which releases its hold at once);
 * - markLost: only once the order was approved (the warehouse has the box to lose);
 * - cancelLost while the order is open, foundAfterClose once it was settled (foundAction).
 * The server refuses with the reason's message; the screens show the steps this allows.
 */

export const ADMIN_ITEM_ACTIONS = ['reject', 'markLost', 'cancelLost', 'foundAfterClose'] as const;
export type AdminItemAction = (typeof ADMIN_ITEM_ACTIONS)[number];

export type AdminItemRefusal = 'pairNotNow' | 'orderClosed' | 'orderNotApproved' | 'lastPairRefuseOrder';

type PairInOrder = { approval: ApprovalStatus; status: RepairStatus; openPairs: number };

/** Why an admin may not take `action` on the pair now, or null when it may. */
export function adminItemRefusal(action: AdminItemAction, pair: PairInOrder): AdminItemRefusal | null {
  const open = APPROVAL_OPEN.includes(pair.approval);
  if ((action === 'cancelLost' || action === 'foundAfterClose') && action !== foundAction(open))
    return open ? 'pairNotNow' : 'orderClosed';
  if (action === 'reject' && !open) return 'orderClosed';
  if (action === 'markLost' && pair.approval !== ApprovalStatus.approve) return 'orderNotApproved';
  if (repairItemStep(pair.status, action, 'admin') === null) return 'pairNotNow';
  if (action === 'reject' && pair.approval === ApprovalStatus.pending && pair.openPairs <= 1)
    return 'lastPairRefuseOrder';
  return null;
}

/** The admin's steps on the pair now (its buttons). */
export const adminItemActions = (pair: PairInOrder): RepairItemAction[] =>
  REPAIR_ITEM_ACTIONS.filter(
    (a): a is AdminItemAction =>
      (ADMIN_ITEM_ACTIONS as readonly string[]).includes(a) &&
      adminItemRefusal(a as AdminItemAction, pair) === null,
  );
