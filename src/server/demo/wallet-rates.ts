import type { Kysely } from 'kysely';
import { dayOf, overrideCreateRequest } from '../../domain/wallet/fees';
import type { RateCardInput } from '../../domain/wallet/fees';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { FileStore } from '../http/file-store';
import { createOverride } from '../modules/wallet/rate-card-service';
import { demoActor } from './demo-context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo's negotiated rates on top of the default card and marketplace fees migration 0102 seeds. */
const DEMO_OVERRIDES: { seller: string; daysFromNow: number; card: RateCardInput }[] = [
  // A volume seller since its second week: cheaper shipping and consignment...
  {
    seller: 'seller',
    daysFromNow: -63,
    card: {
      shippingFee: '4.00',
      transshipmentFee: '2.50',
      switchUserFee: '2.00',
      consignmentFeePercent: '8',
      cashOutDeductionPercent: '5',
      baseFreeDays: 45,
      baseDailyFee: '0.08',
      premiumFreeDays: 20,
      premiumDailyFee: '0.20',
    },
  },
  // ...renegotiated three weeks ago, with more free storage.
  {
    seller: 'seller',
    daysFromNow: -21,
    card: {
      shippingFee: '3.75',
      transshipmentFee: '2.50',
      switchUserFee: '1.50',
      consignmentFeePercent: '7.5',
      cashOutDeductionPercent: '4.5',
      baseFreeDays: 60,
      baseDailyFee: '0.08',
      premiumFreeDays: 30,
      premiumDailyFee: '0.18',
    },
  },
  // The second seller's first override starts in two weeks.
  {
    seller: 'seller2',
    daysFromNow: 14,
    card: {
      shippingFee: '4.50',
      transshipmentFee: '3.00',
      switchUserFee: '2.00',
      consignmentFeePercent: '9.25',
      cashOutDeductionPercent: '5',
      baseFreeDays: 30,
      baseDailyFee: '0.10',
      premiumFreeDays: 15,
      premiumDailyFee: '0.25',
    },
  },
];

/**
 * Seller overrides, one replaced, one in force and one scheduled, entered by the demo admin through
 * the Fee/Account service (so the audit log shows them). Seeded once: nothing is added when a demo
 * seller already has an override.
 */
export async function seedDemoRates(
  db: Kysely<DB>,
  env: { config: AppConfig; files: FileStore },
  now = new Date(),
): Promise<number> {
  const sellers = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', [...new Set(DEMO_OVERRIDES.map((o) => o.seller))])
    .where('is_demo', '=', true)
    .execute();
  if (sellers.length === 0) return 0;
  const seeded = await db
    .selectFrom('rate_cards')
    .select('id')
    .where(
      'seller_id',
      'in',
      sellers.map((s) => s.id),
    )
    .executeTakeFirst();
  if (seeded) return 0;
  const admin = await demoActor(db, db, env, 'admin', 'admin');
  let added = 0;
  for (const o of DEMO_OVERRIDES) {
    const seller = sellers.find((s) => s.username === o.seller);
    if (!seller) continue;
    const effectiveFrom = dayOf(new Date(now.getTime() + o.daysFromNow * DAY_MS));
    await createOverride(
      admin,
      overrideCreateRequest.parse({ ...o.card, sellerId: seller.id, effectiveFrom }),
    );
    added += 1;
  }
  return added;
}
