import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconKey, IconPlayerPlay, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../../../domain/permissions';
import { AccountStatus } from '../../../../domain/users';
import { confirmAction } from '../../../components/confirm-modal';
import { useChangeBusinessAccountStatus } from '../api/change-business-account-status';
import type { BusinessAccountRow } from '../api/business-account-list';

/**
 * What an admin can do with one merchant: approve a pending registration, enable a suspended
 * account, disable an active one (after the disabledAccount confirmation), reset its password.
 * Only the actions the account's status and the admin's grants allow are shown.
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
  const change = useChangeBusinessAccountStatus();
  const busy = change.isPending;
  const { id, username, status } = account;

  const disable = () =>
    void confirmAction('disabledAccount', {
      message: t('business.disableText', { username }),
      onConfirm: () => change.mutateAsync({ action: 'disable', id }),
    });

  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {status === AccountStatus.pending && can('enable') && (
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
      )}
      {status === AccountStatus.suspended && can('enable') && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlayerPlay size={14} />}
          loading={busy}
          onClick={() => change.mutate({ action: 'enable', id })}
          aria-label={t('list.enableOf', { username })}
        >
          {t('list.enable')}
        </Button>
      )}
      {status === AccountStatus.active && can('disable') && (
        <Button
          size="compact-sm"
          variant="light"
          color="orange"
          leftSection={<IconUserOff size={14} />}
          onClick={disable}
          aria-label={t('list.disableOf', { username })}
        >
          {t('list.disable')}
        </Button>
      )}
      {can('edit') && (
        <Tooltip label={t('password.reset')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onResetPassword(account)}
            aria-label={t('password.resetOf', { username })}
          >
            <IconKey size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
