import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../api/http';
import { downloadTaskKeys } from './download-tasks';

/** POST /download_task/delete: removes one of the user's tasks and its file. */
export function deleteDownloadTask(id: number): Promise<null> {
  return postJson<null>('/download_task/delete', { id });
}

export function useDeleteDownloadTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDownloadTask,
    onSuccess: () => client.invalidateQueries({ queryKey: downloadTaskKeys.all }),
  });
}
