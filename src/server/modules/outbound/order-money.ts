import type { Transaction } from 'kysely';
import { OrderKind } from '../../../domain/outbound-kind-codes';
import type { MoneyStep } from '../../../domain/outbound-kind-codes';
import { FeeType } from '../../../domain/wallet';
import type { Relation } from '../../../domain/wallet';
import {
  cashOutDeductionCents,
  shippingFeeCents,
  switchUserFeeCents,
  transshipmentFeeCents,
} from '../../../domain/wallet-fees';
import type { RateCard } from '../../../domain/wallet-fees';
import type { DB } from '../../db/schema';
import type { Db } from '../../kernel/db-helpers';
import type { PaidState } from '../../db/outbound-tables';
import * as ledger from '../wallet/ledger-service';
import { rateCardInForce } from '../wallet/rate-service';
import type { OrderRow } from './order-engine';

/**
 * An outbound order's money, through the wallet's ledger only (ARCHITECTURE.md section 9), in the
 * order's transaction. Every entry's idempotency key is the order number and the step, so a repeated
 * pay, capture or credit posts nothing new.
 */

type Trx = Transaction<DB>;
type OrderMoneyColumns = Partial<
  Pick<
    OrderRow,
    | 'paid_state'
    | 'hold_entry_id'
    | 'capture_entry_id'
    | 'release_entry_id'
    | 'credit_entry_id'
    | 'deduction_entry_id'
  >
>;

const relationOf = (order: OrderRow): Relation => ({ type: 'order', ref: order.odd_no });

/** The fee a kind quotes at approval, from the seller's rate card in force: per pair, with its fee type. */
const QUOTED_FEE: Partial<
  Record<OrderKind, { feeType: number; of: (card: RateCard, pairs: number) => number }>
> = {
  [OrderKind.shipWithLabel]: { feeType: FeeType.shippingFee, of: shippingFeeCents },
  [OrderKind.reship]: { feeType: FeeType.transshipmentFee, of: transshipmentFeeCents },
  [OrderKind.switchUser]: { feeType: FeeType.switchUserFee, of: switchUserFeeCents },
};

export type KindFees = {
  feeType: number | null;
  perPairCents: number;
  totalCents: number;
  /** Cash-out: the share of the price its deduction keeps (fee 12). */
  cashOutDeductionBasisPoints: number | null;
};

/**
 * The fees an order of a kind on this many pairs is quoted, from the seller's rate card in force at
 * `at`: what the approval books and what the seller sees before confirming (POST /outbound/preview).
 */
export async function feesOfKind(
  db: Db,
  sellerId: number,
  kind: OrderKind,
  pairs: number,
  at: Date,
): Promise<KindFees> {
  const fee = QUOTED_FEE[kind];
  const { card } = await rateCardInForce(db, sellerId, at);
  return {
    feeType: fee?.feeType ?? null,
    perPairCents: fee ? fee.of(card, 1) : 0,
    totalCents: fee ? fee.of(card, pairs) : 0,
    cashOutDeductionBasisPoints: kind === OrderKind.cashOut ? card.cashOutDeductionBasisPoints : null,
  };
}

export async function quoteFees(
  trx: Trx,
  order: OrderRow,
  pairs: number,
  at: Date,
): Promise<{ fee_type: number | null; fee_cents: number }> {
  const fees = await feesOfKind(trx, order.shop_user_id, order.kind as OrderKind, pairs, at);
  return { fee_type: fees.feeType, fee_cents: fees.totalCents };
}

/** Cash-out: the deduction (fee 12) the seller's card keeps of a quoted price. */
export async function cashOutDeduction(
  trx: Trx,
  order: OrderRow,
  priceCents: number,
  at: Date,
): Promise<number> {
  const { card } = await rateCardInForce(trx, order.shop_user_id, at);
  return cashOutDeductionCents(card, priceCents);
}

function feeCommand(order: OrderRow, step: string, operatorId: number): ledger.MoneyCommand {
  return {
    key: `outbound:${order.odd_no}:${step}`,
    sellerId: order.shop_user_id,
    amountCents: order.fee_cents,
    feeType: order.fee_type as ledger.MoneyCommand['feeType'],
    relation: relationOf(order),
    operatorId,
  };
}

async function holdFees(trx: Trx, order: OrderRow, operatorId: number): Promise<OrderMoneyColumns> {
  if (order.fee_cents === 0) return {};
  const held = await ledger.hold(trx, feeCommand(order, 'hold', operatorId));
  return { paid_state: 'held', hold_entry_id: held.id };
}

async function captureFees(trx: Trx, order: OrderRow, operatorId: number): Promise<OrderMoneyColumns> {
  if (order.hold_entry_id === null || order.paid_state !== 'held') return {};
  const captured = await ledger.capture(trx, {
    key: `outbound:${order.odd_no}:capture`,
    holdEntryId: order.hold_entry_id,
    operatorId,
  });
  return { paid_state: 'captured', capture_entry_id: captured.id };
}

async function releaseFees(trx: Trx, order: OrderRow, operatorId: number): Promise<OrderMoneyColumns> {
  if (order.hold_entry_id === null || order.paid_state !== 'held') return {};
  const released = await ledger.release(trx, {
    key: `outbound:${order.odd_no}:release`,
    holdEntryId: order.hold_entry_id,
    operatorId,
    feeType: order.fee_type as ledger.ReleaseCommand['feeType'],
    note: 'order recalled',
  });
  return { paid_state: 'released', release_entry_id: released.id };
}

/** Cash-out accepted: the price credited (fee 5), then the deduction charged (fee 12), to the same seller. */
async function creditCashOut(
  trx: Trx,
  order: OrderRow,
  operatorId: number,
  newOwnerId: number,
): Promise<OrderMoneyColumns> {
  const base = {
    sellerId: order.shop_user_id,
    relation: relationOf(order),
    operatorId,
    originalUserId: order.shop_user_id,
    newUserId: newOwnerId,
  };
  const credited = await ledger.credit(trx, {
    ...base,
    key: `outbound:${order.odd_no}:collect`,
    amountCents: order.quote_cents as number,
    feeType: FeeType.cashoutCollection,
  });
  const deduction = order.deduction_cents ?? 0;
  const deducted =
    deduction > 0
      ? await ledger.charge(trx, {
          ...base,
          key: `outbound:${order.odd_no}:deduct`,
          amountCents: deduction,
          feeType: FeeType.cashoutDeduction,
        })
      : null;
  return { paid_state: 'credited', credit_entry_id: credited.id, deduction_entry_id: deducted?.id ?? null };
}

/**
 * The money a step moves, before the step is applied (so a refusal, e.g. InsufficientFunds, changes
 * nothing): the columns of the order to set with the step.
 */
export async function moveMoney(
  trx: Trx,
  step: MoneyStep | undefined,
  order: OrderRow,
  operatorId: number,
  newOwnerId?: number,
): Promise<OrderMoneyColumns> {
  switch (step) {
    case 'hold':
      return holdFees(trx, order, operatorId);
    case 'holdAndCapture': {
      const held = await holdFees(trx, order, operatorId);
      if (!held.hold_entry_id) return held;
      return { ...held, ...(await captureFees(trx, { ...order, ...held } as OrderRow, operatorId)) };
    }
    case 'capture':
      return captureFees(trx, order, operatorId);
    case 'releaseIfHeld':
      return releaseFees(trx, order, operatorId);
    case 'creditCashOut':
      return creditCashOut(trx, order, operatorId, newOwnerId as number);
    default:
      return {};
  }
}

export function isPaid(state: PaidState): boolean {
  return state === 'held' || state === 'captured';
}
