import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAdminBatch } from './api/batch-detail';
import type { AdminBatchSource } from './api/batch-detail';
import { BatchSummary } from './components/BatchSummary';
import { PickListTable } from './components/PickListTable';

/** The list each admin view of a batch goes back to. */
const BACK: Record<AdminBatchSource, { to: string; label: string }> = {
  admin: { to: '/admin/Stock/OutBatch', label: 'admin.back' },
  task: { to: '/admin/TaskManage/BatchTask', label: 'task.back' },
};

/**
 * /admin/Stock/OutBatch/detail/:id (the stock record) and /admin/TaskManage/BatchTask/detail/:id (the
 * admin's batch work) — one batch, read only: its pick list, picks and exits.
 */
export function AdminBatchDetailScreen({ source = 'admin' }: { source?: AdminBatchSource }) {
  const { t } = useTranslation('outbound-batches');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const batch = useAdminBatch(valid ? id : 0, source);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={BACK[source].to} size="sm">
        {t(BACK[source].label)}
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

/** TaskManage/BatchTask/detail/:id: the same pick list, read through task management's permission. */
export const BatchTaskDetailScreen = () => <AdminBatchDetailScreen source="task" />;
