import { biBoardQuery, biBoardSchema } from '../../../domain/bi/bi';
import { BiPage } from '../../../domain/kernel/permissions';
import { defineRoute } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { biBoard } from './board-service';

/** The admin's BI board (`/admin/bi`): every figure of a period in one call. */
export const biRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/bi/board',
    hosts: ['admin'],
    access: { kind: 'permission', code: BiPage.board, action: 'query' },
    summary:
      'BI board: orders to ship, sales by day and marketplace, fees by type, pairs by status, warehouse and ' +
      'storage days, the wallet (without the excluded test and internal sellers) and the applications waiting; ' +
      'a period of GMT days (beginDate/endDate, default the last 30)',
    query: biBoardQuery,
    response: biBoardSchema,
    handler: (ctx, { query }) => biBoard(ctx, query),
  }),
];
