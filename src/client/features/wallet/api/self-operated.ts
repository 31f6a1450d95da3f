import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { platformAccountStatementSchema, selfOperatedSchema } from '../../../../domain/wallet/self-operated';
import type { PlatformAccountKind } from '../../../../domain/wallet/ledger';
import { getJson, postJson } from '../../../api/http';
import { FRESH_FIGURES } from './fresh-figures';

/**
 * Finance/SelfOperated (admin host): GET /finance/self_operated, the platform's accounts and the
 * sellers' funds over a period, and POST /finance/self_operated/entries, one account's statement.
 */
export type Period = { beginTime: string; endTime: string };

export function useSelfOperated(period: Period | null) {
  return useQuery({
    queryKey: ['finance', 'selfOperated', period] as const,
    queryFn: async () => selfOperatedSchema.parse(await getJson('/finance/self_operated', period ?? {})),
    enabled: period !== null,
    placeholderData: keepPreviousData,
    ...FRESH_FIGURES,
  });
}

export type PlatformAccountRef = { kind: PlatformAccountKind; feeType?: number };

export function usePlatformAccountStatement(
  params: (PlatformAccountRef & Period & { pageNo: number; pageSize: number }) | null,
) {
  return useQuery({
    queryKey: ['finance', 'selfOperated', 'statement', params] as const,
    queryFn: async () =>
      platformAccountStatementSchema.parse(await postJson('/finance/self_operated/entries', params)),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    ...FRESH_FIGURES,
  });
}
