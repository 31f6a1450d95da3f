import { boxNo, boxRefusal } from '../../../domain/outbound/bulk';
import type { BoxCreateRequest, BoxPair, BoxView, OrderBoxes } from '../../../domain/outbound/bulk';
import { isOpenStatus } from '../../../domain/outbound/kinds';
import { OrderKind } from '../../../domain/outbound/kind-codes';
import type { AuthedContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import { isUniqueViolation } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { inOrderTransaction, lockOrder } from './order-engine';
import type { OrderRow, OrderScope } from './order-engine';

/**
 * Boxes of a reship order (spec section 4 "create or unpack a box", section 5 "Cross-warehouse box
 * creation is disallowed"): several of the order's pairs packed together, each pair in at most one
 * box, while the order is open. The order is locked for each change, so two changes queue up.
 */

type Trx = Parameters<Parameters<typeof inOrderTransaction>[1]>[0];

const editable = (order: Pick<OrderRow, 'kind' | 'status'>) =>
  order.kind === OrderKind.reship && isOpenStatus(OrderKind.reship, order.status);

async function boxesOf(db: Db, order: Pick<OrderRow, 'id' | 'odd_no'>): Promise<BoxView[]> {
  const rows = await db
    .selectFrom('outbound_boxes as b')
    .innerJoin('outbound_box_items as i', 'i.box_id', 'b.id')
    .select(['b.id', 'b.ware_id', 'b.created_at', 'i.one_id'])
    .where('b.order_id', '=', order.id)
    .orderBy('b.id')
    .orderBy('i.one_id')
    .execute();
  const boxes = new Map<number, BoxView>();
  for (const r of rows) {
    const box = boxes.get(r.id) ?? {
      id: r.id,
      boxNo: boxNo(order.odd_no, r.id),
      orderId: order.id,
      wareId: r.ware_id,
      oneIds: [],
      createdAt: new Date(r.created_at).toISOString(),
    };
    box.oneIds.push(r.one_id);
    boxes.set(r.id, box);
  }
  return [...boxes.values()];
}

/** An order's boxes; an order the reader may not see is not found. */
export async function orderBoxes(
  ctx: AuthedContext,
  orderId: number,
  scope: OrderScope,
): Promise<OrderBoxes> {
  const order = await ctx.db
    .selectFrom('outbound_orders')
    .select(['id', 'odd_no', 'kind', 'status'])
    .where('id', '=', orderId)
    .$if(scope.shopUserId !== undefined, (q) => q.where('shop_user_id', '=', scope.shopUserId as number))
    .executeTakeFirst();
  if (!order) throw notFound('outbound:errors.orderNotFound', { id: orderId });
  return { boxes: await boxesOf(ctx.db, order), editable: editable(order) };
}

async function lockEditable(trx: Trx, orderId: number, sellerId: number): Promise<OrderRow> {
  const order = await lockOrder(trx, orderId, { shopUserId: sellerId });
  if (order.kind !== OrderKind.reship) throw conflict('outbound-bulk:errors.notReship');
  if (!editable(order)) throw conflict('outbound-bulk:errors.boxClosed', { oddNo: order.odd_no });
  return order;
}

async function pairsFor(trx: Trx, order: OrderRow, oneIds: string[]): Promise<(BoxPair & { id: number })[]> {
  const found = await trx
    .selectFrom('products as p')
    .leftJoin('outbound_order_items as oi', (j) =>
      j.onRef('oi.product_id', '=', 'p.id').on('oi.order_id', '=', order.id),
    )
    .leftJoin('outbound_box_items as bi', (j) =>
      j.onRef('bi.product_id', '=', 'p.id').on('bi.order_id', '=', order.id),
    )
    .select(['p.id', 'p.one_id', 'p.ware_id', 'p.shop_user_id', 'oi.order_id as in_order', 'bi.box_id'])
    .where('p.one_id', 'in', oneIds)
    .execute();
  return oneIds.map((oneId) => {
    const p = found.find((f) => f.one_id === oneId);
    return {
      id: p?.id ?? 0,
      oneId,
      wareId: p?.ware_id ?? order.ware_id,
      ownerId: p?.shop_user_id ?? order.shop_user_id,
      inOrder: p !== undefined && p.in_order !== null,
      boxed: p !== undefined && p.box_id !== null,
    };
  });
}

export async function createBox(ctx: AuthedContext, body: BoxCreateRequest): Promise<BoxView> {
  try {
    return await inOrderTransaction(ctx, async (trx) => {
      const order = await lockEditable(trx, body.orderId, ctx.user.id);
      const pairs = await pairsFor(trx, order, body.oneIds);
      const refused = boxRefusal(pairs);
      if (refused)
        throw conflict(`outbound-bulk:errors.${refused.refusal}`, { oneIds: refused.oneIds.join(', ') });
      const box = await trx
        .insertInto('outbound_boxes')
        .values({
          order_id: order.id,
          ware_id: pairs[0].wareId,
          shop_user_id: pairs[0].ownerId,
          created_by: ctx.user.id,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('outbound_box_items')
        .values(pairs.map((p) => ({ box_id: box.id, order_id: order.id, product_id: p.id, one_id: p.oneId })))
        .execute();
      await recordAudit(
        ctx,
        {
          action: 'outbound.createBox',
          entity: 'outbound_order',
          entityId: order.odd_no,
          before: null,
          after: { box: boxNo(order.odd_no, box.id), oneIds: body.oneIds },
        },
        trx,
      );
      return {
        id: box.id,
        boxNo: boxNo(order.odd_no, box.id),
        orderId: order.id,
        wareId: pairs[0].wareId,
        oneIds: [...body.oneIds].sort(),
        createdAt: new Date(box.created_at).toISOString(),
      };
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('outbound-bulk:errors.alreadyBoxed', { oneIds: body.oneIds.join(', ') });
    throw err;
  }
}

/** Unpacks a box of the seller's open reship order: its pairs are free to be boxed again. */
export async function unpackBox(ctx: AuthedContext, id: number): Promise<{ id: number }> {
  return inOrderTransaction(ctx, async (trx) => {
    const box = await trx
      .selectFrom('outbound_boxes')
      .select(['id', 'order_id'])
      .where('id', '=', id)
      .where('shop_user_id', '=', ctx.user.id)
      .executeTakeFirst();
    if (!box) throw notFound('outbound-bulk:errors.boxNotFound', { id });
    const order = await lockEditable(trx, box.order_id, ctx.user.id);
    const [before] = await boxesOf(trx, order).then((all) => all.filter((b) => b.id === id));
    await trx.deleteFrom('outbound_boxes').where('id', '=', id).execute();
    await recordAudit(
      ctx,
      {
        action: 'outbound.unpackBox',
        entity: 'outbound_order',
        entityId: order.odd_no,
        before: { box: before?.boxNo, oneIds: before?.oneIds },
        after: null,
      },
      trx,
    );
    return { id: order.id };
  });
}
