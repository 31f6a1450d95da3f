import { describe, expect, it } from 'vitest';
import { ADMIN_ITEM_ACTIONS, adminItemActions, adminItemRefusal } from './admin-items';
import type { AdminItemAction, AdminItemRefusal } from './admin-items';
import { APPROVAL_STATUSES, ApprovalStatus, REPAIR_STATUSES, RepairStatus } from './codes';

const A = ApprovalStatus;
const R = RepairStatus;

/** The allowed (approval, repair status) pairs of each action, by hand; every other cell is refused. */
const ALLOWED: Record<AdminItemAction, [ApprovalStatus, RepairStatus][]> = {
  reject: [
    [A.pending, R.pending],
    [A.approve, R.pending],
  ],
  markLost: [
    [A.approve, R.pending],
    [A.approve, R.processing],
  ],
  cancelLost: [
    [A.pending, R.lostParcel],
    [A.approve, R.lostParcel],
  ],
  foundAfterClose: [
    [A.completed, R.lostParcel],
    [A.refuse, R.lostParcel],
    [A.cancel, R.lostParcel],
  ],
};

describe("an admin's steps on a pair, by its order and its repair", () => {
  it.each(ADMIN_ITEM_ACTIONS)('%s is allowed exactly in the cells of the table', (action) => {
    for (const approval of APPROVAL_STATUSES)
      for (const status of REPAIR_STATUSES) {
        const allowed = ALLOWED[action].some(([a, s]) => a === approval && s === status);
        const refusal = adminItemRefusal(action, { approval, status, openPairs: 2 });
        expect(refusal === null, `${action} approval ${approval} status ${status}`).toBe(allowed);
        expect(adminItemActions({ approval, status, openPairs: 2 }).includes(action)).toBe(allowed);
      }
  });

  it('says why: the order closed, not approved yet, the pair not in that state', () => {
    const cases: [AdminItemAction, ApprovalStatus, RepairStatus, AdminItemRefusal][] = [
      ['reject', A.completed, R.pending, 'orderClosed'],
      ['reject', A.approve, R.processing, 'pairNotNow'],
      ['markLost', A.pending, R.pending, 'orderNotApproved'],
      ['markLost', A.approve, R.success, 'pairNotNow'],
      ['cancelLost', A.completed, R.lostParcel, 'orderClosed'],
      ['foundAfterClose', A.approve, R.lostParcel, 'pairNotNow'],
    ];
    for (const [action, approval, status, refusal] of cases)
      expect(adminItemRefusal(action, { approval, status, openPairs: 2 })).toBe(refusal);
  });

  it("keeps a pending order's last open pair: refusing the order is the way", () => {
    expect(adminItemRefusal('reject', { approval: A.pending, status: R.pending, openPairs: 1 })).toBe(
      'lastPairRefuseOrder',
    );
    expect(adminItemRefusal('reject', { approval: A.approve, status: R.pending, openPairs: 1 })).toBeNull();
  });
});
