import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sellerStatementRowSchema } from '../../../../domain/wallet/statement';
import type { SellerStatementRow } from '../../../../domain/wallet/statement';
import { walletSummarySchema } from '../../../../domain/wallet/wallet';
import { getJson } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { walletKeys } from './applications';
import { FRESH_FIGURES } from './fresh-figures';

/** The ledger's seller routes (business host): GET /wallet/summary and POST /wallet/transaction/list (the statement). */
export function useWalletSummary() {
  return useQuery({
    queryKey: [...walletKeys.all, 'summary'] as const,
    queryFn: async () => walletSummarySchema.parse(await getJson('/wallet/summary')),
    ...FRESH_FIGURES,
  });
}

export type TransactionListParams = PageRequest & {
  feeType?: number;
  status?: number;
  beginTime?: string;
  endTime?: string;
};

const statementRows = z.array(sellerStatementRowSchema);

export function transactionListQuery(params: TransactionListParams) {
  return queryOptions({
    queryKey: [...walletKeys.all, 'transactions', params] as const,
    queryFn: async (): Promise<Page<SellerStatementRow>> => {
      const page = await fetchPage<unknown, TransactionListParams>('/wallet/transaction/list', params);
      return { ...page, rows: statementRows.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    ...FRESH_FIGURES,
  });
}

export const useTransactionList = (params: TransactionListParams) => useQuery(transactionListQuery(params));
