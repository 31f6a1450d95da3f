import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DOWNLOAD_POLL_MS, isFinished } from '../../../../domain/downloads/downloads';
import type { DownloadTask } from '../../../../domain/downloads/downloads';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { sharedQueryKeys } from '../../../api/shared-query-keys';

/**
 * POST /download_task/list on the user's own host: the caller's download tasks, newest first.
 * While any task on the page is queued or running, the list is asked again every DOWNLOAD_POLL_MS
 * so its progress bar moves; it stops polling once every task has finished.
 */
export const downloadTaskKeys = {
  all: sharedQueryKeys.downloadTasks,
  page: (params: PageRequest) => [...downloadTaskKeys.all, params] as const,
};

export function downloadTasksOptions(params: PageRequest) {
  return queryOptions({
    queryKey: downloadTaskKeys.page(params),
    queryFn: () => fetchPage<DownloadTask>('/download_task/list', params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const page = query.state.data as Page<DownloadTask> | undefined;
      return page?.rows.some((task) => !isFinished(task.status)) ? DOWNLOAD_POLL_MS : false;
    },
  });
}

export function useDownloadTasks(params: PageRequest) {
  return useQuery(downloadTasksOptions(params));
}
