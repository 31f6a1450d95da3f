import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { UPLOAD_FIELD } from '../../../../domain/kernel/files';
import { shopImageCheck } from '../../../../domain/sourcing/shop-images';
import type { ShopImageCheck } from '../../../../domain/sourcing/shop-images';
import {
  shopCandidate,
  shopProductView,
  shopStatus,
  shopSyncAnswer,
} from '../../../../domain/sourcing/shop-products';
import type {
  SaveShopProductRequest,
  ShopProductView,
  ShopSyncState,
} from '../../../../domain/sourcing/shop-products';
import { ApiError, postJson, requestEnvelope } from '../../../api/http';
import { readPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/**
 * The seller's short-video shop (`/sourcing/shop/*`; issue 26 point 4): the shop's state, its
 * products and their sync, the SKUs to make products of, images checked by the server, saving a
 * product and asking for a sync. The screen shows every refusal where it happened, so nothing here
 * notifies; a change refreshes the shop's lists.
 */
export const shopKeys = {
  all: ['sourcing', 'shop'] as const,
  status: () => [...shopKeys.all, 'status'] as const,
  products: (params: ShopProductParams) => [...shopKeys.all, 'products', params] as const,
  candidates: (keyword: string) => [...shopKeys.all, 'candidates', keyword] as const,
};

export type ShopProductParams = PageRequest & { state?: ShopSyncState; keyword?: string };

/** While a sync waits or runs, the screen reads the shop again this often. */
const WHILE_SYNCING_MS = 3000;

export function useShopStatus() {
  return useQuery({
    queryKey: shopKeys.status(),
    queryFn: async () => shopStatus.parse(await postJson('/sourcing/shop/status', {}, { notify: false })),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.syncQueued ? WHILE_SYNCING_MS : false),
  });
}

export function useShopProducts(params: ShopProductParams, syncing: boolean) {
  return useQuery({
    queryKey: shopKeys.products(params),
    queryFn: async (): Promise<Page<ShopProductView>> => {
      const page = readPage<unknown>(
        await postJson('/sourcing/shop/products/list', params, { notify: false }),
        params,
      );
      return { ...page, rows: z.array(shopProductView).parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: syncing ? WHILE_SYNCING_MS : false,
  });
}

export function useShopCandidates(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.candidates(keyword),
    queryFn: async () =>
      z
        .array(shopCandidate)
        .parse(await postJson('/sourcing/shop/candidates', { keyword }, { notify: false })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * An image sent for the shop: the server's check of it, taken or refused. A refusal (400) carries
 * the same check in its data, so the form names the problem beside the image.
 */
export async function checkShopImage(file: File): Promise<ShopImageCheck> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  try {
    return shopImageCheck.parse(await postJson('/sourcing/shop/images', form, { notify: false }));
  } catch (error) {
    const refused = error instanceof ApiError ? shopImageCheck.safeParse(error.data) : null;
    if (refused?.success) return refused.data;
    throw error;
  }
}

/** A change's answer with the server's word for it (shown as the notification). */
type Said<T> = { data: T; message: string };

function useShopChange<In, Out>(path: string, parse: (data: unknown) => Out) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: In): Promise<Said<Out>> => {
      const answer = await requestEnvelope<unknown>(path, { method: 'POST', body, notify: false });
      return { data: parse(answer.data), message: answer.msg };
    },
    onSettled: () => client.invalidateQueries({ queryKey: shopKeys.all }),
  });
}

export const useSaveShopProduct = () =>
  useShopChange<SaveShopProductRequest, ShopProductView>('/sourcing/shop/products/save', (d) =>
    shopProductView.parse(d),
  );

export const useShopSync = () =>
  useShopChange<{ requestKey: string }, z.infer<typeof shopSyncAnswer>>('/sourcing/shop/sync', (d) =>
    shopSyncAnswer.parse(d),
  );
