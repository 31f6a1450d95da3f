import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestBlob } from '../../../api/http';

/**
 * GET /api/admin/sys_ware_shelves/label?ids=1,2,3: one 4in x 6in PDF page per shelf, opened in
 * a new window (spec section 7: a PDF opens in a new window). An answer that is not a PDF means
 * the label is missing (spec section 8); any other failure shows its own message.
 */
export class LabelMissingError extends Error {
  constructor() {
    super('label missing');
    this.name = 'LabelMissingError';
  }
}

/** How long the PDF stays readable by the window after it opened it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

export async function fetchShelfLabels(ids: readonly number[]): Promise<Blob> {
  const blob = await requestBlob('/sys_ware_shelves/label', {
    host: 'admin',
    query: { ids: ids.join(',') },
    notify: false,
  });
  if (blob.size === 0 || !blob.type.includes('pdf')) throw new LabelMissingError();
  return blob;
}

/** Shows the PDF in the window opened for it, or in a new one if that window is gone. */
export function showPdf(blob: Blob, target: Window | null): void {
  const url = URL.createObjectURL(blob);
  if (target && !target.closed) target.location.href = url;
  else window.open(url, '_blank');
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
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
    const target = window.open('', '_blank');
    if (target) {
      target.document.title = t('print.windowTitle');
      target.document.body.textContent = t('print.preparing');
    }
    mutation.mutate({ ids, target });
  };
  return { print, printing: mutation.isPending };
}
