import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportFile } from '../api/import-file';
import type { ImportTarget } from '../api/import-file';
import { SheetFileInput, TemplateButton } from './ImportFields';
import { ImportProblems, importProblemsOf } from './ImportProblems';

type Props = { opened: boolean; onClose: () => void; title: string; hint: string; target: ImportTarget };

/**
 * Excel import: template download, the file, and after a refusal the table of bad rows (row,
 * column, problem). The http client has shown the server's msg already; nothing was imported.
 */
export function ImportModal({ opened, onClose, title, hint, target }: Props) {
  const { t } = useTranslation('skus');
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportFile(target);
  const problems = importProblemsOf(upload.error);

  const close = () => {
    setFile(null);
    upload.reset();
    onClose();
  };
  const send = async () => {
    if (!file) return;
    try {
      const summary = await upload.mutateAsync(file);
      notifications.show({
        color: 'green',
        title: t('import.success'),
        message: t('import.successRows', { count: summary.rows }),
      });
      close();
    } catch {
      // The refusal is on screen: the notification with the server's msg and the table below.
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <Group gap="xs">
          <TemplateButton target={target} />
        </Group>
        <SheetFileInput
          value={file}
          onChange={(picked) => {
            setFile(picked);
            upload.reset();
          }}
        />
        {upload.isError && (
          <Alert color="red" role="alert" title={t('import.refused')}>
            {upload.error.message}
          </Alert>
        )}
        <ImportProblems problems={problems} />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            leftSection={<IconUpload size={16} />}
            disabled={!file}
            loading={upload.isPending}
            onClick={() => void send()}
          >
            {t('import.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
