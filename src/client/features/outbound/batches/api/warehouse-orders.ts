import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WarehouseOrderStage, WarehouseOrderView } from '../../../../../domain/outbound/batches';
import { fetchPage } from '../../../../api/paging';
import { batchKeys } from './batch-list';

/** POST /outbound/warehouse/list: the selected warehouse's leaving orders by kind and stage. */
export type WarehouseOrderParams = {
  kind?: 3 | 4 | 6 | 14;
  stage?: WarehouseOrderStage;
  pageNo: number;
  pageSize: number;
};

export function warehouseOrdersQuery(params: WarehouseOrderParams) {
  return queryOptions({
    queryKey: [...batchKeys.all, 'orders', params] as const,
    queryFn: () => fetchPage<WarehouseOrderView, WarehouseOrderParams>('/outbound/warehouse/list', params),
    placeholderData: keepPreviousData,
  });
}

export const useWarehouseOrders = (params: WarehouseOrderParams) => useQuery(warehouseOrdersQuery(params));
