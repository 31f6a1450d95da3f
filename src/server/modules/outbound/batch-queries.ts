import { comparePickLines } from '../../../domain/outbound/batch-rules';
import type {
  BatchDetail,
  BatchListRequest,
  BatchTaskListRequest,
  BatchView,
  PickLine,
  WaitingOrderView,
  WaitingOrdersRequest,
} from '../../../domain/outbound/batches';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { containsPattern, iso, isoOrNull, toCount } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { waitingForBatch } from './batch-generate';
import { countedWithSeller, leavingOrderFields } from './leaving-order-rows';

/** Outbound batches as lists, details (the pick list) and the orders waiting for one read them. */

/** Which batches a reader sees: the warehouse portal its selected warehouse's, the admin any (or one it filters). */
export type BatchScope = { wareId: number | null };

function batchesOf(db: Db, scope: BatchScope) {
  return db
    .selectFrom('outbound_batches as b')
    .$if(scope.wareId !== null, (q) => q.where('b.ware_id', '=', scope.wareId as number));
}

/** The views of the given batches, newest first (lists and details). */
async function viewsOf(db: Db, ids: number[]): Promise<BatchView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('outbound_batches as b')
    .innerJoin('warehouses as w', 'w.id', 'b.ware_id')
    .innerJoin('users as u', 'u.id', 'b.created_by')
    .selectAll('b')
    .select(['w.name as ware_name', 'u.realname', 'u.username'])
    .select((eb) => [
      eb
        .selectFrom('outbound_batch_orders as bo')
        .select(eb.fn.countAll().as('n'))
        .whereRef('bo.batch_id', '=', 'b.id')
        .as('orders'),
      eb
        .selectFrom('outbound_batch_orders as bo')
        .select(eb.fn.countAll().as('n'))
        .whereRef('bo.batch_id', '=', 'b.id')
        .where('bo.state', '=', 'shipped')
        .as('shipped'),
      eb
        .selectFrom('outbound_batch_items as i')
        .select(eb.fn.countAll().as('n'))
        .whereRef('i.batch_id', '=', 'b.id')
        .as('items'),
      eb
        .selectFrom('outbound_batch_items as i')
        .select(eb.fn.countAll().as('n'))
        .whereRef('i.batch_id', '=', 'b.id')
        .where('i.picked_at', 'is not', null)
        .as('picked'),
    ])
    .where('b.id', 'in', ids)
    .orderBy('b.id', 'desc')
    .execute();
  return rows.map((b) => ({
    id: b.id,
    batchNo: b.batch_no,
    wareId: b.ware_id,
    wareName: b.ware_name,
    status: b.status,
    orders: toCount(b.orders),
    items: toCount(b.items),
    picked: toCount(b.picked),
    shipped: toCount(b.shipped),
    createdBy: b.realname || b.username,
    gmtCreate: iso(b.created_at),
    gmtModify: iso(b.updated_at),
  }));
}

/**
 * Batches newest first, by warehouse, status and batch number, and (the admin's BatchTask) the window
 * they were made in: POST /sys_ware_out_batch/list, /stock/out_batch and /outbound/batch_task/list.
 */
export async function listBatches(
  ctx: AuthedContext,
  scope: BatchScope,
  filter: BatchListRequest & Partial<Pick<BatchTaskListRequest, 'beginTime' | 'endTime'>>,
) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const query = batchesOf(ctx.db, scope)
    .$if(filter.wareId !== undefined, (q) => q.where('b.ware_id', '=', filter.wareId as number))
    .$if(filter.status !== undefined, (q) => q.where('b.status', '=', filter.status as number))
    .$if(Boolean(filter.batchNo), (q) =>
      q.where('b.batch_no', 'ilike', containsPattern(filter.batchNo as string)),
    )
    .$if(Boolean(filter.beginTime), (q) =>
      q.where('b.created_at', '>=', new Date(filter.beginTime as string)),
    )
    .$if(Boolean(filter.endTime), (q) => q.where('b.created_at', '<=', new Date(filter.endTime as string)));
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const ids = await query
    .select('b.id')
    .orderBy('b.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  return pageOf(
    req,
    toCount(n),
    await viewsOf(
      ctx.db,
      ids.map((r) => r.id),
    ),
  );
}

