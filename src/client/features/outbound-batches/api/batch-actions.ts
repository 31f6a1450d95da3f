import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type { BatchDetail, WaitingOrderView } from '../../../../domain/outbound-batches';
import { requestBlob, requestEnvelope } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import { saveBlob } from '../../../api/print-pdf';
import { offlineDb } from '../../../offline/db';
import { batchKeys } from './batch-list';

/**
 * The warehouse's online batch actions: the orders waiting for a batch, generate, cancel, and the zip of
 * a batch's labels. Each answer refreshes the lists (and the tablet's copy of the batch).
 */

export type WaitingParams = { kind?: number; pageNo: number; pageSize: number };

export function useWaitingOrders(params: WaitingParams, enabled: boolean) {
  return useQuery({
    queryKey: batchKeys.waiting(params),
    queryFn: () => fetchPage<WaitingOrderView, WaitingParams>('/sys_ware_out_batch/waiting', params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useBatchMutation<I>(path: string, body: (input: I) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => {
      const answer = await requestEnvelope<BatchDetail>(path, { method: 'POST', body: body(input) });
      await offlineDb.batches.put({ ...answer.data, fetchedAt: new Date().toISOString() });
      return answer;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: batchKeys.all }),
  });
}

/** Every waiting order (no list) or the chosen ones. */
export const useGenerateBatch = () =>
  useBatchMutation('/sys_ware_out_batch/generate', (orderIds: number[] | null) =>
    orderIds ? { orderIds } : {},
  );

export const useCancelBatch = () => useBatchMutation('/sys_ware_out_batch/cancel', (id: number) => ({ id }));

/** Downloads the batch's labels as one zip (a PDF per pair). */
export async function downloadBatchLabels(batch: { id: number; batchNo: string }): Promise<void> {
  const blob = await requestBlob('/sys_ware_out_batch/batchZipLabel', {
    method: 'POST',
    body: { id: batch.id },
  });
  saveBlob(blob, `${batch.batchNo}-labels.zip`);
}
