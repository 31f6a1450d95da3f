import { describe, expect, it } from 'vitest';
import {
  APPROVAL_ACTIONS,
  APPROVAL_CLOSED,
  APPROVAL_OPEN,
  APPROVAL_STEPS,
  REPAIR_ACTORS,
  approvalActionsOf,
  approvalStep,
  approvalsOfOrderStatus,
  orderStatusOf,
} from './approval';
import type { ApprovalAction, RepairActor } from './approval';
import { APPROVAL_STATUSES, APPROVAL_STATUS_LABEL, ApprovalStatus, REPAIR_ORDER_STATUS_LABEL } from './codes';

const A = ApprovalStatus;

/**
 * Every approval (and "no order yet") against every action by hand, with who may take it: a cell not
 * written here is forbidden to everyone, so adding, dropping or moving a step fails the test.
 */
const TABLE: Record<
  'new' | ApprovalStatus,
  Partial<Record<ApprovalAction, { to: ApprovalStatus; by: RepairActor[]; money: string }>>
> = {
  new: { create: { to: A.pending, by: ['seller'], money: 'hold' } },
  [A.pending]: {
    edit: { to: A.pending, by: ['admin'], money: 'rehold' },
    approve: { to: A.approve, by: ['admin'], money: 'none' },
    refuse: { to: A.refuse, by: ['admin'], money: 'release' },
    cancel: { to: A.cancel, by: ['seller'], money: 'release' },
  },
  [A.approve]: { complete: { to: A.completed, by: ['system'], money: 'settle' } },
  [A.completed]: {},
  [A.refuse]: {},
  [A.cancel]: {},
};

const FROMS = ['new', ...APPROVAL_STATUSES] as const;
const cells = FROMS.flatMap((from) => REPAIR_ACTORS.map((actor) => [from, actor] as const));

describe('repair approval steps', () => {
  it.each(cells)('from %s, %s may take exactly the steps of the table', (from, actor) => {
    const state = from === 'new' ? null : from;
    for (const action of APPROVAL_ACTIONS) {
      const cell = TABLE[from][action];
      expect(approvalStep(state, action, actor), action).toBe(cell?.by.includes(actor) ? cell.to : null);
      if (cell) expect(APPROVAL_STEPS[action].money).toBe(cell.money);
    }
    if (state !== null)
      expect(approvalActionsOf(state, actor)).toEqual(
        APPROVAL_ACTIONS.filter((action) => TABLE[from][action]?.by.includes(actor)),
      );
  });

  it('moves no closed order, by anyone', () => {
    expect(APPROVAL_CLOSED).toEqual([A.completed, A.refuse, A.cancel]);
    for (const state of APPROVAL_CLOSED)
      for (const actor of REPAIR_ACTORS) expect(approvalActionsOf(state, actor)).toEqual([]);
  });

  it('lets a seller only ask and withdraw before the review, and releases the hold of every way out but completion', () => {
    expect(approvalActionsOf(A.pending, 'seller')).toEqual(['cancel']);
    expect(approvalActionsOf(A.approve, 'seller')).toEqual([]);
    for (const action of APPROVAL_ACTIONS) {
      const to = APPROVAL_STEPS[action].to;
      if (to === A.refuse || to === A.cancel) expect(APPROVAL_STEPS[action].money).toBe('release');
    }
  });
});

describe('the order status, read from the approval', () => {
  it('is pending while the order is open, completed once completed, cancel when refused or cancelled', () => {
    expect(APPROVAL_STATUSES.map(orderStatusOf)).toEqual([1, 1, 2, 3, 3]);
    expect(APPROVAL_OPEN.map(orderStatusOf)).toEqual([1, 1]);
    expect(approvalsOfOrderStatus(1)).toEqual([A.pending, A.approve]);
    expect(approvalsOfOrderStatus(2)).toEqual([A.completed]);
    expect(approvalsOfOrderStatus(3)).toEqual([A.refuse, A.cancel]);
  });

  it('labels every status with its own key', () => {
    const keys = [...Object.values(APPROVAL_STATUS_LABEL), ...Object.values(REPAIR_ORDER_STATUS_LABEL)];
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^repair:(approval|orderStatus)\.[a-zA-Z]+$/);
  });
});
