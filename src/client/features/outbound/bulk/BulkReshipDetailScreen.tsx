import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDisplayTime } from '../../../api/response';
import { useBulkUpload } from './api/bulk-dropship';
import { BULK_PATHS } from './bulk-paths';
import { BulkRowsTable } from './BulkRowsTable';

/** in-warehouse/inventory/bulkreship/detail?id=: what one upload created, row by row. */
export function BulkReshipDetailScreen() {
  const { t } = useTranslation('outbound-bulk');
  const [search] = useSearchParams();
  const raw = Number(search.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const upload = useBulkUpload(id);
  const data = upload.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={BULK_PATHS.upload} size="sm">
        {t('screen.back')}
      </Anchor>
      <Title order={2}>{t('detailTitle')}</Title>
      {upload.isLoading && <Loader size="sm" />}
      {(upload.error || id === null) && (
        <Alert color="red" role="alert">
          {upload.error?.message ?? t('errors.uploadNotFound', { id: search.get('id') ?? '' })}
        </Alert>
      )}
      {data && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group gap="xl">
              <Text size="sm">
                {t('screen.createdAt')}: {String(formatDisplayTime(data.createdAt))}
              </Text>
              <Text size="sm">
                {t('screen.sheet')}: {data.sheetName}
              </Text>
              <Text size="sm">
                {t('screen.zipFile')}: {data.zipName}
              </Text>
              <Text size="sm" fw={600} data-testid="bulk-detail-count">
                {t('messages.created', { count: data.rowCount })}
              </Text>
            </Group>
            <BulkRowsTable rows={data.rows} testId="bulk-detail-rows" />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
