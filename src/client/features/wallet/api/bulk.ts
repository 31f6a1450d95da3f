import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { UPLOAD_FIELD } from '../../../../domain/kernel/files';
import { bulkBatchSchema, bulkPostedSchema, bulkPreviewSchema } from '../../../../domain/wallet/bulk';
import type { BulkBatch, BulkKind } from '../../../../domain/wallet/bulk';
import { postJson } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import type { ImportTarget } from '../../../api/import-file';
import { FRESH_FIGURES } from './fresh-figures';

/**
 * Finance/BulkChargeDeduction (admin host): the template (GET /finance/bulk/template), a sheet
 * checked (POST /finance/bulk/check, nothing posted) and posted (POST /finance/bulk/post, all rows
 * or none, a sheet once), and the posted batches (POST /finance/bulk/list). A refused sheet answers
 * 400 with every bad row in data; the dialog shows them itself (notify: false).
 */
export const bulkKeys = {
  all: ['finance', 'bulk'] as const,
  page: (params: BulkBatchParams) => ['finance', 'bulk', 'list', params] as const,
};

export type BulkBatchParams = PageRequest & { kind?: BulkKind };

/** The template download of a kind, as the shared import helpers take it. */
export function bulkTemplate(kind: BulkKind): Pick<ImportTarget, 'templatePath' | 'templateName'> {
  return {
    templatePath: `/finance/bulk/template?kind=${kind}`,
    templateName: `bulk-${kind}-template.xlsx`,
  };
}

function sheetForm(file: File): FormData {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  return form;
}

export type BulkUpload = { kind: BulkKind; file: File };

export function useBulkCheck() {
  return useMutation({
    mutationFn: async ({ kind, file }: BulkUpload) =>
      bulkPreviewSchema.parse(
        await postJson('/finance/bulk/check', sheetForm(file), { query: { kind }, notify: false }),
      ),
  });
}

export function useBulkPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, file }: BulkUpload) =>
      bulkPostedSchema.parse(
        await postJson('/finance/bulk/post', sheetForm(file), { query: { kind }, notify: false }),
      ),
    // Balances, statements and the batch list all moved.
    onSuccess: () => client.invalidateQueries({ queryKey: ['finance'] }),
  });
}

const batches = z.array(bulkBatchSchema);

export function useBulkBatches(params: BulkBatchParams, enabled: boolean) {
  return useQuery({
    queryKey: bulkKeys.page(params),
    queryFn: async (): Promise<Page<BulkBatch>> => {
      const page = await fetchPage<unknown, BulkBatchParams>('/finance/bulk/list', params);
      return { ...page, rows: batches.parse(page.rows) };
    },
    enabled,
    placeholderData: keepPreviousData,
    ...FRESH_FIGURES,
  });
}
