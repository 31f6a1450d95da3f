import { fileUrl } from '../../../domain/kernel/files';
import { isMarketplaceCode } from '../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import { consignmentPayoutCents, consignmentSaleStatus } from '../../../domain/outbound/consignment';
import type { ConsignmentFacts } from '../../../domain/outbound/consignment';
import { actionsFor } from '../../../domain/outbound/kinds';
import { OrderKind } from '../../../domain/outbound/kind-codes';
import type { OrderActor } from '../../../domain/outbound/kind-codes';
import { payableOfOrder } from '../../../domain/outbound/outbound';
import type { OrderListRequest, OrderView } from '../../../domain/outbound/outbound';
import type { ProductRow } from '../../../domain/kernel/product-mapping';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import { containsPattern, iso, toCount } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { ORDER_LABEL_COLUMNS, orderLabelOf } from '../labels/order-labels';
import type { OrderRow, OrderScope } from './order-engine';
import { paidPartsOf } from './order-money';

/** Outbound orders as lists and details show them; a seller reads only its own (others are not found). */

function ordersOf(db: Db, scope: OrderScope) {
  return db
    .selectFrom('outbound_orders as o')
    .innerJoin('users as s', 's.id', 'o.shop_user_id')
    .innerJoin('warehouses as w', 'w.id', 'o.ware_id')
    .leftJoin('users as t', 't.id', 'o.target_user_id')
    .leftJoin('shipping_labels as l', 'l.id', 'o.label_id')
    .$if(scope.shopUserId !== undefined, (q) => q.where('o.shop_user_id', '=', scope.shopUserId as number))
    .$if(scope.kind !== undefined, (q) => q.where('o.kind', '=', scope.kind as number));
}

/** A pair's fields as an order's items and its preview show them. */
export function pairFields(p: Pick<ProductRow, 'one_id' | 'sku' | 'brand' | 'name' | 'size' | 'status'>) {
  return { oneId: p.one_id, sku: p.sku, brand: p.brand, name: p.name, size: p.size, status: p.status };
}

async function viewsOf(ctx: AuthedContext, db: Db, ids: number[], actor: OrderActor): Promise<OrderView[]> {
  if (ids.length === 0) return [];
  const rows = await ordersOf(db, {})
    .selectAll('o')
    .select([
      's.uid as s_uid',
      's.realname as s_name',
      'w.name as ware_name',
      't.uid as t_uid',
      't.realname as t_name',
      ...ORDER_LABEL_COLUMNS,
    ])
    .where('o.id', 'in', ids)
    .orderBy('o.id', 'desc')
    .execute();
  const items = await db
    .selectFrom('outbound_order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.order_id', 'i.one_id', 'i.label_file', 'p.sku', 'p.brand', 'p.name', 'p.size', 'p.status'])
    .where('i.order_id', 'in', ids)
    .orderBy('i.one_id')
    .execute();
  return rows.map((o) => ({
    id: o.id,
    oddNo: o.odd_no,
    kind: o.kind,
    status: o.status,
    shopInfo: { id: o.shop_user_id, uid: o.s_uid, realname: o.s_name },
    targetInfo:
      o.target_user_id === null
        ? null
        : { id: o.target_user_id, uid: o.t_uid ?? '', realname: o.t_name ?? '' },
    wareId: o.ware_id,
    wareName: o.ware_name,
    address: o.address as Record<string, unknown> | null,
    remark: o.remark,
    feeType: o.fee_type,
    ...paidPartsOf(o),
    payableCents: payableOfOrder(paidPartsOf(o)),
    label: orderLabelOf(o, ctx.lang),
    quoteCents: o.quote_cents,
    deductionCents: o.deduction_cents,
    paidState: o.paid_state,
    rejectReasons: o.reject_reasons ?? [],
    rejectRemark: o.reject_remark,
    consignment: consignmentFactsOf(o, actor),
    items: items
      .filter((i) => i.order_id === o.id)
      .map((i) => ({
        ...pairFields(i),
        labelFile: i.label_file ? fileUrl(ctx.host, i.label_file) : null,
      })),
    actions: actionsFor(o.kind as OrderKind, o.status, actor),
    gmtCreate: iso(o.created_at),
    gmtModify: iso(o.updated_at),
  }));
}

/** A consignment's price, sale and fees; its platform order number for admins only (spec section 6). */
function consignmentFactsOf(o: OrderRow, actor: OrderActor): ConsignmentFacts | null {
  if (o.kind !== OrderKind.consignment) return null;
  const fees = {
    soldPriceCents: o.sold_price_cents,
    consignmentFeeCents: o.consignment_fee_cents,
    platformFeeCents: o.platform_fee_cents,
  };
  return {
    priceCents: o.consign_price_cents,
    saleStatus: consignmentSaleStatus(o.status, o.sold_price_cents),
    platName: isMarketplaceCode(o.plat_name ?? '') ? (o.plat_name as MarketplaceCode) : null,
    platOrderNo: actor === 'admin' ? o.plat_order_no : null,
    ...fees,
    payoutCents: o.sold_price_cents === null ? null : consignmentPayoutCents(fees),
    returned: o.return_entry_id !== null,
  };
}

export async function getOrder(ctx: AuthedContext, scope: OrderScope, id: number, actor: OrderActor) {
  const found = await ordersOf(ctx.db, scope).select('o.id').where('o.id', '=', id).executeTakeFirst();
  if (!found) throw notFound('outbound:errors.orderNotFound', { id });
  const [view] = await viewsOf(ctx, ctx.db, [id], actor);
  return view;
}

/** A list's filter; `statuses` (the task lists' several statuses) is the server's own, never a request's. */
export type OrderListFilter = OrderListRequest & { statuses?: readonly number[] };

export async function listOrders(
  ctx: AuthedContext,
  scope: OrderScope,
  filter: OrderListFilter,
  actor: OrderActor,
) {
  const req = pageRequest(filter, ctx.config.maxPageSize);
  const query = ordersOf(ctx.db, scope)
    .$if(filter.kind !== undefined, (q) => q.where('o.kind', '=', filter.kind as number))
    .$if(filter.status !== undefined, (q) => q.where('o.status', '=', filter.status as number))
    .$if(filter.statuses !== undefined, (q) => q.where('o.status', 'in', [...(filter.statuses ?? []), -1]))
    .$if(Boolean(filter.seller), (q) =>
      q.where((eb) =>
        eb.or([
          eb('s.uid', 'ilike', containsPattern(filter.seller as string)),
          eb('s.realname', 'ilike', containsPattern(filter.seller as string)),
        ]),
      ),
    )
    .$if(Boolean(filter.beginTime), (q) =>
      q.where('o.created_at', '>=', new Date(filter.beginTime as string)),
    )
    .$if(Boolean(filter.endTime), (q) => q.where('o.created_at', '<=', new Date(filter.endTime as string)))
    .$if(Boolean(filter.oddNo), (q) => q.where('o.odd_no', 'ilike', containsPattern(filter.oddNo as string)))
    .$if(Boolean(filter.oneId), (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('outbound_order_items as i')
            .select('i.order_id')
            .whereRef('i.order_id', '=', 'o.id')
            .where('i.one_id', '=', filter.oneId as string),
        ),
      ),
    );
  const { n } = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const ids = await query
    .select('o.id')
    .orderBy('o.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  return pageOf(
    req,
    toCount(n),
    await viewsOf(
      ctx,
      ctx.db,
      ids.map((r) => r.id),
      actor,
    ),
  );
}
