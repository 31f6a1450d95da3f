import type { Kysely, Transaction } from 'kysely';
import { FeeType } from '../../domain/wallet';
import type { DB } from '../db/schema';
import { capture, charge, credit, hold, refund, release } from '../modules/wallet/ledger-service';
import type { LedgerEntry, MoneyCommand } from '../modules/wallet/ledger-service';

/**
 * Demo money (issue 14): the demo sellers' wallets, posted through the ledger service like the app
 * posts them. Every command carries a fixed key, so a later start replays them and posts nothing.
 * `seller` has a real history: a recharge, fees of several types, a consignment collection, a label
 * refund, a paid withdrawal, a cancelled one and one still pending. `seller2` is close to empty.
 */

type Step = (
  trx: Transaction<DB>,
  money: (n: number, cents: number, feeType: FeeType, ref: string) => MoneyCommand,
) => Promise<unknown>;

async function demoUser(db: Kysely<DB>, username: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .where('is_demo', '=', true)
    .executeTakeFirst();
  return row?.id;
}

async function post(
  db: Kysely<DB>,
  username: string,
  operatorId: number | null,
  steps: Step[],
): Promise<void> {
  const sellerId = await demoUser(db, username);
  if (sellerId === undefined) return;
  await db.transaction().execute(async (trx) => {
    const money = (n: number, amountCents: number, feeType: FeeType, ref: string): MoneyCommand => ({
      key: `demo:ledger:${username}:${n}`,
      sellerId,
      amountCents,
      feeType,
      relation: { type: ref.startsWith('W') || ref.startsWith('R') ? 'application' : 'order', ref },
      operatorId,
    });
    for (const step of steps) await step(trx, money);
  });
}

export async function seedDemoLedger(db: Kysely<DB>): Promise<void> {
  const operatorId = (await demoUser(db, 'admin')) ?? null;
  const settle = (n: number, h: LedgerEntry) => ({
    key: `demo:ledger:settle:${n}:${h.key}`,
    holdEntryId: h.id,
    operatorId,
  });
  await post(db, 'seller', operatorId, [
    (trx, m) => credit(trx, m(1, 200_000, FeeType.userRecharge, 'R20260901')),
    (trx, m) => charge(trx, m(2, 1_250, FeeType.shippingFee, 'SO20260903')),
    (trx, m) => charge(trx, m(3, 1_800, FeeType.transshipmentFee, 'SO20260910')),
    async (trx, m) => {
      const label = await charge(trx, m(4, 2_500, FeeType.labelFee, 'SL20260912'));
      await refund(trx, { ...m(5, 2_500, FeeType.labelRefund, 'SL20260912'), refundsEntryId: label.id });
    },
    (trx, m) => credit(trx, m(6, 48_000, FeeType.consignmentCollection, 'CS20260920')),
    (trx, m) => charge(trx, m(7, 4_800, FeeType.consignmentFee, 'CS20260920')),
    (trx, m) => charge(trx, m(8, 1_500, FeeType.switchUserFee, 'SW20260925')),
    (trx, m) => charge(trx, m(9, 3_000, FeeType.shoeRepairDeduction, 'RP20261001')),
    async (trx, m) => {
      const paid = await hold(trx, m(10, 30_000, FeeType.cashWithdrawal, 'W20261005'));
      await capture(trx, settle(10, paid));
      const cancelled = await hold(trx, m(11, 10_000, FeeType.cashWithdrawal, 'W20261012'));
      await release(trx, { ...settle(11, cancelled), feeType: FeeType.cancelCashWithdrawal });
      await hold(trx, m(12, 15_000, FeeType.cashWithdrawal, 'W20261020'));
    },
    (trx, m) => charge(trx, m(13, 999, FeeType.platformFee, 'SO20261021')),
  ]);
  await post(db, 'seller2', operatorId, [
    (trx, m) => credit(trx, m(1, 6_000, FeeType.userRecharge, 'R20261002')),
    (trx, m) => charge(trx, m(2, 2_500, FeeType.labelFee, 'SL20261003')),
    (trx, m) => charge(trx, m(3, 3_350, FeeType.shippingFee, 'SO20261004')),
  ]);
}
