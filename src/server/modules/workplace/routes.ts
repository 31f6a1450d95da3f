import { z } from 'zod';
import { inboundSummaryAnswer } from '../../../domain/inbound/inbound';
import { WarehousePermission } from '../../../domain/kernel/permissions';
import { defineRoute } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { selectedWarehouse } from '../../kernel/action-context';
import { inboundSummary } from './inbound-summary';

/** Each portal's home screen: the warehouse workplace's counts of the selected warehouse. */
export const workplaceRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/workplace/inbound_summary',
    hosts: ['warehouse'],
    access: { kind: 'warehouse', code: WarehousePermission.workplace, action: 'query' },
    summary:
      "Today's received, inspected and shelved counts of the selected warehouse, and what waits for each step",
    query: z.strictObject({ since: z.iso.datetime({ offset: true }).optional() }),
    response: inboundSummaryAnswer,
    handler: (ctx, { query }) => {
      const startOfUtcDay = new Date(new Date().toISOString().slice(0, 10));
      return inboundSummary(ctx, selectedWarehouse(ctx), query.since ? new Date(query.since) : startOfUtcDay);
    },
  }),
];
