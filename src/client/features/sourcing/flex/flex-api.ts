import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FlexAction, FlexOutcome } from '../../../../domain/sourcing/flex';
import type {
  FlexCreateInput,
  FlexPairsAnswer,
  FlexShipmentDetail,
  FlexShipmentRow,
} from '../../../../domain/sourcing/flex-shipments';
import { getJson, postJson, requestEnvelope } from '../../../api/http';
import { readPage } from '../../../api/paging';
import type { Page } from '../../../api/paging';

/**
 * Flex shipments (`/sourcing/flex/*`; issue 26 point 5): on the business host the seller's own, on
 * the admin host every seller's (Audit/StockXFlex). The screens show every refusal where it
 * happened, so nothing here notifies. Shipments move on their own (the program's feed, the
 * warehouse's batch): every visit reads them again.
 */
export const flexKeys = {
  all: ['sourcing', 'flex'] as const,
  pairs: (params: PairsParams) => [...flexKeys.all, 'pairs', params] as const,
  page: (params: ShipmentPageParams) => [...flexKeys.all, 'page', params] as const,
  detail: (oddNo: string) => [...flexKeys.all, 'detail', oddNo] as const,
};

export type PairsParams = { wareId?: number; keyword?: string; pageNo: number; pageSize: number };

export const useFlexPairs = (params: PairsParams) =>
  useQuery({
    queryKey: flexKeys.pairs(params),
    queryFn: () => postJson<FlexPairsAnswer>('/sourcing/flex/pairs', params, { notify: false }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export type ShipmentPageParams = {
  pageNo: number;
  pageSize: number;
  state?: FlexOutcome;
  keyword?: string;
  seller?: string;
};

export function shipmentPageQuery(params: ShipmentPageParams) {
  return queryOptions({
    queryKey: flexKeys.page(params),
    queryFn: async (): Promise<Page<FlexShipmentRow>> =>
      readPage<FlexShipmentRow>(await postJson('/sourcing/flex/list', params, { notify: false }), params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const useFlexShipments = (params: ShipmentPageParams) => useQuery(shipmentPageQuery(params));

export const useFlexShipment = (oddNo: string | null) =>
  useQuery({
    queryKey: flexKeys.detail(oddNo ?? ''),
    queryFn: () => getJson<FlexShipmentDetail>('/sourcing/flex/get', { oddNo }, { notify: false }),
    enabled: oddNo !== null,
    staleTime: 0,
  });

/** A write that answers the shipment as it now is, with the server's word; every flex read is fresh after it. */
function useShipmentWrite<V>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: V) => {
      const answer = await requestEnvelope<FlexShipmentDetail>(path, { method: 'POST', body, notify: false });
      return { shipment: answer.data, message: answer.msg };
    },
    onSettled: () => client.invalidateQueries({ queryKey: flexKeys.all }),
  });
}

export const useCreateFlexShipment = () => useShipmentWrite<FlexCreateInput>('/sourcing/flex/create');
export const useCancelFlexShipment = () => useShipmentWrite<{ id: number }>('/sourcing/flex/cancel');
export const useFlexStep = () =>
  useShipmentWrite<{ id: number; action: FlexAction; reason?: string }>('/sourcing/flex/step');
export const useRetryFlexLabel = () => useShipmentWrite<{ id: number }>('/sourcing/flex/label/retry');

/** An admin's read of the program's feed now; the server's word ("being read"). */
export function useReadFlexFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await requestEnvelope<null>('/sourcing/flex/feed/read', { method: 'POST', notify: false })).msg,
    onSettled: () => client.invalidateQueries({ queryKey: flexKeys.all }),
  });
}
