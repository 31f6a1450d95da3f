import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importErrors } from '../../domain/imports';
import type { ImportErrors } from '../../domain/imports';
import { ApiError } from '../api/http';
import { downloadTemplate, useImportFile } from '../api/import-file';
import type { ImportTarget } from '../api/import-file';
import { ScrollBox } from './ScrollBox';

type Props = { opened: boolean; onClose: () => void; title: string; hint: string; target: ImportTarget };

/** The bad rows of a refused import, when the server listed them. */
function problemsOf(error: unknown): ImportErrors | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = importErrors.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/**
 * Excel import: template download, the file, and after a refusal the table of bad rows (row,
 * column, problem). The http client has shown the server's msg already; nothing was imported.
 */
export function ImportModal({ opened, onClose, title, hint, target }: Props) {
  const { t } = useTranslation('skus');
  const [file, setFile] = useState<File | null>(null);
  const [downloading, setDownloading] = useState(false);
  const upload = useImportFile(target);
  const problems = problemsOf(upload.error);

  const close = () => {
    setFile(null);
    upload.reset();
    onClose();
  };
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
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={downloading}
            onClick={() => void getTemplate()}
          >
            {t('import.template')}
          </Button>
        </Group>
        <FileInput
          label={t('import.file')}
          placeholder={t('import.choose')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={16} />}
          value={file}
          onChange={(picked) => {
            setFile(picked);
            upload.reset();
          }}
          clearable
        />
        {upload.isError && (
          <Alert color="red" role="alert" title={t('import.refused')}>
            {upload.error.message}
          </Alert>
        )}
        {problems && problems.errors.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('import.problems', { count: problems.errorCount })}
            </Text>
            <ScrollBox label={t('import.problems', { count: problems.errorCount })} mah={260}>
              <Table striped withTableBorder fz="sm" data-testid="import-errors">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={70}>{t('import.row')}</Table.Th>
                    <Table.Th w={120}>{t('import.column')}</Table.Th>
                    <Table.Th>{t('import.problem')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {problems.errors.map((p) => (
                    <Table.Tr key={`${p.row}-${p.column}`}>
                      <Table.Td>{p.row}</Table.Td>
                      <Table.Td>{p.column}</Table.Td>
                      <Table.Td>{p.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollBox>
            {problems.errorCount > problems.errors.length && (
              <Text size="xs" c="dimmed">
                {t('import.moreProblems', { count: problems.errorCount - problems.errors.length })}
              </Text>
            )}
          </Stack>
        )}
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
