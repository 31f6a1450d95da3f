import { Anchor, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { OrderKind } from '../../../../domain/outbound/outbound';
import { formatCents } from '../../../../domain/wallet/wallet';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { orderDetailPath } from '../../../routing/order-detail-paths';
import { ConsignmentPriceEditor } from '../consignment/ConsignmentPriceEditor';
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

const created = (header: string): ResponsiveColumn<OrderView> => ({
  id: 'created',
  header,
  priority: 'low',
  cell: (o) => o.gmtCreate,
});

const centsOrDash = (cents: number | null | undefined) => (cents == null ? '-' : formatCents(cents));

/** A consignment's money: its price (changed in place while unsold), the sale and the payout. */
function consignmentColumns(t: (key: string) => string): ResponsiveColumn<OrderView>[] {
  return [
    {
      id: 'price',
      header: t('consignment:list.price'),
      priority: 'key',
      align: 'right',
      cell: (o) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <span>{centsOrDash(o.consignment?.priceCents)}</span>
          <ConsignmentPriceEditor order={o} />
        </Group>
      ),
    },
    {
      id: 'soldPrice',
      header: t('consignment:list.soldPrice'),
      priority: 'high',
      align: 'right',
      cell: (o) => centsOrDash(o.consignment?.soldPriceCents),
    },
    {
      id: 'payout',
      header: t('consignment:list.payout'),
      priority: 'low',
      align: 'right',
      cell: (o) => centsOrDash(o.consignment?.payoutCents),
    },
  ];
}

/** The columns of the seller's order lists; the order number opens its detail. */
export function useOrderColumns(kind: number): ResponsiveColumn<OrderView>[] {
  const { t } = useTranslation(['outbound', 'consignment']);
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
    // A consignment is one pair: its ONE ID in place of the count.
    if (kind === OrderKind.consignment)
      return [
        ...columns
          .filter((c) => c.id !== 'pairs')
          .map((c) => (c.id === 'oneIds' ? { ...c, header: t('list.oneId'), priority: 'high' as const } : c)),
        ...consignmentColumns(t),
        created(t('list.created')),
      ];
    columns.push(
      {
        id: 'money',
        header: kind === OrderKind.cashOut ? t('list.quote') : t('list.fees'),
        // What the seller pays shows on a phone's card too (issue 24 item 3).
        priority: 'key',
        align: 'right',
        cell: orderMoney,
      },
      created(t('list.created')),
    );
    return columns;
  }, [t, kind]);
}
