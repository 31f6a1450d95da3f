import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type { BatchDetail, WaitingOrderView } from '../../../../../domain/outbound/batches';
import { requestBlob, requestEnvelope } from '../../../../api/http';
import { fetchPage } from '../../../../api/paging';
import { saveBlob } from '../../../../api/print-pdf';
import { offlineDb } from '../../../../offline/db';
import { batchKeys } from './batch-list';

/**
 * The online batch actions: the orders waiting for a batch, generate and cancel, on the warehouse
 * portal (its selected warehouse) or the admin's TaskManage/BatchTask (the warehouse it chose, any
 * batch); and the zip of a batch's labels. Each answer refreshes the lists (and, on a tablet, its
 * copy of the batch).
 */

export type WaitingParams = { kind?: number; pageNo: number; pageSize: number };

/** Where batches are worked: the warehouse portal, or the admin's BatchTask for a chosen warehouse. */
export type BatchDesk = { side: 'warehouse' } | { side: 'task'; wareId: number };
const HERE: BatchDesk = { side: 'warehouse' };

const ACTION_PATH = {
  warehouse: {
    waiting: '/sys_ware_out_batch/waiting',
    generate: '/sys_ware_out_batch/generate',
    cancel: '/sys_ware_out_batch/cancel',
  },
  task: {
    waiting: '/outbound/batch_task/waiting',
    generate: '/outbound/batch_task/generate',
    cancel: '/outbound/batch_task/cancel',
  },
} as const;

const wareOf = (desk: BatchDesk) => (desk.side === 'task' ? { wareId: desk.wareId } : {});

export function useWaitingOrders(params: WaitingParams, enabled: boolean, desk: BatchDesk = HERE) {
  const request = { ...params, ...wareOf(desk) };
  return useQuery({
    queryKey: batchKeys.waiting({ ...request, side: desk.side }),
    queryFn: () => fetchPage<WaitingOrderView, typeof request>(ACTION_PATH[desk.side].waiting, request),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useBatchMutation<I>(side: BatchDesk['side'], path: string, body: (input: I) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => {
      const answer = await requestEnvelope<BatchDetail>(path, { method: 'POST', body: body(input) });
      // A tablet keeps its copy for picking offline; an admin's desk has none.
      if (side === 'warehouse')
        await offlineDb.batches.put({ ...answer.data, fetchedAt: new Date().toISOString() });
      return answer;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: batchKeys.all }),
  });
}

/** Every waiting order (no list) or the chosen ones. */
export const useGenerateBatch = (desk: BatchDesk = HERE) =>
  useBatchMutation(desk.side, ACTION_PATH[desk.side].generate, (orderIds: number[] | null) => ({
    ...(orderIds ? { orderIds } : {}),
    ...wareOf(desk),
  }));

export const useCancelBatch = (side: BatchDesk['side'] = 'warehouse') =>
  useBatchMutation(side, ACTION_PATH[side].cancel, (id: number) => ({ id }));

/** Downloads the batch's labels as one zip (a PDF per pair). */
export async function downloadBatchLabels(batch: { id: number; batchNo: string }): Promise<void> {
  const blob = await requestBlob('/sys_ware_out_batch/batchZipLabel', {
    method: 'POST',
    body: { id: batch.id },
  });
  saveBlob(blob, `${batch.batchNo}-labels.zip`);
}
