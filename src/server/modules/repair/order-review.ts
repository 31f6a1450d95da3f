import type { ApprovalAction, RepairActor } from '../../../domain/repair/approval';
import { REPAIR_ITEM_STEPS } from '../../../domain/repair/item-steps';
import { pairEstimate, sortedChoices } from '../../../domain/repair/pricing';
import type {
  RepairApproveRequest,
  RepairBulkApproveRequest,
  RepairEditItemRequest,
  RepairRefuseRequest,
} from '../../../domain/repair/requests';
import type { AuthedContext } from '../../http/context';
import { onlineMeta } from '../../kernel/action-context';
import { checkedApproval, recordOrderStep } from './approval-steps';
import { releaseEstimate, reholdEstimate } from './money';
import { checkedItemStep, setPairStatus } from './moves';
import { inRepairTransaction, itemOf, lockItems, lockOrder, lockOrders, repairPrices } from './store';
import type { RepairOrderRow, Trx } from './store';

/**
 * A repair order's review and withdrawal (Audit/RepairOrder, the seller's cancel): approve (one or a
 * batch of orders), refuse with a reason, correct a pair while pending, or the seller's cancel. Each
 * locks the order first and is checked against the approval machine; a refusal or cancel releases
 * the held estimate (fee type 27) and frees the pairs in the same transaction.
 */

export type Done = { id: number; oddNo: string };
const done = (o: RepairOrderRow): Done => ({ id: o.id, oddNo: o.odd_no });

/** Refused or cancelled before any work: every pair freed (1), the hold released, one event per pair. */
async function closeUnworked(
  ctx: AuthedContext,
  trx: Trx,
  order: RepairOrderRow,
  step: { action: Extract<ApprovalAction, 'refuse' | 'cancel'>; actor: RepairActor; reason: string },
): Promise<RepairOrderRow> {
  const to = checkedApproval(ctx, order, step.action, step.actor);
  const items = await lockItems(trx, order.id);
  const meta = onlineMeta();
  for (const item of items) checkedItemStep(ctx.lang, item, 'cancel', 'system');
  await trx
    .updateTable('repair_order_items')
    .set({ status: REPAIR_ITEM_STEPS.cancel.to, open: false, updated_at: meta.at })
    .where('order_id', '=', order.id)
    .execute();
  const productIds = items.map((i) => i.product_id);
  await setPairStatus(trx, productIds, REPAIR_ITEM_STEPS.cancel.itemStatus);
  const money = await releaseEstimate(trx, order, ctx.user.id, `order ${step.action}`);
  const review =
    step.actor === 'admin'
      ? { review_remark: step.reason, reviewed_by: ctx.user.id, reviewed_at: meta.at }
      : {};
  return recordOrderStep(ctx, trx, meta, {
    order,
    action: step.action,
    changes: { ...money, ...review, approval: to, closed_at: meta.at },
    productIds,
  });
}

/** The seller withdraws a pending order (another seller's is not found). */
export function cancelRepairOrder(
  ctx: AuthedContext,
  body: { oddNo: string; requestKey?: string },
): Promise<Done> {
  const request = { scope: 'repair.cancel', key: body.requestKey, body };
  return inRepairTransaction(ctx, request, async (trx) => {
    const order = await lockOrder(trx, body.oddNo, { sellerId: ctx.user.id });
    return done(await closeUnworked(ctx, trx, order, { action: 'cancel', actor: 'seller', reason: '' }));
  });
}

export function refuseRepairOrder(ctx: AuthedContext, body: RepairRefuseRequest): Promise<Done> {
  const request = { scope: 'repair.refuse', key: body.requestKey, body };
  return inRepairTransaction(ctx, request, async (trx) => {
    const order = await lockOrder(trx, body.oddNo);
    return done(
      await closeUnworked(ctx, trx, order, { action: 'refuse', actor: 'admin', reason: body.reason }),
    );
  });
}

async function approveLocked(ctx: AuthedContext, trx: Trx, order: RepairOrderRow, remark: string) {
  const to = checkedApproval(ctx, order, 'approve', 'admin');
  const items = await lockItems(trx, order.id);
  const meta = onlineMeta();
  return recordOrderStep(ctx, trx, meta, {
    order,
    action: 'approve',
    changes: { approval: to, review_remark: remark, reviewed_by: ctx.user.id, reviewed_at: meta.at },
    productIds: items.map((i) => i.product_id),
  });
}

export function approveRepairOrder(ctx: AuthedContext, body: RepairApproveRequest): Promise<Done> {
  const request = { scope: 'repair.approve', key: body.requestKey, body };
  return inRepairTransaction(ctx, request, async (trx) =>
    done(await approveLocked(ctx, trx, await lockOrder(trx, body.oddNo), body.remark)),
  );
}

/** Batch approval: every order approved, or none (the first that may not be is the 409). */
export function bulkApproveRepairOrders(
  ctx: AuthedContext,
  body: RepairBulkApproveRequest,
): Promise<{ approved: string[] }> {
  const request = { scope: 'repair.bulkApprove', key: body.requestKey, body };
  return inRepairTransaction(ctx, request, async (trx) => {
    const approved: string[] = [];
    for (const order of await lockOrders(trx, body.oddNos))
      approved.push((await approveLocked(ctx, trx, order, '')).odd_no);
    return { approved };
  });
}

/**
 * Corrects a pending order's pair (its issues and repair items): priced again from Fee/RepairMange,
 * and when the order's estimate changes the old hold is released and the new estimate held, together
 * (a seller without the difference is the wallet's 409, and nothing changes).
 */
export function editRepairItem(ctx: AuthedContext, body: RepairEditItemRequest): Promise<Done> {
  const request = { scope: 'repair.editItem', key: body.requestKey, body };
  return inRepairTransaction(ctx, request, async (trx) => {
    const order = await lockOrder(trx, body.oddNo);
    checkedApproval(ctx, order, 'edit', 'admin');
    const items = await lockItems(trx, order.id);
    const item = itemOf(items, order, body.oneId);
    const repairs = sortedChoices(body.repairs);
    const priced = pairEstimate(repairs, await repairPrices(trx));
    const estimate = order.estimate_cents - item.estimate_cents + priced.cents;
    await trx
      .updateTable('repair_order_items')
      .set({
        issues: JSON.stringify(body.issues),
        repairs: JSON.stringify(repairs),
        estimate_cents: priced.cents,
        updated_at: new Date(),
      })
      .where('id', '=', item.id)
      .execute();
    const money =
      estimate === order.estimate_cents ? {} : await reholdEstimate(trx, order, estimate, ctx.user.id);
    const after = await recordOrderStep(ctx, trx, onlineMeta(), {
      order,
      action: 'edit',
      changes: { ...money, estimate_cents: estimate },
      productIds: [item.product_id],
    });
    return done(after);
  });
}
