import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  BULK_DROPSHIP_FIELD,
  bulkDropshipCheck,
  bulkDropshipCreated,
  bulkProblems,
  bulkUploadSummary,
  bulkUploadView,
} from '../../../../../domain/outbound/bulk';
import type { BulkProblems, BulkUploadSummary } from '../../../../../domain/outbound/bulk';
import { ApiError, getJson, postJson } from '../../../../api/http';
import { fetchPage } from '../../../../api/paging';
import type { Page, PageRequest } from '../../../../api/paging';

/**
 * Bulk dropshipping (business host, src/domain/outbound/bulk.ts): the template, an upload checked
 * (nothing created) and created (all rows or none, the same files once), the seller's uploads and
 * one upload. A refused upload answers 400 with every problem in data; the screen shows them itself.
 */
export const bulkDropshipKeys = {
  all: ['outbound', 'bulkDropship'] as const,
  page: (params: PageRequest) => ['outbound', 'bulkDropship', 'list', params] as const,
  one: (id: number) => ['outbound', 'bulkDropship', 'one', id] as const,
};

export const BULK_TEMPLATE = {
  templatePath: '/outbound/bulkDropship/template',
  templateName: 'bulk-dropship-template.xlsx',
};

function filesForm(files: File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(BULK_DROPSHIP_FIELD, file);
  return form;
}

/** The problems of a refused upload, when the server listed them. */
export function bulkProblemsOf(error: unknown): BulkProblems | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = bulkProblems.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

export function useBulkDropshipCheck() {
  return useMutation({
    mutationFn: async (files: File[]) =>
      bulkDropshipCheck.parse(
        await postJson('/outbound/bulkDropship/check', filesForm(files), { notify: false }),
      ),
  });
}

export function useBulkDropshipCreate() {
  const client = useQueryClient();
  return useMutation({
    // The upload's request key rides in the query (the body is the files).
    mutationFn: async ({ files, requestKey }: { files: File[]; requestKey: string }) =>
      bulkDropshipCreated.parse(
        await postJson('/outbound/bulkDropship/create', filesForm(files), {
          notify: false,
          query: { requestKey },
        }),
      ),
    // The uploads, the orders and the inventory's statuses all moved.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bulkDropshipKeys.all }),
        client.invalidateQueries({ queryKey: ['inventory'] }),
      ]),
  });
}

const summaries = z.array(bulkUploadSummary);

export function useBulkUploads(params: PageRequest) {
  return useQuery({
    queryKey: bulkDropshipKeys.page(params),
    queryFn: async (): Promise<Page<BulkUploadSummary>> => {
      const page = await fetchPage<unknown>('/outbound/bulkDropship/list', params);
      return { ...page, rows: summaries.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useBulkUpload(id: number | null) {
  return useQuery({
    queryKey: bulkDropshipKeys.one(id ?? 0),
    queryFn: async () => bulkUploadView.parse(await getJson('/outbound/bulkDropship/get', { id })),
    enabled: id !== null,
  });
}
