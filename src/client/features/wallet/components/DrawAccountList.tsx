import { Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HOLDER_TYPE_LABEL, WITHDRAWAL_METHOD_LABEL } from '../../../../domain/wallet/applications';
import type { DrawAccountRow, HolderType, WithdrawalMethod } from '../../../../domain/wallet/applications';
import { confirmAction } from '../../../components/confirm-action';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../../components/RowAction';
import { useDeleteDrawAccount, useDrawAccounts } from '../api/applications';

/** The seller's saved draw accounts, numbers masked, each with a delete button. */
export function DrawAccountList() {
  const { t } = useTranslation('wallet');
  const accounts = useDrawAccounts();
  const remove = useDeleteDrawAccount();
  const onDelete = async (account: DrawAccountRow) => {
    const ok = await confirmAction('delete', {
      message: t('screens.drawAccount.deleteConfirm', { number: account.maskedNumber }),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(account.id);
      notifications.show({ color: 'green', message: t('applications.done.drawAccountDeleted') });
    } catch {
      // The http client showed the server's message.
    }
  };
  const columns: ResponsiveColumn<DrawAccountRow>[] = [
    {
      id: 'method',
      header: t('screens.field.method'),
      priority: 'key',
      cell: (a) => t(WITHDRAWAL_METHOD_LABEL[a.method as WithdrawalMethod] ?? ''),
    },
    {
      id: 'holderType',
      header: t('screens.field.holderType'),
      priority: 'low',
      cell: (a) => t(HOLDER_TYPE_LABEL[a.holderType as HolderType] ?? ''),
    },
    { id: 'holderName', header: t('screens.field.holderName'), priority: 'high', cell: (a) => a.holderName },
    {
      id: 'number',
      header: t('screens.field.accountNumber'),
      priority: 'key',
      cell: (a) => <Text ff="monospace">{a.maskedNumber}</Text>,
    },
    { id: 'bankName', header: t('screens.field.bankName'), priority: 'low', cell: (a) => a.bankName },
    {
      id: 'actions',
      header: t('screens.field.actions'),
      priority: 'key',
      width: 60,
      cell: (a) => (
        <RowAction
          label={t('screens.drawAccount.delete', { number: a.maskedNumber })}
          tooltip={t('screens.drawAccount.deleteShort')}
          icon={IconTrash}
          color="red"
          loading={remove.isPending && remove.variables === a.id}
          onClick={() => void onDelete(a)}
        />
      ),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{t('screens.drawAccount.listTitle')}</Title>
        <ResponsiveTable
          testId="draw-accounts"
          columns={columns}
          rows={accounts.data ?? []}
          rowKey={(a) => a.id}
          rowName={(a) => a.maskedNumber}
          state={accounts.data?.length === 0 ? t('screens.drawAccount.empty') : undefined}
        />
      </Stack>
    </Paper>
  );
}
