import type { Kysely } from 'kysely';
import { MARKETPLACES } from '../../domain/listing/marketplaces';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import {
  marketplaceSimulatorClockOf,
  marketplaceSimulatorOf,
} from '../modules/listing/marketplace-connection';
import { snapshotRun, snapshotTargets } from '../modules/sourcing/price-snapshots';
import type { SnapshotTargets } from '../modules/sourcing/price-snapshots';

/**
 * Demo price history (issue 26 points 1 and 7): the 90 days before today for the demo seller's SKUs,
 * as the snapshot job would have kept them. Each day the marketplace simulators' market is set to that day's
 * price (a slow climb with a dip, each marketplace a little apart), and the job's own run reads it
 * through the adapters, stamped with that day. A few days are gaps (the job did not run), as a real
 * quarter has.
 */
const DAYS = 90;
const GAP_DAYS = new Set([9, 17, 44, 45, 71]);
const DAY_MS = 86_400_000;
const STORY_SKUS = 3;

const dayPrice = (base: number, daysAgo: number, spread: number) => {
  const climb = (DAYS - daysAgo) * 50;
  const dip = daysAgo >= 10 && daysAgo <= 13 ? -2_500 : 0;
  return Math.round((base + climb + dip + spread) / 100) * 100;
};

export async function seedDemoPriceHistory(db: Kysely<DB>, config: AppConfig): Promise<void> {
  if (await db.selectFrom('price_snapshots').select('id').limit(1).executeTakeFirst()) return;
  await marketplaceSimulatorClockOf(config).passingWaits(async () => {
    const all = await snapshotTargets(db);
    const story: SnapshotTargets = new Map([...all.entries()].sort().slice(0, STORY_SKUS));
    // Before the quarter (outside its windows and history): it finds each SKU's variants.
    await snapshotRun(db, config, { targets: story, takenAt: new Date(Date.now() - (DAYS + 2) * DAY_MS) });
    const variants = await db
      .selectFrom('market_variants')
      .selectAll()
      .where('sku', 'in', [...story.keys()])
      .execute();
    const now = Date.now();
    for (let daysAgo = DAYS; daysAgo >= 0; daysAgo--) {
      if (GAP_DAYS.has(daysAgo)) continue;
      for (const [i, marketplace] of MARKETPLACES.entries()) {
        const simulator = await marketplaceSimulatorOf(config, marketplace);
        for (const v of variants.filter((row) => row.marketplace === marketplace)) {
          const base = 18_000 + (Number(v.size) || 10) * 400;
          const ask = dayPrice(base, daysAgo, i * 700);
          simulator?.setMarket(
            { productId: v.product_id, variantId: v.variant_id },
            { lowestAskCents: ask, highestBidCents: ask - 1_800, lastSaleCents: ask - 600 },
          );
        }
      }
      await snapshotRun(db, config, { targets: story, takenAt: new Date(now - daysAgo * DAY_MS) });
    }
  });
}