async function pickLinesOf(db: Db, batchId: number): Promise<PickLine[]> {
  const rows = await db
    .selectFrom('outbound_batch_items as i')
    .innerJoin('outbound_batch_orders as bo', (j) =>
      j.onRef('bo.batch_id', '=', 'i.batch_id').onRef('bo.order_id', '=', 'i.order_id'),
    )
    .innerJoin('outbound_orders as o', 'o.id', 'i.order_id')
    .innerJoin('outbound_order_items as oi', (j) =>
      j.onRef('oi.order_id', '=', 'i.order_id').onRef('oi.product_id', '=', 'i.product_id'),
    )
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('shelves as s', 's.id', 'p.shelf_id')
    .leftJoin('users as u', 'u.id', 'i.picked_by')
    .select([
      'i.one_id',
      'i.order_id',
      'i.shelf_name',
      'i.picked_at',
      'bo.state',
      'bo.shipped_at',
      'o.odd_no',
      'o.kind',
      'oi.label_file',
      'p.sku',
      'p.brand',
      'p.name',
      'p.size',
      's.name as shelf_now',
      'u.realname',
      'u.username',
    ])
    .where('i.batch_id', '=', batchId)
    .execute();
  const lines = rows.map((r) => ({
    oneId: r.one_id,
    orderId: r.order_id,
    oddNo: r.odd_no,
    kind: r.kind,
    sku: r.sku,
    brand: r.brand,
    name: r.name,
    size: r.size,
    // Where the pair is now; once it left (no shelf), where it was when the batch was made.
    shelfName: r.shelf_now ?? r.shelf_name,
    orderState: r.state,
    picked: r.picked_at !== null,
    pickedBy: r.picked_at === null ? '' : r.realname || r.username || '',
    gmtPicked: isoOrNull(r.picked_at),
    gmtShipped: isoOrNull(r.shipped_at),
    hasLabel: r.label_file !== '',
  }));
  return lines.sort(comparePickLines);
}

/** GET /sys_ware_out_batch/get: the batch with its pick list in the walk's order. */
export async function getBatch(ctx: AuthedContext, scope: BatchScope, id: number): Promise<BatchDetail> {
  const found = await batchesOf(ctx.db, scope).select('b.id').where('b.id', '=', id).executeTakeFirst();
  if (!found) throw notFound('outbound-batches:errors.batchNotFound', { id });
  const [view] = await viewsOf(ctx.db, [id]);
  return { ...view, lines: await pickLinesOf(ctx.db, id) };
}

/** The ids of a batch's orders whose pairs carry a label (what its zip holds). */
export async function labelledOrdersOf(ctx: AuthedContext, scope: BatchScope, id: number): Promise<number[]> {
  const found = await batchesOf(ctx.db, scope).select('b.id').where('b.id', '=', id).executeTakeFirst();
  if (!found) throw notFound('outbound-batches:errors.batchNotFound', { id });
  const rows = await ctx.db
    .selectFrom('outbound_batch_orders as bo')
    .innerJoin('outbound_orders as o', 'o.id', 'bo.order_id')
    .select('o.id')
    .where('bo.batch_id', '=', id)
    .where('bo.state', 'in', ['open', 'shipped'])
    .where((eb) =>
      eb.or([
        eb('o.kind', '=', 3),
        eb.exists(
          eb
            .selectFrom('outbound_order_items as oi')
            .select('oi.order_id')
            .whereRef('oi.order_id', '=', 'o.id')
            .where('oi.label_file', '<>', ''),
        ),
      ]),
    )
    .orderBy('o.id')
    .execute();
  if (rows.length === 0) throw notFound('outbound-batches:errors.noLabels', { id });
  return rows.map((r) => r.id);
}

/** POST /sys_ware_out_batch/waiting: the selected warehouse's orders waiting for a batch, oldest first. */
export async function listWaitingOrders(ctx: AuthedContext, wareId: number, filter: WaitingOrdersRequest) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const query = ctx.db
    .selectFrom('outbound_orders as o')
    .where('o.ware_id', '=', wareId)
    .where((eb) => waitingForBatch(eb))
    .$if(filter.kind !== undefined, (q) => q.where('o.kind', '=', filter.kind as number));
  const counted = await countedWithSeller(query);
  const rows = await counted.rows
    .select((eb) =>
      eb
        .selectFrom('outbound_order_items as oi')
        .select(eb.fn.countAll().as('n'))
        .whereRef('oi.order_id', '=', 'o.id')
        .as('pairs'),
    )
    .orderBy('o.id')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  const data: WaitingOrderView[] = rows.map((r) => ({ ...leavingOrderFields(r), pairs: toCount(r.pairs) }));
  return pageOf(req, counted.total, data);
}
