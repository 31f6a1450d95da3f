import type { Transaction } from 'kysely';
import { OrderKind } from '../../../domain/outbound/kind-codes';
import type { MoneyStep } from '../../../domain/outbound/kind-codes';
import { consignmentPayoutCents } from '../../../domain/outbound/consignment';
import { payableOfOrder } from '../../../domain/outbound/outbound';
import type { PaidParts } from '../../../domain/outbound/outbound';
import { FeeType } from '../../../domain/wallet/wallet';
import type { Relation } from '../../../domain/wallet/wallet';
import {
  cashOutDeductionCents,
  shippingFeeCents,
  switchUserFeeCents,
  transshipmentFeeCents,
} from '../../../domain/wallet/fees';
import type { RateCard } from '../../../domain/wallet/fees';
import type { DB } from '../../db/schema';
import type { Db } from '../../kernel/db-helpers';
import type { PaidState } from '../../db/outbound-tables';
import * as ledger from '../wallet/ledger-service';
import { rateCardInForce, storageFeeToDate } from '../wallet/rate-service';
import type { OrderRow } from './order-engine';

/**
 * An outbound order's money, through the wallet's ledger only (ARCHITECTURE.md section 9), in the
 * order's transaction. Every entry's idempotency key is the order number and the step, so a repeated
 * pay, capture or credit posts nothing new.
 */

type Trx = Transaction<DB>;
type HoldColumn = 'hold_entry_id' | 'storage_hold_entry_id' | 'label_hold_entry_id';
type SettleColumn =
  | 'capture_entry_id'
  | 'release_entry_id'
  | 'storage_capture_entry_id'
  | 'storage_release_entry_id'
  | 'label_capture_entry_id'
  | 'label_release_entry_id';
type CreditColumn = 'credit_entry_id' | 'deduction_entry_id' | 'platform_fee_entry_id';
type OrderMoneyColumns = Partial<Pick<OrderRow, 'paid_state' | HoldColumn | SettleColumn | CreditColumn>>;

const relationOf = (order: OrderRow): Relation => ({ type: 'order', ref: order.odd_no });

/**
 * The parts an order pays, each held, captured or released on its own entries: the kind's fee (its
 * fee type), the storage fee to the day of approval (fee type 3, shipping fee: the spec has no
 * storage fee type) and a reship's carrier label quoted at approval (fee type 25). Each part's keys
 * are the order number and the step, so nothing posts twice.
 */
type PaidPart = {
  keyPrefix: string;
  cents: (o: OrderRow) => number;
  feeType: (o: OrderRow) => number;
  hold: HoldColumn;
  capture: SettleColumn;
  release: SettleColumn;
};
const PAID_PARTS: readonly PaidPart[] = [
  {
    keyPrefix: '',
    cents: (o) => o.fee_cents,
    feeType: (o) => o.fee_type as number,
    hold: 'hold_entry_id',
    capture: 'capture_entry_id',
    release: 'release_entry_id',
  },
  {
    keyPrefix: 'storage-',
    cents: (o) => o.storage_cents,
    feeType: () => FeeType.shippingFee,
    hold: 'storage_hold_entry_id',
    capture: 'storage_capture_entry_id',
    release: 'storage_release_entry_id',
  },
  {
    keyPrefix: 'label-',
    cents: (o) => o.label_fee_cents,
    feeType: () => FeeType.labelFee,
    hold: 'label_hold_entry_id',
    capture: 'label_capture_entry_id',
    release: 'label_release_entry_id',
  },
];

/** The fee a kind quotes at approval, from the seller's rate card in force: per pair, with its fee type. */
const QUOTED_FEE: Partial<
  Record<OrderKind, { feeType: number; of: (card: RateCard, pairs: number) => number }>
> = {
  [OrderKind.shipWithLabel]: { feeType: FeeType.shippingFee, of: shippingFeeCents },
  [OrderKind.reship]: { feeType: FeeType.transshipmentFee, of: transshipmentFeeCents },
  [OrderKind.switchUser]: { feeType: FeeType.switchUserFee, of: switchUserFeeCents },
};

