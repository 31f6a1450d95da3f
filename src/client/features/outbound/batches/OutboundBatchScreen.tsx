import { Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  BATCH_STATUS_LABELS,
  isLiveBatch,
  OUTBOUND_BATCH_STATUSES,
} from '../../../../domain/outbound/batches';
import type { BatchView } from '../../../../domain/outbound/batches';
import { WarehousePermission } from '../../../../domain/kernel/permissions';
import { FilterTab } from '../../../components/FilterTab';
import { TablePager } from '../../../components/TablePager';
import { TOUCH_TARGET } from '../../../components/touch-target';
import { usePageNo } from '../../../components/use-page-no';
import { selectedWareId, useSession } from '../../../stores/session';
import { useMay } from '../../../stores/permissions';
import { downloadBatchLabels, useCancelBatch } from './api/batch-actions';
import { useCachedBatches } from './api/batch-detail';
import { useBatchList } from './api/batch-list';
import { BatchPickPanel } from './components/BatchPickPanel';
import { BatchTable } from './components/BatchTable';
import { CancelBatchButton } from './components/CancelBatchButton';
import { GenerateBatchModal } from './components/GenerateBatchModal';

/**
 * /warehouse/OutboundBatch/:pageNo? — the selected warehouse's outbound batches by status: make one of
 * the orders waiting to leave, cancel one before anything left, download its labels, and open one to
 * pick and ship (?batch=<id>), online or not. With the network gone the list shows the batches this
 * tablet holds.
 */
export function OutboundBatchScreen() {
  const { t } = useTranslation('outbound-batches');
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('batch'));
  const setOpen = (id: number | null) => setParams(id === null ? {} : { batch: String(id) });
  if (Number.isInteger(open) && open > 0)
    return <BatchPickPanel batchId={open} onClose={() => setOpen(null)} />;
  return (
    <Stack gap="sm">
      <Title order={3}>{t('title')}</Title>
      <BatchList onOpen={setOpen} />
    </Stack>
  );
}

/** The batch number opens the batch: a link as tall as a touch target. */
const LINK_TARGET = { ...TOUCH_TARGET, display: 'inline-flex', alignItems: 'center' } as const;

function BatchList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation('outbound-batches');
  const may = useMay();
  const wareId = useSession((s) => s.headerWareId) ?? selectedWareId();
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [pageNo, setPageNo] = usePageNo('/warehouse/OutboundBatch');
  const [pageSize, setPageSize] = useState(20);
  const [generating, setGenerating] = useState(false);
  const list = useBatchList('warehouse', { ...(status ? { status } : {}), pageNo, pageSize });
  const cached = useCachedBatches(wareId) ?? [];
  const cancel = useCancelBatch();
  const offline = list.isError;
  const rows: readonly BatchView[] = offline
    ? cached.filter((b) => !status || b.status === status)
    : (list.data?.rows ?? []);

  const actions = (b: BatchView) => (
    <Group gap={4} wrap="nowrap">
      {/* A cancelled or fully shipped batch opens to be read, not picked. */}
      <Button
        size="compact-xs"
        variant={isLiveBatch(b.status) ? 'filled' : 'default'}
        style={TOUCH_TARGET}
        onClick={() => onOpen(b.id)}
      >
        {isLiveBatch(b.status) ? t('actions.open') : t('actions.view')}
      </Button>
      {!offline && may(WarehousePermission.outboundBatch, 'export') ? (
        <Button
          size="compact-xs"
          variant="light"
          style={TOUCH_TARGET}
          onClick={() => void downloadBatchLabels(b).catch(() => undefined)}
        >
          {t('actions.labels')}
        </Button>
      ) : null}
      {!offline && may(WarehousePermission.outboundBatch, 'edit') ? (
        <CancelBatchButton batch={b} onCancel={cancel.mutateAsync} style={TOUCH_TARGET} />
      ) : null}
    </Group>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Tabs
          value={status ? String(status) : 'all'}
          onChange={(v) => {
            setStatus(v && v !== 'all' ? Number(v) : undefined);
            setPageNo(1);
          }}
        >
          <Tabs.List>
            <FilterTab value="all" style={TOUCH_TARGET}>
              {t('filters.allStatuses')}
            </FilterTab>
            {OUTBOUND_BATCH_STATUSES.map((s) => (
              <FilterTab key={s} value={String(s)} style={TOUCH_TARGET}>
                {t(BATCH_STATUS_LABELS[s])}
              </FilterTab>
            ))}
          </Tabs.List>
        </Tabs>
        {may(WarehousePermission.outboundBatch, 'add') ? (
          <Button disabled={offline} style={TOUCH_TARGET} onClick={() => setGenerating(true)}>
            {t('actions.generate')}
          </Button>
        ) : null}
      </Group>
      {offline ? <Text c="orange">{t('offlineList')}</Text> : null}
      <BatchTable
        rows={rows}
        batchNo={(b) => (
          <Anchor style={LINK_TARGET} onClick={() => onOpen(b.id)}>
            {b.batchNo}
          </Anchor>
        )}
        actions={actions}
        state={rows.length === 0 ? (list.isFetching ? t('table.loading') : t('table.empty')) : undefined}
      />
      {offline ? null : (
        <TablePager
          touch
          totalCount={list.data?.totalCount ?? 0}
          totalPage={list.data?.totalPage ?? 1}
          pageNo={pageNo}
          pageSize={pageSize}
          onPage={setPageNo}
          onPageSize={(size) => {
            setPageSize(size);
            setPageNo(1);
          }}
        />
      )}
      <GenerateBatchModal
        opened={generating}
        onClose={() => setGenerating(false)}
        onMade={(id) => {
          setGenerating(false);
          onOpen(id);
        }}
      />
    </Stack>
  );
}
