import { sql } from 'kysely';
import type { Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import type { ItemFilter, StatusCount, StockListRequest } from '../../../domain/inventory/views';
import type { AuthedContext } from '../../http/context';
import { pageOf, pageRequest } from '../../http/paging';
import type { PagingInput } from '../../http/paging';
import { containsPattern, iso, isoOrNull } from '../../kernel/db-helpers';
import { shelfNameOf } from '../../kernel/product-events';
import { storageFeesOf } from '../wallet/rate-service';
import { productCost, productItem } from '../../../domain/kernel/product-mapping';
import { exitOrdersOf } from './exit-orders';
import { filtersOnlyWarehouse, itemConditions, statusCondition } from './item-filter';
import type { ProductScope } from './item-filter';

/**
 * One paged item list with its per-status counts, for every stock view. Who may see what is the
 * `scope`: a seller's lists are always limited to the seller's own items (never another's), the
 * admin's are not. The counts are taken with every filter but the status, so the tabs show how many
 * each tab would list; the page's total is read from them instead of a second count.
 */
export type ItemScope = {
  /** Only this seller's items. */
  shopUserId?: number;
  /** Admin: owner uid or name contains. */
  shopUser?: string;
  /** Admin InBatch detail: items of parcels received in this window. */
  received?: TimeWindow;
  /** Admin Stock/detail/out (one warehouse's exits on one day): items that left (gmt_out) in this window. */
  left?: TimeWindow;
  /** Show the owner and the shelf (admins; sellers see neither a shelf nor an operator). */
  staffView: boolean;
  /** Newest exit first (WarehouseExit) instead of newest item first. */
  byExit?: boolean;
};

/** From and to (ISO instants, both included); either may be open. */
type TimeWindow = { begin?: string; end?: string };
type AdminScopeFields = Pick<
  StockListRequest,
  'shopUser' | 'receivedBeginTime' | 'receivedEndTime' | 'leftBeginTime' | 'leftEndTime'
>;

const isWindow = (w: TimeWindow | undefined): w is TimeWindow => Boolean(w?.begin || w?.end);

/** The admin stock list's scope from its request (the list and its export take the same fields). */
export function adminStockScope(q: AdminScopeFields): ItemScope {
  const received = { begin: q.receivedBeginTime, end: q.receivedEndTime };
  const left = { begin: q.leftBeginTime, end: q.leftEndTime };
  // A day of exits lists like WarehouseExit: newest exit first, with the order each item left with.
  return { staffView: true, shopUser: q.shopUser, received, left, byExit: isWindow(left) };
}

type ListInput = ItemFilter & PagingInput & { statusList?: readonly number[] };

export function scopeConditions(eb: ProductScope, scope: ItemScope): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [];
  if (scope.shopUserId !== undefined) c.push(eb('p.shop_user_id', '=', scope.shopUserId));
  if (scope.shopUser) {
    const pattern = containsPattern(scope.shopUser);
    c.push(
      eb.exists(
        eb
          .selectFrom('users as o')
          .select('o.id')
          .whereRef('o.id', '=', 'p.shop_user_id')
          .where((u) => u.or([u('o.uid', 'ilike', pattern), u('o.realname', 'ilike', pattern)])),
      ),
    );
  }
  if (isWindow(scope.received)) {
    const { begin, end } = scope.received;
    c.push(
      eb.exists(
        eb
          .selectFrom('parcels as x')
          .select('x.id')
          .whereRef('x.id', '=', 'p.parcel_id')
          .where((x) =>
            x.and([
              ...(begin ? [x('x.gmt_received', '>=', new Date(begin))] : []),
              ...(end ? [x('x.gmt_received', '<=', new Date(end))] : []),
            ]),
          ),
      ),
    );
  }
  if (isWindow(scope.left)) {
    const { begin, end } = scope.left;
    // A range of the exit index (migration 0034); a returned item has no gmt_out and is not in it.
    if (begin) c.push(eb('p.gmt_out', '>=', new Date(begin)));
    if (end) c.push(eb('p.gmt_out', '<=', new Date(end)));
  }
  return c;
}

/** The kept counts hold owner, warehouse and status only: any other filter or scope needs the items. */
function keptCountsAnswer(scope: ItemScope, input: ListInput): boolean {
  return !scope.shopUser && !isWindow(scope.received) && !isWindow(scope.left) && filtersOnlyWarehouse(input);
}

/** Items per status from stock_counts (kept by triggers on products, migration 0031). */
async function keptStatusCounts(
  ctx: AuthedContext,
  shopUserId: number | undefined,
  wareId: number | undefined,
) {
  let q = ctx.db
    .selectFrom('stock_counts as c')
    .select((eb) => ['c.status', eb.fn.sum<number | string>('c.n').as('n')])
    .groupBy('c.status')
    .having((eb) => eb.fn.sum('c.n'), '>', 0);
  if (shopUserId !== undefined) q = q.where('c.shop_user_id', '=', shopUserId);
  if (wareId !== undefined) q = q.where('c.ware_id', '=', wareId);
  return q.execute();
}

