import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationRow, drawAccountRow } from '../../../../domain/wallet/applications';
import type { ApplicationRow, DrawAccountRow } from '../../../../domain/wallet/applications';
import { getJson, postJson } from '../../../api/http';
import { uploadFile } from '../../../api/upload-file';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { sharedQueryKeys } from '../../../api/shared-query-keys';
import { FRESH_FIGURES } from './fresh-figures';

/**
 * The seller's applications and draw accounts (business host):
 *   POST /wallet/application/list, POST /wallet/recharge/apply, POST /wallet/withdrawal/apply,
 *   POST /wallet/withdrawal/cancel, GET /wallet/drawAccount/list, POST /wallet/drawAccount/add|delete,
 *   POST /upload (the proof picture).
 * Money requests are plain mutations, never queued offline: a seller sees at once whether they went through.
 */
export type ApplicationListParams = PageRequest & { kind?: 1 | 2; stage?: number };

export const walletKeys = {
  all: sharedQueryKeys.wallet,
  applications: ['wallet', 'applications'] as const,
  applicationPage: (params: ApplicationListParams) => ['wallet', 'applications', params] as const,
  drawAccounts: ['wallet', 'drawAccounts'] as const,
};

const rows = z.array(applicationRow);

export function applicationListQuery(params: ApplicationListParams) {
  return queryOptions({
    queryKey: walletKeys.applicationPage(params),
    queryFn: async (): Promise<Page<ApplicationRow>> => {
      const page = await fetchPage<unknown, ApplicationListParams>('/wallet/application/list', params);
      return { ...page, rows: rows.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    ...FRESH_FIGURES,
  });
}

export const useApplicationList = (params: ApplicationListParams) => useQuery(applicationListQuery(params));

export function useDrawAccounts() {
  return useQuery({
    queryKey: walletKeys.drawAccounts,
    queryFn: async () => z.array(drawAccountRow).parse(await getJson('/wallet/drawAccount/list')),
  });
}

/** Stores the proof picture (type checked by content on the server) and answers its URL. */
export const uploadProof = (file: File): Promise<string> => uploadFile(file);

/** Every wallet figure may have moved: balances, transactions and applications are read again. */
function useWalletMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

export type RechargeInput = {
  currency: 'USD' | 'RMB';
  paymentMethod: 1 | 2;
  amount: string;
  transferReference: string;
  proofUrl: string;
  requestKey: string;
};
export const useApplyForRecharge = () =>
  useWalletMutation((input: RechargeInput) => postJson<ApplicationRow>('/wallet/recharge/apply', input));

export type WithdrawalInput = {
  amount: string;
  method: 1 | 2;
  drawAccountId: number;
  password: string;
  requestKey: string;
};
export const useApplyForWithdrawal = () =>
  useWalletMutation((input: WithdrawalInput) => postJson<ApplicationRow>('/wallet/withdrawal/apply', input));

export const useCancelWithdrawal = () =>
  useWalletMutation((id: number) => postJson<ApplicationRow>('/wallet/withdrawal/cancel', { id }));

export type DrawAccountInput = {
  holderType: 1 | 2;
  method: 1 | 2;
  holderName: string;
  accountNumber: string;
  bankName?: string;
};
export const useAddDrawAccount = () =>
  useWalletMutation((input: DrawAccountInput) => postJson<DrawAccountRow>('/wallet/drawAccount/add', input));

export const useDeleteDrawAccount = () =>
  useWalletMutation((id: number) => postJson<{ id: number }>('/wallet/drawAccount/delete', { id }));
