import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import { adminItemActions } from '../../../domain/repair/admin-items';
import type { RepairActor } from '../../../domain/repair/approval';
import { REPAIR_TABS } from '../../../domain/repair/codes';
import type {
  ApprovalStatus,
  QcResult,
  RepairIssue,
  RepairStatus,
  RepairTab,
  TaskStatus,
} from '../../../domain/repair/codes';
import {
  REPAIR_OPEN,
  TAB_OF_REPAIR,
  repairItemActionsOf,
  repairStatusesOfTab,
  shopStatusOf,
} from '../../../domain/repair/item-steps';
import type { RepairChoice } from '../../../domain/repair/pricing';
import type { RepairBatchListRequest, RepairTaskListRequest } from '../../../domain/repair/requests';
import { isLiveTask, taskActionsOf } from '../../../domain/repair/task';
import type { RepairBatchDetail, RepairBatchRow, RepairWorkItem } from '../../../domain/repair/views';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page } from '../../http/paging';
import { iso, isoOrNull, toCount } from '../../kernel/db-helpers';
import { firstPhotoOf, photosOfItems } from './photo-queries';

/**
 * Repair batch tasks and their pairs as the admin (TaskManage RepairBatchTask, RepairTask) and the
 * warehouse (RepireManage: its tasks, and one cached list per tab) read them. A pair is listed under
 * the last task its order was given to (a reverted task's pairs move to the next).
 */

function workItems(ctx: AuthedContext) {
  return ctx.db
    .selectFrom('repair_order_items as i')
    .innerJoin('repair_orders as o', 'o.id', 'i.order_id')
    .innerJoin('repair_batch_orders as bo', 'bo.order_id', 'o.id')
    .innerJoin('repair_batches as b', 'b.id', 'bo.batch_id')
    .innerJoin('users as op', 'op.id', 'b.operator_id')
    .innerJoin('users as u', 'u.id', 'o.shop_user_id')
    .innerJoin('warehouses as w', 'w.id', 'o.ware_id')
    .innerJoin('products as p', 'p.id', 'i.product_id');
}
type WorkQuery = ReturnType<typeof workItems>;

/** Only the last task each order was given to. */
const lastTaskOnly = (q: WorkQuery) =>
  q.where(
    'bo.batch_id',
    '=',
    sql<number>`(select max(x.batch_id) from repair_batch_orders x where x.order_id = o.id)`,
  );

function withWorkColumns(q: WorkQuery) {
  return q.select([
    'i.id',
    'i.product_id',
    'i.one_id',
    'i.issues',
    'i.repairs',
    'i.status',
    'i.qc_result',
    'i.result_remark',
    'i.updated_at',
    'o.odd_no',
    'o.approval',
    'o.ware_id',
    'w.name as ware_name',
    'o.shop_user_id',
    'u.uid',
    'u.realname',
    'b.id as batch_id',
    'b.batch_no',
    'b.status as batch_status',
    'bo.open as in_task',
    'op.realname as operator',
    'p.sku',
    'p.size',
    'p.name',
    'p.brand',
    sql<number>`(select count(*) from repair_order_items x
      where x.order_id = o.id and x.status in (${sql.join(REPAIR_OPEN)}))`.as('open_pairs'),
  ]);
}
type WorkRow = Awaited<ReturnType<ReturnType<typeof withWorkColumns>['execute']>>[number];