export async function listItems(ctx: AuthedContext, scope: ItemScope, input: ListInput) {
  const req = pageRequest(input, ctx.config.maxPageSize);
  const base = ctx.db
    .selectFrom('products as p')
    .where((eb) => eb.and([...scopeConditions(eb, scope), ...itemConditions(eb, input)]));
  const grouped = keptCountsAnswer(scope, input)
    ? await keptStatusCounts(ctx, scope.shopUserId, input.wareId)
    : await base
        .select((eb) => ['p.status', eb.fn.countAll<number | string>().as('n')])
        .groupBy('p.status')
        .execute();
  const statusCounts: StatusCount[] = grouped
    .map((g) => ({ status: g.status, count: Number(g.n) }))
    .sort((a, b) => a.status - b.status);
  const wanted = input.statusList?.length ? new Set(input.statusList) : null;
  const totalCount = statusCounts
    .filter((s) => !wanted || wanted.has(s.status))
    .reduce((sum, s) => sum + s.count, 0);

  // The page's ids first, from the indexes alone where they cover the filters (the SKU index holds
  // owner, status and id); only those rows are then read and joined, not every match before the sort.
  const inOrder = <Q extends SelectQueryBuilder<DB & { p: DB['products'] }, 'p', object>>(q: Q): Q =>
    // Exits always carry gmt_out (status 6), so the exit index gives this order without a sort.
    (scope.byExit ? q.orderBy('p.gmt_out', 'desc').orderBy('p.id', 'desc') : q.orderBy('p.id', 'desc')) as Q;
  // Literal limit and offset (checked integers) let PostgreSQL keep one cached plan per page instead
  // of re-planning every call, as it does when they are parameters (see shelf-list.ts).
  const pageIds = inOrder(base.where((eb) => eb.and(statusCondition(eb, input.statusList))).select('p.id'))
    .limit(sql.lit(req.pageSize))
    .offset(sql.lit(req.offset));
  const q = inOrder(
    ctx.db
      .selectFrom('products as p')
      .where('p.id', 'in', pageIds)
      .innerJoin('warehouses as w', 'w.id', 'p.ware_id')
      .innerJoin('users as owner', 'owner.id', 'p.shop_user_id')
      .leftJoin('shelves as s', 's.id', 'p.shelf_id')
      .select([
        'p.id',
        'p.one_id',
        'p.sku',
        'p.brand',
        'p.name',
        'p.size',
        'p.status',
        'p.check_result',
        'p.cost_cents',
        'p.supply',
        'p.ware_id',
        'w.name as ware_name',
        'w.level as ware_level',
        'p.shelf_id',
        's.name as shelf_name',
        'p.gmt_in',
        'p.gmt_out',
        'owner.id as owner_id',
        'owner.uid',
        'owner.realname as owner_name',
      ]),
  );
  // The storage fee by each owner's card in force: one query for the cards of the page's owners (read
  // with the page when the scope is one seller), none when there is no row.
  const now = new Date();
  const [rows, sellerFees] =
    totalCount === 0
      ? [[], null]
      : await Promise.all([
          q.execute(),
          scope.shopUserId === undefined ? null : storageFeesOf(ctx.db, [scope.shopUserId], now),
        ]);
  const storageFeeOf =
    sellerFees ??
    (await storageFeesOf(
      ctx.db,
      rows.map((r) => r.owner_id),
      now,
    ));
  const exits = scope.byExit
    ? await exitOrdersOf(
        ctx.db,
        rows.map((r) => r.id),
      )
    : null;
  const data = rows.map((r) => {
    // Storage ends when the item leaves: an item out of the warehouse counts its days up to its exit.
    const storage = storageFeeOf({
      sellerId: r.owner_id,
      warehouseLevel: r.ware_level,
      inAt: r.gmt_in,
      outAt: r.gmt_out,
    });
    const item = {
      ...productItem(r),
      ...productCost(r),
      wareId: r.ware_id,
      wareName: r.ware_name,
      gmtIn: iso(r.gmt_in),
      gmtOut: isoOrNull(r.gmt_out),
      wareDays: storage.wareDays,
      wareFee: storage.wareFeeCents,
      ...(exits ? { outInfo: exits.get(r.id) ?? null } : {}),
    };
    if (!scope.staffView) return item;
    return {
      ...item,
      shelvesName: r.shelf_id === null ? '' : shelfNameOf(ctx.lang, r.shelf_id, r.shelf_name ?? ''),
      shopInfo: { id: r.owner_id, uid: r.uid, realname: r.owner_name },
    };
  });
  return { ...pageOf(req, totalCount, data), statusCounts };
}
