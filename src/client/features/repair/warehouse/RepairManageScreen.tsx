import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { WarehousePermission } from '../../../../domain/kernel/permissions';
import { REPAIR_TAB_LABEL, REPAIR_TABS } from '../../../../domain/repair/codes';
import type { RepairTab } from '../../../../domain/repair/codes';
import { formatDisplayTime } from '../../../api/response';
import { useClaimScans } from '../../../components/one-id-drawer/scan-claim';
import { ListTabs } from '../../../components/responsive-list/ListTabs';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import { CameraScanButton } from '../../../components/scan/CameraScanButton';
import { ManualCodeForm } from '../../../components/scan/ManualCodeForm';
import { ScanResultBanner } from '../../../components/scan/ScanResultBanner';
import { useScanListener } from '../../../components/scan/useScanListener';
import { TOUCH_TARGET } from '../../../components/touch-target';
import { offlineDb } from '../../../offline/db';
import { preparePhotoCheck } from '../../../offline/photos';
import { useEngineState } from '../../../offline/sync-status';
import type { LocalRepairWork } from '../../../offline/types';
import { selectedWareId, useSession } from '../../../stores/session';
import { useMay } from '../../../stores/permissions';
import { useCachedWork, useWorkRefresh } from '../api/repair-work';
import { pairColumns } from '../components/pair-columns';
import { pickColumns } from '../components/pick-columns';
import type { NamedColumn } from '../components/pick-columns';
import { RepairStatusBadge } from '../components/RepairBadges';
import { RepairBench } from './RepairBench';
import { TaskStrip } from './TaskStrip';
import { useRepairWork } from './use-repair-work';
import { tasksOf } from './work-scan';

const keyOf = (w: Pick<LocalRepairWork, 'batchId' | 'oneId'>) => `${w.batchId}-${w.oneId}`;

/** The ops of this tablet not yet on the server: the rows they changed read "waiting to sync". */
function useWaitingOpIds(): ReadonlySet<string> {
  const ids = useLiveQuery(
    async () => (await offlineDb.outbox.where('state').anyOf('pending', 'sending').primaryKeys()) as string[],
    [],
  );
  return useMemo(() => new Set(ids ?? []), [ids]);
}

/**
 * /warehouse/RepireManage — the repair work of the selected warehouse's tasks, online or not: scan a
 * ONE ID to pick it for repair (it goes to the bench), take the after photo with the before photo as
 * the guide, record the result and the QC, complete the task. Tabs: pending pick, pending repair,
 * completed, cancelled. The lists are the tablet's copy, refreshed while online, with its own waiting
 * ops shown on them.
 */
