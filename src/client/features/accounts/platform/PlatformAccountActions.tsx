import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../../../domain/kernel/permissions';
import { RowAction } from '../../../components/RowAction';
import { useChangeAccountStatus } from '../api/change-account-status';
import type { PlatformAccountRow } from '../api/platform-account-list';
import { AccountRowActions } from '../shared/AccountRowActions';

/** Edit, enable (confirmed) or disable (confirmed) and reset the password of one platform account. */
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
  const change = useChangeAccountStatus('platform');
  const { id, username } = account;

  // The shared confirmation kinds have no "enable" look; this one reads as a positive action.
  const enable = () =>
    modals.openConfirmModal({
      title: t('platform.enableTitle'),
      centered: true,
      children: <Text size="sm">{t('platform.enableText', { username })}</Text>,
      labels: { confirm: t('common:actions.enable'), cancel: t('common:actions.cancel') },
      onConfirm: () => change.mutate({ action: 'enable', id }),
    });

  const edit = can('edit') && (
    <RowAction
      label={t('list.editOf', { username })}
      tooltip={t('common:actions.edit')}
      icon={IconEdit}
      color="gray"
      onClick={() => onEdit(account)}
    />
  );

  return (
    <AccountRowActions
      account={account}
      can={can}
      leading={edit}
      onEnable={enable}
      disableText={t('platform.disableText', { username })}
      onDisable={() => change.mutateAsync({ action: 'disable', id })}
      onResetPassword={() => onResetPassword(account)}
    />
  );
}
