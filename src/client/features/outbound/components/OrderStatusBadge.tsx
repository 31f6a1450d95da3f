import { Badge } from '@mantine/core';
import type { BadgeProps, MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_KIND_TABLES } from '../../../../domain/outbound/outbound';
import type { OrderKind } from '../../../../domain/outbound/outbound';

/** One colour per meaning, whatever the kind's code for it (the kinds number their statuses differently). */
const STATUS_COLOR: Record<string, MantineColor> = {
  reviewing: 'blue',
  rejected: 'red',
  toBeConfirmed: 'yellow',
  quoted: 'yellow',
  pendingOutbound: 'indigo',
  outOfWarehouse: 'teal',
  completed: 'green',
  cashedOut: 'green',
  switchCompleted: 'green',
  cancelled: 'gray',
  exception: 'orange',
  consigning: 'blue',
  switchToGroup: 'violet',
};

/** The label key of an order's status (spec section 4, per kind). */
export function orderStatusKey(kind: number, status: number): string | undefined {
  return ORDER_KIND_TABLES[kind as OrderKind]?.statuses[status];
}

type Props = { kind: number; status: number; size?: BadgeProps['size'] };

export function OrderStatusBadge({ kind, status, size }: Props) {
  const { t } = useTranslation('outbound');
  const key = orderStatusKey(kind, status);
  const meaning = key?.split('.').pop() ?? '';
  return (
    <Badge
      variant="light"
      color={STATUS_COLOR[meaning] ?? 'gray'}
      size={size}
      data-status={status}
      data-testid="order-status"
    >
      {key ? t(key) : String(status)}
    </Badge>
  );
}
