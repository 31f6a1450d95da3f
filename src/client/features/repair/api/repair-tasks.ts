import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { RepairTab } from '../../../../domain/repair/codes';
import type { RepairBatchCreateRequest, RepairBatchRevertRequest } from '../../../../domain/repair/requests';
import {
  repairBatchRow,
  repairOperator,
  repairOrderRow,
  repairWorkItem,
} from '../../../../domain/repair/views';
import type { RepairBatchRow, RepairOrderRow, RepairWorkItem } from '../../../../domain/repair/views';
import { getJson, requestBlob } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { openPrintWindow, pdfOrMissing, showPdf } from '../../../api/print-pdf';
import { useRepairChange } from './repair-change';
import { repairKeys } from './repair-keys';

/**
 * TaskManage's repair tasks (admin host): POST /repair/batch/list (RepairBatchTask), /batch/waiting
 * (approved orders in no live task), GET /repair/operators, POST /repair/batch/create and /revert,
 * GET /repair/batch/print (the batch's repair list PDF), POST /repair/task/list (RepairTask: the
 * tasks' pairs by tab).
 */
export type BatchListParams = PageRequest & { status?: number; wareId?: number; keyword?: string };
export type TaskListParams = PageRequest & {
  tab?: RepairTab;
  wareId?: number;
  batchNo?: string;
  keyword?: string;
};

function usePaged<Row, P extends PageRequest>(
  key: readonly unknown[],
  path: string,
  params: P,
  rows: z.ZodType<Row[]>,
  enabled = true,
) {
  return useQuery({
    queryKey: key,
    queryFn: async (): Promise<Page<Row>> => {
      const page = await fetchPage<unknown, P>(path, params, { host: 'admin', notify: false });
      return { ...page, rows: rows.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

export const useRepairBatches = (params: BatchListParams) =>
  usePaged<RepairBatchRow, BatchListParams>(
    repairKeys.batches(params),
    '/repair/batch/list',
    params,
    z.array(repairBatchRow),
  );

export const useRepairTaskItems = (params: TaskListParams) =>
  usePaged<RepairWorkItem, TaskListParams>(
    repairKeys.tasks(params),
    '/repair/task/list',
    params,
    z.array(repairWorkItem),
  );

/** Approved orders of a warehouse in no live task, oldest first: what a new task is made of. */
export const useWaitingRepairs = (wareId: number | null) =>
  usePaged<RepairOrderRow, PageRequest & { wareId?: number }>(
    repairKeys.waiting(wareId),
    '/repair/batch/waiting',
    { pageNo: 1, pageSize: 200, ...(wareId ? { wareId } : {}) },
    z.array(repairOrderRow),
    wareId !== null,
  );

export function useRepairOperators(wareId: number | null) {
  return useQuery({
    queryKey: repairKeys.operators(wareId),
    queryFn: async () =>
      z
        .array(repairOperator)
        .parse(await getJson('/repair/operators', { wareId }, { host: 'admin', notify: false })),
    enabled: wareId !== null,
  });
}

type Keyed<T> = Omit<T, 'requestKey'> & { requestKey: string };
type MadeTask = { id: number; batchNo: string };

export const useCreateRepairTask = () =>
  useRepairChange<Keyed<RepairBatchCreateRequest>, MadeTask>('/repair/batch/create', 'admin');
export const useRevertRepairTask = () =>
  useRepairChange<RepairBatchRevertRequest, MadeTask>('/repair/batch/revert', 'admin');

/** Bulk print of a batch's repair list: the PDF opens in the window the click opened. */
export function usePrintRepairList(texts: {
  title: string;
  preparing: string;
  onFailed: (error: Error) => void;
}) {
  const mutation = useMutation({
    mutationFn: async ({ batchNo, target }: { batchNo: string; target: Window | null }) =>
      showPdf(
        pdfOrMissing(
          await requestBlob('/repair/batch/print', { host: 'admin', query: { batchNo }, notify: false }),
        ),
        target,
      ),
    onError: (error, { target }) => {
      target?.close();
      texts.onFailed(error);
    },
  });
  /** Call from the click itself: the window opens now, so popup blockers let it through. */
  const print = (batchNo: string) =>
    mutation.mutate({ batchNo, target: openPrintWindow(texts.title, texts.preparing) });
  return { print, printing: mutation.isPending };
}
