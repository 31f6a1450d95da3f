import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../../../domain/kernel/permissions';
import { AccountStatus } from '../../../../domain/kernel/users';
import type { BusinessAccountRow } from '../api/business-account-list';
import { useChangeAccountStatus } from '../api/change-account-status';
import { AccountRowActions } from '../shared/AccountRowActions';

/**
 * What an admin can do with one merchant: approve a pending registration, then what every
 * account list offers (enable, disable after a confirmation, reset the password).
 */
export function BusinessAccountActions({
  account,
  can,
  onResetPassword,
}: {
  account: BusinessAccountRow;
  can: (action: Action) => boolean;
  onResetPassword: (account: BusinessAccountRow) => void;
}) {
  const { t } = useTranslation('accounts');
  const change = useChangeAccountStatus('business');
  const busy = change.isPending;
  const { id, username, status } = account;

  const approve = status === AccountStatus.pending && can('enable') && (
    <Button
      size="compact-sm"
      color="teal"
      leftSection={<IconCheck size={14} />}
      loading={busy}
      onClick={() => change.mutate({ action: 'approve', id })}
      aria-label={t('business.approveOf', { username })}
    >
      {t('business.approve')}
    </Button>
  );

  return (
    <AccountRowActions
      account={account}
      can={can}
      leading={approve}
      onEnable={() => change.mutate({ action: 'enable', id })}
      enabling={busy}
      disableText={t('business.disableText', { username })}
      onDisable={() => change.mutateAsync({ action: 'disable', id })}
      onResetPassword={() => onResetPassword(account)}
    />
  );
}
