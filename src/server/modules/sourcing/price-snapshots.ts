import { sql } from 'kysely';
import { z } from 'zod';
import { IN_WAREHOUSE_STATUSES } from '../../../domain/kernel/products';
import { MARKETPLACES } from '../../../domain/listing/marketplaces';
import { compareSizes } from '../../../domain/sourcing/price-search';
import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import type { AppConfig } from '../../config';
import type { Db } from '../../kernel/db-helpers';
import { enqueue } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { isMarketBusy, isRateLimited, marketReaders, sizeKey } from '../listing/market-reading';
import type { MarketData, MarketProduct, MarketReaders } from '../listing/market-reading';

/**
 * Price history (issue 26 point 1), a periodic job: the market of every SKU and size that a seller
 * holds in a warehouse, or searched in the last WATCH_DAYS (every size of a searched SKU), read from
 * each marketplace through its connected sellers' connections in turn, each within its own pace
 * (call-pacer.ts). The job runs in slices of SNAPSHOT_SLICE_MS per marketplace, so the one worker is
 * never held for minutes while a label purchase or an export waits. A marketplace that answers 429
 * three times in a row or is down is left until the next run; the others go on. The marketplace's
 * product and variants of a SKU are looked up once and kept (market_variants, checked again after
 * VARIANTS_FRESH_DAYS).
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
 * Retry-After first. A third 429 in a row, or any other "not now", ends the marketplace's run.
 */
export async function paced<T>(call: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await call();
    } catch (error) {
      if (!isRateLimited(error) || tries >= RATE_LIMIT_TRIES) throw error;
    }
  }
}

/** Where a marketplace's run got to: the last SKU and size it read. */
export type SnapshotCursor = { sku: string; size: string };

/** A cursor before every SKU: a slice that read nothing yet goes on from the start. */
const FROM_THE_START: SnapshotCursor = { sku: '', size: '' };
const cursorOf = (last: Snapshot | undefined): SnapshotCursor | null =>
  last ? { sku: last.sku, size: last.size } : null;

const isAfter = (sku: string, size: string, cursor: SnapshotCursor | null) =>
  !cursor || sku > cursor.sku || (sku === cursor.sku && compareSizes(size, cursor.size) > 0);

/**
 * One marketplace's part of a run, from `after` on (SKU by SKU, each in its sizes' order), its calls
 * dealt to the connections in turn, until `deadline` (a job's slice: others wait for the worker) or
 * the end. Answers what it read and where to go on from (null: done, or the marketplace is busy and
 * the rest waits for the next run).
 */
async function readMarketplace(
  db: Db,
  marketplace: MarketplaceCode,
  readers: MarketReaders,
  targets: SnapshotTargets,
  after: SnapshotCursor | null,
  deadline: number,
): Promise<{ read: Snapshot[]; next: SnapshotCursor | null }> {
  const { adapter, connections } = readers;
  const read: Snapshot[] = [];
  if (connections.length === 0) return { read, next: null };
  let turn = 0;
  const nextAuth = () => connections[turn++ % connections.length].auth();
  const skus = [...targets.keys()].filter((sku) => !after || sku >= after.sku).sort();
  try {
    for (const sku of skus) {
      const sizes = targets.get(sku);
      const variants = await variantsOf(db, marketplace, sku, async () => {
        const auth = await nextAuth();
        return paced(() => adapter.findProducts(auth, { styleCode: sku }));
      });
      const due = variants
        .filter((v) => (!sizes || sizes.has(v.size)) && isAfter(sku, v.size, after))
        .sort((a, b) => compareSizes(a.size, b.size));
      for (const v of due) {
        if (Date.now() >= deadline) return { read, next: cursorOf(read.at(-1)) ?? after ?? FROM_THE_START };
        const auth = await nextAuth();
        const market = await paced(() =>
          adapter.marketData(auth, { productId: v.productId, variantId: v.variantId }),
        );
        read.push({ sku, size: v.size, market });
      }
    }
  } catch (error) {
    if (!isMarketBusy(error)) throw error;
  }
  return { read, next: null };
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
 * One whole run over every marketplace at once; answers how many snapshots each kept. The demo seed
 * runs it for the business's past: `takenAt` the moment it stands for, `targets` the SKUs of its
 * story. The job runs the same in slices (priceSnapshotJob).
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
      const { read } = await readMarketplace(db, marketplace, readers, targets, null, Infinity);
      kept[marketplace] = await keepSnapshots(db, marketplace, read, options.takenAt ?? new Date());
    }),
  );
  return kept;
}

/** How long one slice of the job keeps the worker before the jobs waiting behind it go first. */
export const SNAPSHOT_SLICE_MS = 2_000;

const slicePayload = z.object({
  marketplace: z.enum(MARKETPLACES).optional(),
  after: z.object({ sku: z.string(), size: z.string() }).nullable().optional(),
});

/**
 * The hourly run as jobs: the periodic one starts a slice per marketplace; each slice reads for
 * SNAPSHOT_SLICE_MS at most (a marketplace's pace may wait a second between calls), keeps what it
 * read, and queues the next slice from where it stopped, behind the jobs already waiting (a label
 * purchase does not wait for a price snapshot).
 */
export const priceSnapshotJob: JobHandler = {
  async run(payload, ctx) {
    const { marketplace, after } = slicePayload.parse(payload ?? {});
    if (!marketplace) {
      for (const m of MARKETPLACES)
        await enqueue(ctx.db, PRICE_SNAPSHOT_JOB, { marketplace: m }, { maxAttempts: 2 });
      return;
    }
    const { next } = await snapshotSlice(
      ctx.db,
      ctx.config,
      marketplace,
      after ?? null,
      Date.now() + SNAPSHOT_SLICE_MS,
    );
    if (next) await enqueue(ctx.db, PRICE_SNAPSHOT_JOB, { marketplace, after: next }, { maxAttempts: 2 });
  },
};

/** One slice of a marketplace's run: read from `after` until `deadline`, kept; where to go on from. */
export async function snapshotSlice(
  db: Db,
  config: AppConfig,
  marketplace: MarketplaceCode,
  after: SnapshotCursor | null,
  deadline: number,
): Promise<{ kept: number; next: SnapshotCursor | null }> {
  const readers = await marketReaders(db, config, marketplace);
  const targets = await snapshotTargets(db);
  const { read, next } = await readMarketplace(db, marketplace, readers, targets, after, deadline);
  return { kept: await keepSnapshots(db, marketplace, read, new Date()), next };
}
