import { ActionIcon, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** A labelled icon button for a table row: the tooltip and the accessible name are the same text. */
export function RowAction({
  label,
  icon: RowIcon,
  color,
  onClick,
  loading,
}: {
  label: string;
  icon: Icon;
  color?: string;
  onClick: () => void;
  loading?: boolean;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} loading={loading}>
        <RowIcon size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
