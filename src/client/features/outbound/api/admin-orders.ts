import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { bulkApproveAnswer, orderView } from '../../../../domain/outbound/outbound';
import type { BulkApproveAnswer, OrderView, RejectReason } from '../../../../domain/outbound/outbound';
import type { ConsignmentSaleRequest } from '../../../../domain/outbound/consignment';
import { orderEvents } from '../../../../domain/outbound/events';
import { getJson, postJson } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';

/**
 * The admin's outbound audit (admin host): POST /outbound/list, GET /outbound/get, GET /outbound/events
 * and the steps (approve, reject, quote, resume, close, bulkApprove, a consignment's sale and its
 * cancellation). Each step answers the order as it now is; success or a 409 from another admin, the
 * lists and the detail are read again.
 */
export type AuditListParams = PageRequest & {
  kind?: number;
  status?: number;
  seller?: string;
  oddNo?: string;
  oneId?: string;
  beginTime?: string;
  endTime?: string;
};

export const outboundAuditKeys = {
  all: ['outbound', 'admin'] as const,
  page: (path: string, params: object) => ['outbound', 'admin', 'list', path, params] as const,
  detail: (id: number) => ['outbound', 'admin', 'detail', id] as const,
  events: (id: number) => ['outbound', 'admin', 'events', id] as const,
};

const rows = z.array(orderView);

/** A page of orders from one of the admin's order lists (audit, task, platform outbound). */
export function orderPageQuery<P extends PageRequest>(path: string, params: P) {
  return queryOptions({
    queryKey: outboundAuditKeys.page(path, params),
    queryFn: async (): Promise<Page<OrderView>> => {
      const page = await fetchPage<unknown, P>(path, params);
      return { ...page, rows: rows.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
  });
}

export const useAuditList = (params: AuditListParams) => useQuery(orderPageQuery('/outbound/list', params));

export function useOrderDetail(id: number | null) {
  return useQuery({
    queryKey: outboundAuditKeys.detail(id ?? 0),
    queryFn: async () => orderView.parse(await getJson('/outbound/get', { id: id ?? 0 })),
    enabled: id !== null,
  });
}

export function useOrderEvents(id: number | null) {
  return useQuery({
    queryKey: outboundAuditKeys.events(id ?? 0),
    queryFn: async () => orderEvents.parse(await getJson('/outbound/events', { id: id ?? 0 })),
    enabled: id !== null,
  });
}

export type AuditStep =
  | { path: '/outbound/approve' | '/outbound/resume' | '/outbound/close'; body: { id: number } }
  | { path: '/outbound/reject'; body: { id: number; reasons: RejectReason[]; remark: string } }
  | { path: '/outbound/quote'; body: { id: number; price: string } }
  /** Consignment (kind 6): the platform's sale of a pair in the group, and its cancellation before it left. */
  | { path: '/outbound/consignment/sell'; body: ConsignmentSaleRequest & { requestKey: string } }
  | { path: '/outbound/consignment/cancelSale'; body: { id: number } };

export function useAuditStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: AuditStep) => postJson<OrderView>(step.path, step.body),
    onSettled: () => client.invalidateQueries({ queryKey: outboundAuditKeys.all }),
  });
}

export function useBulkApprove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]): Promise<BulkApproveAnswer> =>
      bulkApproveAnswer.parse(await postJson('/outbound/bulkApprove', { ids })),
    onSettled: () => client.invalidateQueries({ queryKey: outboundAuditKeys.all }),
  });
}
