import { useMutation } from '@tanstack/react-query';
import type { DownloadTask } from '../../../../domain/downloads/downloads';
import { requestBlob } from '../../../api/http';

/**
 * GET /download_task/file?id=: the finished file. The token travels in a header, so a plain link
 * cannot fetch it: the file is fetched as a blob and handed to the browser as a download.
 */
export async function saveTaskFile(task: Pick<DownloadTask, 'id' | 'fileName'>): Promise<void> {
  const blob = await requestBlob('/download_task/file', { query: { id: task.id } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = task.fileName || `download-${task.id}.xlsx`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its bytes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useSaveTaskFile() {
  return useMutation({ mutationFn: saveTaskFile });
}
