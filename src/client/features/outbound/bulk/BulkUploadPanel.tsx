import { Alert, Anchor, Button, FileInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChecks, IconFileZip, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  BULK_DROPSHIP_PDF_MAX_BYTES,
  BULK_DROPSHIP_ROW_LIMIT,
  BULK_DROPSHIP_ZIP_MAX_BYTES,
} from '../../../../domain/outbound/bulk';
import { LABEL_PDF_MAX_PAGES } from '../../../../domain/outbound/label-pdf';
import { formatDisplayTime } from '../../../api/response';
import { useRequestKey } from '../../../api/request-key';
import { TemplateButton } from '../../../components/ImportFields';
import {
  BULK_TEMPLATE,
  bulkProblemsOf,
  useBulkDropshipCheck,
  useBulkDropshipCreate,
} from './api/bulk-dropship';
import { BULK_PATHS } from './bulk-paths';
import { BulkProblemsTable } from './BulkProblemsTable';
import { BulkRowsTable } from './BulkRowsTable';

const MB = 1024 * 1024;

/**
 * The upload of a bulk dropship: the template, the sheet and the ZIP of labels (one input, both
 * files). "Check" reads both and shows every problem per row, or the rows it would create; "Create"
 * creates them all or none. The same files again say when they were uploaded and create nothing.
 */
export function BulkUploadPanel() {
  const { t } = useTranslation('outbound-bulk');
  const [files, setFiles] = useState<File[]>([]);
  // One key per chosen pair of files: "Create" again after a lost answer is answered with the first upload.
  const [requestKey, renewRequestKey] = useRequestKey();
  const check = useBulkDropshipCheck();
  const create = useBulkDropshipCreate();
  const failed = create.error ?? check.error;
  const refused = bulkProblemsOf(failed);
  const checked = check.data;
  const created = create.data;
  const reset = () => {
    check.reset();
    create.reset();
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text size="sm">{t('screen.intro')}</Text>
        <Text size="xs" c="dimmed">
          {t('screen.limits', {
            rows: BULK_DROPSHIP_ROW_LIMIT,
            zipMb: BULK_DROPSHIP_ZIP_MAX_BYTES / MB,
            pdfMb: BULK_DROPSHIP_PDF_MAX_BYTES / MB,
            pages: LABEL_PDF_MAX_PAGES,
          })}
        </Text>
        <Group gap="xs">
          <TemplateButton target={BULK_TEMPLATE} />
        </Group>
        <FileInput
          multiple
          clearable
          label={t('screen.files')}
          placeholder={t('screen.filesPlaceholder')}
          accept=".xlsx,.xls,.zip"
          leftSection={<IconFileZip size={16} />}
          value={files}
          onChange={(picked) => {
            setFiles(picked);
            renewRequestKey();
            reset();
          }}
          data-testid="bulk-files"
        />
        {failed && !refused && (
          <Alert color="red" role="alert">
            {failed.message}
          </Alert>
        )}
        <BulkProblemsTable
          problems={refused?.problems ?? checked?.problems ?? []}
          count={refused?.problemCount ?? checked?.problemCount ?? 0}
        />
        {checked?.createdUpload && !created && (
          <Alert color="yellow" role="status" data-testid="bulk-already">
            {t('screen.alreadyMade', { at: String(formatDisplayTime(checked.createdUpload.createdAt)) })}{' '}
            <Anchor component={Link} to={BULK_PATHS.detail(checked.createdUpload.id)}>
              {t('screen.openUpload')}
            </Anchor>
          </Alert>
        )}
        {checked && !created && checked.rows.length > 0 && (
          <>
            <Alert color="blue" data-testid="bulk-ready">
              {t('screen.ready', { count: checked.rows.length })}
            </Alert>
            <BulkRowsTable rows={checked.rows} testId="bulk-check-rows" />
          </>
        )}
        {created && (
          <Alert color={created.fresh ? 'green' : 'yellow'} role="status" data-testid="bulk-created">
            {created.fresh
              ? t('messages.created', { count: created.upload.rowCount })
              : t('messages.alreadyCreated', { count: created.upload.rowCount })}{' '}
            <Anchor component={Link} to={BULK_PATHS.detail(created.upload.id)}>
              {t('screen.openUpload')}
            </Anchor>
          </Alert>
        )}
        <Group justify="flex-end">
          {!created && (
            <Button
              variant="light"
              leftSection={<IconChecks size={16} />}
              disabled={files.length === 0}
              loading={check.isPending}
              onClick={() => check.mutate(files)}
            >
              {t('screen.check')}
            </Button>
          )}
          {checked && checked.rows.length > 0 && !created && (
            <Button
              leftSection={<IconUpload size={16} />}
              loading={create.isPending}
              onClick={() => create.mutate({ files, requestKey })}
            >
              {t('screen.create', { count: checked.rows.length })}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
