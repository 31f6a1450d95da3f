import { Badge, Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MARKETPLACE_LABEL } from '../../domain/listing/marketplaces';
import type { MarketplaceCode, MarketplaceMode } from '../../domain/listing/marketplaces';

/** A marketplace's name, with the Simulator badge (as on platformservices) when its simulator is in use. */
export function MarketplaceName({
  marketplace,
  mode,
  size = 'sm',
}: {
  marketplace: MarketplaceCode;
  mode: MarketplaceMode;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('listing');
  return (
    <Group gap={4} wrap="wrap" data-testid="marketplace-name">
      <Text size={size} fw={size === 'md' ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {t(MARKETPLACE_LABEL[marketplace])}
      </Text>
      {mode === 'simulator' && (
        <Badge size="sm" color="grape" variant="light" leftSection={<IconFlask size={12} />}>
          {t('connections.simulator')}
        </Badge>
      )}
    </Group>
  );
}
