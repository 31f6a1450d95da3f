import { ActionIcon, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/**
 * A labelled icon button for a table row (warehouses, shelves, roles, accounts). The label is its
 * accessible name and, unless a shorter tooltip is given, also the tooltip: "Reset password" reads
 * well on hover while a screen reader needs "Reset the password of kim".
 */
export function RowAction({
  label,
  tooltip,
  icon: RowIcon,
  color,
  onClick,
  loading,
}: {
  label: string;
  tooltip?: string;
  icon: Icon;
  color?: string;
  onClick: () => void;
  loading?: boolean;
}) {
  return (
    <Tooltip label={tooltip ?? label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} loading={loading}>
        <RowIcon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
