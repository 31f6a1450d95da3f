import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRODUCT_EVENT_LABEL } from '../../../../domain/kernel/events';
import type { ProductEventType } from '../../../../domain/kernel/events';
import { useOrderEvents } from '../api/admin-orders';

/** What the order wrote on its pairs (application, result, exit), oldest first. */
export function OrderEvents({ orderId }: { orderId: number }) {
  const { t } = useTranslation(['outbound-audit', 'inbound']);
  const events = useOrderEvents(orderId);
  if (events.isError)
    return (
      <Text size="sm" c="red">
        {events.error.message}
      </Text>
    );
  const list = events.data ?? [];
  if (events.data && list.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('detail.noEvents')}
      </Text>
    );
  return (
    <Timeline active={list.length - 1} bulletSize={14} lineWidth={2} data-testid="order-events">
      {list.map((e) => {
        const label = PRODUCT_EVENT_LABEL[e.type as ProductEventType];
        return (
          <Timeline.Item key={e.id} title={label ? t(label) : String(e.type)}>
            <Text size="xs" c="dimmed">
              {e.gmtCreate} · {e.oneId}
              {e.operator ? ` · ${e.operator}` : ''}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
