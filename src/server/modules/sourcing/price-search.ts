import { sql } from 'kysely';
import { fileUrl } from '../../../domain/kernel/files';
import { isMarketplaceCode, MARKETPLACES } from '../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import { payoutCents } from '../../../domain/listing/rules';
import { compareSizes, suggestedPrice } from '../../../domain/sourcing/price-search';
import type {
  HistoryPoint,
  PriceHistoryDays,
  PriceSearchHit,
  SizePrices,
  SkuPrices,
  SkuPricesRequest,
} from '../../../domain/sourcing/price-search';
import { priceWindows } from '../../../domain/sourcing/price-windows';
import type { DailyPrice } from '../../../domain/sourcing/price-windows';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { marketplaceFees } from '../listing/marketplace-fees';
import { itemListable, marketplaceModeOf, sizeKey } from '../listing/market-reading';

/**
 * Price search (issue 26 point 2; src/domain/sourcing/price-search.ts). The history is summed up per
 * calendar day in the reader's time zone by the database (one SKU's last 30 or 90 days of snapshots,
 * found by price_snapshots_by_sku), and the windows are worked out from those days. A search keeps the SKU
 * in the snapshot runs for a while (price_watches).
 */
const HITS = 20;
/** The latest snapshot older than this is no market now. */
const LATEST_DAYS = 31;

export async function searchPrices(
  ctx: AuthedContext,
  keyword: string,
): Promise<{ hits: PriceSearchHit[]; exact: string | null }> {
  const byBarcode = await ctx.db
    .selectFrom('market_variants')
    .select('sku')
    .where('gtin', '=', keyword)
    .executeTakeFirst();
  const like = `%${keyword}%`;
  const rows = await ctx.db
    .selectFrom('skus')
    .select(['sku', 'brand', 'name', 'image'])
    .where((eb) =>
      eb.or([
        eb('sku', 'ilike', like),
        eb('name', 'ilike', like),
        ...(byBarcode ? [eb('sku', '=', byBarcode.sku)] : []),
      ]),
    )
    .orderBy(sql`case when upper(sku) = upper(${keyword}) then 0 else 1 end`)
    .orderBy('sku')
    .limit(HITS)
    .execute();
  const hits = rows.map((r) => ({ ...r, image: r.image ? fileUrl(ctx.host, r.image) : null }));
  const exact =
    byBarcode?.sku ?? hits.find((h) => h.sku.toUpperCase() === keyword.toUpperCase())?.sku ?? null;
  return { hits, exact };
}

type DayRow = { size: string; marketplace: string; day: string; low: number; high: number; mean: number };

function dailyRows(ctx: AuthedContext, sku: string, timeZone: string, historyDays: PriceHistoryDays) {
  // Grouped by the date itself, named after: one to_char per day, not per snapshot.
  return sql<DayRow>`
    select size, marketplace, to_char(day, 'YYYY-MM-DD') as day, low, high, mean
    from (
      select size, marketplace, (taken_at at time zone ${timeZone})::date as day,
        min(lowest_ask_cents)::int as low, max(lowest_ask_cents)::int as high,
        round(avg(lowest_ask_cents))::int as mean
      from price_snapshots
      where sku = ${sku} and taken_at > now() - make_interval(days => ${historyDays + 1})
        and lowest_ask_cents is not null
      group by 1, 2, 3
    ) as days`.execute(ctx.db);
}

function latestRows(ctx: AuthedContext, sku: string) {
  return ctx.db
    .selectFrom('price_snapshots')
    .select(['size', 'marketplace', 'lowest_ask_cents', 'highest_bid_cents', 'last_sale_cents', 'taken_at'])
    .distinctOn(['size', 'marketplace'])
    .where('sku', '=', sku)
    .where('taken_at', '>', sql<Date>`now() - make_interval(days => ${LATEST_DAYS})`)
    .orderBy('size')
    .orderBy('marketplace')
    .orderBy('taken_at', 'desc')
    .execute();
}

