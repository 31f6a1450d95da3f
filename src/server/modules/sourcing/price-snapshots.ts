import { sql } from 'kysely';
import { IN_WAREHOUSE_STATUSES } from '../../../domain/kernel/products';
import { MARKETPLACES } from '../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import type { AppConfig } from '../../config';
import type { Db } from '../../kernel/db-helpers';
import type { JobHandler } from '../../jobs/worker';
import { isMarketBusy, isRateLimited, marketReaders, sizeKey } from '../listing/market-reading';
import type { MarketData, MarketProduct, MarketReaders } from '../listing/market-reading';

/**
 * Price history (issue 26 point 1), a periodic job: the market of every SKU and size that a seller
 * holds in a warehouse, lists, or searched in the last WATCH_DAYS (every size of a searched SKU), read
 * from each marketplace through its connected sellers' connections in turn, each within its own pace
 * (call-pacer.ts). A marketplace that answers 429 or is down is left until the next run; the others
 * go on. The marketplace's product and variants of a SKU are looked up once and kept
 * (market_variants, checked again after VARIANTS_FRESH_DAYS).
 */
export const PRICE_SNAPSHOT_JOB = 'sourcing.price-snapshots';
export const PRICE_SNAPSHOT_EVERY_MS = 60 * 60_000;
/** How long a searched SKU stays in the runs after its last search. */
export const WATCH_DAYS = 30;
const VARIANTS_FRESH_DAYS = 7;
const INSERT_ROWS = 500;

/** SKU -> the sizes to read (null: every size the marketplace has, for a searched SKU). */
export type SnapshotTargets = Map<string, Set<string> | null>;

export async function snapshotTargets(db: Db): Promise<SnapshotTargets> {
  const held = await db
    .selectFrom('products')
    .select(['sku', 'size'])
    .distinct()
    .where('status', 'in', [...IN_WAREHOUSE_STATUSES])
    .where('sku', '<>', '')
    .execute();
  const watched = await db
    .selectFrom('price_watches')
    .select('sku')
    .where('searched_at', '>', sql<Date>`now() - make_interval(days => ${WATCH_DAYS})`)
    .execute();
  const targets: SnapshotTargets = new Map();
  for (const { sku } of watched) targets.set(sku, null);
  for (const { sku, size } of held) {
    if (!targets.has(sku)) targets.set(sku, new Set());
    targets.get(sku)?.add(sizeKey(size));
  }
  return targets;
}

type KnownVariant = { size: string; productId: string; variantId: string };

/** The SKU's sizes at the marketplace: kept ones while fresh, else looked up and kept. */
async function variantsOf(
  db: Db,
  marketplace: MarketplaceCode,
  sku: string,
  lookUp: () => Promise<MarketProduct[]>,
): Promise<KnownVariant[]> {
  const kept = await db
    .selectFrom('market_variants')
    .select(['size', 'product_id as productId', 'variant_id as variantId'])
    .where('marketplace', '=', marketplace)
    .where('sku', '=', sku)
    .where('checked_at', '>', sql<Date>`now() - make_interval(days => ${VARIANTS_FRESH_DAYS})`)
    .execute();
  if (kept.length > 0) return kept;
  const product = (await lookUp()).find((p) => p.styleCode.trim().toUpperCase() === sku.toUpperCase());
  if (!product) return [];
  const rows = product.variants.map((v) => ({
    marketplace,
    sku,
    size: sizeKey(v.size),
    product_id: product.productId,
    variant_id: v.variantId,
    gtin: v.gtin ?? null,
    title: product.title,
    checked_at: new Date(),
  }));
  const unique = [...new Map(rows.map((r) => [r.size, r])).values()];
  if (unique.length > 0)
    await db
      .insertInto('market_variants')
      .values(unique)
      .onConflict((oc) =>
        oc.columns(['marketplace', 'sku', 'size']).doUpdateSet((eb) => ({
          product_id: eb.ref('excluded.product_id'),
          variant_id: eb.ref('excluded.variant_id'),
          gtin: eb.ref('excluded.gtin'),
          title: eb.ref('excluded.title'),
          checked_at: eb.ref('excluded.checked_at'),
        })),
      )
      .execute();
  return unique.map((r) => ({ size: r.size, productId: r.product_id, variantId: r.variant_id }));
}

