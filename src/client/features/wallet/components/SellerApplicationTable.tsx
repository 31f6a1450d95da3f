import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  actionsFor,
  PAYMENT_METHOD_LABEL,
  WITHDRAWAL_METHOD_LABEL,
} from '../../../../domain/wallet/applications';
import type { ApplicationRow, PaymentMethod, WithdrawalMethod } from '../../../../domain/wallet/applications';
import { confirmAction } from '../../../components/confirm-action';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../../components/RowAction';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useApplicationList, useCancelWithdrawal } from '../api/applications';
import { APPLICATION_ROWS, useApplicationColumns } from './application-columns';

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

  const common = useApplicationColumns();
  const columns: ResponsiveColumn<ApplicationRow>[] = [
    common.id,
    common.appliedAt,
    common.amount,
    { id: 'method', header: t('screens.field.method'), priority: 'high', cell: methodText },
    {
      id: 'reference',
      header: t(kind === 1 ? 'screens.field.transferReference' : 'screens.field.drawAccount'),
      priority: 'low',
      cell: (app) =>
        kind === 1
          ? app.transferReference
          : `${app.drawAccount?.holderName ?? ''} ${app.drawAccount?.maskedNumber ?? ''}`,
    },
    common.stage,
    {
      id: 'note',
      header: t('screens.field.note'),
      priority: 'low',
      cell: (app) => <Text size="xs">{app.rejectReason || app.payoutReference}</Text>,
    },
  ];
  if (kind === 2)
    columns.push({
      id: 'actions',
      header: t('screens.field.actions'),
      priority: 'key',
      width: 60,
      cell: (app) =>
        actionsFor(app.kind, app.stage, 'seller').includes('cancel') && (
          <RowAction
            label={t('screens.withdrawal.cancel', { id: app.id })}
            tooltip={t('screens.withdrawal.cancelShort')}
            icon={IconX}
            color="red"
            loading={cancel.isPending && cancel.variables === app.id}
            onClick={() => void onCancel(app)}
          />
        ),
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{t(kind === 1 ? 'screens.charge.listTitle' : 'screens.withdrawal.listTitle')}</Title>
        {list.isError && (
          <Alert color="red" role="alert">
            {list.error.message}
          </Alert>
        )}
        <ResponsiveTable
          testId={`applications-${kind}`}
          tableProps={{ striped: true }}
          columns={columns}
          rows={page?.rows ?? []}
          {...APPLICATION_ROWS}
          state={page?.rows.length === 0 ? t('screens.empty') : undefined}
        />
        <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
      </Stack>
    </Paper>
  );
}
