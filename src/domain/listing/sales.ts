import { z } from 'zod';
import type { MarketOrderState } from './marketplaces';
import { MARKETPLACES } from './marketplaces';

/**
 * Sales that came in from the marketplaces (Sales Orders, Cross-Listed Orders, admin `sale-order`;
 * issue 25 points 4 and 5) with the generic order labels of spec section 4. One pair, one sale: the
 * first sale of an item is kept; a second one at the same moment is cancelled at its marketplace and
 * shown as an exception.
 */
export const SALE_STATUSES = [
  'pending',
  'in_progress',
  'with_issue',
  'returning',
  'returned',
  'archived',
  'processed',
  'sales_completed',
  'cancelled',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const SALE_STATUS_LABEL: Record<SaleStatus, string> = {
  pending: 'listing:sale.status.pending',
  in_progress: 'listing:sale.status.inProgress',
  with_issue: 'listing:sale.status.withIssue',
  returning: 'listing:sale.status.returning',
  returned: 'listing:sale.status.returned',
  archived: 'listing:sale.status.archived',
  processed: 'listing:sale.status.processed',
  sales_completed: 'listing:sale.status.salesCompleted',
  cancelled: 'listing:sale.status.cancelled',
};

/** Our status of a marketplace order in its marketplace's state. */
export const SALE_STATUS_OF: Record<MarketOrderState, SaleStatus> = {
  created: 'pending',
  shipped: 'in_progress',
  completed: 'sales_completed',
  cancelled: 'cancelled',
  returned: 'returned',
};

/**
 * Why a sale is an exception: the pair had already sold on another marketplace, or another order took
 * the pair before the sale came in.
 */
export const SALE_EXCEPTIONS = ['soldElsewhere', 'pairTaken'] as const;
export type SaleException = (typeof SALE_EXCEPTIONS)[number];

export const saleView = z.object({
  id: z.number().int(),
  marketplace: z.enum(MARKETPLACES),
  orderNo: z.string(),
  oneId: z.string().nullable(),
  sku: z.string().nullable(),
  size: z.string().nullable(),
  priceCents: z.number().int(),
  status: z.enum(SALE_STATUSES),
  kept: z.boolean(),
  exception: z.enum(SALE_EXCEPTIONS).nullable(),
  orderedAt: z.string(),
});
export type SaleView = z.infer<typeof saleView>;
