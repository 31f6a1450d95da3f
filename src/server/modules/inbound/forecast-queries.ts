import type { ExpressionBuilder } from 'kysely';
import { fileUrl } from '../../../domain/kernel/files';
import type { ForecastListRequest } from '../../../domain/inbound/inbound';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { containsPattern, iso, isoOrNull } from '../../kernel/db-helpers';
import { shelfNameOf, toProductEvent } from '../../kernel/product-events';
import { productItem } from '../../../domain/kernel/product-mapping';

/**
 * Who sees which forecasts: a seller its own, warehouse staff those of the selected warehouse,
 * admins every seller's.
 */
export type ForecastScope = { shopUserId?: number; wareId?: number };

function scopeWhere(scope: ForecastScope, f: Partial<ForecastListRequest>) {
  return (eb: ExpressionBuilder<DB, 'packs'>) => {
    const c = [];
    if (scope.shopUserId !== undefined) c.push(eb('packs.shop_user_id', '=', scope.shopUserId));
    if (scope.wareId !== undefined) c.push(eb('packs.ware_id', '=', scope.wareId));
    if (f.shopUserId !== undefined) c.push(eb('packs.shop_user_id', '=', f.shopUserId));
    if (f.wareId !== undefined) c.push(eb('packs.ware_id', '=', f.wareId));
    if (f.status !== undefined) c.push(eb('packs.status', '=', f.status));
    if (f.kind !== undefined) c.push(eb('packs.kind', '=', f.kind));
    if (f.beginTime) c.push(eb('packs.created_at', '>=', new Date(f.beginTime)));
    if (f.endTime) c.push(eb('packs.created_at', '<=', new Date(f.endTime)));
    if (f.logNo) {
      const p = containsPattern(f.logNo.toUpperCase());
      c.push(
        eb.exists(
          eb
            .selectFrom('parcels')
            .select('parcels.id')
            .whereRef('parcels.pack_id', '=', 'packs.id')
            .where('parcels.log_no', 'like', p),
        ),
      );
    }
    return eb.and(c);
  };
}

async function parcelsOf(ctx: AuthedContext, packIds: number[]) {
  if (packIds.length === 0) return [];
  return ctx.db
    .selectFrom('parcels')
    .leftJoin('users', 'users.id', 'parcels.received_by')
    .select([
      'parcels.id',
      'parcels.pack_id',
      'parcels.log_no',
      'parcels.status',
      'parcels.gmt_received',
      'users.realname',
      'users.username',
    ])
    .where('parcels.pack_id', 'in', packIds)
    .orderBy('parcels.id')
    .execute();
}

async function itemsOf(ctx: AuthedContext, packIds: number[]) {
  if (packIds.length === 0) return [];
  return ctx.db
    .selectFrom('pack_items')
    .selectAll()
    .where('pack_id', 'in', packIds)
    .orderBy('pack_id')
    .orderBy('position')
    .execute();
}

function parcelView(p: Awaited<ReturnType<typeof parcelsOf>>[number]) {
  return {
    id: p.id,
    logNo: p.log_no,
    status: p.status,
    gmtReceived: isoOrNull(p.gmt_received),
    receivedBy: p.realname || p.username || '',
  };
}

function itemView(i: Awaited<ReturnType<typeof itemsOf>>[number]) {
  return {
    id: i.id,
    sku: i.sku,
    brand: i.brand,
    name: i.name,
    size: i.size,
    quantity: i.quantity,
    costPrice: i.cost_cents,
    supply: i.supply,
    inspected: i.inspected,
  };
}

function headQuery(ctx: AuthedContext) {
  return ctx.db
    .selectFrom('packs')
    .innerJoin('warehouses', 'warehouses.id', 'packs.ware_id')
    .innerJoin('users', 'users.id', 'packs.shop_user_id')
    .select([
      'packs.id',
      'packs.kind',
      'packs.status',
      'packs.remark',
      'packs.ware_id',
      'packs.created_at',
      'packs.updated_at',
      'warehouses.name as ware_name',
      'users.id as user_id',
      'users.uid',
      'users.realname',
    ]);
}

