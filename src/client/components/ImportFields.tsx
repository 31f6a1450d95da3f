import { Button, FileInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { XLSX_MIME } from '../../domain/kernel/imports';
import { downloadTemplate } from '../api/import-file';
import type { ImportTarget } from '../api/import-file';

/** The template download of an Excel import; a failed download is told in a notification. */
export function TemplateButton({ target }: { target: Pick<ImportTarget, 'templatePath' | 'templateName'> }) {
  const { t } = useTranslation('skus');
  const [downloading, setDownloading] = useState(false);
  const getTemplate = async () => {
    setDownloading(true);
    try {
      await downloadTemplate(target);
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} />}
      loading={downloading}
      onClick={() => void getTemplate()}
    >
      {t('import.template')}
    </Button>
  );
}

/** The xlsx file of an Excel import. */
export function SheetFileInput({
  value,
  onChange,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('skus');
  return (
    <FileInput
      label={t('import.file')}
      placeholder={t('import.choose')}
      accept={`.xlsx,${XLSX_MIME}`}
      leftSection={<IconFileSpreadsheet size={16} />}
      value={value}
      onChange={onChange}
      clearable
    />
  );
}
