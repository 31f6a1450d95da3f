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
  const ware = wareId === undefined ? sql`true` : sql`p.ware_id = ${wareId}`;
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
  const bucketCase = sql.join(
    STOCK_AGE_BUCKETS.filter((b) => b.maxDays !== null).map(
      (b) => sql`when p.gmt_in > ${sql.raw('now()')} - make_interval(days => ${b.maxDays}) then ${b.key}`,
    ),
    sql` `,
  );
  const older = STOCK_AGE_BUCKETS[STOCK_AGE_BUCKETS.length - 1].key;
  const byAgeRows = await sql<{ bucket: string; n: number }>`
    select case ${bucketCase} else ${older} end as bucket, count(*)::int as n
    from products p where ${ware} and p.status in (${inWarehouse()}) group by 1`.execute(ctx.db);
  const ageCounts = new Map(byAgeRows.rows.map((r) => [r.bucket, r.n]));
  return {
    byWarehouse: byWarehouse.rows.map((r) => ({
      wareId: r.ware_id,
      wareName: r.ware_name,
      inWarehouse: r.in_warehouse,
      outOfWarehouse: r.out_of_warehouse,
    })),
    byStatus: toCounts(byStatus.rows),
    byAge: STOCK_AGE_BUCKETS.map((b) => ({ bucket: b.key, count: ageCounts.get(b.key) ?? 0 })),
  };
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
