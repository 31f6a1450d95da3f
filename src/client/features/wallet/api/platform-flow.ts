import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationRow, payoutAccountRow } from '../../../../domain/wallet/applications';
import type { ApplicationRow } from '../../../../domain/wallet/applications';
import { getJson, postJson } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { FRESH_FIGURES } from './fresh-figures';

/**
 * Finance/PlatformFlow (admin host): POST /finance/application/list, GET /finance/application/get and
 * the review actions of ChargeDetail and WithdrawalDetail. Each action answers the application as it
 * now stands; a second reviewer's 409 is shown by the http client and the detail is read again.
 */
export type PlatformFlowParams = PageRequest & {
  kind?: number;
  stage?: number;
  seller?: string;
  beginTime?: string;
  endTime?: string;
};

export const platformFlowKeys = {
  all: ['finance', 'platformFlow'] as const,
  page: (params: PlatformFlowParams) => ['finance', 'platformFlow', 'list', params] as const,
  detail: (id: number) => ['finance', 'platformFlow', 'detail', id] as const,
};

const rows = z.array(applicationRow);

export function platformFlowQuery(params: PlatformFlowParams) {
  return queryOptions({
    queryKey: platformFlowKeys.page(params),
    queryFn: async (): Promise<Page<ApplicationRow>> => {
      const page = await fetchPage<unknown, PlatformFlowParams>('/finance/application/list', params);
      return { ...page, rows: rows.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    ...FRESH_FIGURES,
  });
}

export const usePlatformFlow = (params: PlatformFlowParams) => useQuery(platformFlowQuery(params));

export function useApplicationDetail(id: number) {
  return useQuery({
    queryKey: platformFlowKeys.detail(id),
    queryFn: async () => applicationRow.parse(await getJson('/finance/application/get', { id })),
    enabled: id > 0,
    ...FRESH_FIGURES,
  });
}

export type ReviewAction =
  | { path: '/finance/recharge/approve'; body: { id: number; creditedAmount: string; rate?: string } }
  | { path: '/finance/recharge/reject' | '/finance/withdrawal/reject'; body: { id: number; reason: string } }
  | { path: '/finance/withdrawal/approve' | '/finance/withdrawal/paying'; body: { id: number } }
  | { path: '/finance/withdrawal/paid'; body: { id: number; payoutReference: string } };

export function useReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ReviewAction) => postJson<ApplicationRow>(action.path, action.body),
    // Success or a 409 from another reviewer: either way the list and the detail are read again.
    onSettled: () => client.invalidateQueries({ queryKey: platformFlowKeys.all }),
  });
}

/** The withdrawal's full payout account, for the reviewer who pays it (the server audits each reveal). */
export function useRevealPayoutAccount() {
  return useMutation({
    mutationFn: async (id: number) =>
      payoutAccountRow.parse(await postJson('/finance/withdrawal/account/reveal', { id })),
  });
}
