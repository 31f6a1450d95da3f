import { homeSummaryAnswer, homeSummaryQuery, utcMonthStart } from '../../../domain/home/home';
import { BusinessPart } from '../../../domain/kernel/permissions';
import { defineRoute } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { homeSummary } from './home-summary';

/** The seller's home (`homepage`): figures and what waits for them. */
export const homeRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/home/summary',
    hosts: ['business'],
    access: { kind: 'permission', code: BusinessPart.home, action: 'query' },
    summary:
      "The seller's figures (pairs in stock, listed, sold this month, wallet) and what waits for them, each a count",
    query: homeSummaryQuery,
    response: homeSummaryAnswer,
    handler: (ctx, { query }) =>
      homeSummary(ctx, query.monthStart ? new Date(query.monthStart) : utcMonthStart(new Date())),
  }),
];
