import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { auditDetailPath } from './audit-paths';
import { OrderStatusBadge } from './OrderStatusBadge';

export type OrderColumns = Record<
  | 'oddNo'
  | 'seller'
  | 'target'
  | 'warehouse'
  | 'pairs'
  | 'oneIds'
  | 'fee'
  | 'quote'
  | 'consignPrice'
  | 'marketplace'
  | 'platOrderNo'
  | 'soldPrice'
  | 'payout'
  | 'status'
  | 'createdAt',
  ResponsiveColumn<OrderView>
>;

const centsOrDash = (cents: number | null | undefined) => (cents == null ? '-' : formatCents(cents));

/** The columns the admin's order lists share; each list picks the ones its kind has. */
export function useOrderColumns(): OrderColumns {
  const { t } = useTranslation(['outbound-audit', 'consignment', 'listing']);
  return useMemo(
    () => ({
      oddNo: {
        id: 'oddNo',
        header: t('field.oddNo'),
        priority: 'key',
        cell: (o) => {
          const to = auditDetailPath(o.oddNo);
          return to ? (
            <Anchor component={Link} to={to} size="sm" data-testid="order-link">
              {o.oddNo}
            </Anchor>
          ) : (
            o.oddNo
          );
        },
      },
      seller: {
        id: 'seller',
        header: t('field.seller'),
        priority: 'key',
        cell: (o) => (
          <>
            <Text size="sm">{o.shopInfo.uid}</Text>
            <Text size="xs" c="dimmed">
              {o.shopInfo.realname}
            </Text>
          </>
        ),
      },
      target: {
        id: 'target',
        header: t('field.target'),
        priority: 'high',
        cell: (o) => (o.targetInfo ? `${o.targetInfo.uid} ${o.targetInfo.realname}` : '-'),
      },
      warehouse: { id: 'warehouse', header: t('field.warehouse'), priority: 'low', cell: (o) => o.wareName },
      pairs: {
        id: 'pairs',
        header: t('field.pairs'),
        priority: 'high',
        align: 'right',
        cell: (o) => o.items.length,
      },
      oneIds: {
        id: 'oneIds',
        header: t('field.oneId'),
        priority: 'high',
        cell: (o) => o.items.map((i) => i.oneId).join(', '),
      },
      fee: {
        id: 'fee',
        header: t('field.fee'),
        priority: 'high',
        align: 'right',
        // Every part the seller pays: fee, storage and label.
        cell: (o) => (o.payableCents > 0 ? formatCents(o.payableCents) : '-'),
      },
      quote: {
        id: 'quote',
        header: t('field.quote'),
        priority: 'high',
        align: 'right',
        cell: (o) => (o.quoteCents === null ? '-' : formatCents(o.quoteCents)),
      },
      consignPrice: {
        id: 'consignPrice',
        header: t('consignment:list.price'),
        priority: 'high',
        align: 'right',
        cell: (o) => centsOrDash(o.consignment?.priceCents),
      },
      marketplace: {
        id: 'marketplace',
        header: t('consignment:list.marketplace'),
        priority: 'low',
        cell: (o) => (o.consignment?.platName ? t(MARKETPLACE_LABEL[o.consignment.platName]) : '-'),
      },
      platOrderNo: {
        id: 'platOrderNo',
        header: t('consignment:list.platOrderNo'),
        priority: 'low',
        cell: (o) => o.consignment?.platOrderNo ?? '-',
      },
      soldPrice: {
        id: 'soldPrice',
        header: t('consignment:list.soldPrice'),
        priority: 'high',
        align: 'right',
        cell: (o) => centsOrDash(o.consignment?.soldPriceCents),
      },
      payout: {
        id: 'payout',
        header: t('consignment:list.payout'),
        priority: 'low',
        align: 'right',
        cell: (o) => centsOrDash(o.consignment?.payoutCents),
      },
      status: {
        id: 'status',
        header: t('field.status'),
        priority: 'key',
        cell: (o) => <OrderStatusBadge kind={o.kind} status={o.status} />,
      },
      createdAt: {
        id: 'createdAt',
        header: t('field.createdAt'),
        priority: 'low',
        cell: (o) => o.gmtCreate,
      },
    }),
    [t],
  );
}
