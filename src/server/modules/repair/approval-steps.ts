import type { Updateable } from 'kysely';
import { ApprovalStatus, APPROVAL_STATUS_LABEL } from '../../../domain/repair/codes';
import { approvalStep } from '../../../domain/repair/approval';
import type { ApprovalAction, RepairActor } from '../../../domain/repair/approval';
import { isRepairOpen } from '../../../domain/repair/item-steps';
import type { RepairStatus } from '../../../domain/repair/codes';
import type { RepairOrdersTable } from '../../db/repair-tables';
import type { AuthedContext } from '../../http/context';
import { conflict } from '../../http/errors';
import { translate } from '../../http/messages';
import type { ActionMeta } from '../../kernel/action-context';
import { recordAudit } from '../../kernel/audit-log';
import { settleRepairs } from './money';
import { writeRepairEvents } from './moves';
import { lockItems } from './store';
import type { RepairOrderRow, Trx } from './store';

/**
 * Steps of a repair order's approval (src/domain/repair/approval.ts): the check against the machine,
 * the order's row, every pair's event and the audit entry, in the caller's transaction with the order
 * locked. Completion is taken by whichever step gives the order's last open pair its outcome.
 */

/** The approval `actor` may move the order to by `action`, or 409 naming the order and where it is. */
export function checkedApproval(
  ctx: AuthedContext,
  order: RepairOrderRow,
  action: ApprovalAction,
  actor: RepairActor,
): ApprovalStatus {
  const to = approvalStep(order.approval as ApprovalStatus, action, actor);
  if (to === null)
    throw conflict('repair:errors.orderNotNow', {
      oddNo: order.odd_no,
      approval: translate(ctx.lang, APPROVAL_STATUS_LABEL[order.approval as ApprovalStatus]),
    });
  return to;
}

export type OrderChanges = Omit<Updateable<RepairOrdersTable>, 'id' | 'odd_no' | 'shop_user_id' | 'ware_id'>;

const facts = (o: RepairOrderRow) => ({
  approval: o.approval,
  estimateCents: o.estimate_cents,
  repairCents: o.repair_cents,
  reviewRemark: o.review_remark,
});

/** Writes a step of the order: its row, an event on each of the given pairs, and the audit entry. */
export async function recordOrderStep(
  ctx: AuthedContext,
  trx: Trx,
  meta: ActionMeta,
  step: {
    order: RepairOrderRow;
    action: ApprovalAction;
    changes: OrderChanges;
    productIds: readonly number[];
  },
): Promise<RepairOrderRow> {
  const after = await trx
    .updateTable('repair_orders')
    .set({ ...step.changes, updated_at: meta.at })
    .where('id', '=', step.order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeRepairEvents(ctx, trx, meta, after, step.productIds, step.action);
  await recordAudit(
    ctx,
    {
      action: `repair.${step.action}`,
      entity: 'repair_order',
      entityId: after.odd_no,
      before: facts(step.order),
      after: facts(after),
    },
    trx,
  );
  return after;
}

/**
 * Completes an approved order once none of its pairs is open (each repaired, failed, lost or taken
 * out): the repair cost settled through the wallet, approval completed, an event on every pair. The
 * order is locked by the caller (every step of its pairs locks it first); an order with open pairs,
 * or not approved, is left as it is.
 */
export async function completeIfDone(
  ctx: AuthedContext,
  trx: Trx,
  meta: ActionMeta,
  order: RepairOrderRow,
): Promise<RepairOrderRow> {
  if (order.approval !== ApprovalStatus.approve) return order;
  const items = await lockItems(trx, order.id);
  if (items.some((i) => isRepairOpen(i.status as RepairStatus))) return order;
  const to = checkedApproval(ctx, order, 'complete', 'system');
  const money = await settleRepairs(trx, order, items, ctx.user.id);
  return recordOrderStep(ctx, trx, meta, {
    order,
    action: 'complete',
    changes: { ...money, approval: to, closed_at: meta.at },
    productIds: items.map((i) => i.product_id),
  });
}
