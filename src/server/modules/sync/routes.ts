import { syncPullQuery, syncRequest, syncResponse } from '../../../domain/sync/sync';
import { syncPull } from '../../../domain/sync/pull';
import { defineRoute } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { pullChanges } from './pull-service';
import { applySyncBatch } from './sync-service';

/**
 * The offline sync endpoints (ARCHITECTURE.md section 4). Any warehouse-portal user may call them;
 * each op is checked against the user's grant in the warehouse it names, each pull against the
 * selected warehouse.
 */
export const syncRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/sync',
    hosts: ['warehouse'],
    access: { kind: 'authenticated' },
    summary:
      "Apply a device's queued ops (<= 500) exactly once, in seq order: applied | duplicate | rejected with a reason",
    body: syncRequest,
    response: syncResponse,
    handler: (ctx, { body }) => applySyncBatch(ctx, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/sync/pull',
    hosts: ['warehouse'],
    access: { kind: 'authenticated' },
    summary:
      "Changes to the selected warehouse's read caches (forecasts, shelves, SKUs, items) since a position",
    query: syncPullQuery,
    response: syncPull,
    handler: (ctx, { query }) => pullChanges(ctx, query),
  }),
];
