import { sql } from 'kysely';
import { fileUrl } from '../../../domain/kernel/files';
import { adminItemActions } from '../../../domain/repair/admin-items';
import { approvalActionsOf, approvalsOfOrderStatus, orderStatusOf } from '../../../domain/repair/approval';
import { ApprovalStatus } from '../../../domain/repair/codes';
import type { QcResult, RepairIssue, RepairOrderStatus, RepairStatus } from '../../../domain/repair/codes';
import { REPAIR_OPEN, isCharged, isRepairOpen, shopStatusOf } from '../../../domain/repair/item-steps';
import { daysWaiting } from '../../../domain/repair/pricing';
import type { RepairChoice } from '../../../domain/repair/pricing';
import type { RepairListRequest, RepairWaitingRequest } from '../../../domain/repair/requests';
import type {
  RepairItemAdminView,
  RepairItemView,
  RepairOrderAdminDetail,
  RepairOrderDetail,
  RepairOrderRow,
} from '../../../domain/repair/views';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { containsPattern, iso, isoOrNull, toCount } from '../../kernel/db-helpers';
import { photosOfItems, firstPhotoOf } from './photo-queries';
import { requireOrderNo } from './store';

/**
 * Repair orders as their seller and the admins read them (src/domain/repair/views.ts): a seller only
 * its own (another seller's order is not found) and never the management side's photos.
 */

type Scope = { sellerId?: number };

function orders(ctx: AuthedContext, scope: Scope) {
  return ctx.db
    .selectFrom('repair_orders as o')
    .innerJoin('warehouses as w', 'w.id', 'o.ware_id')
    .innerJoin('users as u', 'u.id', 'o.shop_user_id')
    .$if(scope.sellerId !== undefined, (q) => q.where('o.shop_user_id', '=', scope.sellerId as number));
}

const lastTask = (column: 'b.batch_no' | 'op.realname') =>
  sql<string | null>`(select ${sql.ref(column)} from repair_batch_orders bo
    join repair_batches b on b.id = bo.batch_id join users op on op.id = b.operator_id
    where bo.order_id = o.id order by b.id desc limit 1)`;

const qcCount = (result: QcResult) =>
  sql<number>`(select count(*) from repair_order_items i where i.order_id = o.id and i.qc_result = ${result})`;

type Orders = ReturnType<typeof orders>;

function withRowColumns(q: Orders) {
  return q.select([
    'o.id',
    'o.odd_no',
    'o.approval',
    'o.shop_user_id',
    'u.uid',
    'u.realname',
    'o.ware_id',
    'w.name as ware_name',
    'o.estimate_cents',
    'o.repair_cents',
    'o.pending_ahead',
    'o.estimated_days',
    'o.review_remark',
    'o.reviewed_at',
    'o.remark',
    'o.waybill_image',
    'o.created_at',
    'o.updated_at',
    'o.closed_at',
    sql<number>`(select count(*) from repair_order_items i where i.order_id = o.id)`.as('pairs'),
    qcCount('pass').as('qc_pass'),
    qcCount('fail').as('qc_fail'),
    lastTask('b.batch_no').as('batch_no'),
    lastTask('op.realname').as('operator'),
  ]);
}

const rowQuery = (ctx: AuthedContext, scope: Scope) => withRowColumns(orders(ctx, scope));

type Row = Awaited<ReturnType<ReturnType<typeof rowQuery>['executeTakeFirstOrThrow']>>;

