import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { financeOverviewSchema, statisticsExclusionsSchema } from '../../../../domain/wallet/overview';
import type { Period } from '../../../../domain/wallet/overview';
import { getJson, postJson } from '../../../api/http';
import { FRESH_FIGURES } from './fresh-figures';

/**
 * Finance/Overview (admin host): GET /finance/overview for a period of GMT days and
 * POST /finance/overview/exclusions, which replaces the statistics exclusion list. The form shows the
 * server's refusal itself (notify: false), so an unknown code reads as the server words it.
 */
export const overviewKeys = {
  all: ['finance', 'overview'] as const,
  period: (period: Period) => ['finance', 'overview', period] as const,
};

export function useFinanceOverview(period: Period) {
  return useQuery({
    queryKey: overviewKeys.period(period),
    queryFn: async () => financeOverviewSchema.parse(await getJson('/finance/overview', period)),
    placeholderData: keepPreviousData,
    ...FRESH_FIGURES,
  });
}

export function useSaveExclusions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (userCodes: string[]) =>
      statisticsExclusionsSchema.parse(
        await postJson('/finance/overview/exclusions', { userCodes }, { notify: false }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: overviewKeys.all }),
  });
}
