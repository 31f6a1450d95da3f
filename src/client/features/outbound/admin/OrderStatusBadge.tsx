import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusLabel } from './audit-paths';

/** The colour of a status by its meaning (its label's key), the same for every kind. */
const COLOR: Record<string, string> = {
  reviewing: 'blue',
  toBeConfirmed: 'yellow',
  quoted: 'yellow',
  pendingOutbound: 'cyan',
  exception: 'orange',
  rejected: 'red',
  cancelled: 'gray',
  completed: 'green',
  outOfWarehouse: 'teal',
  cashedOut: 'green',
  switchCompleted: 'green',
  consigning: 'blue',
  switchToGroup: 'violet',
};

export function OrderStatusBadge({ kind, status }: { kind: number; status: number }) {
  const { t } = useTranslation('outbound');
  const key = statusLabel(kind, status);
  const name = key?.split('.').at(-1) ?? '';
  return (
    // Long statuses ("Quotation, to be confirmed by user") wrap instead of running into the next column.
    <Badge
      variant="light"
      color={COLOR[name] ?? 'gray'}
      data-testid="order-status"
      styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
    >
      {key ? t(key) : String(status)}
    </Badge>
  );
}
