import { z } from 'zod';
import type { ProductEvent } from '../../../domain/kernel/events';
import { orderEventView, orderIdQuery } from '../../../domain/outbound/outbound';
import { orderSteps } from '../../../domain/outbound/events';
import { BusinessPart } from '../../../domain/kernel/permissions';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { toProductEvent } from '../../kernel/product-events';

/**
 * The events an order wrote on its pairs (application, result and exit events carry the order
 * number), oldest first: the admin's order detail shows them as they are, the seller's history as
 * steps. A seller reads only its own orders' (another seller's order is not found).
 */
export async function eventsOfOrder(
  ctx: AuthedContext,
  id: number,
  scope: { shopUserId?: number },
): Promise<ProductEvent[]> {
  const order = await ctx.db
    .selectFrom('outbound_orders')
    .select(['id', 'odd_no'])
    .where('id', '=', id)
    .$if(scope.shopUserId !== undefined, (q) => q.where('shop_user_id', '=', scope.shopUserId as number))
    .executeTakeFirst();
  if (!order) throw notFound('outbound:errors.orderNotFound', { id });
  const rows = await ctx.db
    .selectFrom('product_events')
    .selectAll()
    .where('odd_no', '=', order.odd_no)
    .where('product_id', 'in', (eb) =>
      eb.selectFrom('outbound_order_items').select('product_id').where('order_id', '=', order.id),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => toProductEvent(row, ctx.host, ctx.lang));
}

export const orderEventsRoute = defineRoute({
  method: 'GET',
  path: '/outbound/events',
  hosts: ['business'],
  access: { kind: 'permission', code: BusinessPart.orders, action: 'get' },
  summary: "The history of one of the seller's orders: one entry per step, from its pairs' events",
  query: orderIdQuery,
  response: z.array(orderEventView),
  handler: async (ctx, { query }) =>
    orderSteps(await eventsOfOrder(ctx, query.id, { shopUserId: ctx.user.id })),
});
