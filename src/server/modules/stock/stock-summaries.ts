import { sql } from 'kysely';
import { IN_WAREHOUSE_STATUSES, InventoryStatus } from '../../../domain/products';
import { STOCK_AGE_BUCKETS } from '../../../domain/stock';
import type { InBatchListRequest, StatusCount } from '../../../domain/stock';
import type { AuthedContext } from '../../http/context';
import { pageOf, pageRequest } from '../../http/paging';

/**
 * Counts behind the seller workplace, the admin overview and the inbound batches. Counts by owner,
 * warehouse and status come from stock_counts (kept by triggers, migration 0031), not from the items.
 */

const inWarehouse = () => sql.join(IN_WAREHOUSE_STATUSES.map((s) => sql`${s}`));
const toCounts = (rows: { status: number; n: number | string }[]): StatusCount[] =>
  rows.map((r) => ({ status: r.status, count: Number(r.n) })).sort((a, b) => a.status - b.status);

/** The seller's items by status, and those still in a warehouse by warehouse. */
export async function sellerStockSummary(ctx: AuthedContext, shopUserId: number) {
  const byStatus = await sql<{ status: number; n: number }>`
    select status, sum(n)::int as n from stock_counts where shop_user_id = ${shopUserId}
    group by status having sum(n) > 0`.execute(ctx.db);
  const byWarehouse = await sql<{ ware_id: number; ware_name: string; n: number }>`
    select c.ware_id, w.name as ware_name, sum(c.n)::int as n
    from stock_counts c join warehouses w on w.id = c.ware_id
    where c.shop_user_id = ${shopUserId} and c.status in (${inWarehouse()})
    group by c.ware_id, w.name having sum(c.n) > 0 order by w.name, c.ware_id`.execute(ctx.db);
  return {
    byStatus: toCounts(byStatus.rows),
    byWarehouse: byWarehouse.rows.map((r) => ({ wareId: r.ware_id, wareName: r.ware_name, inWarehouse: r.n })),
  };
}

/**
 * Admin overview: every warehouse (an empty one shows 0), items by status, and the age of what is
 * still in a warehouse (days since it came in; day 1 is the day it arrived, as storageDays counts).
 */
export async function stockOverview(ctx: AuthedContext, wareId: number | undefined) {
  const byWarehouse = await sql<{ ware_id: number; ware_name: string; in_warehouse: number; out_of_warehouse: number }>`
    select w.id as ware_id, w.name as ware_name,
      coalesce(sum(c.n) filter (where c.status in (${inWarehouse()})), 0)::int as in_warehouse,
      coalesce(sum(c.n) filter (where c.status = ${InventoryStatus.outOfWarehouse}), 0)::int as out_of_warehouse
    from warehouses w left join stock_counts c on c.ware_id = w.id
    where ${wareId === undefined ? sql`true` : sql`w.id = ${wareId}`}
    group by w.id, w.name order by w.name, w.id`.execute(ctx.db);
  const byStatus = await sql<{ status: number; n: number }>`
    select c.status, sum(c.n)::int as n from stock_counts c
    where ${wareId === undefined ? sql`true` : sql`c.ware_id = ${wareId}`}
    group by c.status having sum(c.n) > 0`.execute(ctx.db);
  const byAge = await ageBuckets(ctx, wareId);
  return {
    byWarehouse: byWarehouse.rows.map((r) => ({
      wareId: r.ware_id,
      wareName: r.ware_name,
      inWarehouse: r.in_warehouse,
      outOfWarehouse: r.out_of_warehouse,
    })),
    byStatus: toCounts(byStatus.rows),
    byAge,
  };
}

/**
 * What is in a warehouse by age bucket. Each bucket holds the items that came in after its bound and
 * not after the younger bucket's, so one read of the items younger than the oldest bound (an index
 * range, migration 0032) gives every bucket but the last; the last is the rest of the kept count.
 * Both are read in one statement, so they see the same moment.
 */
