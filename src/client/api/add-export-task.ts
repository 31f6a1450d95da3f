import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportAnswer } from '../../domain/downloads/downloads';
import { requestEnvelope } from './http';
import { sharedQueryKeys } from './shared-query-keys';

/**
 * POST <list>/export (e.g. /inventory/export): the list's query plus beginTime/endTime and
 * searchIdList; the server adds a download task and answers with the spec's message ('Add
 * Download Task Success', or the admin variant) and the URL the file will be served from.
 * The caller shows 'Add Download Task Failed' itself, so the client's generic notice is off.
 */
export type { ExportAnswer };

export async function addExportTask(
  path: string,
  body: Record<string, unknown>,
): Promise<{ task: ExportAnswer; msg: string }> {
  const answer = await requestEnvelope<ExportAnswer>(path, { method: 'POST', body, notify: false });
  return { task: answer.data, msg: answer.msg };
}

export function useAddExportTask(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => addExportTask(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedQueryKeys.downloadTasks }),
  });
}