/** The rows with their photos and the reader's steps on each pair. */
async function toWorkItems(
  ctx: AuthedContext,
  rows: WorkRow[],
  actor: RepairActor,
): Promise<RepairWorkItem[]> {
  const img = await firstPhotoOf(
    ctx,
    rows.map((r) => r.product_id),
  );
  const photos = await photosOfItems(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const status = r.status as RepairStatus;
    const live = r.in_task && isLiveTask(r.batch_status as TaskStatus);
    const actions =
      actor === 'admin'
        ? adminItemActions({
            approval: r.approval as ApprovalStatus,
            status,
            openPairs: toCount(r.open_pairs),
          })
        : live
          ? repairItemActionsOf(status, 'warehouse').filter((a) => a !== 'notRepaired')
          : [];
    return {
      batchId: r.batch_id,
      batchNo: r.batch_no,
      batchStatus: r.batch_status,
      operator: r.operator,
      oddNo: r.odd_no,
      shopInfo: { id: r.shop_user_id, uid: r.uid, realname: r.realname },
      wareId: r.ware_id,
      wareName: r.ware_name,
      oneId: r.one_id,
      sku: r.sku,
      size: r.size,
      name: r.name,
      brand: r.brand,
      img: img.get(r.product_id) ?? null,
      issues: r.issues as RepairIssue[],
      repairs: r.repairs as unknown as RepairChoice[],
      status,
      shopStatus: shopStatusOf(status),
      tab: TAB_OF_REPAIR[status],
      ...photos(r.id),
      qcResult: r.qc_result as QcResult | null,
      resultRemark: r.result_remark,
      gmtModify: iso(r.updated_at),
      actions,
    };
  });
}

/** Pairs still to be worked on are the warehouse's only in a live task. */
const stillToWork = (tab: RepairTab) => tab === 'pendingPick' || tab === 'pendingRepair';

/**
 * POST /repair/task/list (admin RepairTask) and GET /repair/work (the warehouse's tab lists, its
 * selected warehouse only): newest change first.
 */
