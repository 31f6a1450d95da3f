import { APPROVAL_OPEN } from '../../../domain/repair/approval';
import { adminItemRefusal } from '../../../domain/repair/admin-items';
import type { AdminItemAction } from '../../../domain/repair/admin-items';
import type { ApprovalStatus, RepairStatus } from '../../../domain/repair/codes';
import { foundAction, isRepairOpen } from '../../../domain/repair/item-steps';
import type { RepairItemRequest, RepairRejectItemRequest } from '../../../domain/repair/requests';
import type { AuthedContext } from '../../http/context';
import { conflict } from '../../http/errors';
import { onlineMeta } from '../../kernel/action-context';
import { completeIfDone } from './approval-steps';
import { moveItem, pairNotNow } from './moves';
import type { ItemChanges } from './moves';
import type { Done } from './order-review';
import { inRepairTransaction, itemOf, lockItems, lockOrder } from './store';

/**
 * An admin's steps on one pair ("reject or edit items"; TaskManage RepairTask: mark a lost box,
 * cancel a lost box), allowed as src/domain/repair/admin-items.ts says: each locks the order, then its
 * pairs, takes the pair's step (its status, the pair's inventory status, its event) and completes the
 * order when that was its last open pair, all in one transaction, once per request key.
 */

type AdminItemStep = {
  scope: string;
  body: RepairItemRequest;
  action: AdminItemAction | ((orderOpen: boolean) => AdminItemAction);
  changes?: ItemChanges;
};

function adminItemStep(ctx: AuthedContext, step: AdminItemStep): Promise<Done> {
  const request = { scope: step.scope, key: step.body.requestKey, body: step.body };
  return inRepairTransaction(ctx, request, async (trx) => {
    const order = await lockOrder(trx, step.body.oddNo);
    const items = await lockItems(trx, order.id);
    const item = itemOf(items, order, step.body.oneId);
    const approval = order.approval as ApprovalStatus;
    const action =
      typeof step.action === 'function' ? step.action(APPROVAL_OPEN.includes(approval)) : step.action;
    const refusal = adminItemRefusal(action, {
      approval,
      status: item.status as RepairStatus,
      openPairs: items.filter((i) => isRepairOpen(i.status as RepairStatus)).length,
    });
    if (refusal === 'pairNotNow') throw pairNotNow(ctx.lang, item, action);
    if (refusal !== null) throw conflict(`repair:errors.${refusal}`, { oddNo: order.odd_no });
    const meta = onlineMeta();
    await moveItem(ctx, trx, meta, order, item, { action, actor: 'admin', changes: step.changes });
    const after = await completeIfDone(ctx, trx, meta, order);
    return { id: after.id, oddNo: after.odd_no };
  });
}

/** Takes a pair out of an open order before any work, with the reason its seller reads; it is not charged. */
export function rejectRepairItem(ctx: AuthedContext, body: RepairRejectItemRequest): Promise<Done> {
  return adminItemStep(ctx, {
    scope: 'repair.rejectItem',
    body,
    action: 'reject',
    changes: { reject_reason: body.reason },
  });
}

/** Marks a pair's box lost: it is not charged, and the repair holds it until it is found. */
export function markRepairItemLost(ctx: AuthedContext, body: RepairItemRequest): Promise<Done> {
  return adminItemStep(ctx, {
    scope: 'repair.markLost',
    body,
    action: 'markLost',
    changes: { lost_at: new Date() },
  });
}

/** Cancels a lost box: the pair waits to be picked again while its order is open, or is freed after it. */
export function cancelRepairItemLost(ctx: AuthedContext, body: RepairItemRequest): Promise<Done> {
  return adminItemStep(ctx, {
    scope: 'repair.cancelLost',
    body,
    action: foundAction,
    changes: { lost_at: null },
  });
}
