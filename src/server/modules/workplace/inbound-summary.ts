import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { ParcelStatus } from '../../../domain/inbound/inbound';
import { AWAITING_REINSPECTION_STATUS, IN_WAREHOUSE_STATUSES } from '../../../domain/kernel/products';
import type { AuthedContext } from '../../http/context';

/**
 * The warehouse workplace (the portal's home): what happened in the selected warehouse since the
 * start of the user's day, and what waits for each step.
 */
export async function inboundSummary(ctx: AuthedContext, wareId: number, since: Date) {
  const n = async (q: RawBuilder<{ n: number }>) => Number((await q.execute(ctx.db)).rows[0]?.n ?? 0);
  const inWarehouse = sql.join(IN_WAREHOUSE_STATUSES.map((s) => sql`${s}`));
  return {
    since: since.toISOString(),
    today: {
      received: await n(
        sql<{
          n: number;
        }>`select count(*)::int as n from parcels where ware_id = ${wareId} and gmt_received >= ${since}`,
      ),
      inspected: await n(
        sql<{
          n: number;
        }>`select count(*)::int as n from products where ware_id = ${wareId} and gmt_inspected >= ${since}`,
      ),
      shelved: await n(
        sql<{
          n: number;
        }>`select count(*)::int as n from product_events where ware_id = ${wareId} and type = 8 and gmt_create >= ${since}`,
      ),
    },
    waiting: {
      toReceive: await n(
        sql<{
          n: number;
        }>`select count(*)::int as n from parcels where ware_id = ${wareId} and status = ${ParcelStatus.scheduled} and cancelled_at is null`,
      ),
      toInspect: await n(
        sql<{ n: number }>`select (
          coalesce((select sum(i.quantity - i.inspected) from pack_items i join packs p on p.id = i.pack_id
                    where p.ware_id = ${wareId} and p.status = ${ParcelStatus.received}), 0)
          + (select count(*) from products where ware_id = ${wareId} and status = ${AWAITING_REINSPECTION_STATUS} and check_result is null)
        )::int as n`,
      ),
      toShelve: await n(
        sql<{ n: number }>`select count(*)::int as n from products
          where ware_id = ${wareId} and shelf_id is null and check_result is not null and status in (${inWarehouse})`,
      ),
      unforecast: await n(
        sql<{
          n: number;
        }>`select count(*)::int as n from parcels where ware_id = ${wareId} and pack_id is null and cancelled_at is null`,
      ),
    },
  };
}
