import { postJson } from '../../../api/http';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { downloadTaskKeys } from './download-tasks';

/** POST /download_task/delete: removes one of the user's tasks and its file. */
export function deleteDownloadTask(id: number): Promise<null> {
  return postJson<null>('/download_task/delete', { id });
}

export const deleteDownloadTaskMutation = resumableMutation({
  mutationKey: ['downloads', 'delete'],
  mutationFn: deleteDownloadTask,
  refresh: (client) => client.invalidateQueries({ queryKey: downloadTaskKeys.all }),
});

export const useDeleteDownloadTask = () => useResumableMutation(deleteDownloadTaskMutation);