export async function listRepairWork(
  ctx: AuthedContext,
  filter: RepairTaskListRequest,
  actor: RepairActor,
): Promise<Page<RepairWorkItem>> {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const keyword = filter.keyword?.trim();
  const tab = filter.tab;
  const q = lastTaskOnly(workItems(ctx))
    .$if(tab !== undefined, (w) => w.where('i.status', 'in', repairStatusesOfTab(tab as RepairTab)))
    .$if(tab !== undefined && stillToWork(tab), (w) => w.where('bo.open', '=', true))
    .$if(filter.repairStatus !== undefined, (w) => w.where('i.status', '=', filter.repairStatus as number))
    .$if(filter.wareId !== undefined, (w) => w.where('o.ware_id', '=', filter.wareId as number))
    .$if(filter.batchNo !== undefined && filter.batchNo !== '', (w) =>
      w.where('b.batch_no', '=', filter.batchNo as string),
    )
    .$if(Boolean(keyword), (w) =>
      w.where((eb) => {
        const upper = (keyword as string).toUpperCase();
        const any: Expression<SqlBool>[] = [
          eb('i.one_id', '=', keyword as string),
          eb('o.odd_no', '=', upper),
          eb('b.batch_no', '=', upper),
        ];
        return eb.or(any);
      }),
    );
  const total = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await withWorkColumns(q)
    .orderBy('i.updated_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  return pageOf(req, toCount(total.n), await toWorkItems(ctx, rows, actor));
}

const tabCount = (tab: RepairTab) =>
  sql<number>`(select count(*) from repair_order_items i join repair_batch_orders x on x.order_id = i.order_id
    where x.batch_id = b.id and i.status in (${sql.join(repairStatusesOfTab(tab))}))`;

function batches(ctx: AuthedContext) {
  return ctx.db
    .selectFrom('repair_batches as b')
    .innerJoin('warehouses as w', 'w.id', 'b.ware_id')
    .innerJoin('users as op', 'op.id', 'b.operator_id')
    .innerJoin('users as cb', 'cb.id', 'b.created_by');
}

function withBatchColumns(q: ReturnType<typeof batches>) {
  return q.select([
    'b.id',
    'b.batch_no',
    'b.status',
    'b.ware_id',
    'w.name as ware_name',
    'b.operator_id',
    'op.realname as operator',
    'b.remark',
    'cb.realname as created_by',
    'b.created_at',
    'b.closed_at',
    sql<number>`(select count(*) from repair_batch_orders x where x.batch_id = b.id)`.as('orders'),
    sql<number>`(select count(*) from repair_order_items i join repair_batch_orders x on x.order_id = i.order_id
      where x.batch_id = b.id)`.as('pairs'),
    tabCount('pendingPick').as('pending_pick'),
    tabCount('pendingRepair').as('pending_repair'),
    tabCount('completed').as('completed'),
    tabCount('cancelled').as('cancelled'),
  ]);
}
type BatchRowData = Awaited<ReturnType<ReturnType<typeof withBatchColumns>['execute']>>[number];

const TAB_COLUMN: Record<RepairTab, 'pending_pick' | 'pending_repair' | 'completed' | 'cancelled'> = {
  pendingPick: 'pending_pick',
  pendingRepair: 'pending_repair',
  completed: 'completed',
  cancelled: 'cancelled',
};

function toBatchRow(r: BatchRowData): RepairBatchRow {
  return {
    id: r.id,
    batchNo: r.batch_no,
    status: r.status,
    wareId: r.ware_id,
    wareName: r.ware_name,
    operatorId: r.operator_id,
    operator: r.operator,
    orders: toCount(r.orders),
    pairs: toCount(r.pairs),
    tabs: Object.fromEntries(
      REPAIR_TABS.map((tab) => [tab, toCount(r[TAB_COLUMN[tab]])]),
    ) as RepairBatchRow['tabs'],
    remark: r.remark,
    createdBy: r.created_by,
    gmtCreate: iso(r.created_at),
    gmtClosed: isoOrNull(r.closed_at),
  };
}

/** POST /repair/batch/list: newest first, by status, warehouse, and a batch, order or ONE ID number. */
export async function listRepairTasks(
  ctx: AuthedContext,
  filter: RepairBatchListRequest,
): Promise<Page<RepairBatchRow>> {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const keyword = filter.keyword?.trim();
  const q = batches(ctx)
    .$if(filter.status !== undefined, (w) => w.where('b.status', '=', filter.status as number))
    .$if(filter.wareId !== undefined, (w) => w.where('b.ware_id', '=', filter.wareId as number))
    .$if(Boolean(keyword), (w) =>
      w.where((eb) =>
        eb.or([
          eb('b.batch_no', '=', (keyword as string).toUpperCase()),
          eb.exists(
            eb
              .selectFrom('repair_batch_orders as x')
              .innerJoin('repair_orders as o', 'o.id', 'x.order_id')
              .innerJoin('repair_order_items as i', 'i.order_id', 'o.id')
              .select('x.order_id')
              .whereRef('x.batch_id', '=', 'b.id')
              .where((e) =>
                e.or([
                  e('o.odd_no', '=', (keyword as string).toUpperCase()),
                  e('i.one_id', '=', keyword as string),
                ]),
              ),
          ),
        ]),
      ),
    );
  const total = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await withBatchColumns(q)
    .orderBy('b.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  return pageOf(req, toCount(total.n), rows.map(toBatchRow));
}

/** One task with its orders and every pair of them (before and after photos side by side). */
export async function repairTaskDetail(
  ctx: AuthedContext,
  by: { batchNo?: string; id?: number; wareId?: number },
  actor: RepairActor,
): Promise<RepairBatchDetail> {
  const row = await withBatchColumns(batches(ctx))
    .$if(by.batchNo !== undefined, (q) => q.where('b.batch_no', '=', by.batchNo as string))
    .$if(by.id !== undefined, (q) => q.where('b.id', '=', by.id as number))
    .$if(by.wareId !== undefined, (q) => q.where('b.ware_id', '=', by.wareId as number))
    .executeTakeFirst();
  if (!row) throw notFound('repair:errors.taskNotFound', { batchNo: by.batchNo ?? String(by.id) });
  const items = await withWorkColumns(workItems(ctx).where('b.id', '=', row.id))
    .orderBy('o.id')
    .orderBy('i.id')
    .execute();
  return {
    ...toBatchRow(row),
    orderNos: [...new Set(items.map((i) => i.odd_no))],
    items: await toWorkItems(ctx, items, actor),
    actions: taskActionsOf(row.status as TaskStatus, actor),
  };
}
