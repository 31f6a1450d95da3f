import type { Updateable } from 'kysely';
import { repairCostCents, settlementOf } from '../../../domain/repair/pricing';
import type { RepairStatus } from '../../../domain/repair/codes';
import { FeeType } from '../../../domain/wallet/wallet';
import type { Relation } from '../../../domain/wallet/wallet';
import type { RepairOrdersTable } from '../../db/repair-tables';
import * as ledger from '../wallet/ledger-service';
import type { RepairItemRow, RepairOrderRow, Trx } from './store';

/**
 * A repair order's money, through the wallet's ledger only (ARCHITECTURE.md section 9), in the order's
 * transaction: the estimate held at submission (fee type 26, shoe repair deduction); on completion the
 * repaired pairs' cost captured (26) and the rest refunded (27, shoe repair refund), or the whole hold
 * released (27) when nothing was repaired, the order refused or cancelled. Every entry's key is the
 * order number and the step, so a step taken twice (two tablets, a resend) posts nothing new; the
 * callers lock the order and check its approval first, so a settled order is never settled again.
 */

type MoneyColumns = Pick<
  Updateable<RepairOrdersTable>,
  'hold_entry_id' | 'hold_rev' | 'capture_entry_id' | 'refund_entry_id' | 'release_entry_id' | 'repair_cents'
>;

const relationOf = (order: Pick<RepairOrderRow, 'odd_no'>): Relation => ({
  type: 'order',
  ref: order.odd_no,
});
const keyOf = (order: Pick<RepairOrderRow, 'odd_no'>, step: string) => `repair:${order.odd_no}:${step}`;

/** The estimate held; too little money is the wallet's 409 with the shortfall, and nothing is made. */
export async function holdEstimate(
  trx: Trx,
  order: Pick<RepairOrderRow, 'odd_no' | 'shop_user_id' | 'estimate_cents' | 'hold_rev'>,
  operatorId: number,
): Promise<MoneyColumns> {
  const held = await ledger.hold(trx, {
    key: keyOf(order, `hold:${order.hold_rev}`),
    sellerId: order.shop_user_id,
    amountCents: order.estimate_cents,
    feeType: FeeType.shoeRepairDeduction,
    relation: relationOf(order),
    operatorId,
  });
  return { hold_entry_id: held.id };
}

async function releaseHold(trx: Trx, order: RepairOrderRow, operatorId: number, note: string) {
  if (order.hold_entry_id === null) throw new Error(`repair order ${order.odd_no} holds nothing`);
  return ledger.release(trx, {
    key: keyOf(order, `release:${order.hold_rev}`),
    holdEntryId: order.hold_entry_id,
    operatorId,
    feeType: FeeType.shoeRepairRefund,
    note,
  });
}

/** An admin's edit changed the estimate: the old hold released and the new estimate held, together. */
export async function reholdEstimate(
  trx: Trx,
  order: RepairOrderRow,
  estimateCents: number,
  operatorId: number,
): Promise<MoneyColumns> {
  await releaseHold(trx, order, operatorId, 'estimate changed');
  const next = { ...order, estimate_cents: estimateCents, hold_rev: order.hold_rev + 1 };
  return { ...(await holdEstimate(trx, next, operatorId)), hold_rev: next.hold_rev };
}

/** Refused or cancelled: the whole hold back to the seller. */
export async function releaseEstimate(
  trx: Trx,
  order: RepairOrderRow,
  operatorId: number,
  note: string,
): Promise<MoneyColumns> {
  return { release_entry_id: (await releaseHold(trx, order, operatorId, note)).id, repair_cents: 0 };
}

/** Every pair has its outcome: the repaired pairs' cost captured and the rest refunded, or all released. */
export async function settleRepairs(
  trx: Trx,
  order: RepairOrderRow,
  items: readonly RepairItemRow[],
  operatorId: number,
): Promise<MoneyColumns> {
  const cost = repairCostCents(
    items.map((i) => ({ status: i.status as RepairStatus, estimateCents: i.estimate_cents })),
  );
  const settlement = settlementOf(order.estimate_cents, cost);
  if (settlement.kind === 'release') return releaseEstimate(trx, order, operatorId, 'nothing repaired');
  const captured = await ledger.capture(trx, {
    key: keyOf(order, 'capture'),
    holdEntryId: order.hold_entry_id as number,
    operatorId,
    feeType: FeeType.shoeRepairDeduction,
  });
  const columns: MoneyColumns = { capture_entry_id: captured.id, repair_cents: cost };
  if (settlement.refundCents === 0) return columns;
  const refunded = await ledger.refund(trx, {
    key: keyOf(order, 'refund'),
    refundsEntryId: captured.id,
    sellerId: order.shop_user_id,
    amountCents: settlement.refundCents,
    feeType: FeeType.shoeRepairRefund,
    relation: relationOf(order),
    operatorId,
    note: 'pairs not repaired',
  });
  return { ...columns, refund_entry_id: refunded.id };
}
