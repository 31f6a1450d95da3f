import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TaskPage } from '../../../../domain/kernel/permissions';
import { TASK_STATUS_LABEL, TASK_STATUSES, TaskStatus } from '../../../../domain/repair/codes';
import { taskActionsOf } from '../../../../domain/repair/task';
import type { RepairBatchRow } from '../../../../domain/repair/views';
import { LabelMissingError } from '../../../api/print-pdf';
import { confirmAction } from '../../../components/confirm-action';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { useMay } from '../../../stores/permissions';
import { usePrintRepairList, useRepairBatches, useRevertRepairTask } from '../api/repair-tasks';
import { TaskStatusBadge } from '../components/RepairBadges';
import { TabCounts } from '../components/TabCounts';
import { filterFields } from '../components/RepairFilters';
import { RepairListPanel } from '../components/RepairListPanel';
import { statusOfTab, statusTabs, useRepairList } from '../components/use-repair-list';
import { CreateTaskModal } from './CreateTaskModal';
import { repairTaskPathOf } from './admin-paths';

/**
 * TaskManage/RepairBatchTask: the repair batch tasks with their operators; create one from approved
 * orders, revert one so its orders can be given to another operator, bulk print a batch's repair list.
 */
export function RepairBatchTaskScreen() {
  const { t } = useTranslation('repair-screens');
  const may = useMay();
  const canEdit = may(TaskPage.repairBatchTask, 'edit');
  const canPrint = may(TaskPage.repairBatchTask, 'export');
  const view = useRepairList<string>(String(TaskStatus.pending));
  const [creating, setCreating] = useState(false);
  const list = useRepairBatches({
    ...view.paging,
    status: statusOfTab(view.tab),
    ...filterFields({ ...view.filters, seller: '' }),
  });
  const printer = usePrintRepairList({
    title: t('tasks.printTitle'),
    preparing: t('tasks.printPreparing'),
    onFailed: (error) =>
      notifications.show({
        color: 'red',
        message: error instanceof LabelMissingError ? t('tasks.printMissing') : error.message,
      }),
  });
  const print = printer.print;
  const revert = useRevertRepairTask();
  const askRevert = useCallback(
    (b: RepairBatchRow) =>
      void confirmAction('recall', {
        title: t('tasks.revertTitle', { batchNo: b.batchNo }),
        message: t('tasks.revertText', { operator: b.operator }),
        confirmLabel: t('tasks.revert'),
        onConfirm: async () => {
          try {
            await revert.mutateAsync({ batchNo: b.batchNo, remark: '' });
            notifications.show({ color: 'green', message: t('tasks.revertDone') });
          } catch (error) {
            notifications.show({
              color: 'red',
              message: `${t('tasks.revertFailed')} ${(error as Error).message}`,
            });
            throw error;
          }
        },
      }),
    [revert, t],
  );

  const columns = useMemo<ResponsiveColumn<RepairBatchRow>[]>(
    () => [
      {
        id: 'batchNo',
        header: t('column.batchNo'),
        priority: 'key',
        cell: (b) => (
          <Anchor component={Link} to={repairTaskPathOf(b.batchNo)} size="sm">
            {b.batchNo}
          </Anchor>
        ),
      },
      {
        id: 'status',
        header: t('column.status'),
        priority: 'key',
        cell: (b) => <TaskStatusBadge status={b.status} />,
      },
      { id: 'operator', header: t('column.operator'), priority: 'key', cell: (b) => b.operator },
      { id: 'ware', header: t('column.warehouse'), priority: 'high', cell: (b) => b.wareName },
      {
        id: 'size',
        header: t('column.size'),
        priority: 'high',
        cell: (b) =>
          `${t('tasks.orderCount', { count: b.orders })} · ${t('tasks.pairCount', { count: b.pairs })}`,
      },
      { id: 'tabs', header: t('column.progress'), priority: 'low', cell: (b) => <TabCounts tabs={b.tabs} /> },
      { id: 'createdBy', header: t('column.createdBy'), priority: 'low', cell: (b) => b.createdBy },
      { id: 'created', header: t('column.created'), priority: 'low', cell: (b) => b.gmtCreate },
      { id: 'closed', header: t('column.closed'), priority: 'low', cell: (b) => b.gmtClosed ?? '-' },
      {
        id: 'actions',
        header: t('column.actions'),
        priority: 'key',
        align: 'right',
        cell: (b) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {canPrint && (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => print(b.batchNo)}
                data-testid="print-repair-list"
              >
                {t('tasks.print')}
              </Button>
            )}
            {canEdit && taskActionsOf(b.status as TaskStatus, 'admin').includes('revert') && (
              <Button size="compact-xs" variant="light" color="orange" onClick={() => askRevert(b)}>
                {t('tasks.revert')}
              </Button>
            )}
          </Group>
        ),
      },
    ],
    [t, canEdit, canPrint, print, askRevert],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>{t('menu.batchTask')}</Title>
        {may(TaskPage.repairBatchTask, 'add') && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="create-task"
          >
            {t('tasks.createTitle')}
          </Button>
        )}
      </Group>
      <RepairListPanel
        view={view}
        tabLabel={t('column.status')}
        tabs={statusTabs(TASK_STATUSES, (s) => t(TASK_STATUS_LABEL[s]), {
          label: t('filter.allStatuses'),
          first: false,
        })}
        search={{ hint: t('filter.taskKeywordHint') }}
        list={list}
        table={{
          testId: 'repair-batches',
          tableProps: { striped: true, highlightOnHover: true },
          columns,
          rowKey: (b) => b.batchNo,
          rowName: (b) => b.batchNo,
          rowProps: (b) => ({ 'data-testid': 'repair-batch-row', 'data-batch-no': b.batchNo }),
        }}
      />
      {creating && <CreateTaskModal onClose={() => setCreating(false)} />}
    </Stack>
  );
}
