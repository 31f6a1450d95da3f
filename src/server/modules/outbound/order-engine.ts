import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import { InventoryStatus } from '../../../domain/kernel/product-rules';
import { isOpenStatus, orderOddNo, stepOf } from '../../../domain/outbound/kinds';
import type { OrderAction, OrderActor, OrderKind, Transition } from '../../../domain/outbound/kind-codes';
import type { ProductEventsTable, ProductsTable } from '../../db/inbound-tables';
import type { OutboundOrdersTable } from '../../db/outbound-tables';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { oncePerRequestKey } from '../../http/request-keys';
import type { KeyedRequest } from '../../http/request-keys';
import { onlineMeta } from '../../kernel/action-context';
import { recordAudit } from '../../kernel/audit-log';
import { isUniqueViolation } from '../../kernel/db-helpers';
import { eventOfItem, recordProductEvent } from '../../kernel/product-events';
import { delistItemsEverywhere } from '../listing/item-delisting';

/**
 * The one engine every outbound order kind runs on (ARCHITECTURE.md section 11): it checks the step
 * against the kind's table (src/domain/outbound/kinds.ts) and the actor, locks the order and its items,
 * moves the items' status (and owner, shelf, exit time where the step says so), frees the items when the
 * order closes, writes each item's event and the audit entry, all in the caller's transaction. Money is
 * the kind's service's part (order-money.ts), in the same transaction.
 */

type Trx = Transaction<DB>;
export type OrderRow = Selectable<OutboundOrdersTable>;
export type OrderItem = Selectable<ProductsTable>;

/** Which orders the caller may see: a seller only its own (anything else is "not found"). */
export type OrderScope = { shopUserId?: number; kind?: OrderKind };

/** The order, locked for the rest of the transaction; 404 when it does not exist for this reader. */
export async function lockOrder(trx: Trx, id: number, scope: OrderScope): Promise<OrderRow> {
  const order = await trx
    .selectFrom('outbound_orders')
    .selectAll()
    .where('id', '=', id)
    .$if(scope.shopUserId !== undefined, (q) => q.where('shop_user_id', '=', scope.shopUserId as number))
    .$if(scope.kind !== undefined, (q) => q.where('kind', '=', scope.kind as number))
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw notFound('outbound:errors.orderNotFound', { id });
  return order;
}

function checkedStep(
  kind: OrderKind,
  from: number | null,
  action: OrderAction,
  actor: OrderActor,
  oddNo: string,
) {
  const step = stepOf(kind, from, action, actor);
  if (!step.ok) {
    throw conflict(`outbound:errors.${step.refusal}`, {
      oddNo,
      action,
      status: from === null ? '-' : String(from),
    });
  }
  return step.transition;
}

/** What a step changes beyond the status (kind services fill it: the quote, the money entries, the reasons). */
export type StepChanges = {
  order?: Omit<Updateable<OutboundOrdersTable>, 'status' | 'id' | 'kind'>;
  /** New owner of the items (cash-out: the platform; switch user: the receiving seller). */
  owner?: number;
  /** Extra columns of each item's event (fees at the exit). */
  event?: (item: OrderItem) => Partial<Insertable<ProductEventsTable>>;
};

export type Applied = { order: OrderRow; transition: Transition; items: OrderItem[] };

async function warehouseOf(trx: Trx, wareId: number) {
  return trx
    .selectFrom('warehouses')
    .select(['id', 'name'])
    .where('id', '=', wareId)
    .executeTakeFirstOrThrow();
}

