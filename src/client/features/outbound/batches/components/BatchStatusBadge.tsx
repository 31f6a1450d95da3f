import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BATCH_STATUS_LABELS } from '../../../../../domain/outbound/batches';
import type { OutboundBatchStatus } from '../../../../../domain/outbound/batches';

const COLORS: Record<OutboundBatchStatus, string> = {
  1: 'blue',
  2: 'gray',
  3: 'red',
  4: 'yellow',
  5: 'green',
};

/** A batch's status as a coloured badge (spec section 4: outbound batch status). */
export function BatchStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('outbound-batches');
  const known = status as OutboundBatchStatus;
  return (
    <Badge color={COLORS[known] ?? 'gray'} variant="light" data-testid="batch-status">
      {BATCH_STATUS_LABELS[known] ? t(BATCH_STATUS_LABELS[known]) : String(status)}
    </Badge>
  );
}
