import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { listingDetailWithDelisting, listingSeller } from '../../../../domain/listing/admin-listings';
import { listingQuote, listingView } from '../../../../domain/listing/listing-requests';
import type { CreateListingsRequest, ListingQuote } from '../../../../domain/listing/listing-requests';
import type { ListingState } from '../../../../domain/listing/listings';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { getJson, postJson, requestEnvelope } from '../../../api/http';
import { readPage } from '../../../api/paging';
import type { Page } from '../../../api/paging';

/**
 * The listings (`/listing/*`; issue 25 point 2): the quote and create of `newlisting`, the page of
 * `cross-listing`, one listing with its price history, and delist. On the business host the
 * seller's own; on the admin host (the session's) every seller's, each with its seller. The screens
 * show every refusal where it happened, so nothing here notifies.
 */
export const listingKeys = {
  all: ['listing', 'listings'] as const,
  page: (params: ListingPageParams) => [...listingKeys.all, 'page', params] as const,
  detail: (id: number) => [...listingKeys.all, 'detail', id] as const,
  quote: (oneIds: readonly string[], marketplaces: readonly MarketplaceCode[]) =>
    ['listing', 'quote', oneIds, marketplaces] as const,
};

export type ListingPageParams = {
  pageNo: number;
  pageSize: number;
  state?: ListingState;
  marketplace?: MarketplaceCode;
  keyword?: string;
  /** The admin's filter: the seller's merchant code, username or name. */
  seller?: string;
};

/** A listing as a page shows it; the admin's also names its seller. */
export const listingRow = listingView.extend({ seller: listingSeller.optional() });
export type ListingRow = z.infer<typeof listingRow>;
const listingRows = z.array(listingRow);
const listingDetailOf = listingDetailWithDelisting.extend({ seller: listingSeller.optional() });
export type ListingDetail = z.infer<typeof listingDetailOf>;

export function listingPageQuery(params: ListingPageParams) {
  return queryOptions({
    queryKey: listingKeys.page(params),
    queryFn: async (): Promise<Page<ListingRow>> => {
      // The route takes pageNo/pageSize as they are (a strict schema), not current/size.
      const page = readPage<unknown>(await postJson('/listing/list', params, { notify: false }), params);
      return { ...page, rows: listingRows.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    // A listing moves on its own (the marketplace answers in a job): read on every visit.
    staleTime: 0,
  });
}

export const useListingPage = (params: ListingPageParams) => useQuery(listingPageQuery(params));

export function useListingDetail(id: number | null) {
  return useQuery({
    queryKey: listingKeys.detail(id ?? 0),
    // The screen shows a refusal (404) in place of the listing.
    queryFn: async () => listingDetailOf.parse(await getJson('/listing/get', { id }, { notify: false })),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The form's figures: per item and marketplace, the product found, lowest ask, highest bid and fee. */
export function useListingQuote(oneIds: readonly string[], marketplaces: readonly MarketplaceCode[]) {
  return useQuery({
    queryKey: listingKeys.quote(oneIds, marketplaces),
    queryFn: async (): Promise<ListingQuote[]> =>
      z
        .array(listingQuote)
        .parse(await postJson('/listing/quote', { oneIds, marketplaces }, { notify: false })),
    enabled: oneIds.length > 0 && marketplaces.length > 0,
  });
}

/** Lists the items; resolves to the listings made and the server's word, rejects with its refusal. */
export function useCreateListings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateListingsRequest) => {
      const answer = await requestEnvelope<unknown>('/listing/create', {
        method: 'POST',
        body: request,
        notify: false,
      });
      return { listings: listingRows.parse(answer.data), message: answer.msg };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** Delists one listing (an admin's with a reason); resolves to the server's word ("Delisting requested"), rejects with its refusal. */
export function useDelistListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: { id: number; requestKey: string; reason?: string }) => {
      const answer = await requestEnvelope<unknown>('/listing/delist', {
        method: 'POST',
        body: request,
        notify: false,
      });
      return answer.msg;
    },
    onSettled: () => client.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
