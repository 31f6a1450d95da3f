import { Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HOLDER_TYPE_LABEL, WITHDRAWAL_METHOD_LABEL } from '../../../../domain/wallet-applications';
import type { DrawAccountRow, HolderType, WithdrawalMethod } from '../../../../domain/wallet-applications';
import { confirmAction } from '../../../components/confirm-action';
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
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{t('screens.drawAccount.listTitle')}</Title>
        <ScrollArea type="auto">
          <Table miw={560} data-testid="draw-accounts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('screens.field.method')}</Table.Th>
                <Table.Th>{t('screens.field.holderType')}</Table.Th>
                <Table.Th>{t('screens.field.holderName')}</Table.Th>
                <Table.Th>{t('screens.field.accountNumber')}</Table.Th>
                <Table.Th>{t('screens.field.bankName')}</Table.Th>
                <Table.Th w={60}>{t('screens.field.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.data?.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed" ta="center" py="sm">
                      {t('screens.drawAccount.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {accounts.data?.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{t(WITHDRAWAL_METHOD_LABEL[a.method as WithdrawalMethod] ?? '')}</Table.Td>
                  <Table.Td>{t(HOLDER_TYPE_LABEL[a.holderType as HolderType] ?? '')}</Table.Td>
                  <Table.Td>{a.holderName}</Table.Td>
                  <Table.Td ff="monospace">{a.maskedNumber}</Table.Td>
                  <Table.Td>{a.bankName}</Table.Td>
                  <Table.Td>
                    <RowAction
                      label={t('screens.drawAccount.delete', { number: a.maskedNumber })}
                      tooltip={t('screens.drawAccount.deleteShort')}
                      icon={IconTrash}
                      color="red"
                      loading={remove.isPending && remove.variables === a.id}
                      onClick={() => void onDelete(a)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
