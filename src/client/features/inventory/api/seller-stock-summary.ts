import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import { sellerStockSummaryAnswer } from '../../../../domain/inventory/views';
import type { SellerStockSummary } from '../../../../domain/inventory/views';

/** GET /api/business/inventory/summary: the seller's counts by status and by warehouse (workplace). */

export async function fetchSellerStockSummary(): Promise<SellerStockSummary> {
  return sellerStockSummaryAnswer.parse(
    await getJson<unknown>('/inventory/summary', undefined, { host: 'business' }),
  );
}

export function useSellerStockSummary() {
  return useQuery(
    queryOptions({ queryKey: ['stockViews', 'sellerSummary'] as const, queryFn: fetchSellerStockSummary }),
  );
}