type HeadRow = Awaited<ReturnType<ReturnType<typeof headQuery>['execute']>>[number];

function headView(
  r: HeadRow,
  parcels: Awaited<ReturnType<typeof parcelsOf>>,
  lines: Awaited<ReturnType<typeof itemsOf>>,
) {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    wareId: r.ware_id,
    wareName: r.ware_name,
    shopInfo: { id: r.user_id, uid: r.uid, realname: r.realname },
    logNos: parcels.filter((p) => p.pack_id === r.id).map(parcelView),
    itemCount: lines.reduce((n, i) => n + i.quantity, 0),
    inspectedCount: lines.reduce((n, i) => n + i.inspected, 0),
    remark: r.remark,
    gmtCreate: iso(r.created_at),
    gmtModify: iso(r.updated_at),
  };
}

export async function listForecasts(ctx: AuthedContext, scope: ForecastScope, filter: ForecastListRequest) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const where = scopeWhere(scope, filter);
  const { total } = await ctx.db
    .selectFrom('packs')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  const rows = await headQuery(ctx)
    .where(where)
    .orderBy('packs.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  const ids = rows.map((r) => r.id);
  const parcels = await parcelsOf(ctx, ids);
  const items = await itemsOf(ctx, ids);
  return pageOf(
    req,
    Number(total),
    rows.map((r) =>
      headView(
        r,
        parcels,
        items.filter((i) => i.pack_id === r.id),
      ),
    ),
  );
}

/** One forecast with its parcels, expected lines, the items inspected out of it and its events. */
export async function getForecast(ctx: AuthedContext, scope: ForecastScope, id: number) {
  const head = await headQuery(ctx)
    .where(scopeWhere(scope, {}))
    .where('packs.id', '=', id)
    .executeTakeFirst();
  if (!head) throw notFound('inbound:errors.forecastNotFound');
  const lines = await itemsOf(ctx, [id]);
  const parcels = await parcelsOf(ctx, [id]);
  const products = await ctx.db
    .selectFrom('products')
    .leftJoin('shelves', 'shelves.id', 'products.shelf_id')
    .select([
      'products.id',
      'products.one_id',
      'products.pack_item_id',
      'products.sku',
      'products.brand',
      'products.name',
      'products.size',
      'products.status',
      'products.check_result',
      'products.check_remark',
      'products.shelf_id',
      'products.gmt_inspected',
      'shelves.name as shelf_name',
    ])
    .where('products.pack_id', '=', id)
    .orderBy('products.id')
    .execute();
  const images = products.length
    ? await ctx.db
        .selectFrom('product_images')
        .select(['product_id', 'file_hash'])
        .where(
          'product_id',
          'in',
          products.map((p) => p.id),
        )
        .orderBy('position')
        .execute()
    : [];
  const events = await ctx.db
    .selectFrom('product_events')
    .selectAll()
    .where('pack_id', '=', id)
    .orderBy('id')
    .execute();
  // Sellers do not see shelves, operators or pku (spec section 6, as in the one-ID drawer).
  const seller = ctx.host === 'business';
  const view = headView(
    head,
    seller ? parcels.map((p) => ({ ...p, realname: '', username: '' })) : parcels,
    lines,
  );
  const eventList = events.map((e) => toProductEvent(e, ctx.host, ctx.lang));
  return {
    ...view,
    items: lines.map(itemView),
    products: products.map((p) => ({
      ...productItem(p),
      packItemId: p.pack_item_id,
      checkRemark: p.check_remark,
      shelfId: seller ? null : p.shelf_id,
      shelvesName: seller || p.shelf_id === null ? '' : shelfNameOf(ctx.lang, p.shelf_id, p.shelf_name ?? ''),
      gmtInspected: isoOrNull(p.gmt_inspected),
      imageList: images.filter((i) => i.product_id === p.id).map((i) => fileUrl(ctx.host, i.file_hash)),
    })),
    eventList: seller ? eventList.map((e) => ({ ...e, operator: '', shelvesName: '', pku: '' })) : eventList,
  };
}
