import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { labelRatesSchema, labelRowSchema } from '../../../../domain/labels/label-center';
import type {
  LabelBuyRequest,
  LabelRatesRequest,
  LabelRow,
  LabelStatus,
} from '../../../../domain/labels/label-center';
import type { PrintFormat } from '../../../../domain/kernel/printing';
import { postJson, requestBlob } from '../../../api/http';
import { fetchPage } from '../../../api/paging';
import type { Page, PageRequest } from '../../../api/paging';
import { pdfOrMissing, saveBlob, showPdf } from '../../../api/print-pdf';
import { sharedQueryKeys } from '../../../api/shared-query-keys';

/**
 * The label center's routes (src/domain/labels/label-center.ts), on the portal's own host: the seller's
 * label-center and the admin's LabelCenter call the same paths.
 */
export const labelCenterKeys = {
  all: ['labels', 'center'] as const,
  /** The language is part of the key: failure and refund reasons come from the server in it. */
  list: (params: LabelListParams, language: string) =>
    ['labels', 'center', 'list', params, language] as const,
};

export type LabelListParams = PageRequest & { status?: LabelStatus; sellerId?: number };

const rows = z.array(labelRowSchema);
/** While the carrier sells a label the list asks again quickly; a pending refund, now and then. */
const BUYING_POLL_MS = 1_000;
const REFUND_POLL_MS = 10_000;

export function useLabelList(params: LabelListParams) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: labelCenterKeys.list(params, i18n.language),
    queryFn: async (): Promise<Page<LabelRow>> => {
      const page = await fetchPage<unknown, LabelListParams>('/label_center/list', params);
      return { ...page, rows: rows.parse(page.rows) };
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const shown = query.state.data?.rows ?? [];
      if (shown.some((l) => l.status === 'buying')) return BUYING_POLL_MS;
      if (shown.some((l) => l.status === 'refund_pending')) return REFUND_POLL_MS;
      return false;
    },
  });
}

export function useLabelRates() {
  return useMutation({
    mutationFn: async (request: LabelRatesRequest) =>
      labelRatesSchema.parse(await postJson('/label_center/rates', request, { notify: false })),
  });
}

/** Refreshes the labels and the wallet, whose figures a purchase or a refund moves. */
function useRefreshAfterMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: labelCenterKeys.all }),
      queryClient.invalidateQueries({ queryKey: sharedQueryKeys.wallet }),
    ]);
}

export function useBuyLabel() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: async (request: LabelBuyRequest) =>
      labelRowSchema.parse(await postJson('/label_center/buy', request, { notify: false })),
    onSuccess: refresh,
  });
}

export function useVoidLabel() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: async (id: number) =>
      labelRowSchema.parse(await postJson('/label_center/void', { id }, { notify: false })),
    onSettled: refresh,
  });
}

/** A label again: the PDF into the window opened for it, ZPL saved for the Zebra. */
export async function printLabel(label: LabelRow, format: PrintFormat, target: Window | null): Promise<void> {
  const blob = await requestBlob('/label_center/print', { query: { id: label.id, format }, notify: false });
  if (format === 'pdf') showPdf(pdfOrMissing(blob), target);
  else saveBlob(blob, `label-${label.trackingNumber ?? label.id}.zpl`);
}