/** The days of one size over every marketplace: each day's low, high and mean of the means. */
function combinedDays(rows: DayRow[]): DailyPrice[] {
  const byDay = new Map<string, DayRow[]>();
  for (const r of rows) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  return [...byDay.entries()].map(([day, list]) => ({
    day,
    lowCents: Math.min(...list.map((r) => r.low)),
    highCents: Math.max(...list.map((r) => r.high)),
    meanCents: list.reduce((s, r) => s + r.mean, 0) / list.length,
  }));
}

export async function skuPricesOf(
  ctx: AuthedContext,
  { sku, timeZone, historyDays }: SkuPricesRequest,
): Promise<SkuPrices> {
  const row = await ctx.db
    .selectFrom('skus')
    .select(['sku', 'brand', 'name', 'image'])
    .where('sku', '=', sku)
    .executeTakeFirst();
  if (!row) throw notFound('sourcing:search.skuNotFound', { sku });
  await ctx.db
    .insertInto('price_watches')
    .values({ sku: row.sku })
    .onConflict((oc) => oc.column('sku').doUpdateSet({ searched_at: new Date() }))
    .execute();
  const [days, latest, fees, held] = await Promise.all([
    dailyRows(ctx, row.sku, timeZone, historyDays),
    latestRows(ctx, row.sku),
    marketplaceFees(ctx.db),
    ctx.db
      .selectFrom('products')
      .select(['one_id', 'size', 'status', 'check_result'])
      .where('shop_user_id', '=', ctx.user.id)
      .where('sku', '=', row.sku)
      .orderBy('one_id')
      .execute(),
  ]);
  // The seller's pairs that may be listed, by listing's own rule (available and qualified).
  const mine = held.filter(itemListable);
  const dayRows = days.rows.filter((d) => isMarketplaceCode(d.marketplace));
  const sizes = new Set([
    ...dayRows.map((d) => d.size),
    ...latest.map((l) => l.size),
    ...mine.map((m) => sizeKey(m.size)),
  ]);
  const now = new Date();
  const answer: SizePrices[] = [...sizes].sort(compareSizes).map((size) => {
    const markets = latest
      .filter((l) => l.size === size && isMarketplaceCode(l.marketplace))
      .map((l) => ({
        marketplace: l.marketplace as MarketplaceCode,
        lowestAskCents: l.lowest_ask_cents,
        highestBidCents: l.highest_bid_cents,
        lastSaleCents: l.last_sale_cents,
        takenAt: new Date(l.taken_at).toISOString(),
      }));
    const suggestedCents = suggestedPrice(markets.map((m) => m.lowestAskCents));
    return {
      size,
      markets,
      windows: priceWindows(combinedDays(dayRows.filter((d) => d.size === size)), now, timeZone),
      suggestedCents,
      payouts:
        suggestedCents === null
          ? []
          : markets.map((m) => ({
              marketplace: m.marketplace,
              payoutCents: payoutCents(suggestedCents, fees.get(m.marketplace) ?? 0),
            })),
      myOneIds: mine.filter((m) => sizeKey(m.size) === size).map((m) => m.one_id),
    };
  });
  const history: HistoryPoint[] = dayRows
    .map((d) => ({
      size: d.size,
      day: d.day,
      marketplace: d.marketplace as MarketplaceCode,
      meanCents: d.mean,
    }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.marketplace.localeCompare(b.marketplace));
  return {
    sku: {
      sku: row.sku,
      brand: row.brand,
      name: row.name,
      image: row.image ? fileUrl(ctx.host, row.image) : null,
    },
    modes: Object.fromEntries(
      MARKETPLACES.map((m) => [m, marketplaceModeOf(ctx.config, m)]),
    ) as SkuPrices['modes'],
    sizes: answer,
    history,
  };
}
