import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { shopUserList } from '../../../../../domain/inventory/inventory';
import { defaultCardAnswer, overrideRow } from '../../../../../domain/wallet/fees';
import type { DefaultCardAnswer, OverrideRow, RateCardInput } from '../../../../../domain/wallet/fees';
import { postJson } from '../../../../api/http';
import { readPage } from '../../../../api/paging';
import type { Page } from '../../../../api/paging';

/** Fee/Account: the default rate card, the sellers' overrides and the sellers to choose from. */

export const rateCardKeys = {
  all: ['wallet', 'fees', 'cards'] as const,
  defaultCard: () => [...rateCardKeys.all, 'default'] as const,
  overrides: (q: OverrideQuery) => [...rateCardKeys.all, 'overrides', q] as const,
  sellers: () => ['wallet', 'fees', 'sellers'] as const,
};

export type OverrideQuery = { keyword: string; pageNo: number; pageSize: number };

export function useDefaultCard() {
  return useQuery(
    queryOptions({
      queryKey: rateCardKeys.defaultCard(),
      queryFn: async () =>
        defaultCardAnswer.parse(await postJson('/fee/account/default/get', {}, { host: 'admin' })),
    }),
  );
}

const overridePage = z.object({ data: z.array(overrideRow) }).passthrough();

export function useOverrides(q: OverrideQuery) {
  return useQuery({
    queryKey: rateCardKeys.overrides(q),
    queryFn: async (): Promise<Page<OverrideRow>> => {
      const body = { keyword: q.keyword || undefined, current: q.pageNo, size: q.pageSize };
      const answer = overridePage.parse(
        await postJson('/fee/account/override/list', body, { host: 'admin' }),
      );
      return readPage(answer, q);
    },
    placeholderData: keepPreviousData,
  });
}

/** Sellers an override can be for (POST /shop_user/list without the unowned entry). */
export function useSellerChoices(enabled: boolean) {
  return useQuery({
    queryKey: rateCardKeys.sellers(),
    queryFn: async () => shopUserList.parse(await postJson('/shop_user/list', {}, { host: 'admin' })).records,
    select: (users) => users.filter((u) => !u.unowned),
    staleTime: 60_000,
    enabled,
  });
}

type SaveRequest =
  | { kind: 'default'; card: RateCardInput }
  | { kind: 'create'; sellerId: number; effectiveFrom: string; card: RateCardInput }
  | { kind: 'update'; id: number; effectiveFrom: string; card: RateCardInput };

function save(request: SaveRequest): Promise<DefaultCardAnswer | OverrideRow> {
  const options = { host: 'admin' as const, notify: false };
  if (request.kind === 'default') return postJson('/fee/account/default/update', request.card, options);
  if (request.kind === 'create') {
    const { sellerId, effectiveFrom, card } = request;
    return postJson('/fee/account/override/create', { ...card, sellerId, effectiveFrom }, options);
  }
  const { id, effectiveFrom, card } = request;
  return postJson('/fee/account/override/update', { ...card, id, effectiveFrom }, options);
}

/** Saves a card; the form shows a refusal itself. Every card list is read again afterwards. */
export function useSaveRateCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => client.invalidateQueries({ queryKey: rateCardKeys.all }),
  });
}
