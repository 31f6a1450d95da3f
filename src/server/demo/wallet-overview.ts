import type { Kysely } from 'kysely';
import { PortalId, RoleId } from '../../domain/kernel/users';
import { FeeType } from '../../domain/wallet/wallet';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { FileStore } from '../http/file-store';
import { charge, credit } from '../modules/wallet/ledger-service';
import type { MoneyCommand } from '../modules/wallet/ledger-service';
import { createDemoUser } from './accounts';
import type { DemoAccount } from './accounts';
import { demoActor } from './demo-context';
import { recharge } from './wallet-applications';

/**
 * Finance/Overview's demo (issue 14): seven test and internal seller accounts, the statistics
 * exclusion list naming them (spec section 9), and money of theirs that the overview leaves out: a
 * large test recharge (the largest balance of all, were it counted), smaller deposits and a fee,
 * and a recharge application waiting. Removing a code from the list on the screen brings its money
 * into the figures. Seeded once, when the accounts are created: an admin's later edits of the list
 * are never undone by a restart.
 */

const seller = (username: string, uid: string, realname: string): DemoAccount => ({
  username,
  userType: PortalId.seller,
  roleId: RoleId.merchant,
  uid,
  realname,
});

export const DEMO_EXCLUDED_SELLERS: readonly DemoAccount[] = [
  seller('qa-seller-1', 'T900001', 'QA Test Seller 1'),
  seller('qa-seller-2', 'T900002', 'QA Test Seller 2'),
  seller('payment-test', 'T900003', 'Payment Test Seller'),
  seller('load-test', 'T900004', 'Load Test Seller'),
  seller('returns-desk', 'I900005', 'Internal Returns Desk'),
  seller('photo-studio', 'I900006', 'Internal Photo Studio'),
  seller('finance-check', 'I900007', 'Internal Finance Check'),
];

type Env = { config: AppConfig; files: FileStore };

export async function seedDemoOverview(db: Kysely<DB>, env: Env): Promise<void> {
  const created = new Map<string, number>();
  for (const account of DEMO_EXCLUDED_SELLERS) {
    const id = await createDemoUser(db, account);
    if (id !== undefined) created.set(account.uid, id);
  }
  if (created.size === 0) return;
  const admin = await demoActor(db, db, env, 'admin', 'admin');
  await db
    .insertInto('wallet_statistics_exclusions')
    .values([...created.values()].map((sellerId) => ({ seller_id: sellerId, added_by: admin.user.id })))
    .onConflict((oc) => oc.doNothing())
    .execute();

  const money = (uid: string, n: number, amountCents: number, feeType: FeeType): MoneyCommand | null => {
    const sellerId = created.get(uid);
    if (sellerId === undefined) return null;
    return {
      key: `demo:overview:${uid}:${n}`,
      sellerId,
      amountCents,
      feeType,
      relation: { type: 'manual', ref: `demo-test-${uid}` },
      operatorId: admin.user.id,
      note: 'Test money of a test account',
    };
  };
  await db.transaction().execute(async (trx) => {
    const deposits = [
      money('T900001', 1, 5_000_000, FeeType.userRecharge),
      money('T900003', 1, 25_000, FeeType.userRecharge),
      money('I900005', 1, 12_000, FeeType.userRecharge),
    ];
    for (const c of deposits) if (c) await credit(trx, c);
    const fee = money('T900003', 2, 1_250, FeeType.shippingFee);
    if (fee) await charge(trx, fee);
  });
  if (created.has('T900004')) {
    const loadTest = await demoActor(db, db, env, 'load-test', 'business');
    await recharge(loadTest, 'USD', '1000', 'TEST-LOAD-0001');
  }
}
