import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { seedBrandsFromSkus } from '../modules/skus/brand-service';
import { seedDemoAccounts } from './accounts';
import { seedDemoInbound } from './inbound';
import { seedDemoWarehouses } from './warehouses';

/** The demo data set (npm run demo). Each area adds its part; later issues extend it. */
export async function seedDemo(db: Kysely<DB>): Promise<void> {
  await seedDemoAccounts(db);
  await seedDemoWarehouses(db);
  await seedDemoInbound(db);
  await seedBrandsFromSkus(db);
}
