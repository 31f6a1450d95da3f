import { sql } from 'kysely';
import { everyDay, everyMarketplace, storageDayBuckets, TO_SHIP } from '../../../domain/bi/bi';
import type { BiBoard, BiBoardQuery } from '../../../domain/bi/bi';
import { IN_WAREHOUSE_STATUSES, InventoryStatus } from '../../../domain/kernel/products';
import { gmtDayOf, periodOf } from '../../../domain/wallet/overview';
import type { Period } from '../../../domain/wallet/overview';
import type { AuthedContext } from '../../http/context';
import type { Db } from '../../kernel/db-helpers';
import { isoOrNull, toCount } from '../../kernel/db-helpers';
import { financeOverview } from '../wallet/overview-service';
import { BI_STOCK_DAYS } from './bi-refresh-job';

/**
 * The BI board's figures, each from a kept aggregate: the orders to ship from bi_outbound_counts, the
 * sales from bi_sales_daily (both kept by triggers, migration 0130), pairs by status and warehouse from
 * stock_counts (migration 0031), storage days and pairs in and out by day from the bi_stock_days view
 * (refreshed by its job), and the wallet and the waiting applications from Finance/Overview's service
 * (balances, ledger_daily_totals, the applications' stages), without the excluded sellers.
 */

const inPeriod = (period: Period) => sql`day between ${period.beginDate}::date and ${period.endDate}::date`;
const inWarehouse = () => sql.join(IN_WAREHOUSE_STATUSES.map((s) => sql`${s}`));

async function ordersToShip(db: Db): Promise<BiBoard['toShip']> {
  const waiting = sql.join(TO_SHIP.flatMap((s) => s.statuses.map((status) => sql`(${s.kind}, ${status})`)));
  const rows = await sql<{ kind: number; ware_id: number; ware_name: string; n: string }>`
    select c.kind, c.ware_id, w.name as ware_name, sum(c.n) as n
    from bi_outbound_counts c join warehouses w on w.id = c.ware_id
    where (c.kind, c.status) in (${waiting})
    group by c.kind, c.ware_id, w.name having sum(c.n) > 0
    order by c.kind, w.name, c.ware_id`.execute(db);
  return rows.rows.map((r) => ({
    kind: r.kind,
    wareId: r.ware_id,
    wareName: r.ware_name,
    orders: toCount(r.n),
  }));
}

async function salesOf(db: Db, period: Period) {
  const rows = await sql<{ day: string; marketplace: string; pairs: string; cents: string }>`
    select to_char(day, 'YYYY-MM-DD') as day, marketplace, sum(pairs) as pairs, sum(revenue_cents) as cents
    from bi_sales_daily where ${inPeriod(period)} group by day, marketplace`.execute(db);
  const sales = rows.rows.map((r) => ({
    day: r.day,
    marketplace: r.marketplace,
    pairs: toCount(r.pairs),
    revenueCents: Number(r.cents),
  }));
  const days = new Map<string, { day: string; pairs: number; revenueCents: number }>();
  for (const s of sales) {
    const d = days.get(s.day) ?? { day: s.day, pairs: 0, revenueCents: 0 };
    days.set(s.day, { day: s.day, pairs: d.pairs + s.pairs, revenueCents: d.revenueCents + s.revenueCents });
  }
  return {
    pairs: sales.reduce((sum, s) => sum + s.pairs, 0),
    revenueCents: sales.reduce((sum, s) => sum + s.revenueCents, 0),
    byDay: everyDay(period, [...days.values()], (day) => ({ day, pairs: 0, revenueCents: 0 })),
    byMarketplace: everyMarketplace(sales),
  };
}

async function inventoryOf(db: Db, period: Period, today: string): Promise<BiBoard['inventory']> {
  const [byStatus, byWarehouse, dayIn, flow, refreshed] = await Promise.all([
    sql<{ status: number; n: string }>`
      select status, sum(n) as n from stock_counts group by status having sum(n) > 0 order by status`.execute(
      db,
    ),
    sql<{ ware_id: number; ware_name: string; in_warehouse: string; left_n: string }>`
      select w.id as ware_id, w.name as ware_name,
        coalesce(sum(c.n) filter (where c.status in (${inWarehouse()})), 0) as in_warehouse,
        coalesce(sum(c.n) filter (where c.status = ${InventoryStatus.outOfWarehouse}), 0) as left_n
      from warehouses w left join stock_counts c on c.ware_id = w.id
      group by w.id, w.name order by w.name, w.id`.execute(db),
    sql<{ day: string; n: string }>`
      select to_char(day, 'YYYY-MM-DD') as day, sum(still_in) as n
      from bi_stock_days where still_in > 0 group by day`.execute(db),
    sql<{ day: string; arrived: string; departed: string }>`
      select to_char(day, 'YYYY-MM-DD') as day, sum(arrived) as arrived, sum(departed) as departed
      from bi_stock_days where ${inPeriod(period)} group by day`.execute(db),
    db.selectFrom('bi_refreshes').select('refreshed_at').where('name', '=', BI_STOCK_DAYS).executeTakeFirst(),
  ]);
  const flowRows = flow.rows.map((r) => ({
    day: r.day,
    inPairs: toCount(r.arrived),
    outPairs: toCount(r.departed),
  }));
  return {
    byStatus: byStatus.rows.map((r) => ({ status: r.status, pairs: toCount(r.n) })),
    byWarehouse: byWarehouse.rows.map((r) => ({
      wareId: r.ware_id,
      wareName: r.ware_name,
      inWarehouse: toCount(r.in_warehouse),
      left: toCount(r.left_n),
    })),
    storageDays: storageDayBuckets(
      dayIn.rows.map((r) => ({ dayIn: r.day, pairs: toCount(r.n) })),
      today,
    ),
    flowByDay: everyDay(period, flowRows, (day) => ({ day, inPairs: 0, outPairs: 0 })),
    asOf: isoOrNull(refreshed?.refreshed_at),
  };
}

export async function biBoard(ctx: AuthedContext, q: BiBoardQuery): Promise<BiBoard> {
  const now = new Date();
  const period = periodOf(q, now);
  const today = gmtDayOf(now);
  const [finance, toShip, sales, inventory] = await Promise.all([
    financeOverview(ctx, q),
    ordersToShip(ctx.db),
    salesOf(ctx.db, period),
    inventoryOf(ctx.db, period, today),
  ]);
  const cash = finance.cashByDay;
  return {
    period,
    today,
    toShip,
    sales: {
      ...sales,
      feesByType: finance.feesByType.filter(
        (f) => f.entries !== 0 || f.chargedCents !== 0 || f.creditedCents !== 0,
      ),
    },
    inventory,
    wallet: {
      availableCents: finance.balances.availableCents,
      heldCents: finance.balances.heldCents,
      sellersWithMoney: finance.balances.sellersWithMoney,
      inCents: cash.reduce((sum, d) => sum + d.inCents, 0),
      outCents: cash.reduce((sum, d) => sum + d.outCents, 0),
      cashByDay: cash,
      excludedSellers: finance.excluded.sellers.length,
    },
    waiting: finance.pending,
  };
}
