import type { Selectable, Transaction } from 'kysely';
import { InventoryStatus } from '../../../domain/kernel/product-rules';
import { APPROVAL_OPEN } from '../../../domain/repair/approval';
import { REPAIR_OPEN } from '../../../domain/repair/item-steps';
import type { RepairPrice } from '../../../domain/repair/pricing';
import type { RepairItem } from '../../../domain/repair/codes';
import type { ProductsTable } from '../../db/inbound-tables';
import type { RepairOrderItemsTable, RepairOrdersTable } from '../../db/repair-tables';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { oncePerRequestKey } from '../../http/request-keys';
import type { KeyedRequest } from '../../http/request-keys';
import { isUniqueViolation, toCount } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';

/**
 * Repairs' rows (migration 0129): the transaction every repair action runs in, and the locks it takes,
 * always in one order (a batch task, then its orders by id, then their pairs by id, then the products),
 * so two actions on the same order queue up and the second sees the first's outcome.
 */

export type Trx = Transaction<DB>;
export type RepairOrderRow = Selectable<RepairOrdersTable>;
export type RepairItemRow = Selectable<RepairOrderItemsTable>;
export type Product = Selectable<ProductsTable>;

/** Who may read an order: a seller only its own (anything else is "not found"). */
export type OrderScope = { sellerId?: number };

export function transactionOf(db: Db): Trx {
  if (!db.isTransaction) throw new Error('a repair step runs in a transaction');
  return db as Trx;
}

/**
 * A repair action in its own transaction, once per client request key. A pair another repair took
 * meanwhile (the partial unique index refused the insert) is the same 409 as a pair found taken.
 */
export async function inRepairTransaction<T>(
  ctx: AuthedContext,
  request: KeyedRequest,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  try {
    return await oncePerRequestKey(ctx, request, work);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('repair:errors.pairTaken');
    throw err;
  }
}

/** "Repair order number required" (spec section 5), in the reader's language. */
export function requireOrderNos(oddNos: readonly string[]): string[] {
  if (oddNos.length === 0 || oddNos.some((no) => no === ''))
    throw badRequest('repair:errors.orderNoRequired');
  return [...new Set(oddNos)];
}

export const requireOrderNo = (oddNo: string): string => requireOrderNos([oddNo])[0];

/** The order by its number, locked for the rest of the transaction; 404 for a reader it is not for. */
export async function lockOrder(trx: Trx, oddNo: string, scope: OrderScope = {}): Promise<RepairOrderRow> {
  const order = await trx
    .selectFrom('repair_orders')
    .selectAll()
    .where('odd_no', '=', requireOrderNo(oddNo))
    .$if(scope.sellerId !== undefined, (q) => q.where('shop_user_id', '=', scope.sellerId as number))
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw notFound('repair:errors.orderNotFound', { oddNo });
  return order;
}

/** Orders by number, locked in id order; any number not found is a 404 naming it. */
export async function lockOrders(trx: Trx, oddNos: readonly string[]): Promise<RepairOrderRow[]> {
  const orders = await trx
    .selectFrom('repair_orders')
    .selectAll()
    .where('odd_no', 'in', requireOrderNos(oddNos))
    .orderBy('id')
    .forUpdate()
    .execute();
  const missing = oddNos.filter((no) => !orders.some((o) => o.odd_no === no));
  if (missing.length > 0) throw notFound('repair:errors.orderNotFound', { oddNo: missing.join(', ') });
  return orders;
}

/** An order's pairs, locked in id order. */
export function lockItems(trx: Trx, orderId: number): Promise<RepairItemRow[]> {
  return trx
    .selectFrom('repair_order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** One pair of an order by its ONE ID, from the order's locked pairs; 404 when the order has no such pair. */
export function itemOf(items: readonly RepairItemRow[], order: RepairOrderRow, oneId: string): RepairItemRow {
  const item = items.find((i) => i.one_id === oneId);
  if (!item) throw notFound('repair:errors.pairNotInOrder', { oneId, oddNo: order.odd_no });
  return item;
}

/** The products of some pairs, in id order (the columns an event copies). */
export function productsOf(db: Db, productIds: readonly number[]): Promise<Product[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('products').selectAll().where('id', 'in', productIds).orderBy('id').execute();
}

export async function warehouseOf(db: Db, wareId: number): Promise<{ id: number; name: string }> {
  return db
    .selectFrom('warehouses')
    .select(['id', 'name'])
    .where('id', '=', wareId)
    .executeTakeFirstOrThrow();
}

/** Fee/RepairMange as the estimate reads it. */
export async function repairPrices(db: Db): Promise<RepairPrice[]> {
  const rows = await db.selectFrom('repair_prices').select(['item', 'price_cents', 'days']).execute();
  return rows.map((r) => ({ item: r.item as RepairItem, priceCents: r.price_cents, days: r.days }));
}

/** Pairs of open repair orders in a warehouse still to be repaired: the queue a new order joins. */
export async function pendingAhead(db: Db, wareId: number): Promise<number> {
  const row = await db
    .selectFrom('repair_order_items as i')
    .innerJoin('repair_orders as o', 'o.id', 'i.order_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('o.ware_id', '=', wareId)
    .where('o.approval', 'in', [...APPROVAL_OPEN])
    .where('i.status', 'in', [...REPAIR_OPEN])
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

/**
 * Why a pair that is not available cannot be repaired: the order, repair or offer holding it (its
 * number), or its status when nothing names it (a pair out of the warehouse, one waiting for
 * re-inspection).
 */
export async function refuseTakenPairs(trx: Trx, taken: readonly Product[]): Promise<void> {
  if (taken.length === 0) return;
  const ids = taken.map((p) => p.id);
  const holders = await trx
    .selectFrom('outbound_order_items as i')
    .innerJoin('outbound_orders as o', 'o.id', 'i.order_id')
    .select(['i.product_id', 'o.odd_no'])
    .where('i.product_id', 'in', ids)
    .where('i.open', '=', true)
    .unionAll(
      trx
        .selectFrom('repair_order_items as i')
        .innerJoin('repair_orders as o', 'o.id', 'i.order_id')
        .select(['i.product_id', 'o.odd_no'])
        .where('i.product_id', 'in', ids)
        .where('i.open', '=', true),
    )
    .unionAll(
      trx
        .selectFrom('b2b_offer_items as i')
        .innerJoin('b2b_offers as o', 'o.id', 'i.offer_id')
        .select(['i.product_id', 'o.offer_no as odd_no'])
        .where('i.product_id', 'in', ids)
        .where('i.open', '=', true),
    )
    .execute();
  const first = taken[0];
  const holder = holders.find((h) => h.product_id === first.id);
  if (holder) throw conflict('repair:errors.inOtherOrder', { oneId: first.one_id, oddNo: holder.odd_no });
  if (first.status === InventoryStatus.outOfWarehouse)
    throw conflict('repair:errors.notInWarehouse', { oneId: first.one_id });
  throw conflict('repair:errors.notAvailable', { oneId: first.one_id });
}
