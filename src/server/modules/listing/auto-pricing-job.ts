import { repriceSize } from '../../../domain/listing/auto-pricing';
import type { PriceReason } from '../../../domain/listing/auto-pricing';
import { isMarketplaceCode } from '../../../domain/listing/marketplaces';
import type { AppConfig } from '../../config';
import type { Db } from '../../kernel/db-helpers';
import type { JobHandler } from '../../jobs/worker';
import { connectionAuth } from './connection-service';
import { moveListing, recordPriceChange } from './listing-store';
import { marketplaceFor } from './marketplace-connection';
import type { PriceOutcome } from './marketplaces/marketplace-adapter';
import { MarketplaceError } from './marketplaces/marketplace-errors';

/**
 * Auto-pricing (issue 25 point 6), a periodic job: each active listing with auto-pricing follows the
 * lowest competing ask of its size minus $1, never under its floor (original price minus $5, bottom
 * line, $10) and never under the seller's own ask at the bottom (src/domain/listing/auto-pricing.ts).
 * The market of each size is read once per connection and the changes are pushed in the marketplace's
 * batches within its pace (call-pacer.ts); a connection that meets a 429 all the same is left until
 * the next run, the others go on. Every change is in the listing's price history with its reason.
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
  market_ref: string | null;
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
      'market_ref',
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

/** How many sellers' connections a pass works on at once (each keeps to its own marketplace pace). */
const CONNECTIONS_AT_ONCE = 4;

type Change = { listing: Candidate; priceCents: number; reason: PriceReason };

/** Listings grouped by a key, in their order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string | number): T[][] {
  const groups = new Map<string | number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}

/** The changes of one size's listings on one connection (src/domain/listing/auto-pricing.ts). */
function changesOfSize(listings: Candidate[], lowestAskCents: number | null): Change[] {
  const priced = listings.map((l) => ({
    priceCents: l.price_cents,
    originalPriceCents: l.original_price_cents,
    bottomLineCents: l.bottom_line_cents,
  }));
  return repriceSize(priced, lowestAskCents).map(({ index, priceCents, reason }) => ({
    listing: listings[index],
    priceCents,
    reason,
  }));
}

const slowDown = (error: unknown) => error instanceof MarketplaceError && error.kind === 'rate_limited';

/**
 * One connection's part of a pass: its market read once per size, its changes pushed in the
 * marketplace's batches (adapter.priceBatchSize) at its pace, each batch's outcomes kept in one
 * transaction. A 429 leaves the rest of the connection to the next pass; a listing the marketplace
 * refuses (its revision cap, gone) keeps its price. Answers how many prices changed.
 */
async function priceConnection(db: Db, config: AppConfig, listings: Candidate[]): Promise<number> {
  const [first] = listings;
  if (!isMarketplaceCode(first.marketplace)) return 0;
  const adapter = await marketplaceFor(config, first.marketplace);
  const auth = await connectionAuth(db, config, first.connection_id);
  const changes: Change[] = [];
  try {
    for (const size of groupBy(listings, (l) => `${l.market_product_id} ${l.market_variant_id}`)) {
      const market = await adapter.marketData(auth, {
        productId: size[0].market_product_id as string,
        variantId: size[0].market_variant_id as string,
      });
      changes.push(...changesOfSize(size, market.lowestAskCents));
    }
  } catch (error) {
    if (!slowDown(error)) throw error;
  }
  let changed = 0;
  for (let at = 0; at < changes.length; at += adapter.priceBatchSize) {
    const batch = changes.slice(at, at + adapter.priceBatchSize);
    let outcomes: PriceOutcome[];
    try {
      outcomes = await adapter.updatePrices(
        auth,
        batch.map((c) => ({
          listingId: c.listing.external_id as string,
          priceCents: c.priceCents,
          marketRef: c.listing.market_ref,
        })),
      );
    } catch (error) {
      if (slowDown(error)) break;
      throw error;
    }
    const byListing = new Map(outcomes.map((o) => [o.listingId, o]));
    changed += await db.transaction().execute(async (trx) => {
      let kept = 0;
      for (const change of batch) {
        const outcome = byListing.get(change.listing.external_id as string);
        if (!outcome?.ok) continue;
        const moved = await moveListing(trx, change.listing.id, ['active'], {
          state: 'active',
          price_cents: outcome.priceCents,
          revisions_left: outcome.revisionsLeftToday ?? null,
          ...(outcome.marketRef ? { market_ref: outcome.marketRef } : {}),
        });
        if (!moved) continue;
        await recordPriceChange(trx, {
          listingId: change.listing.id,
          priceCents: outcome.priceCents,
          reason: change.reason,
          operatorId: null,
        });
        kept += 1;
      }
      return kept;
    });
    if (outcomes.some((o) => !o.ok && slowDown(o.error))) break;
  }
  return changed;
}

/** One pass over every auto-priced listing, a few connections at once; answers how many prices changed. */
export async function autoPricingPass(db: Db, config: AppConfig): Promise<number> {
  const priceable = (await candidates(db)).filter(
    (l) => l.external_id && l.market_product_id && l.market_variant_id,
  );
  const connections = groupBy(priceable, (l) => l.connection_id);
  let changed = 0;
  for (let at = 0; at < connections.length; at += CONNECTIONS_AT_ONCE) {
    const counts = await Promise.all(
      connections.slice(at, at + CONNECTIONS_AT_ONCE).map((c) => priceConnection(db, config, c)),
    );
    changed += counts.reduce((a, b) => a + b, 0);
  }
  return changed;
}

export const autoPricingJob: JobHandler = {
  async run(_payload, ctx) {
    await autoPricingPass(ctx.db, ctx.config);
  },
};
