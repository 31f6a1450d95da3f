import { Button } from '@mantine/core';
import { IconCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../../../domain/kernel/permissions';
import { AccountStatus } from '../../../../domain/kernel/users';
import type { BusinessAccountRow } from '../api/business-account-list';
import { useChangeAccountStatus } from '../api/change-account-status';
import { RowAction } from '../../../components/RowAction';
import { AccountRowActions } from '../shared/AccountRowActions';

/**
 * What an admin can do with one merchant: approve a pending registration, then what every
 * account list offers (enable, disable after a confirmation, reset the password).
 */
export function BusinessAccountActions({
  account,
  can,
  onResetPassword,
  onTeam,
}: {
  account: BusinessAccountRow;
  can: (action: Action) => boolean;
  onResetPassword: (account: BusinessAccountRow) => void;
  /** Opens the seller's team (its roles and members). */
  onTeam?: (account: BusinessAccountRow) => void;
}) {
  const { t } = useTranslation(['accounts', 'teams']);
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

  const team = onTeam && can('get') && (
    <RowAction
      label={t('teams:admin.teamOf', { username })}
      tooltip={t('teams:admin.title')}
      icon={IconUsers}
      onClick={() => onTeam(account)}
    />
  );

  return (
    <AccountRowActions
      account={account}
      can={can}
      leading={
        <>
          {team}
          {approve}
        </>
      }
      onEnable={() => change.mutate({ action: 'enable', id })}
      enabling={busy}
      disableText={t('business.disableText', { username })}
      onDisable={() => change.mutateAsync({ action: 'disable', id })}
      onResetPassword={() => onResetPassword(account)}
    />
  );
}
