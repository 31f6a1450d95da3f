import { z } from 'zod';
import { orderEventView, orderIdQuery } from '../../../domain/outbound';
import type { OrderEventView } from '../../../domain/outbound';
import { NamedPermission } from '../../../domain/permissions';
import type { AuthedContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { iso, toCount } from '../../kernel/db-helpers';

/**
 * GET /outbound/events (business): the history of one of the seller's orders, from its pairs' product
 * events (application, result and exit events carry the order number), one entry per step. Another
 * seller's order is not found.
 */
export async function orderEvents(ctx: AuthedContext, id: number): Promise<OrderEventView[]> {
  const order = await ctx.db
    .selectFrom('outbound_orders')
    .select(['id', 'odd_no'])
    .where('id', '=', id)
    .where('shop_user_id', '=', ctx.user.id)
    .executeTakeFirst();
  if (!order) throw notFound('outbound:errors.orderNotFound', { id });
  const rows = await ctx.db
    .selectFrom('product_events')
    .select(['type', 'flow_status', 'operator_name', 'gmt_create'])
    .select((eb) => eb.fn.countAll().as('pairs'))
    .where('odd_no', '=', order.odd_no)
    .where('product_id', 'in', (eb) =>
      eb.selectFrom('outbound_order_items').select('product_id').where('order_id', '=', order.id),
    )
    .groupBy(['type', 'flow_status', 'operator_name', 'gmt_create'])
    .orderBy('gmt_create')
    .orderBy('type')
    .execute();
  return rows.map((r) => ({
    type: r.type,
    flowStatus: r.flow_status,
    operator: r.operator_name,
    gmtCreate: iso(r.gmt_create),
    pairs: toCount(r.pairs),
  }));
}

export const orderEventsRoute = defineRoute({
  method: 'GET',
  path: '/outbound/events',
  hosts: ['business'],
  access: { kind: 'permission', code: NamedPermission.business, action: 'get' },
  summary: "The history of one of the seller's orders: one entry per step, from its pairs' events",
  query: orderIdQuery,
  response: z.array(orderEventView),
  handler: (ctx, { query }) => orderEvents(ctx, query.id),
});
