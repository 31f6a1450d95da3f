import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { TaskPage } from '../../../../domain/kernel/permissions';
import { REPAIR_TAB_LABEL, REPAIR_TABS } from '../../../../domain/repair/codes';
import type { RepairTab } from '../../../../domain/repair/codes';
import type { RepairWorkItem } from '../../../../domain/repair/views';
import { useMay } from '../../../stores/permissions';
import { useRepairTaskItems } from '../api/repair-tasks';
import { pairColumns } from '../components/pair-columns';
import { pickColumns } from '../components/pick-columns';
import type { NamedColumn } from '../components/pick-columns';
import { filterFields } from '../components/RepairFilters';
import { RepairListPanel } from '../components/RepairListPanel';
import { useRepairList } from '../components/use-repair-list';
import { LostBoxButton, lostBoxActionsOf } from './LostBoxButton';
import { repairDetailPath } from './admin-paths';
import { BeforeAfterPhotos } from './BeforeAfterPhotos';

/**
 * TaskManage/RepairTask: the pairs of the repair tasks by RepireManage tab (pending pick, pending
 * repair, completed, cancelled), one task's with ?batchNo=; a box lost on the way marked (or the mark
 * cancelled) per pair; each pair's before and after photos in its details.
 */
export function RepairTaskScreen() {
  const { t } = useTranslation('repair-screens');
  const may = useMay();
  const canEdit = may(TaskPage.repairTask, 'edit');
  const [params] = useSearchParams();
  const batchNo = params.get('batchNo') ?? '';
  const view = useRepairList<RepairTab>('pendingPick');
  const list = useRepairTaskItems({
    ...view.paging,
    tab: view.tab,
    ...(batchNo ? { batchNo } : {}),
    ...filterFields({ ...view.filters, seller: '' }),
  });
  const columns = useMemo(
    () =>
      pickColumns(
        {
          ...pairColumns<RepairWorkItem>(t),
          order: {
            id: 'order',
            header: t('column.oddNo'),
            cell: (i) => (
              <Anchor component={Link} to={repairDetailPath(i.oddNo)} size="sm">
                {i.oddNo}
              </Anchor>
            ),
          },
          batch: { id: 'batch', header: t('column.batchNo'), cell: (i) => `${i.batchNo} · ${i.operator}` },
          ware: { id: 'ware', header: t('column.warehouse'), cell: (i) => i.wareName },
          actions: {
            id: 'actions',
            header: t('column.actions'),
            align: 'right',
            cell: (i) =>
              canEdit && (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {lostBoxActionsOf(i.actions).map((a) => (
                    <LostBoxButton key={a} oddNo={i.oddNo} oneId={i.oneId} action={a} />
                  ))}
                </Group>
              ),
          },
        } satisfies Record<string, NamedColumn<RepairWorkItem>>,
        [
          ['pair', 'key'],
          ['status', 'key'],
          ['order', 'high'],
          ['repairs', 'high'],
          ['batch', 'low'],
          ['issues', 'low'],
          ['qc', 'low'],
          ['ware', 'low'],
          ['actions', 'key'],
        ],
      ),
    [t, canEdit],
  );
  return (
    <Stack gap="md">
      <Title order={3}>{batchNo ? t('tasks.pairsOf', { batchNo }) : t('menu.repairTask')}</Title>
      <RepairListPanel
        view={view}
        tabLabel={t('warehouse.tab')}
        tabs={REPAIR_TABS.map((x) => ({ value: x, label: t(REPAIR_TAB_LABEL(x)) }))}
        search={{ hint: t('filter.taskKeywordHint') }}
        list={list}
        table={{
          testId: 'repair-task-items',
          tableProps: { striped: true },
          columns,
          rowKey: (i) => `${i.batchId}-${i.oneId}`,
          rowName: (i) => i.oneId,
          rowProps: (i) => ({ 'data-testid': 'repair-task-row', 'data-one-id': i.oneId }),
          details: {
            heading: t('photos.title'),
            label: (i, open) => t(open ? 'photos.hide' : 'photos.show', { oneId: i.oneId }),
            content: (i) => <BeforeAfterPhotos item={i} />,
          },
        }}
      />
    </Stack>
  );
}