type Snapshot = { sku: string; size: string; market: MarketData };

const RATE_LIMIT_TRIES = 3;

/**
 * A call that meets a 429 all the same (the adapter's pace is the documented limit, the marketplace's
 * own count may differ) is sent again: the adapter's pace holds it back for the marketplace's
 * Retry-After first. A third 429 in a row, or any other "not now", ends the connection's run.
 */
async function paced<T>(call: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await call();
    } catch (error) {
      if (!isRateLimited(error) || tries >= RATE_LIMIT_TRIES) throw error;
    }
  }
}

/**
 * One marketplace's part of a run: the SKUs dealt out to its connections in turn, each connection
 * reading its SKUs one call after another. Stops at the first "not now" of a connection.
 */
async function readMarketplace(
  db: Db,
  marketplace: MarketplaceCode,
  readers: MarketReaders,
  targets: SnapshotTargets,
): Promise<Snapshot[]> {
  const { adapter, connections } = readers;
  if (connections.length === 0) return [];
  const skus = [...targets.keys()];
  const shares = connections.map((c, i) => ({
    c,
    skus: skus.filter((_, j) => j % connections.length === i),
  }));
  const taken: Snapshot[] = [];
  await Promise.all(
    shares.map(async ({ c, skus: mine }) => {
      try {
        const auth = await c.auth();
        for (const sku of mine) {
          const sizes = targets.get(sku);
          const variants = await variantsOf(db, marketplace, sku, () =>
            paced(() => adapter.findProducts(auth, { styleCode: sku })),
          );
          for (const v of variants) {
            if (sizes && !sizes.has(v.size)) continue;
            const market = await paced(() =>
              adapter.marketData(auth, { productId: v.productId, variantId: v.variantId }),
            );
            taken.push({ sku, size: v.size, market });
          }
        }
      } catch (error) {
        if (!isMarketBusy(error)) throw error;
      }
    }),
  );
  return taken;
}

/** A marketplace that gives no market data (TikTok Shop has none to read) leaves nothing to keep. */
const saysSomething = ({ market }: Snapshot) =>
  market.lowestAskCents !== null ||
  market.highestBidCents !== null ||
  (market.lastSaleCents ?? null) !== null;

async function keepSnapshots(
  db: Db,
  marketplace: MarketplaceCode,
  read: Snapshot[],
  takenAt: Date,
): Promise<number> {
  const snapshots = read.filter(saysSomething);
  for (let at = 0; at < snapshots.length; at += INSERT_ROWS)
    await db
      .insertInto('price_snapshots')
      .values(
        snapshots.slice(at, at + INSERT_ROWS).map(({ sku, size, market }) => ({
          sku,
          size,
          marketplace,
          lowest_ask_cents: market.lowestAskCents,
          highest_bid_cents: market.highestBidCents,
          last_sale_cents: market.lastSaleCents ?? null,
          taken_at: takenAt,
        })),
      )
      .execute();
  return snapshots.length;
}

/**
 * One run over every marketplace; answers how many snapshots each kept. The demo seed runs it for
 * the business's past: `takenAt` the moment it stands for, `targets` the SKUs of its story.
 */
export async function snapshotRun(
  db: Db,
  config: AppConfig,
  options: { takenAt?: Date; targets?: SnapshotTargets } = {},
): Promise<Record<MarketplaceCode, number>> {
  const targets = options.targets ?? (await snapshotTargets(db));
  const kept = {} as Record<MarketplaceCode, number>;
  await Promise.all(
    MARKETPLACES.map(async (marketplace) => {
      const readers = await marketReaders(db, config, marketplace);
      const snapshots = await readMarketplace(db, marketplace, readers, targets);
      kept[marketplace] = await keepSnapshots(db, marketplace, snapshots, options.takenAt ?? new Date());
    }),
  );
  return kept;
}

export const priceSnapshotJob: JobHandler = {
  async run(_payload, ctx) {
    await snapshotRun(ctx.db, ctx.config);
  },
};
