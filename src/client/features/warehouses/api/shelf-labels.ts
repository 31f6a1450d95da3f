import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestBlob } from '../../../api/http';
import { LabelMissingError, openPrintWindow, pdfOrMissing, showPdf } from '../../../api/print-pdf';

/**
 * GET /api/admin/sys_ware_shelves/label?ids=1,2,3: one 4in x 6in PDF page per shelf, opened in
 * a new window (spec section 7: a PDF opens in a new window). An answer that is not a PDF means
 * the label is missing (spec section 8); any other failure shows its own message.
 */
export async function fetchShelfLabels(ids: readonly number[]): Promise<Blob> {
  const blob = await requestBlob('/sys_ware_shelves/label', {
    host: 'admin',
    query: { ids: ids.join(',') },
    notify: false,
  });
  return pdfOrMissing(blob);
}

type PrintJob = { ids: readonly number[]; target: Window | null };

export function usePrintShelfLabels() {
  const { t } = useTranslation('warehouses');
  const mutation = useMutation({
    mutationFn: async ({ ids, target }: PrintJob) => showPdf(await fetchShelfLabels(ids), target),
    onError: (error, { target }) => {
      target?.close();
      notifications.show({
        color: 'red',
        title: t('print.failed'),
        message: error instanceof LabelMissingError ? t('print.missing') : error.message,
      });
    },
  });
  /** Call from the click itself: the window opens now, so popup blockers let it through. */
  const print = (ids: readonly number[]) => {
    const target = openPrintWindow(t('print.windowTitle'), t('print.preparing'));
    mutation.mutate({ ids, target });
  };
  return { print, printing: mutation.isPending };
}
