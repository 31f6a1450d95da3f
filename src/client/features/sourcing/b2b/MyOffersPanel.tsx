import { Alert, Badge, Button, Paper, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessPart } from '../../../../domain/kernel/permissions';
import { B2B_OFFER_STATUS_LABEL, B2B_OFFER_STATUSES, B2bOfferStatus } from '../../../../domain/sourcing/b2b';
import type { B2bOfferView } from '../../../../domain/sourcing/b2b';
import { formatCents } from '../../../../domain/wallet/wallet';
import { formatDisplayTime } from '../../../api/response';
import { confirmAction } from '../../../components/confirm-action';
import { filterWidth } from '../../../components/responsive-list/FilterPanel';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useMay } from '../../../stores/permissions';
import { useMyOffers, useWithdrawOffer } from './b2b-api';
import { OfferPairs } from './OfferPairs';

const STATUS_COLOR: Record<B2bOfferStatus, string> = { 1: 'blue', 2: 'green', 3: 'gray' };
const shownTime = (iso: string | null) => (iso ? String(formatDisplayTime(iso)) : '—');

/** The seller's own offers in one status or all: a sold one names its buyer and switch user order; an open one can be withdrawn. */
export function MyOffersPanel() {
  const { t } = useTranslation('sourcing-b2b');
  const mayWithdraw = useMay()(BusinessPart.sourcing, 'edit');
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const [status, setStatus] = useState<B2bOfferStatus | undefined>(undefined);
  const offers = useMyOffers({ pageNo, pageSize, status });
  const withdraw = useWithdrawOffer();
  const columns = useMemo((): ResponsiveColumn<B2bOfferView>[] => {
    const ask = (o: B2bOfferView) =>
      void confirmAction('cancel', {
        message: t('mine.withdrawConfirm', { offerNo: o.offerNo }),
        confirmLabel: t('mine.withdraw'),
        onConfirm: async () => {
          const { message } = await withdraw.mutateAsync({ id: o.id });
          notifications.show({ color: 'green', message });
        },
      });
    return [
      {
        id: 'offer',
        header: t('columns.offer'),
        priority: 'key',
        cell: (o) => (
          <Text size="sm" ff="monospace">
            {o.offerNo}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        priority: 'key',
        cell: (o) => (
          <Badge color={STATUS_COLOR[o.status as B2bOfferStatus]} variant="light" data-testid="offer-status">
            {t(B2B_OFFER_STATUS_LABEL[o.status as B2bOfferStatus])}
          </Badge>
        ),
      },
      {
        id: 'pairs',
        header: t('columns.pairs'),
        priority: 'key',
        cell: (o) => <OfferPairs pairs={o.items} />,
      },
      {
        id: 'price',
        header: t('columns.price'),
        priority: 'key',
        align: 'right',
        cell: (o) => (
          <Text size="sm" fw={600}>
            {formatCents(o.priceCents)}
          </Text>
        ),
      },
      {
        id: 'buyer',
        header: t('columns.buyer'),
        priority: 'high',
        cell: (o) =>
          o.buyerUid ? (
            <>
              <Text size="sm">{t('mine.soldTo', { uid: o.buyerUid })}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {t('mine.order', { orderNo: o.orderNo ?? '' })}
              </Text>
            </>
          ) : (
            '—'
          ),
      },
      { id: 'warehouse', header: t('columns.warehouse'), priority: 'low', cell: (o) => o.wareName },
      { id: 'offered', header: t('columns.offered'), priority: 'low', cell: (o) => shownTime(o.createdAt) },
      { id: 'closed', header: t('columns.closed'), priority: 'low', cell: (o) => shownTime(o.closedAt) },
      {
        id: 'actions',
        header: t('columns.actions'),
        priority: 'key',
        cell: (o) =>
          mayWithdraw && o.status === B2bOfferStatus.open ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => ask(o)}
              aria-label={t('mine.withdrawOffer', { offerNo: o.offerNo })}
              data-testid="offer-withdraw"
            >
              {t('mine.withdraw')}
            </Button>
          ) : null,
      },
    ];
  }, [t, mayWithdraw, withdraw]);
  const page = offers.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Select
          label={t('mine.status')}
          w={filterWidth(200)}
          allowDeselect={false}
          data={[
            { value: '', label: t('mine.all') },
            ...B2B_OFFER_STATUSES.map((s) => ({ value: String(s), label: t(B2B_OFFER_STATUS_LABEL[s]) })),
          ]}
          value={status === undefined ? '' : String(status)}
          onChange={(v) => {
            setStatus(v ? (Number(v) as B2bOfferStatus) : undefined);
            setPageNo(1);
          }}
        />
        {offers.isError && (
          <Alert color="red" role="alert" title={t('mine.loadFailed')}>
            {offers.error.message}
          </Alert>
        )}
        <ResponsiveTable
          testId="b2b-mine"
          columns={columns}
          rows={page?.rows ?? []}
          rowKey={(o) => o.id}
          rowName={(o) => o.offerNo}
          rowProps={(o) => ({ 'data-testid': 'my-offer', 'data-offer-no': o.offerNo })}
          state={offers.isPending ? t('mine.loading') : page?.rows.length === 0 ? t('mine.empty') : undefined}
        />
        <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
      </Stack>
    </Paper>
  );
}
