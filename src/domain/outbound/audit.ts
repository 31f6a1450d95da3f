import { z } from 'zod';
import { OrderKind, PlatformOutboundStatus, ReshipStatus, ShipWithLabelStatus } from './kind-codes';
import { orderListRequest } from './outbound';

/**
 * The admin's outbound screens (issue 16): TaskManage's OutboundTask, sale-order's platform direct
 * outbound and an order's events (outbound-events.ts). Requests and answers of:
 *   admin  POST /outbound/task/list, GET /outbound/task/summary, POST /outbound/platform/list,
 *          POST /outbound/platform/pairs, GET /outbound/events
 */

/**
 * What OutboundTask lists per kind: orders approved and still in the warehouse, waiting for the
 * seller's payment or for the warehouse to ship them. Cash-out and switch user never leave.
 */
export const WAITING_TO_LEAVE = {
  [OrderKind.shipWithLabel]: [ShipWithLabelStatus.toBeConfirmed, ShipWithLabelStatus.pendingOutbound],
  [OrderKind.reship]: [ReshipStatus.toBeConfirmed, ReshipStatus.pendingOutbound, ReshipStatus.exception],
  [OrderKind.platformOutbound]: [PlatformOutboundStatus.pendingOutbound],
} as const;
export type TaskKind = keyof typeof WAITING_TO_LEAVE;
export const TASK_KINDS: readonly TaskKind[] = [
  OrderKind.shipWithLabel,
  OrderKind.reship,
  OrderKind.platformOutbound,
];

export const taskListRequest = orderListRequest.omit({ kind: true }).extend({
  kind: z.union(TASK_KINDS.map((k) => z.literal(k))),
});
export type TaskListRequest = z.infer<typeof taskListRequest>;

/** How many orders of each kind wait in each status (OutboundTask's tabs). */
export const taskSummary = z.array(z.object({ kind: z.number(), status: z.number(), count: z.number() }));
export type TaskSummary = z.infer<typeof taskSummary>;
