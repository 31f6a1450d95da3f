import { Alert, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  actionsFor,
  PAYMENT_METHOD_LABEL,
  WITHDRAWAL_METHOD_LABEL,
} from '../../../../domain/wallet-applications';
import type { ApplicationRow, PaymentMethod, WithdrawalMethod } from '../../../../domain/wallet-applications';
import { confirmAction } from '../../../components/confirm-action';
import { RowAction } from '../../../components/RowAction';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useApplicationList, useCancelWithdrawal } from '../api/applications';
import { ApplicationStageBadge } from './ApplicationStageBadge';
import { applicationAmountText } from './money';

/** The seller's own applications of one kind, newest first, with their stage; a withdrawal can be cancelled until paid. */
export function SellerApplicationTable({ kind }: { kind: 1 | 2 }) {
  const { t } = useTranslation('wallet');
  const { pageNo, pageSize, pager } = usePaging();
  const list = useApplicationList({ pageNo, pageSize, kind });
  const cancel = useCancelWithdrawal();
  const page = list.data;

  const onCancel = async (app: ApplicationRow) => {
    const ok = await confirmAction('recall', { message: t('screens.withdrawal.cancelConfirm') });
    if (!ok) return;
    try {
      await cancel.mutateAsync(app.id);
      notifications.show({ color: 'green', message: t('applications.done.cancelled') });
    } catch {
      // The http client showed the server's message.
    }
  };

  const methodText = (app: ApplicationRow) =>
    kind === 1
      ? t(PAYMENT_METHOD_LABEL[app.paymentMethod as PaymentMethod] ?? '')
      : t(WITHDRAWAL_METHOD_LABEL[app.withdrawalMethod as WithdrawalMethod] ?? '');

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{t(kind === 1 ? 'screens.charge.listTitle' : 'screens.withdrawal.listTitle')}</Title>
        {list.isError && (
          <Alert color="red" role="alert">
            {list.error.message}
          </Alert>
        )}
        <ScrollArea type="auto">
          <Table striped miw={720} data-testid={`applications-${kind}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('screens.field.id')}</Table.Th>
                <Table.Th>{t('screens.field.appliedAt')}</Table.Th>
                <Table.Th>{t('screens.field.amount')}</Table.Th>
                <Table.Th>{t('screens.field.method')}</Table.Th>
                <Table.Th>
                  {t(kind === 1 ? 'screens.field.transferReference' : 'screens.field.drawAccount')}
                </Table.Th>
                <Table.Th>{t('screens.field.stage')}</Table.Th>
                <Table.Th>{t('screens.field.note')}</Table.Th>
                {kind === 2 && <Table.Th w={60}>{t('screens.field.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page?.rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={8}>
                    <Text c="dimmed" ta="center" py="md">
                      {t('screens.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {page?.rows.map((app) => (
                <Table.Tr key={app.id} data-application={app.id}>
                  <Table.Td>{app.id}</Table.Td>
                  <Table.Td>
                    <Text size="xs">{app.gmtCreate}</Text>
                  </Table.Td>
                  <Table.Td fw={600} data-testid="application-amount">
                    {applicationAmountText(app)}
                  </Table.Td>
                  <Table.Td>{methodText(app)}</Table.Td>
                  <Table.Td>
                    {kind === 1
                      ? app.transferReference
                      : `${app.drawAccount?.holderName ?? ''} ${app.drawAccount?.maskedNumber ?? ''}`}
                  </Table.Td>
                  <Table.Td>
                    <ApplicationStageBadge stage={app.stage} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{app.rejectReason || app.payoutReference}</Text>
                  </Table.Td>
                  {kind === 2 && (
                    <Table.Td>
                      {actionsFor(app.kind, app.stage, 'seller').includes('cancel') && (
                        <RowAction
                          label={t('screens.withdrawal.cancel', { id: app.id })}
                          tooltip={t('screens.withdrawal.cancelShort')}
                          icon={IconX}
                          color="red"
                          loading={cancel.isPending && cancel.variables === app.id}
                          onClick={() => void onCancel(app)}
                        />
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
      </Stack>
    </Paper>
  );
}
