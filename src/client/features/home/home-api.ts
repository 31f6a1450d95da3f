import { queryOptions, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { homeSummaryAnswer } from '../../../domain/home/home';
import { getJson } from '../../api/http';

/**
 * GET /api/business/home/summary: the seller's figures and what waits for them. "This month" is the
 * viewer's own month (its first moment in their time zone).
 */
export const homeKeys = { summary: ['home', 'summary'] as const };

export const homeSummaryQuery = (now: () => Date = () => new Date()) =>
  queryOptions({
    queryKey: homeKeys.summary,
    queryFn: async () =>
      homeSummaryAnswer.parse(
        await getJson(
          '/home/summary',
          { monthStart: dayjs(now()).startOf('month').format() },
          { notify: false },
        ),
      ),
    // Read again on every visit: the counts change with every order and forecast.
    staleTime: 0,
  });

export const useHomeSummary = () => useQuery(homeSummaryQuery());
