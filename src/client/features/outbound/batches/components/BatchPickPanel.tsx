import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLiveBatch } from '../../../../../domain/outbound/batches';
import { WarehousePermission } from '../../../../../domain/kernel/permissions';
import { useClaimScans } from '../../../../components/one-id-drawer/scan-claim';
import { CameraScanButton } from '../../../../components/scan/CameraScanButton';
import { ManualCodeForm } from '../../../../components/scan/ManualCodeForm';
import { ScanResultBanner } from '../../../../components/scan/ScanResultBanner';
import { useScanListener } from '../../../../components/scan/useScanListener';
import { formatDisplayTime } from '../../../../api/response';
import { TOUCH_TARGET } from '../../../../components/touch-target';
import { useEngineState } from '../../../../offline/sync-status';
import { useMay } from '../../../../stores/permissions';
import { knownHere, useBatchRefresh, useCachedBatch } from '../api/batch-detail';
import { ordersOf } from '../pick-scan';
import { useBatchPick } from '../use-batch-pick';
import { BatchSummary } from './BatchSummary';
import { OrderShipList } from './OrderShipList';
import { PickListTable } from './PickListTable';

/**
 * Picking one batch, online or not: scan a ONE ID (or type it) and it is picked; a pair of another
 * batch is a loud error; once every pair of an order is picked, confirm it shipped. The pick list is
 * the tablet's copy, refreshed while online, with its own waiting ops shown on it.
 */
export function BatchPickPanel({ batchId, onClose }: { batchId: number; onClose: () => void }) {
  const { t } = useTranslation('outbound-batches');
  const may = useMay();
  const canPick = may(WarehousePermission.outboundBatch, 'edit');
  const refresh = useBatchRefresh(batchId);
  const online = useEngineState((s) => s.online);
  const batch = useCachedBatch(batchId);
  const pick = useBatchPick(batchId);
  const live = batch ? isLiveBatch(batch.status) : false;
  useClaimScans(canPick && live);
  useScanListener((code) => void pick.handleScan(code), { enabled: canPick && live });
  const orders = useMemo(() => ordersOf(batch?.lines ?? []), [batch]);

  if (batch === undefined) return null;
  if (batch === null)
    return (
      <Stack gap="xs">
        <BackToBatches onClose={onClose} />
        <Text c="dimmed">{refresh.isError ? t('pick.notCached') : t('table.loading')}</Text>
      </Stack>
    );
  const feedback = pick.feedback;
  return (
    <Stack gap="md" data-testid="batch-pick">
      <Group justify="space-between">
        <BackToBatches onClose={onClose} />
        <Text size="xs" c="dimmed">
          {refresh.isError || !online
            ? t('pick.offlineCopy', { at: String(formatDisplayTime(batch.fetchedAt)) })
            : t('pick.freshCopy')}
        </Text>
      </Group>
      <BatchSummary
        batch={knownHere(batch)}
        actions={canPick && live ? <CameraScanButton onScan={(code) => void pick.handleScan(code)} /> : null}
      />
      {canPick && live ? (
        <>
          <ScanResultBanner
            status={feedback?.tone ?? 'idle'}
            title={feedback ? t(feedback.key, feedback.values) : t('pick.idle')}
            code={feedback?.values.oneId}
          />
          {pick.undoable ? (
            <Group justify="space-between" data-testid="ship-undo" role="status">
              <Text size="sm">{t('pick.undoHint', { oddNo: pick.undoable.oddNo })}</Text>
              <Button
                variant="outline"
                color="orange"
                style={TOUCH_TARGET}
                onClick={() => void pick.undoShipped()}
              >
                {t('pick.undo')}
              </Button>
            </Group>
          ) : null}
          <ManualCodeForm
            label={t('pick.manualLabel')}
            placeholder={t('pick.manualPlaceholder')}
            submitLabel={t('pick.manualSubmit')}
            testId="pick-code"
            onCode={(code) => void pick.handleScan(code)}
          />
        </>
      ) : (
        <Text c="dimmed">{live ? t('pick.readOnly') : t('pick.closed')}</Text>
      )}
      <OrderShipList
        orders={orders}
        canShip={canPick && live}
        onShip={(o) => void pick.confirmShipped(o)}
        onException={(o, remark) => void pick.markException(o, remark)}
      />
      <PickListTable lines={batch.lines} />
      {refresh.isFetching ? null : (
        <Group>
          <Button size="xs" variant="subtle" style={TOUCH_TARGET} onClick={() => void refresh.refetch()}>
            {t('common:actions.refresh')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function BackToBatches({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('outbound-batches');
  return (
    <Anchor component="button" type="button" onClick={onClose} style={TOUCH_TARGET}>
      {t('pick.back')}
    </Anchor>
  );
}
