import type { ExpressionBuilder } from 'kysely';
import { SHIPPED_STATUS, SHIPPING_KINDS } from '../../../domain/outbound/batch-rules';
import type { WarehouseOrderStage } from '../../../domain/outbound/batch-rules';
import type { WarehouseOrdersRequest, WarehouseOrderView } from '../../../domain/outbound/batches';
import { ReshipStatus } from '../../../domain/outbound/kind-codes';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { pageOf, pageRequest } from '../../http/paging';
import { containsPattern, isoOrNull } from '../../kernel/db-helpers';
import { waitingForBatch } from './batch-generate';
import { countedWithSeller, leavingOrderFields } from './leaving-order-rows';

/**
 * The selected warehouse's leaving orders by stage (Outbound/outboundTransport for ship with label,
 * transportdetail for reship, Delivered for every kind that left): waiting for a batch, in a live
 * batch, shipped (newest exit first), or in exception.
 */

type Eb = ExpressionBuilder<DB & { o: DB['outbound_orders'] }, 'o'>;

const inLiveBatch = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('outbound_batch_orders as bo')
      .select('bo.order_id')
      .whereRef('bo.order_id', '=', 'o.id')
      .where('bo.state', '=', 'open'),
  );

const shipped = (eb: Eb) =>
  eb.or(
    SHIPPING_KINDS.map((k) =>
      eb.and([eb('o.kind', '=', k), eb('o.status', '=', SHIPPED_STATUS[k] as number)]),
    ),
  );

const exception = (eb: Eb) => eb.and([eb('o.kind', '=', 4), eb('o.status', '=', ReshipStatus.exception)]);

const STAGE_FILTER: Record<WarehouseOrderStage, (eb: Eb) => ReturnType<Eb['and']>> = {
  waiting: (eb) => waitingForBatch(eb),
  inBatch: (eb) => eb.and([inLiveBatch(eb)]),
  shipped: (eb) => eb.and([shipped(eb)]),
  exception: (eb) => eb.and([exception(eb)]),
};

function stageOf(row: { kind: number; status: number; live: unknown }): WarehouseOrderStage {
  if (SHIPPED_STATUS[row.kind as 3 | 4 | 14] === row.status) return 'shipped';
  if (row.kind === 4 && row.status === ReshipStatus.exception) return 'exception';
  return row.live ? 'inBatch' : 'waiting';
}

export async function listWarehouseOrders(
  ctx: AuthedContext,
  wareId: number,
  filter: WarehouseOrdersRequest,
) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const query = ctx.db
    .selectFrom('outbound_orders as o')
    .where('o.ware_id', '=', wareId)
    .where('o.kind', 'in', filter.kind ? [filter.kind] : SHIPPING_KINDS)
    .where((eb) =>
      filter.stage ? STAGE_FILTER[filter.stage](eb) : eb.or(Object.values(STAGE_FILTER).map((f) => f(eb))),
    )
    .$if(Boolean(filter.oddNo), (q) => q.where('o.odd_no', 'ilike', containsPattern(filter.oddNo as string)));
  const counted = await countedWithSeller(query);
  const rows = await counted.rows
    .select((eb) => [
      eb
        .selectFrom('outbound_batch_orders as bo')
        .innerJoin('outbound_batches as b', 'b.id', 'bo.batch_id')
        .select('b.batch_no')
        .whereRef('bo.order_id', '=', 'o.id')
        .where('bo.state', 'in', ['open', 'shipped'])
        .orderBy('b.id', 'desc')
        .limit(1)
        .as('batch_no'),
      inLiveBatch(eb).as('live'),
      eb
        .selectFrom('outbound_order_items as oi')
        .innerJoin('products as p', 'p.id', 'oi.product_id')
        .select((x) => x.fn.max('p.gmt_out').as('t'))
        .whereRef('oi.order_id', '=', 'o.id')
        .as('gmt_out'),
    ])
    // Shipped lists read newest exit first; the others oldest order first (the queue's order).
    .$if(filter.stage === 'shipped' || !filter.kind, (q) => q.orderBy('o.updated_at', 'desc'))
    .orderBy('o.id', filter.stage === 'shipped' || !filter.kind ? 'desc' : 'asc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  const ids = rows.map((r) => r.id);
  const items =
    ids.length === 0
      ? []
      : await ctx.db
          .selectFrom('outbound_order_items')
          .select(['order_id', 'one_id'])
          .where('order_id', 'in', ids)
          .orderBy('one_id')
          .execute();
  const data: WarehouseOrderView[] = rows.map((r) => ({
    ...leavingOrderFields(r),
    pairs: items.filter((i) => i.order_id === r.id).length,
    oneIds: items.filter((i) => i.order_id === r.id).map((i) => i.one_id),
    stage: stageOf(r),
    batchNo: r.batch_no ?? null,
    gmtOut: isoOrNull(r.gmt_out as Date | string | null),
  }));
  return pageOf(req, counted.total, data);
}
