import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { auditDetailPath } from './audit-paths';
import { OrderStatusBadge } from './OrderStatusBadge';

export type OrderColumns = Record<
  'oddNo' | 'seller' | 'target' | 'warehouse' | 'pairs' | 'fee' | 'quote' | 'status' | 'createdAt',
  ResponsiveColumn<OrderView>
>;

/** The columns the admin's order lists share; each list picks the ones its kind has. */
export function useOrderColumns(): OrderColumns {
  const { t } = useTranslation('outbound-audit');
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