async function ageBuckets(ctx: AuthedContext, wareId: number | undefined) {
  // Literal statuses: the partial index's predicate is proven from constants, not parameters.
  const statuses = sql.raw(IN_WAREHOUSE_STATUSES.join(', '));
  const bounded = STOCK_AGE_BUCKETS.filter((b): b is { key: string; maxDays: number } => b.maxDays !== null);
  const oldest = Math.max(...bounded.map((b) => b.maxDays));
  const since = (days: number) => sql`p.gmt_in > ${sql.raw('now()')} - make_interval(days => ${days})`;
  const youngerThan = sql.join(bounded.map((b) => sql`(count(*) filter (where ${since(b.maxDays)}))::int`));
  const row = await sql<{ total: number; younger: number[] }>`
    select
      (select coalesce(sum(c.n), 0)::int from stock_counts c
        where c.status in (${statuses}) and ${wareId === undefined ? sql`true` : sql`c.ware_id = ${wareId}`}) as total,
      array[${youngerThan}] as younger
    from products p
    where p.status in (${statuses}) and ${since(oldest)} and ${wareId === undefined ? sql`true` : sql`p.ware_id = ${wareId}`}`.execute(ctx.db);
  const { total, younger } = row.rows[0];
  // younger[i]: items younger than bucket i's bound; bounds grow with i, so bucket i is the difference.
  const order = bounded.map((b, i) => ({ b, i })).sort((x, y) => x.b.maxDays - y.b.maxDays);
  const counts = new Map<string, number>();
  let below = 0;
  for (const { b, i } of order) {
    counts.set(b.key, younger[i] - below);
    below = younger[i];
  }
  return STOCK_AGE_BUCKETS.map((b) => ({ bucket: b.key, count: b.maxDays === null ? total - below : (counts.get(b.key) ?? 0) }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants a local day (YYYY-MM-DD at `offset` minutes east of UTC) runs between. */
export function dayWindow(day: string, offsetMinutes: number): { begin: string; end: string } {
  const start = Date.parse(`${day}T00:00:00.000Z`) - offsetMinutes * 60_000;
  return { begin: new Date(start).toISOString(), end: new Date(start + DAY_MS - 1).toISOString() };
}

/** Inbound batches: the parcels received per local day and warehouse, with the items inspected from them. */
export async function listInBatches(ctx: AuthedContext, input: InBatchListRequest) {
  const req = pageRequest(input, ctx.config.maxPageSize);
  const offset = input.utcOffsetMinutes ?? 0;
  const day = sql`to_char((x.gmt_received at time zone 'UTC') + make_interval(mins => ${offset}), 'YYYY-MM-DD')`;
  const where = sql.join(
    [
      sql`x.gmt_received is not null`,
      sql`x.cancelled_at is null`,
      ...(input.wareId !== undefined ? [sql`x.ware_id = ${input.wareId}`] : []),
      ...(input.beginDate ? [sql`x.gmt_received >= ${new Date(input.beginDate)}`] : []),
      ...(input.endDate ? [sql`x.gmt_received <= ${new Date(input.endDate)}`] : []),
    ],
    sql` and `,
  );
  const total = await sql<{ n: number }>`
    select count(*)::int as n from (select ${day} as day, x.ware_id from parcels x where ${where} group by 1, 2) g`.execute(ctx.db);
  const rows = await sql<{ day: string; ware_id: number; ware_name: string; parcels: number; items: number }>`
    select g.day, g.ware_id, w.name as ware_name, g.parcels, g.items
    from (
      select ${day} as day, x.ware_id, count(distinct x.id)::int as parcels, count(p.id)::int as items
      from parcels x left join products p on p.parcel_id = x.id
      where ${where} group by 1, 2
    ) g join warehouses w on w.id = g.ware_id
    order by g.day desc, w.name, g.ware_id
    limit ${req.pageSize} offset ${req.offset}`.execute(ctx.db);
  return pageOf(
    req,
    total.rows[0]?.n ?? 0,
    rows.rows.map((r) => {
      const window = dayWindow(r.day, offset);
      return {
        day: r.day,
        wareId: r.ware_id,
        wareName: r.ware_name,
        parcels: r.parcels,
        items: r.items,
        receivedBeginTime: window.begin,
        receivedEndTime: window.end,
      };
    }),
  );
}
