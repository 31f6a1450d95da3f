import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { listingSeller } from '../../../../domain/listing/admin-listings';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { saleView } from '../../../../domain/listing/sales';
import type { SaleAction, SaleStatus } from '../../../../domain/listing/sales';
import { postJson, requestEnvelope } from '../../../api/http';
import { readPage } from '../../../api/paging';
import type { Page } from '../../../api/paging';

/**
 * Sales Orders (`/listing/sales/*`; issue 25 point 4): the page of sales from the marketplaces and
 * the actions by hand. On the business host the seller's own; on the admin host every seller's, each
 * with its seller. The screens show every refusal where it happened, so nothing here notifies.
 */
export const saleKeys = {
  all: ['listing', 'sales'] as const,
  page: (params: SalePageParams) => [...saleKeys.all, 'page', params] as const,
};

export type SalePageParams = {
  pageNo: number;
  pageSize: number;
  status?: SaleStatus;
  marketplace?: MarketplaceCode;
  keyword?: string;
  exceptions?: boolean;
  /** The admin's filter: the seller's merchant code, username or name. */
  seller?: string;
};

export const saleRow = saleView.extend({ seller: listingSeller.optional() });
export type SaleRow = z.infer<typeof saleRow>;
const saleRows = z.array(saleRow);

export function salePageQuery(params: SalePageParams) {
  return queryOptions({
    queryKey: saleKeys.page(params),
    queryFn: async (): Promise<Page<SaleRow>> => {
      const page = readPage<unknown>(
        await postJson('/listing/sales/list', params, { notify: false }),
        params,
      );
      return { ...page, rows: saleRows.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    // Sales move on their own (the marketplaces' orders come in by jobs): read on every visit.
    staleTime: 0,
  });
}

export const useSalePage = (params: SalePageParams) => useQuery(salePageQuery(params));

export type SaleActionInput = {
  id: number;
  action: SaleAction;
  note?: string;
  requestKey: string;
  /** Moving to returned (admins): the return account the pair comes back through. */
  returnAccountId?: number;
};

/** One action on a sale; resolves to the server's word ("Sale updated"), rejects with its refusal. */
export function useSaleAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: SaleActionInput) => {
      const answer = await requestEnvelope<unknown>('/listing/sales/act', {
        method: 'POST',
        body: request,
        notify: false,
      });
      return answer.msg;
    },
    onSettled: () => client.invalidateQueries({ queryKey: saleKeys.all }),
  });
}
