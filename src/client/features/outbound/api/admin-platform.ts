import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { itemRow } from '../../../../domain/inventory/views';
import type { ItemRow } from '../../../../domain/inventory/views';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { postJson } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { orderPageQuery, outboundAuditKeys } from './admin-orders';

/**
 * sale-order (admin host): platform direct outbound (kind 14). POST /outbound/platform/list, the
 * platform's available pairs (/outbound/platform/pairs), create and cancel.
 */
export type PlatformListParams = PageRequest & { status?: number; oddNo?: string; oneId?: string };

export const usePlatformOrders = (params: PlatformListParams) =>
  useQuery(orderPageQuery('/outbound/platform/list', params));

export type PlatformPairsParams = PageRequest & { oneId?: string; sku?: string };
const pairRows = z.array(itemRow);

export function usePlatformPairs(params: PlatformPairsParams, enabled: boolean) {
  return useQuery({
    queryKey: [...outboundAuditKeys.all, 'platformPairs', params],
    queryFn: async (): Promise<Page<ItemRow>> => {
      const page = await fetchPage<unknown, PlatformPairsParams>('/outbound/platform/pairs', params);
      return { ...page, rows: pairRows.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePlatformOutbound() {
  const client = useQueryClient();
  const settled = () => client.invalidateQueries({ queryKey: outboundAuditKeys.all });
  const create = useMutation({
    mutationFn: (body: { oneIds: string[]; remark: string }) =>
      postJson<OrderView>('/outbound/platform/create', body),
    onSettled: settled,
  });
  const cancel = useMutation({
    mutationFn: (id: number) => postJson<OrderView>('/outbound/platform/cancel', { id }),
    onSettled: settled,
  });
  return { create, cancel };
}
