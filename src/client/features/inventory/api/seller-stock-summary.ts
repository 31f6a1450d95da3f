import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '../../../api/http';
import { statusCount } from './item-page';

/** GET /api/business/inventory/summary: the seller's counts by status and by warehouse (workplace). */
export const sellerStockSummary = z.object({
  byStatus: z.array(statusCount),
  byWarehouse: z.array(z.object({ wareId: z.number(), wareName: z.string(), inWarehouse: z.number() })),
});
export type SellerStockSummary = z.infer<typeof sellerStockSummary>;

export async function fetchSellerStockSummary(): Promise<SellerStockSummary> {
  return sellerStockSummary.parse(
    await getJson<unknown>('/inventory/summary', undefined, { host: 'business' }),
  );
}

export function useSellerStockSummary() {
  return useQuery(
    queryOptions({ queryKey: ['stockViews', 'sellerSummary'] as const, queryFn: fetchSellerStockSummary }),
  );
}
