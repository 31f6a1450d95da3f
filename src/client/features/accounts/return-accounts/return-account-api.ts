import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { returnAccountView } from '../../../../domain/listing/return-accounts';
import type {
  ReturnAccountCreateRequest,
  ReturnAccountView,
} from '../../../../domain/listing/return-accounts';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { postJson } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/** Admin Account/ReturnAccount's API (/api/admin/return_account/*). The screens show refusals themselves. */
export type ReturnAccountFilter = { marketplace?: MarketplaceCode; active?: boolean; keyword?: string };

const rows = z.array(returnAccountView);

export const returnAccountKeys = {
  all: ['return-accounts'] as const,
  page: (paging: PageRequest, filter: ReturnAccountFilter) =>
    [...returnAccountKeys.all, 'page', paging, filter] as const,
};

export async function fetchReturnAccounts(
  paging: PageRequest,
  filter: ReturnAccountFilter,
): Promise<Page<ReturnAccountView>> {
  const page = await fetchPage<unknown>('/return_account/list', { ...paging, ...filter }, { notify: false });
  return { ...page, rows: rows.parse(page.rows) };
}

export function useReturnAccounts(paging: PageRequest, filter: ReturnAccountFilter) {
  return useQuery(
    queryOptions({
      queryKey: returnAccountKeys.page(paging, filter),
      queryFn: () => fetchReturnAccounts(paging, filter),
      placeholderData: keepPreviousData,
    }),
  );
}

export type ReturnAccountSave = ReturnAccountCreateRequest & { id?: number };

function useReturnAccountMutation<In>(path: (input: In) => [string, unknown]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: In) => {
      const [url, body] = path(input);
      return postJson<unknown>(url, body, { notify: false });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: returnAccountKeys.all }),
  });
}

/** Adds (no id; with the form's request key) or changes (with id) an account. */
export const useSaveReturnAccount = () =>
  useReturnAccountMutation(({ id, requestKey, ...fields }: ReturnAccountSave) =>
    id === undefined
      ? ['/return_account/add', { ...fields, requestKey }]
      : ['/return_account/edit', { ...fields, id }],
  );

export const useSwitchReturnAccount = () =>
  useReturnAccountMutation(({ id, active }: { id: number; active: boolean }) => [
    active ? '/return_account/enable' : '/return_account/disable',
    { id },
  ]);

export const useDeleteReturnAccount = () =>
  useReturnAccountMutation((id: number) => ['/return_account/delete', { id }]);
