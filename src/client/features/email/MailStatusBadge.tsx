import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailStatus } from '../../../domain/email/email';

const STATUS_COLOR: Record<MailStatus, string> = {
  queued: 'blue',
  sent: 'green',
  failed: 'red',
  kept: 'gray',
};

/** A message's delivery state in words and colour. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation('email');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" style={{ overflow: 'visible' }} data-status={status}>
      {t(`outbox.status.${status}`)}
    </Badge>
  );
}
