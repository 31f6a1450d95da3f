import { Badge } from '@mantine/core';
import type { BadgeProps, MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVENTORY_STATUS_LABEL } from '../../domain/kernel/product-rules';
import type { InventoryStatus } from '../../domain/kernel/product-rules';

/**
 * An item's inventory status (spec section 4) in one colour per status everywhere, so no status
 * reads as a greyed-out (disabled) chip: green while sellable, blue/indigo on its way out, grape
 * for consignment, orange while held for repair, grey only once it has left the warehouse.
 */
export const INVENTORY_STATUS_COLOR: Record<InventoryStatus, MantineColor> = {
  1: 'teal',
  2: 'grape',
  3: 'blue',
  4: 'yellow',
  6: 'gray',
  7: 'cyan',
  9: 'indigo',
  10: 'violet',
  12: 'orange',
};

type InventoryStatusBadgeProps = { status: number; size?: BadgeProps['size']; 'data-testid'?: string };

export function InventoryStatusBadge({ status, size, 'data-testid': testId }: InventoryStatusBadgeProps) {
  const { t } = useTranslation(['inventory', 'inbound']);
  const label = INVENTORY_STATUS_LABEL[status as InventoryStatus] as string | undefined;
  return (
    <Badge
      variant="light"
      color={INVENTORY_STATUS_COLOR[status as InventoryStatus] ?? 'gray'}
      size={size}
      data-status={status}
      data-testid={testId}
    >
      {t(label ?? 'inventory:table.unknown')}
    </Badge>
  );
}
