import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LABEL_STATUS_KEY } from '../../../../domain/labels/label-center';
import type { LabelRow, LabelStatus } from '../../../../domain/labels/label-center';

const COLOR: Record<LabelStatus, string> = {
  buying: 'blue',
  purchased: 'green',
  refund_pending: 'yellow',
  refunded: 'gray',
  refund_rejected: 'red',
  failed: 'red',
};

/** A label's status, with the reason when buying failed or the carrier refused the refund. */
export function LabelStatusBadge({ label }: { label: LabelRow }) {
  const { t } = useTranslation('labels');
  const reason = label.failureReason ?? label.refundReason;
  return (
    <Stack gap={2}>
      <Badge
        color={COLOR[label.status]}
        variant="light"
        data-testid="label-status"
        data-status={label.status}
      >
        {t(LABEL_STATUS_KEY[label.status])}
      </Badge>
      {reason && (
        <Text size="xs" c="red" data-testid="label-reason">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
