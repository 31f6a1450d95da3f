import { Chip, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRecentSkus } from '../../../stores/recent-skus';

/**
 * The recently used SKUs on this device (spec: at most 5, newest first, unique), shared with the
 * inspection screen: one tap searches the catalogue for it.
 */
export function RecentSkus({ onPick }: { onPick: (sku: string) => void }) {
  const { t } = useTranslation('skus');
  const list = useRecentSkus((s) => s.list);
  if (list.length === 0) return null;
  return (
    <Group gap="xs" data-testid="recent-skus">
      <Text size="sm" c="dimmed">
        {t('recent.title')}
      </Text>
      {list.map((entry) => (
        <Chip
          key={entry.sku}
          size="xs"
          checked={false}
          onChange={() => onPick(entry.sku)}
          title={`${entry.brand} ${entry.name}`.trim()}
        >
          {entry.sku}
        </Chip>
      ))}
    </Group>
  );
}
