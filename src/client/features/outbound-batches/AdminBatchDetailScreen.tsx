import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAdminBatch } from './api/batch-detail';
import { BatchSummary } from './components/BatchSummary';
import { PickListTable } from './components/PickListTable';

/** /admin/Stock/OutBatch/detail/:id — one batch, read only: its pick list, picks and exits. */
export function AdminBatchDetailScreen() {
  const { t } = useTranslation('outbound-batches');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const batch = useAdminBatch(valid ? id : 0);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/admin/Stock/OutBatch" size="sm">
        {t('admin.back')}
      </Anchor>
      {!valid || batch.isError ? <Text c="dimmed">{t('admin.notFound')}</Text> : null}
      {batch.data ? (
        <>
          <BatchSummary batch={batch.data} />
          <PickListTable lines={batch.data.lines} />
        </>
      ) : null}
    </Stack>
  );
}