export function RepairManageScreen() {
  const { t } = useTranslation('repair-screens');
  const may = useMay();
  const canWork = may(WarehousePermission.repair, 'edit');
  const wareId = useSession((s) => s.headerWareId) ?? selectedWareId();
  const refresh = useWorkRefresh(wareId);
  const online = useEngineState((s) => s.online);
  const work = useCachedWork(wareId);
  const waiting = useWaitingOpIds();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<RepairTab>('pendingPick');
  const openKey = params.get('pair');
  const openBench = useCallback((w: LocalRepairWork) => setParams({ pair: keyOf(w) }), [setParams]);
  const repair = useRepairWork(wareId, openBench);
  // The bench stores photos offline: its picture check is loaded while the network is here.
  useEffect(preparePhotoCheck, []);
  const benchOpen = openKey !== null;
  useClaimScans(canWork && !benchOpen);
  useScanListener((code) => void repair.handleScan(code), { enabled: canWork && !benchOpen });
  const rows = useMemo(() => work ?? [], [work]);
  const tasks = useMemo(() => tasksOf(rows), [rows]);
  const counts = useMemo(
    () =>
      Object.fromEntries(REPAIR_TABS.map((x) => [x, rows.filter((w) => w.tab === x).length])) as Record<
        RepairTab,
        number
      >,
    [rows],
  );
  const columns = useWorkColumns(waiting, openBench);

  const onBenchRow = openKey ? rows.find((w) => keyOf(w) === openKey) : undefined;
  if (benchOpen && onBenchRow)
    return (
      <RepairBench
        work={onBenchRow}
        onClose={() => setParams({})}
        onRecord={(r) => repair.recordResult(onBenchRow, r)}
      />
    );

  const feedback = repair.feedback;
  const fetchedAt = rows[0]?.fetchedAt;
  return (
    <Stack gap="md" data-testid="repair-manage">
      <Group justify="space-between">
        <Title order={3}>{t('menu.repireManage')}</Title>
        <Group gap="xs">
          <Text size="xs" c="dimmed" data-testid="work-freshness">
            {refresh.isError || !online
              ? t('warehouse.offlineCopy', { at: fetchedAt ? String(formatDisplayTime(fetchedAt)) : '-' })
              : refresh.isFetching
                ? t('warehouse.reading')
                : t('warehouse.freshCopy')}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            style={TOUCH_TARGET}
            onClick={() => void refresh.refetch()}
            loading={refresh.isFetching}
          >
            {t('common:actions.refresh')}
          </Button>
        </Group>
      </Group>
      {canWork && (
        <>
          <ScanResultBanner
            status={feedback?.tone ?? 'idle'}
            title={feedback ? t(feedback.key, feedback.values) : t('warehouse.scan.idle')}
            code={feedback?.values.oneId}
          />
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <ManualCodeForm
                label={t('warehouse.scan.manualLabel')}
                placeholder={t('warehouse.scan.manualPlaceholder')}
                submitLabel={t('warehouse.scan.manualSubmit')}
                testId="repair-code"
                onCode={(code) => void repair.handleScan(code)}
              />
            </div>
            <CameraScanButton onScan={(code) => void repair.handleScan(code)} />
          </Group>
        </>
      )}
      <TaskStrip tasks={tasks} canWork={canWork} onComplete={repair.completeTask} />
      <ListTabs
        label={t('warehouse.tab')}
        tabs={REPAIR_TABS.map((x) => ({
          value: x,
          label: t(REPAIR_TAB_LABEL(x)),
          count: counts[x],
          rightSection: (
            <Badge size="sm" variant="light" circle>
              {counts[x]}
            </Badge>
          ),
        }))}
        value={tab}
        onChange={(v) => setTab(v as RepairTab)}
      />
      <ResponsiveTable
        testId="repair-work"
        touch
        columns={columns}
        rows={rows.filter((w) => w.tab === tab)}
        rowKey={keyOf}
        rowName={(w) => w.oneId}
        rowProps={(w) => ({ 'data-testid': 'repair-work-row', 'data-one-id': w.oneId, 'data-tab': w.tab })}
        state={
          work === undefined
            ? t('list.loading')
            : rows.length === 0 && refresh.isError
              ? t('warehouse.notCached')
              : rows.every((w) => w.tab !== tab)
                ? t('warehouse.emptyTab')
                : undefined
        }
      />
    </Stack>
  );
}

function useWorkColumns(waiting: ReadonlySet<string>, open: (w: LocalRepairWork) => void) {
  const { t } = useTranslation('repair-screens');
  return useMemo(
    () =>
      pickColumns(
        {
          ...pairColumns<LocalRepairWork>(t),
          state: {
            id: 'status',
            header: t('column.status'),
            cell: (w) => (
              <Group gap={4}>
                <RepairStatusBadge status={w.status} />
                {w.touchedBy && waiting.has(w.touchedBy) && (
                  <Badge color="yellow" variant="light" data-testid="waiting-sync">
                    {t('warehouse.waitingSync')}
                  </Badge>
                )}
              </Group>
            ),
          },
          task: { id: 'task', header: t('column.batchNo'), cell: (w) => `${w.batchNo} · ${w.oddNo}` },
          open: {
            id: 'open',
            header: t('column.actions'),
            align: 'right',
            cell: (w) => (
              <Button
                size="compact-sm"
                variant={w.tab === 'pendingRepair' ? 'filled' : 'default'}
                style={TOUCH_TARGET}
                onClick={() => open(w)}
                data-testid="open-bench"
              >
                {w.tab === 'pendingRepair' ? t('warehouse.repair') : t('warehouse.view')}
              </Button>
            ),
          },
        } satisfies Record<string, NamedColumn<LocalRepairWork>>,
        [
          ['pair', 'key'],
          ['repairs', 'key'],
          ['state', 'high'],
          ['task', 'high'],
          ['issues', 'low'],
          ['qc', 'low'],
          ['open', 'key'],
        ],
      ),
    [t, waiting, open],
  );
}
