import { inventoryListRequest, itemRow, statusCounts } from '../../../domain/inventory/views';
import { orderIdQuery, orderListRequest, orderView } from '../../../domain/outbound/outbound';
import { taskListRequest, taskSummary, TASK_KINDS, WAITING_TO_LEAVE } from '../../../domain/outbound/audit';
import { orderEvents } from '../../../domain/outbound/events';
import { OrderKind } from '../../../domain/outbound/kind-codes';
import { AuditPage, SelfOperatedPage, TaskPage } from '../../../domain/kernel/permissions';
import { InventoryStatus } from '../../../domain/kernel/products';
import type { AuthedContext } from '../../http/context';
import { pageOf, pageRequest, pageSchema } from '../../http/paging';
import { defineRoute } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { existingSelfOperatedAccountId } from '../../kernel/self-operated-account';
import { listItems } from '../inventory/item-lists';
import { bulkApproveRoute } from './bulk-approve';
import { eventsOfOrder } from './order-events';
import { listOrders } from './order-queries';

/**
 * The admin's outbound screens beyond the audit's steps: OutboundTask (TaskManage), sale-order
 * (platform direct outbound: its list and the pairs the platform may send), an order's events, and
 * bulk approval.
 */

const WAITING = Object.values(WAITING_TO_LEAVE).flat();

async function taskCounts(ctx: AuthedContext) {
  const rows = await ctx.db
    .selectFrom('outbound_orders')
    .select((eb) => ['kind', 'status', eb.fn.countAll<number | string>().as('n')])
    .where('kind', 'in', [...TASK_KINDS])
    .where('status', 'in', WAITING)
    .groupBy(['kind', 'status'])
    .execute();
  return rows
    .filter((r) =>
      (WAITING_TO_LEAVE[r.kind as keyof typeof WAITING_TO_LEAVE] as readonly number[]).includes(r.status),
    )
    .map((r) => ({ kind: r.kind, status: r.status, count: Number(r.n) }))
    .sort((a, b) => a.kind - b.kind || a.status - b.status);
}

/** The platform's own available pairs (what a platform direct outbound may send); none before it owns any. */
async function platformPairs(ctx: AuthedContext, filter: Parameters<typeof listItems>[2]) {
  const owner = await existingSelfOperatedAccountId(ctx.db);
  if (owner === null)
    return { ...pageOf(pageRequest(filter, ctx.config.maxPageSize), 0, []), statusCounts: [] };
  return listItems(
    ctx,
    { shopUserId: owner, staffView: true },
    { ...filter, statusList: [InventoryStatus.available] },
  );
}

export const adminAuditRoutes: AnyRoute[] = [
  bulkApproveRoute,
  defineRoute({
    method: 'POST',
    path: '/outbound/task/list',
    hosts: ['admin'],
    access: { kind: 'permission', code: TaskPage.taskManage, action: 'query' },
    summary: 'OutboundTask: orders of one kind (3, 4, 14) approved and waiting to leave the warehouse',
    body: taskListRequest,
    response: pageSchema(orderView),
    handler: (ctx, { body }) =>
      listOrders(ctx, { kind: body.kind }, { ...body, statuses: WAITING_TO_LEAVE[body.kind] }, 'admin'),
  }),
  defineRoute({
    method: 'GET',
    path: '/outbound/task/summary',
    hosts: ['admin'],
    access: { kind: 'permission', code: TaskPage.taskManage, action: 'query' },
    summary: 'OutboundTask: how many orders of each kind wait in each status',
    response: taskSummary,
    handler: (ctx) => taskCounts(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/platform/list',
    hosts: ['admin'],
    access: { kind: 'permission', code: SelfOperatedPage.warehouse, action: 'query' },
    summary: 'sale-order: platform direct outbound orders (kind 14), paged and filtered',
    body: orderListRequest.omit({ kind: true }).optional(),
    response: pageSchema(orderView),
    handler: (ctx, { body }) => listOrders(ctx, { kind: OrderKind.platformOutbound }, body ?? {}, 'admin'),
  }),
  defineRoute({
    method: 'POST',
    path: '/outbound/platform/pairs',
    hosts: ['admin'],
    access: { kind: 'permission', code: SelfOperatedPage.warehouse, action: 'query' },
    summary: "sale-order: the platform's own available pairs (the self-operated account's), to send out",
    body: inventoryListRequest.omit({ statusList: true }).optional(),
    response: pageSchema(itemRow).extend(statusCounts.shape),
    handler: (ctx, { body }) => platformPairs(ctx, body ?? {}),
  }),
  defineRoute({
    method: 'GET',
    path: '/outbound/events',
    hosts: ['admin'],
    access: { kind: 'permission', code: AuditPage.orders, action: 'get' },
    summary: "An order's events on its pairs (application, result, exit), oldest first",
    query: orderIdQuery,
    response: orderEvents,
    handler: (ctx, { query }) => eventsOfOrder(ctx, query.id, {}),
  }),
];
