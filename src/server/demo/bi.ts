import type { Kysely } from 'kysely';
import { FeeType } from '../../domain/wallet/wallet';
import type { DB } from '../db/schema';
import { refreshBiViews } from '../modules/bi/bi-refresh-job';
import { DAY_MS, postBackdatedDemoEntry, spreadDemoSales } from './bi-history';
import type { BackdatedDemoEntry } from './bi-history';

/**
 * The BI board's month (issue 28 point 8): the demo seller's money over the last 30 days, so its cash
 * and fee figures have a shape: recharges every few days, the shipping, label and platform fees of
 * their orders, consignment collections, and withdrawals paid out. The pairs coming in and leaving are
 * the stock demo's (ten weeks of forecasts, receipts and consignment exits at their own times); the
 * marketplace sales the listing demo made are spread over the month (spreadDemoSales). Posted
 * at their days by postBackdatedDemoEntry (bi-history.ts, the demo's one writer of past instants),
 * oldest first, credits before charges each day. Then the board's view is refreshed, so the first look
 * shows storage days and the daily flow.
 */

const DAYS = 29;

type Move = Pick<BackdatedDemoEntry, 'kind' | 'feeType' | 'amountCents' | 'note'>;

const credit = (feeType: FeeType, amountCents: number, note: string): Move => ({
  kind: 'credit',
  feeType,
  amountCents,
  note,
});
const charge = (feeType: FeeType, amountCents: number, note: string): Move => ({
  kind: 'charge',
  feeType,
  amountCents,
  note,
});

/** What the demo seller's wallet did `daysAgo` days ago: a steady business with some rhythm. */
function sellerDay(daysAgo: number): Move[] {
  const moves: Move[] = [];
  if (daysAgo % 3 === 0) moves.push(credit(FeeType.userRecharge, 40_000 + 5_000 * (daysAgo % 4), 'Recharge'));
  if (daysAgo % 4 === 1)
    moves.push(credit(FeeType.consignmentCollection, 18_000 + 700 * (daysAgo % 5), 'Sale paid out'));
  moves.push(charge(FeeType.shippingFee, 500 * (1 + (daysAgo % 3)), 'Shipping fee'));
  if (daysAgo % 2 === 0) moves.push(charge(FeeType.labelFee, 850 + 40 * (daysAgo % 6), 'Label'));
  if (daysAgo % 5 === 0) moves.push(charge(FeeType.platformFee, 1_200 + 90 * (daysAgo % 7), 'Platform fee'));
  if ([25, 18, 11, 4].includes(daysAgo))
    moves.push(charge(FeeType.cashWithdrawal, 30_000, 'Withdrawal paid'));
  return moves;
}

async function demoUserId(db: Kysely<DB>, username: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .where('is_demo', '=', true)
    .executeTakeFirst();
  return row?.id;
}

export async function seedDemoBi(db: Kysely<DB>, now = new Date()): Promise<void> {
  const admin = (await demoUserId(db, 'admin')) ?? null;
  const sellers: { username: string; sellerId: number; day: (daysAgo: number) => Move[] }[] = [];
  // The demo seller only: seller2's wallet stays nearly empty for the labels demo (labels.ts).
  for (const [username, day] of [['seller', sellerDay]] as const) {
    const sellerId = await demoUserId(db, username);
    if (sellerId !== undefined) sellers.push({ username, sellerId, day });
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  await db.transaction().execute(async (trx) => {
    let firstSeed = false;
    for (let daysAgo = DAYS; daysAgo >= 1; daysAgo--) {
      for (const { username, sellerId, day } of sellers) {
        for (const [n, move] of day(daysAgo).entries()) {
          // Office hours of that GMT day, a quarter of an hour apart.
          const at = new Date(today - daysAgo * DAY_MS + (9 * 60 + 15 * n) * 60_000);
          const posted = await postBackdatedDemoEntry(trx, {
            ...move,
            key: `demo:bi:${username}:${daysAgo}:${n}`,
            sellerId,
            at,
            relation: { type: 'manual', ref: `demo-month-${username}` },
            operatorId: admin,
          });
          firstSeed ||= posted;
        }
      }
    }
    // The sales of the listing demo, made on the seed's day, spread over the same month (once).
    if (firstSeed) await spreadDemoSales(trx, now, DAYS - 2);
  });
  await refreshBiViews(db);
}
