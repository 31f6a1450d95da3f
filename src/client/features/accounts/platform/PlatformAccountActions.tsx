import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconKey, IconPlayerPlay, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../../../domain/permissions';
import { AccountStatus } from '../../../../domain/users';
import { confirmAction } from '../../../components/confirm-modal';
import { useChangePlatformAccountStatus } from '../api/change-platform-account-status';
import type { PlatformAccountRow } from '../api/platform-account-list';

/** Edit, enable or disable (confirmed) and reset the password of one platform account. */
export function PlatformAccountActions({
  account,
  can,
  onEdit,
  onResetPassword,
}: {
  account: PlatformAccountRow;
  can: (action: Action) => boolean;
  onEdit: (account: PlatformAccountRow) => void;
  onResetPassword: (account: PlatformAccountRow) => void;
}) {
  const { t } = useTranslation('accounts');
  const change = useChangePlatformAccountStatus();
  const { id, username, status } = account;

  // The shared confirmation kinds have no "enable" look; this one reads as a positive action.
  const enable = () =>
    modals.openConfirmModal({
      title: t('platform.enableTitle'),
      centered: true,
      children: <Text size="sm">{t('platform.enableText', { username })}</Text>,
      labels: { confirm: t('list.enable'), cancel: t('form.cancel') },
      onConfirm: () => change.mutate({ action: 'enable', id }),
    });
  const disable = () =>
    void confirmAction('disabledAccount', {
      message: t('platform.disableText', { username }),
      onConfirm: () => change.mutateAsync({ action: 'disable', id }),
    });

  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {can('edit') && (
        <Tooltip label={t('form.edit')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onEdit(account)}
            aria-label={t('list.editOf', { username })}
          >
            <IconEdit size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {status === AccountStatus.suspended && can('enable') && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlayerPlay size={14} />}
          onClick={enable}
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
