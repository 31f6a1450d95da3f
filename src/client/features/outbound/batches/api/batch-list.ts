import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchView } from '../../../../../domain/outbound/batches';
import { fetchPage } from '../../../../api/paging';

/**
 * POST /sys_ware_out_batch/list (warehouse: the selected warehouse's batches), POST /stock/out_batch
 * (admin's Stock/OutBatch: every warehouse's) and POST /outbound/batch_task/list (admin's
 * TaskManage/BatchTask, also by batch number and day made), newest first.
 */
export type BatchListParams = {
  status?: number;
  wareId?: number;
  batchNo?: string;
  beginTime?: string;
  endTime?: string;
  pageNo: number;
  pageSize: number;
};
export type BatchListSide = 'warehouse' | 'admin' | 'task';

const PATH: Record<BatchListSide, string> = {
  warehouse: '/sys_ware_out_batch/list',
  admin: '/stock/out_batch',
  task: '/outbound/batch_task/list',
};
const HOST = { warehouse: 'warehouse', admin: 'admin', task: 'admin' } as const;

export const batchKeys = {
  all: ['outbound-batches'] as const,
  list: (side: BatchListSide, params: BatchListParams) => [...batchKeys.all, 'list', side, params] as const,
  detail: (side: BatchListSide, id: number) => [...batchKeys.all, 'detail', side, id] as const,
  waiting: (params: object) => [...batchKeys.all, 'waiting', params] as const,
};

export function batchListQuery(side: BatchListSide, params: BatchListParams) {
  return queryOptions({
    queryKey: batchKeys.list(side, params),
    queryFn: () => fetchPage<BatchView, BatchListParams>(PATH[side], params, { host: HOST[side] }),
    placeholderData: keepPreviousData,
  });
}

export function useBatchList(side: BatchListSide, params: BatchListParams) {
  return useQuery(batchListQuery(side, params));
}
