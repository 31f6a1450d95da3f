import { Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isCancellableBatch } from '../../../../domain/outbound/batches';
import type { BatchView } from '../../../../domain/outbound/batches';
import { TaskPage } from '../../../../domain/kernel/permissions';
import { dateRangeParams } from '../../../api/date-range';
import { useWarehouseChoices } from '../../../api/warehouse-choices';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useMay } from '../../../stores/permissions';
import { useCancelBatch } from './api/batch-actions';
import { useBatchList } from './api/batch-list';
import { ageParts, batchAgeMinutes } from './components/batch-age';
import { BatchTable } from './components/BatchTable';
import { CancelBatchButton } from './components/CancelBatchButton';
import { BatchTaskFilters, NO_BATCH_TASK_FILTERS } from './components/BatchTaskFilters';
import type { BatchTaskFilterValues } from './components/BatchTaskFilters';
import { GenerateBatchModal } from './components/GenerateBatchModal';

export const BATCH_TASK_PATH = '/admin/TaskManage/BatchTask';
export const BATCH_TASK_DETAIL_PATH = `${BATCH_TASK_PATH}/detail`;

function useAgeColumn(): ResponsiveColumn<BatchView> {
  const { t } = useTranslation('outbound-batches');
  const [now] = useState(() => new Date());
  return {
    id: 'age',
    header: t('task.age'),
    priority: 'high',
    align: 'right',
    cell: (r) => {
      const age = ageParts(batchAgeMinutes(r, now));
      return age.days > 0 ? t('task.ageDays', age) : t('task.ageHours', age);
    },
  };
}

/** Making a batch for a warehouse the admin chooses, of its approved and paid orders waiting to leave. */
function GenerateForWarehouse({ initialWareId }: { initialWareId: number | null }) {
  const { t } = useTranslation('outbound-batches');
  const navigate = useNavigate();
  const warehouses = useWarehouseChoices();
  const [wareId, setWareId] = useState<number | null>(initialWareId);
  const [opened, setOpened] = useState(false);
  return (
    <Group gap="sm" align="flex-end" data-testid="batch-task-generate">
      <Select
        w={220}
        label={t('task.generateFor')}
        placeholder={t('task.chooseWarehouse')}
        data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
        value={wareId === null ? null : String(wareId)}
        onChange={(id) => setWareId(id === null ? null : Number(id))}
      />
      <Button disabled={wareId === null} onClick={() => setOpened(true)}>
        {t('actions.generate')}
      </Button>
      {wareId !== null ? (
        <GenerateBatchModal
          key={wareId}
          desk={{ side: 'task', wareId }}
          opened={opened}
          onClose={() => setOpened(false)}
          onMade={(id) => {
            setOpened(false);
            navigate(`${BATCH_TASK_DETAIL_PATH}/${id}`);
          }}
        />
      ) : null}
    </Group>
  );
}

/**
 * /admin/TaskManage/BatchTask: the outbound batches of every warehouse as work (issue 16): by
 * warehouse, status, batch number and day made, each with its orders, pairs picked, orders shipped
 * and age; an admin makes a batch for a warehouse and cancels one before anything of it left. A
 * batch opens its pick list.
 */
export function BatchTaskScreen() {
  const { t } = useTranslation('outbound-batches');
  const may = useMay();
  const [filters, setFilters] = useState<BatchTaskFilterValues>(NO_BATCH_TASK_FILTERS);
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const list = useBatchList('task', {
    ...(filters.wareId === null ? {} : { wareId: filters.wareId }),
    ...(filters.status === null ? {} : { status: filters.status }),
    ...(filters.batchNo ? { batchNo: filters.batchNo } : {}),
    ...dateRangeParams(filters.range),
    pageNo,
    pageSize,
  });
  const cancel = useCancelBatch('task');
  const age = useAgeColumn();
  const mayCancel = may(TaskPage.taskManage, 'edit');
  const rows = list.data?.rows ?? [];
  const actions = (b: BatchView) =>
    isCancellableBatch(b.status) ? <CancelBatchButton batch={b} onCancel={cancel.mutateAsync} /> : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3}>{t('task.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('task.description')}
          </Text>
        </div>
        {may(TaskPage.taskManage, 'add') ? <GenerateForWarehouse initialWareId={filters.wareId} /> : null}
      </Group>
      <Paper withBorder p="md" radius="md">
        <BatchTaskFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPageNo(1);
          }}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <BatchTable
            rows={rows}
            batchNo={(r) => (
              <Anchor component={Link} to={`${BATCH_TASK_DETAIL_PATH}/${r.id}`} size="sm">
                {r.batchNo}
              </Anchor>
            )}
            extraColumns={[age]}
            actions={mayCancel ? actions : undefined}
            state={rows.length === 0 ? (list.isFetching ? t('table.loading') : t('table.empty')) : undefined}
          />
          <TablePager
            totalCount={list.data?.totalCount ?? 0}
            totalPage={list.data?.totalPage ?? 1}
            {...pager}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
