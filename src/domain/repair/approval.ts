import { ApprovalStatus, RepairOrderStatus } from './codes';

/**
 * A repair order's approval (spec section 4, "approval pending, approve, completed, refuse, cancel"):
 * the order's one machine. The order's status (pending, completed, cancel) is read from it
 * (orderStatusOf), never kept apart, so the two cannot disagree.
 *
 * The steps are ours (the spec shows no graph), each with the money it moves through the wallet:
 * - create: the seller asks; the estimate is held (fee type 26, shoe repair deduction).
 * - edit: an admin corrects a pending order's pairs; the hold is released and the new estimate held.
 * - approve / refuse: the admin's review (Audit/RepairOrder); a refusal releases the hold (fee 27).
 * - cancel: the seller withdraws a pending order; the hold is released (fee 27).
 * - complete: every pair has its outcome (item-steps.ts); the cost of the repaired pairs is captured
 *   (fee 26) and the rest of the estimate refunded (fee 27).
 */

export const REPAIR_ACTORS = ['seller', 'admin', 'warehouse', 'system'] as const;
export type RepairActor = (typeof REPAIR_ACTORS)[number];

export const APPROVAL_ACTIONS = ['create', 'edit', 'approve', 'refuse', 'cancel', 'complete'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** What a step does to the order's money, in the step's transaction. */
export type ApprovalMoney = 'hold' | 'rehold' | 'release' | 'settle' | 'none';

export type ApprovalStepRule = {
  /** null: the order does not exist yet. */
  from: readonly (ApprovalStatus | null)[];
  to: ApprovalStatus;
  actors: readonly RepairActor[];
  money: ApprovalMoney;
};

const A = ApprovalStatus;

export const APPROVAL_STEPS: Record<ApprovalAction, ApprovalStepRule> = {
  create: { from: [null], to: A.pending, actors: ['seller'], money: 'hold' },
  edit: { from: [A.pending], to: A.pending, actors: ['admin'], money: 'rehold' },
  approve: { from: [A.pending], to: A.approve, actors: ['admin'], money: 'none' },
  refuse: { from: [A.pending], to: A.refuse, actors: ['admin'], money: 'release' },
  cancel: { from: [A.pending], to: A.cancel, actors: ['seller'], money: 'release' },
  // Taken by the step that gives the order's last open pair its outcome, whoever took that step.
  complete: { from: [A.approve], to: A.completed, actors: ['system'], money: 'settle' },
};

/** The approval after `actor` takes `action` from `from` (null: a new order), or null where not allowed. */
export function approvalStep(
  from: ApprovalStatus | null,
  action: ApprovalAction,
  actor: RepairActor,
): ApprovalStatus | null {
  const step = APPROVAL_STEPS[action];
  return step.actors.includes(actor) && step.from.includes(from) ? step.to : null;
}

/** The actions an order in `state` offers `actor` (the buttons of its screen). */
export const approvalActionsOf = (state: ApprovalStatus, actor: RepairActor): ApprovalAction[] =>
  APPROVAL_ACTIONS.filter((action) => approvalStep(state, action, actor) !== null);

/** Approvals after which nothing happens to the order any more. */
export const APPROVAL_CLOSED: readonly ApprovalStatus[] = [A.completed, A.refuse, A.cancel];

/** Approvals in which the order holds its pairs (an item is in at most one open order). */
export const APPROVAL_OPEN: readonly ApprovalStatus[] = [A.pending, A.approve];

/** The order's status (spec section 4) read from its approval. */
export const ORDER_STATUS_OF_APPROVAL: Record<ApprovalStatus, RepairOrderStatus> = {
  [A.pending]: RepairOrderStatus.pending,
  [A.approve]: RepairOrderStatus.pending,
  [A.completed]: RepairOrderStatus.completed,
  [A.refuse]: RepairOrderStatus.cancel,
  [A.cancel]: RepairOrderStatus.cancel,
};

export const orderStatusOf = (approval: ApprovalStatus): RepairOrderStatus =>
  ORDER_STATUS_OF_APPROVAL[approval];

/** The approvals an order status stands for (a list filtered by order status). */
export const approvalsOfOrderStatus = (status: RepairOrderStatus): ApprovalStatus[] =>
  (Object.keys(ORDER_STATUS_OF_APPROVAL).map(Number) as ApprovalStatus[]).filter(
    (a) => ORDER_STATUS_OF_APPROVAL[a] === status,
  );
