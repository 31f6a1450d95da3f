import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { orderEventView, orderView } from '../../../../domain/outbound/outbound';
import type { OrderEventView, OrderView } from '../../../../domain/outbound/outbound';
import { getJson, requestEnvelope } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { sharedQueryKeys } from '../../../api/shared-query-keys';

/**
 * The seller's outbound orders (business host): POST /outbound/list, GET /outbound/get,
 * GET /outbound/events, and the steps GET /sys_prod/pay, GET /sys_prod/cancel (recall),
 * POST /outbound/cashOut/accept. Steps are plain mutations, never queued offline: money moves, and
 * the seller sees at once whether it went through. The screens show refusals themselves.
 */
export type OrderListParams = PageRequest & { kind: number; status?: number; oddNo?: string; oneId?: string };

export const orderKeys = {
  all: ['outbound', 'orders'] as const,
  page: (params: OrderListParams) => [...orderKeys.all, 'page', params] as const,
  one: (id: number) => [...orderKeys.all, 'one', id] as const,
  events: (id: number) => [...orderKeys.all, 'events', id] as const,
};

const rows = z.array(orderView);

export function useOrderList(params: OrderListParams) {
  return useQuery(
    queryOptions({
      queryKey: orderKeys.page(params),
      queryFn: async (): Promise<Page<OrderView>> => {
        const page = await fetchPage<unknown, OrderListParams>('/outbound/list', params, { notify: false });
        return { ...page, rows: rows.parse(page.rows) };
      },
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: orderKeys.one(id ?? 0),
    queryFn: async () => orderView.parse(await getJson('/outbound/get', { id }, { notify: false })),
    enabled: id !== null,
    staleTime: 0,
  });
}

const events = z.array(orderEventView);

export function useOrderEvents(id: number | null) {
  return useQuery({
    queryKey: orderKeys.events(id ?? 0),
    queryFn: async (): Promise<OrderEventView[]> =>
      events.parse(await getJson('/outbound/events', { id }, { notify: false })),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** After an order changes: its lists and views, the pairs' stock lists and drawer, and the wallet. */
export function useOrderChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [orderKeys.all, sharedQueryKeys.stockViews, sharedQueryKeys.productRecords, sharedQueryKeys.wallet].map(
        (queryKey) => client.invalidateQueries({ queryKey }),
      ),
    );
}

export type OrderStep = 'pay' | 'recall' | 'accept';

/** Takes the step and answers the server's message ('Successful operation', '撤销成功' ...). */
async function takeStep(step: OrderStep, order: OrderView): Promise<string> {
  const query = { id: order.id, type: order.kind };
  const answer =
    step === 'accept'
      ? await requestEnvelope('/outbound/cashOut/accept', {
          method: 'POST',
          body: { id: order.id },
          notify: false,
        })
      : await requestEnvelope(step === 'pay' ? '/sys_prod/pay' : '/sys_prod/cancel', {
          query,
          notify: false,
        });
  return answer.msg;
}

/** One of the seller's steps on an order (pay, recall, accept a quote); answers the server's message. */
export function useOrderStep() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: ({ step, order }: { step: OrderStep; order: OrderView }) => takeStep(step, order),
    onSuccess: changed,
  });
}
