import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { b2bBoardOffer, b2bOfferView, b2bPurchase, offerablePair } from '../../../../domain/sourcing/b2b';
import type {
  B2bBoardOffer,
  B2bOfferStatus,
  B2bOfferView,
  B2bPurchase,
  OfferablePair,
} from '../../../../domain/sourcing/b2b';
import { walletSummarySchema } from '../../../../domain/wallet/wallet';
import { getJson, postJson, requestEnvelope } from '../../../api/http';
import { readPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { sharedQueryKeys } from '../../../api/shared-query-keys';

/**
 * The B2B board (`/sourcing/b2b/*`; issue 26 point 6): the other sellers' offers, the seller's own,
 * the pairs the seller can offer, and offering, withdrawing and buying. The screens show every
 * refusal where it happened, so nothing here notifies; a change refreshes the board, the stock lists,
 * the drawer's records and, after a purchase, the wallet.
 */
export const b2bKeys = {
  all: ['sourcing', 'b2b'] as const,
  board: (params: BoardParams) => [...b2bKeys.all, 'board', params] as const,
  mine: (params: MyOffersParams) => [...b2bKeys.all, 'mine', params] as const,
  offerable: (params: OfferableParams) => [...b2bKeys.all, 'offerable', params] as const,
};

export type BoardParams = PageRequest & { keyword?: string; pairSize?: string };
export type MyOffersParams = PageRequest & { status?: B2bOfferStatus };
export type OfferableParams = PageRequest & { keyword?: string };

function usePageOf<Row, P extends PageRequest>(
  key: readonly unknown[],
  path: string,
  params: P,
  rows: z.ZodType<Row[]>,
) {
  return useQuery({
    queryKey: key,
    queryFn: async (): Promise<Page<Row>> => {
      const page = readPage<unknown>(await postJson(path, params, { notify: false }), params);
      return { ...page, rows: rows.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    // Other sellers offer and buy at any time: read on every visit.
    staleTime: 0,
  });
}

export const useBoard = (params: BoardParams) =>
  usePageOf<B2bBoardOffer, BoardParams>(
    b2bKeys.board(params),
    '/sourcing/b2b/board',
    params,
    z.array(b2bBoardOffer),
  );

export const useMyOffers = (params: MyOffersParams) =>
  usePageOf<B2bOfferView, MyOffersParams>(
    b2bKeys.mine(params),
    '/sourcing/b2b/offers',
    params,
    z.array(b2bOfferView),
  );

export const useOfferablePairs = (params: OfferableParams) =>
  usePageOf<OfferablePair, OfferableParams>(
    b2bKeys.offerable(params),
    '/sourcing/b2b/offerable',
    params,
    z.array(offerablePair),
  );

/** The buyer's wallet now (the purchase's confirmation shows it), read when the confirmation opens. */
export function useWalletBalance(enabled: boolean) {
  return useQuery({
    queryKey: [...sharedQueryKeys.wallet, 'summary'] as const,
    queryFn: async () =>
      walletSummarySchema.parse(await getJson('/wallet/summary', undefined, { notify: false })),
    enabled,
    staleTime: 0,
  });
}

/** A board action's answer with the server's word for it (shown as the notification). */
type Said<T> = { data: T; message: string };

function useBoardChange<In, Out>(path: string, parse: (data: unknown) => Out, movesMoney = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: In): Promise<Said<Out>> => {
      const answer = await requestEnvelope<unknown>(path, { method: 'POST', body, notify: false });
      return { data: parse(answer.data), message: answer.msg };
    },
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: b2bKeys.all }),
        client.invalidateQueries({ queryKey: sharedQueryKeys.stockViews }),
        client.invalidateQueries({ queryKey: sharedQueryKeys.productRecords }),
        ...(movesMoney ? [client.invalidateQueries({ queryKey: sharedQueryKeys.wallet })] : []),
      ]);
    },
  });
}

export type OfferInput = { oneIds: string[]; priceCents: number; remark: string; requestKey: string };

export const useOfferPairs = () =>
  useBoardChange<OfferInput, B2bOfferView>('/sourcing/b2b/offer/create', (d) => b2bOfferView.parse(d));

export const useWithdrawOffer = () =>
  useBoardChange<{ id: number }, B2bOfferView>('/sourcing/b2b/offer/withdraw', (d) => b2bOfferView.parse(d));

export const useBuyOffer = () =>
  useBoardChange<{ id: number; requestKey: string }, B2bPurchase>(
    '/sourcing/b2b/buy',
    (d) => b2bPurchase.parse(d),
    true,
  );
