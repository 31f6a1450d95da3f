import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boxView, orderBoxes } from '../../../../../domain/outbound/bulk';
import { getJson, postJson } from '../../../../api/http';

/** Boxes of a reship order (business host): the list, create a box, unpack one. */
export const boxKeys = { order: (orderId: number) => ['outbound', 'boxes', orderId] as const };

export function useOrderBoxes(orderId: number) {
  return useQuery({
    queryKey: boxKeys.order(orderId),
    queryFn: async () => orderBoxes.parse(await getJson('/outbound/box/list', { orderId })),
  });
}

export function useCreateBox(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (oneIds: string[]) =>
      boxView.parse(await postJson('/outbound/box/create', { orderId, oneIds })),
    onSuccess: () => client.invalidateQueries({ queryKey: boxKeys.order(orderId) }),
  });
}

export function useUnpackBox(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => orderBoxes.parse(await postJson('/outbound/box/unpack', { id })),
    onSuccess: (boxes) => client.setQueryData(boxKeys.order(orderId), boxes),
  });
}