function toRow(r: Row, now: Date): RepairOrderRow {
  const approval = r.approval as ApprovalStatus;
  const created = new Date(iso(r.created_at));
  return {
    id: r.id,
    oddNo: r.odd_no,
    status: orderStatusOf(approval),
    approval,
    shopInfo: { id: r.shop_user_id, uid: r.uid, realname: r.realname },
    wareId: r.ware_id,
    wareName: r.ware_name,
    pairs: toCount(r.pairs),
    estimateCents: r.estimate_cents,
    repairCents: r.repair_cents,
    pendingAhead: r.pending_ahead,
    estimatedDays: r.estimated_days,
    daysWaiting: daysWaiting(created, r.closed_at ? new Date(iso(r.closed_at)) : now),
    batchNo: r.batch_no,
    operator: r.operator ?? '',
    reviewRemark: r.review_remark,
    reviewedAt: isoOrNull(r.reviewed_at),
    qcPass: toCount(r.qc_pass),
    qcFail: toCount(r.qc_fail),
    gmtCreate: iso(r.created_at),
    gmtModify: iso(r.updated_at),
    gmtClosed: isoOrNull(r.closed_at),
  };
}

/** POST /repair/list: newest first, by status, approval, warehouse, a number or ONE ID, and (admins) seller. */
export async function listRepairOrders(
  ctx: AuthedContext,
  scope: Scope,
  filter: RepairListRequest,
): Promise<Page<RepairOrderRow>> {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const keyword = filter.keyword?.trim();
  const seller = filter.seller?.trim();
  const filtered = orders(ctx, scope)
    .$if(filter.status !== undefined, (w) =>
      w.where('o.approval', 'in', approvalsOfOrderStatus(filter.status as RepairOrderStatus)),
    )
    .$if(filter.approval !== undefined, (w) => w.where('o.approval', '=', filter.approval as number))
    .$if(filter.wareId !== undefined, (w) => w.where('o.ware_id', '=', filter.wareId as number))
    .$if(Boolean(keyword), (w) =>
      w.where((eb) =>
        eb.or([
          eb('o.odd_no', '=', (keyword as string).toUpperCase()),
          eb.exists(
            eb
              .selectFrom('repair_order_items as i')
              .select('i.id')
              .whereRef('i.order_id', '=', 'o.id')
              .where('i.one_id', '=', keyword as string),
          ),
        ]),
      ),
    )
    .$if(Boolean(seller), (w) =>
      w.where((eb) =>
        eb.or([
          eb('u.uid', 'ilike', containsPattern(seller as string)),
          eb('u.username', 'ilike', containsPattern(seller as string)),
          eb('u.realname', 'ilike', containsPattern(seller as string)),
        ]),
      ),
    );
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await withRowColumns(filtered)
    .orderBy('o.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  const now = new Date();
  return pageOf(
    req,
    toCount(total.n),
    rows.map((r) => toRow(r, now)),
  );
}

async function itemRows(ctx: AuthedContext, orderId: number) {
  return ctx.db
    .selectFrom('repair_order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('users as pk', 'pk.id', 'i.picked_by')
    .leftJoin('users as dn', 'dn.id', 'i.done_by')
    .select([
      'i.id',
      'i.product_id',
      'i.one_id',
      'i.issues',
      'i.repairs',
      'i.estimate_cents',
      'i.status',
      'i.qc_result',
      'i.result_remark',
      'i.reject_reason',
      'i.picked_at',
      'i.done_at',
      'i.lost_at',
      'p.sku',
      'p.size',
      'p.name',
      'p.brand',
      'pk.realname as picked_by',
      'dn.realname as done_by',
    ])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
}
type ItemRow = Awaited<ReturnType<typeof itemRows>>[number];

function toItem(i: ItemRow, img: string | null): RepairItemView {
  const status = i.status as RepairStatus;
  return {
    oneId: i.one_id,
    sku: i.sku,
    size: i.size,
    name: i.name,
    brand: i.brand,
    img,
    issues: i.issues as RepairIssue[],
    repairs: i.repairs as unknown as RepairChoice[],
    estimateCents: i.estimate_cents,
    repairCents: isRepairOpen(status) ? null : isCharged(status) ? i.estimate_cents : 0,
    status,
    shopStatus: shopStatusOf(status),
    qcResult: i.qc_result as QcResult | null,
    resultRemark: i.result_remark,
    rejectReason: i.reject_reason,
  };
}

async function orderRow(ctx: AuthedContext, oddNo: string, scope: Scope): Promise<Row> {
  const row = await rowQuery(ctx, scope).where('o.odd_no', '=', requireOrderNo(oddNo)).executeTakeFirst();
  if (!row) throw notFound('repair:errors.detailFailed', { oddNo });
  return row;
}

const waybillOf = (ctx: AuthedContext, hash: string | null) => (hash ? fileUrl(ctx.host, hash) : null);

/** GET /repair/get (business): the seller's own order, without the management side's photos. */
export async function sellerRepairDetail(ctx: AuthedContext, oddNo: string): Promise<RepairOrderDetail> {
  const row = await orderRow(ctx, oddNo, { sellerId: ctx.user.id });
  const items = await itemRows(ctx, row.id);
  const img = await firstPhotoOf(
    ctx,
    items.map((i) => i.product_id),
  );
  return {
    ...toRow(row, new Date()),
    remark: row.remark,
    waybillImage: waybillOf(ctx, row.waybill_image),
    items: items.map((i) => toItem(i, img.get(i.product_id) ?? null)),
    actions: approvalActionsOf(row.approval as ApprovalStatus, 'seller'),
  };
}

/** GET /repair/get (admin): any order, each pair with its before, after and QC photos and its work. */
export async function adminRepairDetail(ctx: AuthedContext, oddNo: string): Promise<RepairOrderAdminDetail> {
  const row = await orderRow(ctx, oddNo, {});
  const items = await itemRows(ctx, row.id);
  const img = await firstPhotoOf(
    ctx,
    items.map((i) => i.product_id),
  );
  const photos = await photosOfItems(
    ctx,
    items.map((i) => i.id),
  );
  const approval = row.approval as ApprovalStatus;
  const openPairs = items.filter((i) => isRepairOpen(i.status as RepairStatus)).length;
  const toAdminItem = (i: ItemRow): RepairItemAdminView => ({
    ...toItem(i, img.get(i.product_id) ?? null),
    ...photos(i.id),
    pickedBy: i.picked_by ?? '',
    gmtPicked: isoOrNull(i.picked_at),
    doneBy: i.done_by ?? '',
    gmtDone: isoOrNull(i.done_at),
    gmtLost: isoOrNull(i.lost_at),
    actions: adminItemActions({ approval, status: i.status as RepairStatus, openPairs }),
  });
  return {
    ...toRow(row, new Date()),
    remark: row.remark,
    waybillImage: waybillOf(ctx, row.waybill_image),
    items: items.map(toAdminItem),
    actions: approvalActionsOf(approval, 'admin'),
  };
}

/**
 * POST /repair/batch/waiting: approved orders in no live task with pairs still to repair, oldest
 * first (the queue's order), to make a task from.
 */
export async function listWaitingRepairOrders(
  ctx: AuthedContext,
  filter: RepairWaitingRequest,
): Promise<Page<RepairOrderRow>> {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const waiting = orders(ctx, {})
    .where('o.approval', '=', ApprovalStatus.approve)
    .$if(filter.wareId !== undefined, (w) => w.where('o.ware_id', '=', filter.wareId as number))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('repair_batch_orders as bo')
            .select('bo.order_id')
            .whereRef('bo.order_id', '=', 'o.id')
            .where('bo.open', '=', true),
        ),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('repair_order_items as i')
          .select('i.id')
          .whereRef('i.order_id', '=', 'o.id')
          .where('i.status', 'in', [...REPAIR_OPEN]),
      ),
    );
  const total = await waiting.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await withRowColumns(waiting).orderBy('o.id').limit(req.pageSize).offset(req.offset).execute();
  const now = new Date();
  return pageOf(
    req,
    toCount(total.n),
    rows.map((r) => toRow(r, now)),
  );
}
