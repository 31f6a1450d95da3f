import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { orderPreview, orderView } from '../../../../domain/outbound/outbound';
import type { OrderView, SellerOrderKind } from '../../../../domain/outbound/outbound';
import type { ShippingAddress } from '../../../../domain/labels/labels';
import { postJson } from '../../../api/http';
import { uploadFile } from '../../../api/upload-file';
import { useOrderChanged } from './orders';

/**
 * A new order on the pairs picked in the inventory: POST /outbound/preview (the fees before the seller
 * confirms, and the pairs as they are now), POST /outbound/label/upload (a buyer label PDF) and the
 * kinds' create calls. Nothing here notifies: the form shows every refusal next to what caused it.
 */
export function useOrderPreview(
  kind: SellerOrderKind,
  oneIds: readonly string[],
  /** A reship's chosen address: the preview quotes its carrier label too. */
  address: ShippingAddress | null = null,
) {
  return useQuery({
    queryKey: ['outbound', 'preview', kind, oneIds, address] as const,
    queryFn: async () =>
      orderPreview.parse(
        await postJson(
          '/outbound/preview',
          { kind, oneIds, ...(address ? { address } : {}) },
          { notify: false },
        ),
      ),
    enabled: oneIds.length > 0,
    staleTime: 0,
    // A new address re-quotes the label; the fees shown so far stay until it answers.
    placeholderData: keepPreviousData,
  });
}

/** Stores a buyer label PDF (checked by content on the server) and answers its file URL. */
export const uploadLabel = (file: File): Promise<string> =>
  uploadFile(file, { notify: false }, '/outbound/label/upload');

export type NewOrder =
  | { kind: 3; items: { oneId: string; labelFile: string }[]; remark: string }
  | { kind: 4; oneIds: string[]; address: ShippingAddress; remark: string }
  | { kind: 5; oneIds: string[]; remark: string }
  | { kind: 7; oneIds: string[]; toUid: string; remark: string };

const CREATE_PATH: Record<SellerOrderKind, string> = {
  3: '/outbound/shipWithLabel/create',
  4: '/outbound/reship/create',
  5: '/outbound/cashOut/create',
  7: '/outbound/switchUser/create',
};

export function useCreateOrder() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: async ({ kind, ...body }: NewOrder & { requestKey: string }): Promise<OrderView> =>
      orderView.parse(await postJson(CREATE_PATH[kind], body, { notify: false })),
    onSuccess: changed,
  });
}
