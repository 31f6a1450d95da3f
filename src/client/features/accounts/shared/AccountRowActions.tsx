import { Button, Group } from '@mantine/core';
import { IconKey, IconPlayerPlay, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../../../domain/kernel/permissions';
import { AccountStatus } from '../../../../domain/kernel/users';
import { confirmAction } from '../../../components/confirm-action';
import { RowAction } from '../../../components/RowAction';

/**
 * The actions every account list offers on a row: enable a suspended account, disable an active
 * one (after the disabledAccount confirmation) and reset the password. Only what the account's
 * status and the admin's grants allow is shown; `leading` holds what one list adds in front.
 */
export function AccountRowActions({
  account,
  can,
  leading,
  onEnable,
  enabling,
  disableText,
  onDisable,
  onResetPassword,
}: {
  account: { username: string; status: number };
  can: (action: Action) => boolean;
  leading?: ReactNode;
  onEnable: () => void;
  enabling?: boolean;
  /** The confirmation's question, naming the account. */
  disableText: string;
  /** Runs once the admin confirms; the confirmation waits for it. */
  onDisable: () => Promise<unknown>;
  onResetPassword: () => void;
}) {
  const { t } = useTranslation('accounts');
  const { username, status } = account;
  const disable = () => void confirmAction('disabledAccount', { message: disableText, onConfirm: onDisable });

  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {leading}
      {status === AccountStatus.suspended && can('enable') && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlayerPlay size={14} />}
          loading={enabling}
          onClick={onEnable}
          aria-label={t('list.enableOf', { username })}
        >
          {t('common:actions.enable')}
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
          {t('common:actions.disable')}
        </Button>
      )}
      {can('edit') && (
        <RowAction
          label={t('password.resetOf', { username })}
          tooltip={t('password.reset')}
          icon={IconKey}
          color="gray"
          onClick={onResetPassword}
        />
      )}
    </Group>
  );
}
