import bwipjs from 'bwip-js/node';
import type { Kysely } from 'kysely';
import type { ApplicationRow } from '../../domain/wallet/applications';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { AuthedContext } from '../http/context';
import type { FileStore } from '../http/file-store';
import { storePicture } from '../files/service';
import { addDrawAccount } from '../modules/wallet/application-draw-accounts';
import {
  approveRecharge,
  approveWithdrawal,
  markWithdrawalPaid,
  markWithdrawalPaying,
  rejectRecharge,
  rejectWithdrawal,
} from '../modules/wallet/application-review';
import { applyForRecharge, applyForWithdrawal, cancelWithdrawal } from '../modules/wallet/application-seller';
import { DEMO_PASSWORD } from './accounts';
import { demoActor } from './demo-context';

type Env = { config: AppConfig; files: FileStore };

/** The transfer receipt a seller photographs: its reference as a barcode with the text under it. */
function receiptPicture(reference: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text: reference, includetext: true, scale: 2, height: 12 });
}

/** A recharge application with its proof picture, as the seller submits it (dollars as text). */
export async function recharge(
  seller: AuthedContext,
  currency: 'USD' | 'RMB',
  amount: string,
  reference: string,
) {
  const proofUrl = await storePicture(seller, await receiptPicture(reference), `${reference}.png`);
  return applyForRecharge(seller, {
    currency,
    paymentMethod: 1,
    amount: Number(amount) * 100,
    transferReference: reference,
    proofUrl,
  });
}

type Step = 'submitted' | 'approved' | 'paying' | 'paid' | 'rejected' | 'cancelled';

/** A withdrawal taken as far as `step`, by the seller and the platform's reviewer. */
async function withdrawal(
  seller: AuthedContext,
  admin: AuthedContext,
  drawAccountId: number,
  method: 1 | 2,
  dollars: number,
  step: Step,
): Promise<ApplicationRow> {
  const app = await applyForWithdrawal(seller, {
    amount: dollars * 100,
    method,
    drawAccountId,
    password: DEMO_PASSWORD,
  });
  if (step === 'cancelled') return cancelWithdrawal(seller, app.id);
  if (step === 'submitted') return app;
  if (step === 'rejected')
    return rejectWithdrawal(admin, {
      id: app.id,
      reason: 'The account holder does not match the merchant name',
    });
  const approved = await approveWithdrawal(admin, app.id);
  if (step === 'approved') return approved;
  const paying = await markWithdrawalPaying(admin, app.id);
  if (step === 'paying') return paying;
  return markWithdrawalPaid(admin, { id: app.id, payoutReference: `PAYOUT-${app.id}` });
}

/**
 * Recharges and withdrawals of the demo sellers in every stage, through the services a request uses:
 * `seller` has a long history (USD and RMB recharges credited, one waiting, one rejected; withdrawals
 * paid, paying, approved, waiting, cancelled and rejected), `seller2` (close to empty) a recharge
 * waiting and one rejected. Seeded once: a
 * start that finds the demo sellers' applications adds nothing.
 */
export async function seedDemoWalletApplications(db: Kysely<DB>, env: Env): Promise<void> {
  const demoSellers = db.selectFrom('users').select('id').where('is_demo', '=', true);
  const seeded = await db
    .selectFrom('wallet_applications')
    .select('id')
    .where('seller_id', 'in', demoSellers)
    .limit(1)
    .executeTakeFirst();
  if (seeded) return;
  const admin = await demoActor(db, db, env, 'admin', 'admin');
  const seller = await demoActor(db, db, env, 'seller', 'business');
  const seller2 = await demoActor(db, db, env, 'seller2', 'business');

  const usd = await recharge(seller, 'USD', '2000', 'DEMO-TT-0001');
  await approveRecharge(admin, { id: usd.id, creditedAmount: 200000 });
  const rmb = await recharge(seller, 'RMB', '3550', 'DEMO-ALI-0002');
  await approveRecharge(admin, { id: rmb.id, creditedAmount: 50000, rate: '7.1' });
  const refused = await recharge(seller, 'USD', '150', 'DEMO-TT-0003');
  await rejectRecharge(admin, { id: refused.id, reason: 'No transfer with this reference arrived' });
  await recharge(seller, 'USD', '300', 'DEMO-TT-0004');

  const bank = await addDrawAccount(seller, {
    holderType: 1,
    method: 2,
    holderName: 'Demo Seller',
    accountNumber: '6222021001123456789',
    bankName: 'Industrial and Commercial Bank of China',
  });
  const alipay = await addDrawAccount(seller, {
    holderType: 2,
    method: 1,
    holderName: 'Demo Sneakers Ltd.',
    accountNumber: 'finance@demo-sneakers.example',
  });
  await withdrawal(seller, admin, bank.id, 2, 200, 'paid');
  await withdrawal(seller, admin, bank.id, 2, 120, 'paying');
  await withdrawal(seller, admin, alipay.id, 1, 80, 'approved');
  await withdrawal(seller, admin, alipay.id, 1, 60, 'submitted');
  await withdrawal(seller, admin, bank.id, 2, 100, 'cancelled');
  await withdrawal(seller, admin, bank.id, 2, 90, 'rejected');

  // seller2 stays close to empty (the ledger demo leaves it $1.50): a recharge waiting, one refused.
  await addDrawAccount(seller2, {
    holderType: 1,
    method: 1,
    holderName: 'Demo Seller Two',
    accountNumber: '13800001234',
  });
  const refused2 = await recharge(seller2, 'USD', '50', 'DEMO-TT-0101');
  await rejectRecharge(admin, { id: refused2.id, reason: 'The proof shows another account' });
  await recharge(seller2, 'RMB', '700', 'DEMO-ALI-0102');
}
