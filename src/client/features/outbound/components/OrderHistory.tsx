import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_EVENT_LABEL } from '../../../../domain/kernel/events';
import type { ProductEventType } from '../../../../domain/kernel/events';
import type { OrderEventView } from '../../../../domain/outbound/outbound';
import { orderStatusKey } from './OrderStatusBadge';

/** The order's steps, oldest first: the event, the status it led to, who, when and on how many pairs. */
export function OrderHistory({ kind, events }: { kind: number; events: OrderEventView[] }) {
  const { t } = useTranslation(['outbound', 'inbound']);
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('detail.noHistory')}
      </Text>
    );
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} data-testid="order-history">
      {events.map((e) => {
        const label = PRODUCT_EVENT_LABEL[e.type as ProductEventType] as string | undefined;
        const status = e.flowStatus === null ? undefined : orderStatusKey(kind, e.flowStatus);
        return (
          <Timeline.Item
            key={`${e.type}-${e.gmtCreate}-${e.flowStatus ?? ''}`}
            title={label ? t(label) : String(e.type)}
            data-testid={`order-event-${e.type}`}
          >
            <Text size="xs" c="dimmed">
              {e.gmtCreate}
            </Text>
            {status && <Text size="sm">{t('detail.ledTo', { status: t(status) })}</Text>}
            <Text size="sm">{t('detail.eventPairs', { count: e.pairs, operator: e.operator })}</Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
