import { Badge } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusKey } from '../drawer/label-keys';

type InventoryStatusBadgeProps = { status: number; size?: BadgeProps['size']; 'data-testid'?: string };

/** An item's inventory status (available, dropshipping, ...), the same in the lists and the drawer. */
export function InventoryStatusBadge({ status, size, 'data-testid': testId }: InventoryStatusBadgeProps) {
  const { t } = useTranslation();
  const key = statusKey(status);
  return (
    <Badge
      variant="light"
      size={size}
      // Never cut: a table column does not squeeze the label into an ellipsis.
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
      data-status={status}
      data-testid={testId}
    >
      {key ? t(key) : String(status)}
    </Badge>
  );
}
