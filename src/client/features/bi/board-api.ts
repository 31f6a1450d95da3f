import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { biBoardSchema } from '../../../domain/bi/bi';
import type { Period } from '../../../domain/wallet/overview';
import { getJson } from '../../api/http';

/** The BI board of a period of GMT days (admin host GET /bi/board); read afresh whenever shown. */
export const biKeys = {
  all: ['bi', 'board'] as const,
  period: (period: Period) => ['bi', 'board', period] as const,
};

export function useBiBoard(period: Period) {
  return useQuery({
    queryKey: biKeys.period(period),
    queryFn: async () => biBoardSchema.parse(await getJson('/bi/board', period)),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
