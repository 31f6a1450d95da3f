import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { ImportSummary } from '../../domain/kernel/imports';
import { UPLOAD_FIELD } from '../../domain/kernel/files';
import { postJson, requestBlob } from './http';
import type { QueryValue } from './http';
import { saveBlob } from './print-pdf';

/**
 * Excel imports (spec sections 7 and 8): POST the file as multipart; a code other than 200 shows
 * the server's msg (the http client's notification) and its data lists the bad rows.
 */
export type ImportTarget = {
  importPath: string;
  templatePath: string;
  templateName: string;
  query?: Record<string, QueryValue>;
  /** Lists that show what the import creates, refreshed after a success. */
  refresh: QueryKey[];
};

export function importFile(target: ImportTarget, file: File): Promise<ImportSummary> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return postJson<ImportSummary>(target.importPath, form, { query: target.query });
}

export function useImportFile(target: ImportTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importFile(target, file),
    onSuccess: () =>
      Promise.all(target.refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Saves the template through a temporary link, so the browser names it as the server does. */
export async function downloadTemplate(
  target: Pick<ImportTarget, 'templatePath' | 'templateName'>,
): Promise<void> {
  saveBlob(await requestBlob(target.templatePath), target.templateName);
}
