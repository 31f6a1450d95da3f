import { nextPrice } from '../../../domain/listing/auto-pricing';
import { isMarketplaceCode } from '../../../domain/listing/marketplaces';
import type { Db } from '../../kernel/db-helpers';
import type { JobHandler } from '../../jobs/worker';
import { connectionAuth } from './connection-service';
import { moveListing, recordPriceChange } from './listing-store';
import { marketplaceFor } from './marketplace-connection';
import { MarketplaceError } from './marketplaces/marketplace-errors';

/**
 * Auto-pricing (issue 25 point 6), a periodic job: each active listing with auto-pricing follows the
 * lowest competing ask of its size minus $1, never under its floor (original price minus $5, bottom
 * line, $10) and never under the seller's own ask at the bottom (src/domain/listing/auto-pricing.ts).
 * One connection at a time: a marketplace that answers 429 is left until the next run, the others go
 * on. Every change is in the listing's price history with its reason.
 */
export const AUTO_PRICING_JOB = 'listing.auto-pricing';
export const AUTO_PRICING_EVERY_MS = 15 * 60_000;

type Candidate = {
  id: number;
  connection_id: number;
  marketplace: string;
  market_product_id: string | null;
  market_variant_id: string | null;
  external_id: string | null;
  price_cents: number;
  original_price_cents: number;
  bottom_line_cents: number;
};

function candidates(db: Db): Promise<Candidate[]> {
  return db
    .selectFrom('listings')
    .select([
      'id',
      'connection_id',
      'marketplace',
      'market_product_id',
      'market_variant_id',
      'external_id',
      'price_cents',
      'original_price_cents',
      'bottom_line_cents',
    ])
    .where('state', '=', 'active')
    .where('auto_pricing', '=', true)
    .orderBy('connection_id')
    .orderBy('id')
    .execute();
}

/** The seller's own asks of one size on the connection's marketplace (active listings). */
const ownAsks = (all: readonly Candidate[], listing: Candidate) =>
  all
    .filter(
      (l) => l.connection_id === listing.connection_id && l.market_variant_id === listing.market_variant_id,
    )
    .map((l) => l.price_cents);

/** One pass over every auto-priced listing; answers how many prices changed. */
export async function autoPricingPass(db: Db, config: Parameters<typeof connectionAuth>[1]): Promise<number> {
  const all = await candidates(db);
  let changed = 0;
  const paused = new Set<number>();
  for (const listing of all) {
    if (paused.has(listing.connection_id) || !listing.external_id || !listing.market_variant_id) continue;
    if (!isMarketplaceCode(listing.marketplace) || !listing.market_product_id) continue;
    try {
      const adapter = await marketplaceFor(config, listing.marketplace);
      const auth = await connectionAuth(db, config, listing.connection_id);
      const market = await adapter.marketData(auth, {
        productId: listing.market_product_id,
        variantId: listing.market_variant_id,
      });
      const decision = nextPrice(
        {
          priceCents: listing.price_cents,
          originalPriceCents: listing.original_price_cents,
          bottomLineCents: listing.bottom_line_cents,
        },
        { lowestAskCents: market.lowestAskCents, ownAskCents: ownAsks(all, listing) },
      );
      if (decision.priceCents === listing.price_cents) continue;
      const answer = await adapter.updatePrice(auth, listing.external_id, decision.priceCents);
      await db.transaction().execute(async (trx) => {
        const moved = await moveListing(trx, listing.id, ['active'], {
          state: 'active',
          price_cents: answer.priceCents,
          revisions_left: answer.revisionsLeftToday ?? null,
        });
        if (moved)
          await recordPriceChange(trx, {
            listingId: listing.id,
            priceCents: answer.priceCents,
            reason: decision.reason,
            operatorId: null,
          });
      });
      listing.price_cents = answer.priceCents;
      changed += 1;
    } catch (error) {
      // A marketplace that asks to slow down (or caps revisions) waits for the next pass.
      if (
        error instanceof MarketplaceError &&
        (error.kind === 'rate_limited' || error.kind === 'revision_cap')
      ) {
        if (error.kind === 'rate_limited') paused.add(listing.connection_id);
        continue;
      }
      throw error;
    }
  }
  return changed;
}

export const autoPricingJob: JobHandler = {
  async run(_payload, ctx) {
    await autoPricingPass(ctx.db, ctx.config);
  },
};
