import { FinancePage } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import {
  financeOverviewQuery,
  financeOverviewSchema,
  statisticsExclusionsRequest,
  statisticsExclusionsSchema,
} from '../../../domain/wallet/overview';
import { defineRoute } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { saveStatisticsExclusions } from './overview-exclusions';
import { financeOverview } from './overview-service';

/** Finance/Overview: the figures of a period, and the statistics exclusion list (its own edit action). */
const overview = (action: Action) => ({ kind: 'permission', code: FinancePage.overview, action }) as const;

export const overviewRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/finance/overview',
    hosts: ['admin'],
    access: overview('query'),
    summary:
      'Seller balances, waiting applications, fees by fee type and cash in and out per GMT day of a period ' +
      '(beginDate/endDate, default the last 30 days), without the excluded test and internal sellers',
    query: financeOverviewQuery,
    response: financeOverviewSchema,
    handler: (ctx, { query }) => financeOverview(ctx, query),
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/overview/exclusions',
    hosts: ['admin'],
    access: overview('edit'),
    summary: 'Replace the user codes left out of the wallet statistics (test and internal sellers); audited',
    body: statisticsExclusionsRequest,
    response: statisticsExclusionsSchema,
    handler: (ctx, { body }) => saveStatisticsExclusions(ctx, body),
  }),
];
