import { Alert, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderKind, orderIdOfOddNo } from '../../../domain/outbound/outbound';
import type { OrderItemView } from '../../../domain/outbound/outbound';
import type { ResponsiveColumn } from '../../components/responsive-list/ResponsiveTable';
import { useOrder, useOrderEvents } from './api/orders';
import { OrderFacts } from './components/OrderFacts';
import { OrderHistory } from './components/OrderHistory';
import { OrderItemsTable } from './components/OrderItemsTable';
import { OrderStatusBadge } from './components/OrderStatusBadge';
import { OrderSteps } from './components/OrderSteps';
import { ViewLabelButton } from './components/ViewLabelButton';
import { ConsignmentFacts } from './consignment/ConsignmentFacts';
import { ConsignmentPriceEditor } from './consignment/ConsignmentPriceEditor';

/**
 * One of the seller's orders by its number: its facts and money (a consignment's price, sale and
 * payout), the steps it may take, its pairs and history.
 */
export function ExistingOrder({ kind, oddNo }: { kind: OrderKind; oddNo: string }) {
  const { t } = useTranslation('outbound');
  const id = orderIdOfOddNo(kind, oddNo);
  const order = useOrder(id);
  const events = useOrderEvents(id);
  const labelColumn = useMemo<ResponsiveColumn<OrderItemView>[]>(
    () => [
      {
        id: 'label',
        header: t('items.label'),
        priority: 'high',
        cell: (i) => <ViewLabelButton url={i.labelFile} />,
      },
    ],
    [t],
  );
  if (id === null || order.isError)
    return (
      <Alert color="red" role="alert" data-testid="order-not-found">
        {order.error?.message ?? t('detail.notFound', { oddNo })}
      </Alert>
    );
  const o = order.data;
  if (!o) return <Text c="dimmed">{t('detail.loading')}</Text>;
  return (
    <Stack gap="md" data-testid="order-detail" data-odd-no={o.oddNo}>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={3}>{o.oddNo}</Title>
          <OrderStatusBadge kind={o.kind} status={o.status} />
        </Group>
        <OrderSteps order={o} />
      </Group>
      <Paper withBorder p="md" radius="md">
        <OrderFacts order={o} />
      </Paper>
      {o.consignment && (
        <Paper withBorder p="md" radius="md">
          <ConsignmentFacts facts={o.consignment} priceAction={<ConsignmentPriceEditor order={o} />} />
        </Paper>
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={5}>{t('detail.pairs', { count: o.items.length })}</Title>
          <OrderItemsTable
            pairs={o.items}
            extra={o.kind === OrderKind.shipWithLabel ? labelColumn : undefined}
          />
          <Divider />
          <Title order={5}>{t('detail.history')}</Title>
          <OrderHistory kind={o.kind} events={events.data ?? []} />
        </Stack>
      </Paper>
    </Stack>
  );
}
