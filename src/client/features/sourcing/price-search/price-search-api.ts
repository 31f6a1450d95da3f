import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { priceSearchAnswer, skuPrices } from '../../../../domain/sourcing/price-search';
import type { PriceHistoryDays } from '../../../../domain/sourcing/price-search';
import { postJson } from '../../../api/http';

/**
 * Price search (`/sourcing/price-search*`; issue 26 point 2): the SKUs a keyword names, and one
 * SKU's prices in the reader's time zone (the calendar days its windows and history count in).
 * Refusals show on the screen, where the search was made.
 */
export const priceSearchKeys = {
  all: ['sourcing', 'price-search'] as const,
  hits: (keyword: string) => [...priceSearchKeys.all, 'hits', keyword] as const,
  sku: (sku: string, timeZone: string, historyDays: PriceHistoryDays) =>
    [...priceSearchKeys.all, 'sku', sku, timeZone, historyDays] as const,
};

export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function usePriceSearchHits(keyword: string) {
  return useQuery({
    queryKey: priceSearchKeys.hits(keyword),
    queryFn: async () =>
      priceSearchAnswer.parse(await postJson('/sourcing/price-search', { keyword }, { notify: false })),
    enabled: keyword.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useSkuPrices(sku: string | null, historyDays: PriceHistoryDays) {
  const timeZone = readerTimeZone();
  return useQuery({
    queryKey: priceSearchKeys.sku(sku ?? '', timeZone, historyDays),
    queryFn: async () =>
      skuPrices.parse(
        await postJson('/sourcing/price-search/sku', { sku, timeZone, historyDays }, { notify: false }),
      ),
    enabled: sku !== null,
    // A longer or shorter chart keeps the figures shown until its answer comes.
    placeholderData: keepPreviousData,
    // The market moves; a visit reads it again.
    staleTime: 0,
  });
}
