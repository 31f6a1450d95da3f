import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { IN_WAREHOUSE_STATUSES, InventoryStatus } from '../../../domain/kernel/products';
import { STOCK_AGE_BUCKETS } from '../../../domain/inventory/views';
import type { BatchListRequest, StatusCount } from '../../../domain/inventory/views';
import type { AuthedContext } from '../../http/context';
import { pageOf, pageRequest } from '../../http/paging';

/**
 * Counts behind the seller workplace, the admin overview and the inbound and outbound batches. Counts by owner,
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
    byWarehouse: byWarehouse.rows.map((r) => ({
      wareId: r.ware_id,
      wareName: r.ware_name,
      inWarehouse: r.n,
    })),
  };
}

/**
 * Admin overview: every warehouse (an empty one shows 0), items by status, and the age of what is
 * still in a warehouse (days since it came in; day 1 is the day it arrived, as storageDays counts).
 */
export async function stockOverview(ctx: AuthedContext, wareId: number | undefined) {
  const byWarehouse = await sql<{
    ware_id: number;
    ware_name: string;
    in_warehouse: number;
    out_of_warehouse: number;
  }>`
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
    where p.status in (${statuses}) and ${since(oldest)} and ${wareId === undefined ? sql`true` : sql`p.ware_id = ${wareId}`}`.execute(
    ctx.db,
  );
  const { total, younger } = row.rows[0];
  // younger[i]: items younger than bucket i's bound; bounds grow with i, so bucket i is the difference.
  const order = bounded.map((b, i) => ({ b, i })).sort((x, y) => x.b.maxDays - y.b.maxDays);
  const counts = new Map<string, number>();
  let below = 0;
  for (const { b, i } of order) {
    counts.set(b.key, younger[i] - below);
    below = younger[i];
  }
  return STOCK_AGE_BUCKETS.map((b) => ({
    bucket: b.key,
    count: b.maxDays === null ? total - below : (counts.get(b.key) ?? 0),
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants a local day (YYYY-MM-DD at `offset` minutes east of UTC) runs between. */
export function dayWindow(day: string, offsetMinutes: number): { begin: string; end: string } {
  const start = Date.parse(`${day}T00:00:00.000Z`) - offsetMinutes * 60_000;
  return { begin: new Date(start).toISOString(), end: new Date(start + DAY_MS - 1).toISOString() };
}

/**
 * What a batch list groups: the rows of `from` (aliased x, with x.ware_id) that match `where`, by the
 * local day of `at` and the warehouse; `counts` is the select list of each group's numbers.
 */
type DayBatchSource = {
  from: RawBuilder<unknown>;
  at: RawBuilder<unknown>;
  where: RawBuilder<unknown>[];
  counts: RawBuilder<unknown>;
};

/**
 * Batches per local day (the user's days) and warehouse, newest day first, within the user's date
 * range and warehouse; `toRow` names a batch's counts and the instants its day runs between. The
 * number of batches rides on the page's rows (a count over the groups), so the rows are grouped once;
 * only a page past the end counts them alone.
 */
async function listDayBatches<C extends object, T extends object>(
  ctx: AuthedContext,
  input: BatchListRequest,
  source: DayBatchSource,
  toRow: (counts: C, window: { begin: string; end: string }) => T,
) {
  const req = pageRequest(input, ctx.config.maxPageSize);
  const offset = input.utcOffsetMinutes ?? 0;
  // A date, not text, per row: to_char runs once per group.
  const day = sql`((${source.at} at time zone 'UTC') + make_interval(mins => ${offset}))::date`;
  const where = sql.join(
    [
      ...source.where,
      ...(input.wareId !== undefined ? [sql`x.ware_id = ${input.wareId}`] : []),
      ...(input.beginDate ? [sql`${source.at} >= ${new Date(input.beginDate)}`] : []),
      ...(input.endDate ? [sql`${source.at} <= ${new Date(input.endDate)}`] : []),
    ],
    sql` and `,
  );
  const groups = sql`select ${day} as local_day, x.ware_id, ${source.counts} from ${source.from} where ${where} group by 1, 2`;
  const rows = await sql<C & { day: string; ware_id: number; ware_name: string; batches: number }>`
    select to_char(g.local_day, 'YYYY-MM-DD') as day, w.name as ware_name, g.*, (count(*) over ())::int as batches
    from (${groups}) g join warehouses w on w.id = g.ware_id
    order by g.local_day desc, w.name, g.ware_id
    limit ${req.pageSize} offset ${req.offset}`.execute(ctx.db);
  const total =
    rows.rows[0]?.batches ??
    (req.offset === 0
      ? 0
      : (await sql<{ n: number }>`select count(*)::int as n from (${groups}) g`.execute(ctx.db)).rows[0].n);
  return pageOf(
    req,
    total,
    rows.rows.map((r) => ({
      day: r.day,
      wareId: r.ware_id,
      wareName: r.ware_name,
      ...toRow(r, dayWindow(r.day, offset)),
    })),
  );
}

/** Inbound batches: the parcels received per local day and warehouse, with the items inspected from them. */
export function listInBatches(ctx: AuthedContext, input: BatchListRequest) {
  const source = {
    from: sql`parcels x left join products p on p.parcel_id = x.id`,
    at: sql`x.gmt_received`,
    where: [sql`x.gmt_received is not null`, sql`x.cancelled_at is null`],
    counts: sql`count(distinct x.id)::int as parcels, count(p.id)::int as items`,
  };
  return listDayBatches(ctx, input, source, (c: { parcels: number; items: number }, window) => ({
    parcels: c.parcels,
    items: c.items,
    receivedBeginTime: window.begin,
    receivedEndTime: window.end,
  }));
}
