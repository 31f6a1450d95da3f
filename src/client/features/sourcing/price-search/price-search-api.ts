import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { priceSearchAnswer, skuPrices } from '../../../../domain/sourcing/price-search';
import { postJson } from '../../../api/http';

/**
 * Price search (`/sourcing/price-search*`; issue 26 point 2): the SKUs a keyword names, and one
 * SKU's prices in the reader's time zone (the calendar days its windows and history count in).
 * Refusals show on the screen, where the search was made.
 */
export const priceSearchKeys = {
  all: ['sourcing', 'price-search'] as const,
  hits: (keyword: string) => [...priceSearchKeys.all, 'hits', keyword] as const,
  sku: (sku: string, timeZone: string) => [...priceSearchKeys.all, 'sku', sku, timeZone] as const,
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

export function useSkuPrices(sku: string | null) {
  const timeZone = readerTimeZone();
  return useQuery({
    queryKey: priceSearchKeys.sku(sku ?? '', timeZone),
    queryFn: async () =>
      skuPrices.parse(await postJson('/sourcing/price-search/sku', { sku, timeZone }, { notify: false })),
    enabled: sku !== null,
    // The market moves; a visit reads it again.
    staleTime: 0,
  });
}