/** Kinds whose pairs leave the warehouse at the seller's request: they pay the storage fee to date. */
const PAYS_STORAGE: readonly OrderKind[] = [OrderKind.shipWithLabel, OrderKind.reship];
export const paysStorage = (kind: OrderKind): boolean => PAYS_STORAGE.includes(kind);

export type QuotedFees = { fee_type: number | null; fee_cents: number; storage_cents: number };

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

/** The fees approval quotes: the kind's fee for its pairs, and the pairs' storage fee to that moment. */
export async function quoteFees(
  trx: Trx,
  order: OrderRow,
  productIds: readonly number[],
  at: Date,
): Promise<QuotedFees> {
  let storage = 0;
  if (paysStorage(order.kind as OrderKind)) {
    for (const id of productIds) storage += (await storageFeeToDate(trx, id, at)).wareFeeCents;
  }
  const fees = await feesOfKind(trx, order.shop_user_id, order.kind as OrderKind, productIds.length, at);
  return { fee_type: fees.feeType, fee_cents: fees.totalCents, storage_cents: storage };
}

/** The parts an order's row keeps, as the domain's rule for the total reads them. */
export const paidPartsOf = (
  order: Pick<OrderRow, 'fee_cents' | 'storage_cents' | 'label_fee_cents'>,
): PaidParts => ({
  feeCents: order.fee_cents,
  storageCents: order.storage_cents,
  labelFeeCents: order.label_fee_cents,
});

/** What the seller pays for the order: every part. */
export const payableCents = (order: OrderRow): number => payableOfOrder(paidPartsOf(order));

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

/** Holds every part; too little money is refused with the whole order's shortfall, not one part's. */
async function holdFees(trx: Trx, order: OrderRow, operatorId: number): Promise<OrderMoneyColumns> {
  const columns: OrderMoneyColumns = {};
  for (const [index, part] of PAID_PARTS.entries()) {
    const cents = part.cents(order);
    if (cents === 0) continue;
    const held = await holdPart(trx, order, operatorId, part).catch((error: unknown) => {
      if (!(error instanceof ledger.InsufficientFunds)) throw error;
      const rest = PAID_PARTS.slice(index + 1).reduce((sum, p) => sum + p.cents(order), 0);
      throw new ledger.InsufficientFunds(error.shortfallCents + rest);
    });
    columns[part.hold] = held.id;
    columns.paid_state = 'held';
  }
  return columns;
}

function holdPart(trx: Trx, order: OrderRow, operatorId: number, part: PaidPart) {
  return ledger.hold(trx, {
    key: `outbound:${order.odd_no}:${part.keyPrefix}hold`,
    sellerId: order.shop_user_id,
    amountCents: part.cents(order),
    feeType: part.feeType(order) as ledger.MoneyCommand['feeType'],
    relation: relationOf(order),
    operatorId,
  });
}

/** Capture (the pairs left) or release (recalled) every held part of a paid order. */
async function settleFees(
  trx: Trx,
  order: OrderRow,
  operatorId: number,
  how: 'capture' | 'release',
): Promise<OrderMoneyColumns> {
  if (order.paid_state !== 'held') return {};
  const columns: OrderMoneyColumns = { paid_state: how === 'capture' ? 'captured' : 'released' };
  for (const part of PAID_PARTS) {
    const holdEntryId = order[part.hold];
    if (holdEntryId === null) continue;
    const key = `outbound:${order.odd_no}:${part.keyPrefix}${how}`;
    const settled =
      how === 'capture'
        ? await ledger.capture(trx, { key, holdEntryId, operatorId })
        : await ledger.release(trx, {
            key,
            holdEntryId,
            operatorId,
            feeType: part.feeType(order) as ledger.ReleaseCommand['feeType'],
            note: 'order recalled',
          });
    columns[how === 'capture' ? part.capture : part.release] = settled.id;
  }
  return columns;
}

/** One entry of a collection: its key's step, amount, fee type and the order's column for it. */
type Posting = { step: string; cents: number; feeType: FeeType; column: CreditColumn };

