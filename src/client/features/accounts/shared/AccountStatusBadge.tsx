import { Badge } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountStatus } from '../../../../domain/kernel/users';

export const ACCOUNT_STATUS_LOOK: Record<AccountStatus, { key: string; color: MantineColor }> = {
  [AccountStatus.pending]: { key: 'status.pending', color: 'yellow' },
  [AccountStatus.active]: { key: 'status.active', color: 'teal' },
  [AccountStatus.suspended]: { key: 'status.suspended', color: 'red' },
};

export const ACCOUNT_STATUSES: readonly AccountStatus[] = [
  AccountStatus.pending,
  AccountStatus.active,
  AccountStatus.suspended,
];

/** Pending, active or suspended, in one colour everywhere. */
export function AccountStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('accounts');
  const look = ACCOUNT_STATUS_LOOK[status as AccountStatus];
  if (!look) return <Badge color="gray">{status}</Badge>;
  return (
    // max-content: a table column never squeezes the label into an ellipsis.
    <Badge color={look.color} variant="light" miw="max-content" data-status={status}>
      {t(look.key)}
    </Badge>
  );
}
