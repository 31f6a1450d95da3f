import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { OrderKind } from '../../../../domain/outbound/outbound';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { orderDetailPath } from '../../../routing/order-detail-paths';
import { OrderStatusBadge } from './OrderStatusBadge';

/**
 * What an order costs or pays the seller as a list shows it: every part it pays (fee, storage and
 * label, the server's payableCents) once approval quoted them, or a cash-out's quote.
 */
export function orderMoney(order: OrderView): string {
  if (order.kind === OrderKind.cashOut)
    return order.quoteCents === null ? '-' : formatCents(order.quoteCents);
  return order.feeType === null ? '-' : formatCents(order.payableCents);
}

/** The columns of the seller's order lists; the order number opens its detail. */
export function useOrderColumns(kind: number): ResponsiveColumn<OrderView>[] {
  const { t } = useTranslation('outbound');
  return useMemo(() => {
    const columns: ResponsiveColumn<OrderView>[] = [
      {
        id: 'oddNo',
        header: t('list.oddNo'),
        priority: 'key',
        cell: (o) => (
          <Anchor component={Link} to={orderDetailPath(o.kind, { oddNo: o.oddNo }) ?? ''} size="sm">
            {o.oddNo}
          </Anchor>
        ),
      },
      {
        id: 'status',
        header: t('list.status'),
        priority: 'key',
        cell: (o) => <OrderStatusBadge kind={o.kind} status={o.status} size="sm" />,
      },
      { id: 'pairs', header: t('list.pairs'), priority: 'high', cell: (o) => o.items.length },
      {
        id: 'oneIds',
        header: t('list.oneIds'),
        priority: 'low',
        cell: (o) => (
          <Text size="sm" truncate maw={220}>
            {o.items.map((i) => i.oneId).join(', ')}
          </Text>
        ),
      },
      { id: 'ware', header: t('list.warehouse'), priority: 'low', cell: (o) => o.wareName },
    ];
    if (kind === OrderKind.switchUser)
      columns.push({
        id: 'target',
        header: t('list.target'),
        priority: 'high',
        cell: (o) => (o.targetInfo ? `${o.targetInfo.realname} (${o.targetInfo.uid})` : ''),
      });
    columns.push(
      {
        id: 'money',
        header: kind === OrderKind.cashOut ? t('list.quote') : t('list.fees'),
        // What the seller pays shows on a phone's card too (issue 24 item 3).
        priority: 'key',
        align: 'right',
        cell: orderMoney,
      },
      { id: 'created', header: t('list.created'), priority: 'low', cell: (o) => o.gmtCreate },
    );
    return columns;
  }, [t, kind]);
}
