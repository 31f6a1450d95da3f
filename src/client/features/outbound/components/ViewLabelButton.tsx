import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { hashOfFileUrl } from '../../../../domain/kernel/files';
import { requestBlob } from '../../../api/http';
import { LabelMissingError, openPrintWindow, pdfOrMissing, showPdf } from '../../../api/print-pdf';

/** Opens the buyer label a ship-with-label pair was sent with (a PDF the seller uploaded). */
export function ViewLabelButton({ url }: { url: string | null }) {
  const { t } = useTranslation('outbound');
  const hash = url ? hashOfFileUrl(url) : null;
  if (!hash) return null;
  const open = async () => {
    const target = openPrintWindow(t('items.label'), t('items.labelLoading'));
    try {
      showPdf(pdfOrMissing(await requestBlob(`/files/${hash}`, { notify: false })), target);
    } catch (error) {
      target?.close();
      notifications.show({
        color: 'red',
        message: error instanceof LabelMissingError ? t('items.labelMissing') : (error as Error).message,
      });
    }
  };
  return (
    <Button size="compact-xs" variant="light" onClick={() => void open()}>
      {t('items.viewLabel')}
    </Button>
  );
}
