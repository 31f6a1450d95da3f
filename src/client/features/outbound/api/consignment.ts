import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type {
  ConsignmentCreateRequest,
  ConsignmentPriceRequest,
} from '../../../../domain/outbound/consignment';
import { orderView } from '../../../../domain/outbound/outbound';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { postJson } from '../../../api/http';
import { useOrderChanged } from './orders';

/**
 * The seller's consignment (kind 6, business host): POST /outbound/consignment/create (one order per
 * pair, each at its price) and POST /outbound/consignment/price (before the pair sells). The list,
 * detail and recall are the outbound orders' (./orders.ts). Nothing notifies: the screens show refusals
 * next to what caused them.
 */
const orders = z.array(orderView);

export function useConsign() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: async (body: ConsignmentCreateRequest & { requestKey: string }): Promise<OrderView[]> =>
      orders.parse(await postJson('/outbound/consignment/create', body, { notify: false })),
    onSuccess: changed,
  });
}

export function useConsignmentPrice() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: async (body: ConsignmentPriceRequest): Promise<OrderView> =>
      orderView.parse(await postJson('/outbound/consignment/price', body, { notify: false })),
    onSuccess: changed,
  });
}
