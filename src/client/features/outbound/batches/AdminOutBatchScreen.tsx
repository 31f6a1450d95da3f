import { Anchor, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BATCH_STATUS_LABELS, OUTBOUND_BATCH_STATUSES } from '../../../../domain/outbound/batches';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useBatchList } from './api/batch-list';
import { BatchTable } from './components/BatchTable';

export const ADMIN_BATCH_DETAIL_PATH = '/admin/Stock/OutBatch/detail';

/**
 * /admin/Stock/OutBatch: the outbound batches of every warehouse, newest first, by status; a batch
 * opens its pick list, picks and exits (read only: the warehouse works its batches on its tablets).
 */
export function AdminOutBatchScreen() {
  const { t } = useTranslation('outbound-batches');
  const [status, setStatus] = useState<number | undefined>(undefined);
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const list = useBatchList('admin', { ...(status ? { status } : {}), pageNo, pageSize });
  const rows = list.data?.rows ?? [];
  return (
    <Stack gap="sm">
      <Title order={3}>{t('admin.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('admin.description')}
      </Text>
      <Group>
        <Select
          size="xs"
          w={200}
          label={t('table.status')}
          placeholder={t('filters.allStatuses')}
          clearable
          data={OUTBOUND_BATCH_STATUSES.map((s) => ({ value: String(s), label: t(BATCH_STATUS_LABELS[s]) }))}
          value={status ? String(status) : null}
          onChange={(v) => {
            setStatus(v ? Number(v) : undefined);
            setPageNo(1);
          }}
        />
      </Group>
      <BatchTable
        rows={rows}
        batchNo={(r) => (
          <Anchor component={Link} to={`${ADMIN_BATCH_DETAIL_PATH}/${r.id}`} size="sm">
            {r.batchNo}
          </Anchor>
        )}
        state={rows.length === 0 ? (list.isFetching ? t('table.loading') : t('table.empty')) : undefined}
      />
      <TablePager totalCount={list.data?.totalCount ?? 0} totalPage={list.data?.totalPage ?? 1} {...pager} />
    </Stack>
  );
}
