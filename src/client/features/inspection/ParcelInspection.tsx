import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ForecastKind, ParcelStatus } from '../../../domain/inbound/rules';
import type { ParcelStatus as ParcelStatusCode } from '../../../domain/inbound/rules';
import { ForecastStatusBadge } from '../../components/ForecastStatusBadge';
import type { LocalForecast, LocalItem, QueuedOp } from '../../offline/types';
import { inspectionLines, parcelStatusShown } from './awaiting-parcels';
import type { InspectionLine } from './awaiting-parcels';
import { InspectedLabel } from './InspectedLabel';
import type { InspectedItem } from './InspectedLabel';
import { InspectionForm } from './InspectionForm';
import { EMPTY_INSPECTION, EXTRA_ITEM, returnTarget } from './inspection-form';
import type { InspectionForm as Form } from './inspection-form';
import { InspectionLineList } from './InspectionLineList';
import { ReturnItemList } from './ReturnItemList';

/**
 * The chosen parcel: its expected items (or returned items) with their inspected counts, the
 * inspection form of the picked item, the ONE ID label of the last inspected item, and the
 * server's refusals of this parcel's inspections (a completed inspection cannot be modified).
 */
type Props = {
  forecast: LocalForecast;
  logNo: string;
  ops: QueuedOp[];
  returnItems: LocalItem[];
  form: Form;
  last: InspectedItem | null;
  onInspected: (item: InspectedItem) => void;
  onCloseLabel: () => void;
};

/** Why a picked item cannot be inspected now, or null. */
function blockedReason(
  t: (k: string, o?: Record<string, unknown>) => string,
  target: string,
  lines: InspectionLine[],
  returnItems: LocalItem[],
) {
  const line = lines.find((l) => String(l.id) === target);
  if (line?.complete)
    return t('screen.items.complete', {
      quantity: line.quantity,
      item: line.sku || line.name,
      size: line.size,
    });
  const item = returnItems.find((i) => returnTarget(i.oneId) === target);
  if (item && item.checkResult !== null) return t('screen.items.returnGraded', { oneId: item.oneId });
  return null;
}

export function ParcelInspection({
  forecast,
  logNo,
  ops,
  returnItems,
  form,
  last,
  onInspected,
  onCloseLabel,
}: Props) {
  const { t } = useTranslation(['inspection', 'inbound']);
  const parcel = forecast.parcels.find((p) => p.logNo === logNo);
  const isReturn = forecast.kind === ForecastKind.platformReturn;
  const lines = inspectionLines(forecast, ops, logNo);
  const status = (parcel ? parcelStatusShown(forecast, parcel) : ParcelStatus.received) as ParcelStatusCode;
  const rejected = ops.filter(
    (op) => op.type === 'inspectItem' && op.payload.logNo === logNo && op.state === 'rejected',
  );
  const target = form.getValues().target;

  const pickLine = (line: InspectionLine | null) => {
    form.setValues({
      ...EMPTY_INSPECTION,
      ...form.getValues(),
      target: line ? String(line.id) : EXTRA_ITEM,
      sku: line?.sku ?? '',
      size: line?.size ?? '',
      returnOneId: '',
    });
    form.clearErrors();
  };
  const pickReturnItem = (item: LocalItem) => {
    form.setValues({
      ...form.getValues(),
      target: returnTarget(item.oneId),
      sku: item.sku,
      size: item.spec,
      returnOneId: item.oneId,
    });
    form.clearErrors();
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} ff="monospace" data-testid="chosen-parcel">
              {logNo}
            </Title>
            <Text size="sm" c="dimmed" truncate>
              {forecast.shopInfo.realname || forecast.shopInfo.uid}
              {forecast.remark ? ` · ${forecast.remark}` : ''}
            </Text>
          </Stack>
          <ForecastStatusBadge status={status} size="lg" data-testid="parcel-status" />
        </Group>
      </Card>
      {rejected.length > 0 && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title={t('screen.rejected.title')}
          data-testid="rejected-inspections"
        >
          <Stack gap={2}>
            {rejected.map((op) => (
              <Text key={op.opId} size="sm">
                {String(op.payload.sku ?? '')} {String(op.payload.size ?? '')} ·{' '}
                {op.lastError?.reason ?? t('screen.rejected.noReason')}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {last && <InspectedLabel item={last} onClose={onCloseLabel} />}
      <Card withBorder radius="md" padding="sm">
        <Text fw={600} mb="xs">
          {isReturn ? t('screen.items.returnTitle') : t('screen.items.title')}
        </Text>
        {isReturn ? (
          <ReturnItemList items={returnItems} target={target} onPick={pickReturnItem} />
        ) : (
          <InspectionLineList
            lines={lines}
            target={target}
            onPick={pickLine}
            allowExtra={status !== ParcelStatus.checked}
          />
        )}
      </Card>
      <Card withBorder radius="md" padding="sm">
        <InspectionForm
          form={form}
          logNo={logNo}
          blocked={blockedReason(t, target, lines, returnItems)}
          onInspected={onInspected}
        />
      </Card>
    </Stack>
  );
}