/** The order's items, locked, in id order (the same order every writer locks them in). */
async function lockItems(trx: Trx, orderId: number): Promise<OrderItem[]> {
  return trx
    .selectFrom('products')
    .selectAll()
    .where(
      'id',
      'in',
      trx.selectFrom('outbound_order_items').select('product_id').where('order_id', '=', orderId),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

async function moveItems(
  ctx: AuthedContext,
  trx: Trx,
  order: OrderRow,
  transition: Transition,
  items: OrderItem[],
  changes: StepChanges,
): Promise<void> {
  const now = new Date();
  const leaves = transition.item === 'leave';
  await trx
    .updateTable('products')
    .set({
      status: transition.itemStatus,
      updated_at: now,
      ...(changes.owner !== undefined ? { shop_user_id: changes.owner } : {}),
      ...(leaves ? { gmt_out: now, shelf_id: null } : {}),
    })
    .where(
      'id',
      'in',
      items.map((i) => i.id),
    )
    .execute();
  // Taken by this order: no longer for sale on any marketplace.
  if (transition.itemStatus !== InventoryStatus.available)
    await delistItemsEverywhere(
      trx,
      items.map((i) => i.id),
      'picked_for_order',
    );
  if (!isOpenStatus(order.kind as OrderKind, transition.to)) {
    await trx
      .updateTable('outbound_order_items')
      .set({ open: false })
      .where('order_id', '=', order.id)
      .where('open', '=', true)
      .execute();
  }
  if (transition.event === null) return;
  const ware = await warehouseOf(trx, order.ware_id);
  const meta = { ...onlineMeta(), at: now };
  for (const item of items) {
    await recordProductEvent(ctx, trx, meta, transition.event, {
      ...eventOfItem(item, ware, {
        odd_no: order.odd_no,
        out_type: order.kind,
        flow_status: transition.to,
        ...(leaves ? { out_time: now } : {}),
        ...(changes.event?.(item) ?? {}),
      }),
    });
  }
}

/**
 * Takes one step of an existing order: the order must be locked by the caller (lockOrder), so two
 * steps of one order run one after the other and the second sees the first's status.
 */
export async function applyStep(
  ctx: AuthedContext,
  trx: Trx,
  order: OrderRow,
  action: OrderAction,
  actor: OrderActor,
  changes: StepChanges = {},
): Promise<Applied> {
  const kind = order.kind as OrderKind;
  const transition = checkedStep(kind, order.status, action, actor, order.odd_no);
  const items = await lockItems(trx, order.id);
  await moveItems(ctx, trx, order, transition, items, changes);
  const updated = await trx
    .updateTable('outbound_orders')
    .set({ ...changes.order, status: transition.to, updated_at: new Date() })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await auditStep(ctx, trx, order, updated, action);
  return { order: updated, transition, items };
}

async function auditStep(
  ctx: AuthedContext,
  trx: Trx,
  before: OrderRow | null,
  after: OrderRow,
  action: OrderAction,
) {
  const facts = (o: OrderRow) => ({
    status: o.status,
    paidState: o.paid_state,
    feeCents: o.fee_cents,
    storageCents: o.storage_cents,
  });
  await recordAudit(
    ctx,
    {
      action: `outbound.${action}`,
      entity: 'outbound_order',
      entityId: after.odd_no,
      before: before ? facts(before) : null,
      after: facts(after),
    },
    trx,
  );
}

export type NewOrder = {
  kind: OrderKind;
  actor: OrderActor;
  /** The owner every item must have: the seller who asks (kind 14: the platform's account). */
  shopUserId: number;
  oneIds: string[];
  values?: Omit<Updateable<OutboundOrdersTable>, 'status' | 'id' | 'kind' | 'shop_user_id' | 'ware_id'>;
  /** A ship-with-label item's label (content hash), by ONE ID. */
  labels?: Map<string, string>;
  /** The items' new owner when the create step hands them over (the warehouse's direct switch). */
  owner?: number;
};

/**
 * Creates an order on items that are the owner's, available (status 1), in one warehouse, and in no
 * other open order. Items are locked in id order, so two requests on the same items queue up and the
 * second sees the first's status; the partial unique index settles any race the lock does not cover.
 */
export async function createOrder(ctx: AuthedContext, trx: Trx, spec: NewOrder): Promise<Applied> {
  const transition = checkedStep(spec.kind, null, 'create', spec.actor, '');
  const items = await trx
    .selectFrom('products')
    .selectAll()
    .where('one_id', 'in', spec.oneIds)
    .orderBy('id')
    .forUpdate()
    .execute();
  const notOwned = spec.oneIds.filter(
    (o) => !items.some((p) => p.one_id === o && p.shop_user_id === spec.shopUserId),
  );
  if (notOwned.length > 0) throw notFound('outbound:errors.notYourItems', { oneId: notOwned.join(', ') });
  const wares = new Set(items.map((p) => p.ware_id));
  if (wares.size > 1) throw conflict('outbound:errors.mixedWarehouses');
  const busy = items.filter((p) => p.status !== 1);
  if (busy.length > 0)
    throw conflict('outbound:errors.notAvailable', { oneId: busy.map((p) => p.one_id).join(', ') });

  const [wareId] = wares;
  const created = await trx
    .insertInto('outbound_orders')
    .values({
      ...spec.values,
      kind: spec.kind,
      status: transition.to,
      shop_user_id: spec.shopUserId,
      ware_id: wareId,
      created_by: ctx.user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await trx
    .updateTable('outbound_orders')
    .set({ odd_no: orderOddNo(spec.kind, created.id) })
    .where('id', '=', created.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('outbound_order_items')
    .values(
      items.map((p) => ({
        order_id: order.id,
        product_id: p.id,
        one_id: p.one_id,
        from_user_id: p.shop_user_id,
        label_file: spec.labels?.get(p.one_id) ?? '',
      })),
    )
    .execute();
  await moveItems(ctx, trx, order, transition, items, { owner: spec.owner });
  await auditStep(ctx, trx, null, order, 'create');
  return { order, transition, items };
}

/**
 * Runs a business action in its own transaction, once per client request key when one is given. An
 * item another order took meanwhile (the partial unique index refused the insert) is the same 409 as an
 * item found busy.
 */
export async function inOrderTransaction<T>(
  ctx: AuthedContext,
  action: (trx: Trx) => Promise<T>,
  request: KeyedRequest = { scope: 'outbound', key: undefined, body: null },
): Promise<T> {
  try {
    return await oncePerRequestKey(ctx, request, action);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('outbound:errors.inOpenOrder');
    throw err;
  }
}
