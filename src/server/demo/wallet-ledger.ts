import type { Kysely, Transaction } from 'kysely';
import { FeeType } from '../../domain/wallet/wallet';
import type { DB } from '../db/schema';
import { charge, credit, refund } from '../modules/wallet/ledger-service';
import type { MoneyCommand } from '../modules/wallet/ledger-service';

/**
 * Demo money (issue 14): the demo sellers' fees and collections, posted through the ledger service
 * like the app posts them. Every command carries a fixed key, so a later start replays them and posts
 * nothing. Each entry points at something that exists: a pair of the seller's (its ONE ID opens the
 * drawer) or, for seller2's opening deposit, the admin's manual deposit. Recharges and withdrawals
 * come from the demo applications (wallet-applications.ts), seeded first: they fund `seller`.
 * `seller` pays fees of several types and has a consignment collection and a refunded label;
 * `seller2` is close to empty.
 */

type Step = (
  trx: Transaction<DB>,
  money: (n: number, cents: number, feeType: FeeType, pair: number) => MoneyCommand,
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

/** The seller's pairs, oldest first: what the fees are for. */
async function pairsOf(db: Kysely<DB>, sellerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('products')
    .select('one_id')
    .where('shop_user_id', '=', sellerId)
    .orderBy('id')
    .limit(8)
    .execute();
  return rows.map((r) => r.one_id);
}

async function post(
  db: Kysely<DB>,
  username: string,
  operatorId: number | null,
  steps: Step[],
): Promise<void> {
  const sellerId = await demoUser(db, username);
  if (sellerId === undefined) return;
  const pairs = await pairsOf(db, sellerId);
  await db.transaction().execute(async (trx) => {
    const money = (n: number, amountCents: number, feeType: FeeType, pair: number): MoneyCommand => ({
      key: `demo:ledger:${username}:${n}`,
      sellerId,
      amountCents,
      feeType,
      relation:
        pair < 0 || pairs.length === 0
          ? { type: 'manual', ref: `demo-opening-${username}` }
          : { type: 'oneId', ref: pairs[pair % pairs.length] },
      operatorId,
    });
    for (const step of steps) await step(trx, money);
  });
}

/** A manual deposit rather than a pair (the `pair` argument of a step). */
const OPENING = -1;

export async function seedDemoLedger(db: Kysely<DB>): Promise<void> {
  const operatorId = (await demoUser(db, 'admin')) ?? null;
  await post(db, 'seller', operatorId, [
    (trx, m) => charge(trx, m(2, 1_250, FeeType.shippingFee, 0)),
    (trx, m) => charge(trx, m(3, 1_800, FeeType.transshipmentFee, 1)),
    async (trx, m) => {
      const label = await charge(trx, m(4, 2_500, FeeType.labelFee, 2));
      await refund(trx, { ...m(5, 2_500, FeeType.labelRefund, 2), refundsEntryId: label.id });
    },
    (trx, m) => credit(trx, m(6, 48_000, FeeType.consignmentCollection, 3)),
    (trx, m) => charge(trx, m(7, 4_800, FeeType.consignmentFee, 3)),
    (trx, m) => charge(trx, m(8, 1_500, FeeType.switchUserFee, 4)),
    (trx, m) => charge(trx, m(9, 3_000, FeeType.shoeRepairDeduction, 5)),
    (trx, m) => charge(trx, m(13, 999, FeeType.platformFee, 6)),
  ]);
  await post(db, 'seller2', operatorId, [
    (trx, m) => credit(trx, m(1, 6_000, FeeType.userRecharge, OPENING)),
    (trx, m) => charge(trx, m(2, 2_500, FeeType.labelFee, 0)),
    (trx, m) => charge(trx, m(3, 3_350, FeeType.shippingFee, 1)),
  ]);
}