/**
 * A collection credited to the order's seller, then each fee charged of it (a fee of 0 posts
 * nothing): the cash-out's price less its deduction, the consignment's sale less its fees.
 */
async function creditLessFees(
  trx: Trx,
  order: OrderRow,
  operatorId: number,
  [collection, ...fees]: [Posting, ...Posting[]],
  owners: { originalUserId?: number; newUserId?: number } = {},
): Promise<OrderMoneyColumns> {
  const base = { sellerId: order.shop_user_id, relation: relationOf(order), operatorId, ...owners };
  const post = (kind: 'credit' | 'charge', p: Posting) =>
    ledger[kind](trx, {
      ...base,
      key: `outbound:${order.odd_no}:${p.step}`,
      amountCents: p.cents,
      feeType: p.feeType,
    });
  const columns: OrderMoneyColumns = { paid_state: 'credited' };
  columns[collection.column] = (await post('credit', collection)).id;
  for (const fee of fees) if (fee.cents > 0) columns[fee.column] = (await post('charge', fee)).id;
  return columns;
}

/** Cash-out accepted: the price credited (fee 5), then the deduction charged (fee 12), to the same seller. */
function creditCashOut(trx: Trx, order: OrderRow, operatorId: number, newOwnerId: number) {
  return creditLessFees(
    trx,
    order,
    operatorId,
    [
      {
        step: 'collect',
        cents: order.quote_cents as number,
        feeType: FeeType.cashoutCollection,
        column: 'credit_entry_id',
      },
      {
        step: 'deduct',
        cents: order.deduction_cents ?? 0,
        feeType: FeeType.cashoutDeduction,
        column: 'deduction_entry_id',
      },
    ],
    { originalUserId: order.shop_user_id, newUserId: newOwnerId },
  );
}

/** Consignment completed: the sale credited (fee 6) less the consignment fee (11) and the platform fee (22). */
function creditConsignment(trx: Trx, order: OrderRow, operatorId: number) {
  return creditLessFees(trx, order, operatorId, [
    {
      step: 'collect',
      cents: order.sold_price_cents as number,
      feeType: FeeType.consignmentCollection,
      column: 'credit_entry_id',
    },
    {
      step: 'deduct',
      cents: order.consignment_fee_cents ?? 0,
      feeType: FeeType.consignmentFee,
      column: 'deduction_entry_id',
    },
    {
      step: 'platformFee',
      cents: order.platform_fee_cents ?? 0,
      feeType: FeeType.platformFee,
      column: 'platform_fee_entry_id',
    },
  ]);
}

/**
 * A completed consignment's pair came back from its buyer: the payout is taken back as the platform
 * return deduction (fee 17), once (the key). A seller without the money is InsufficientFunds.
 */
export async function chargePlatformReturn(trx: Trx, order: OrderRow, operatorId: number) {
  const entry = await ledger.charge(trx, {
    sellerId: order.shop_user_id,
    relation: relationOf(order),
    operatorId,
    key: `outbound:${order.odd_no}:return`,
    amountCents: consignmentPayoutCents({
      soldPriceCents: order.sold_price_cents,
      consignmentFeeCents: order.consignment_fee_cents,
      platformFeeCents: order.platform_fee_cents,
    }),
    feeType: FeeType.platformReturnDeduction,
  });
  return { return_entry_id: entry.id };
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
      return {
        ...held,
        ...(await settleFees(trx, { ...order, ...held } as OrderRow, operatorId, 'capture')),
      };
    }
    case 'capture':
      return settleFees(trx, order, operatorId, 'capture');
    case 'releaseIfHeld':
      return settleFees(trx, order, operatorId, 'release');
    case 'creditCashOut':
      return creditCashOut(trx, order, operatorId, newOwnerId as number);
    case 'creditConsignment':
      return creditConsignment(trx, order, operatorId);
    default:
      return {};
  }
}

export function isPaid(state: PaidState): boolean {
  return state === 'held' || state === 'captured';
}
