import { Badge, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHOP_SYNC_STATE_LABEL } from '../../../../domain/sourcing/shop-products';
import type { ShopSyncState } from '../../../../domain/sourcing/shop-products';

const STATE_COLOR: Record<ShopSyncState, string> = {
  waiting: 'gray',
  syncing: 'blue',
  synced: 'teal',
  failed: 'red',
};

/**
 * A shop product's sync as the seller's and the admin's lists show it: our state, TikTok's status,
 * and the shop's refusals of the last sync in its own words.
 */
export function SyncStateCell({
  state,
  marketStatus,
  errors,
}: {
  state: ShopSyncState;
  marketStatus: string | null;
  errors: readonly string[];
}) {
  const { t } = useTranslation('sourcing-shop');
  return (
    <Stack gap={4} miw={0}>
      <Badge color={STATE_COLOR[state]} variant="light" data-testid="shop-product-state">
        {t(SHOP_SYNC_STATE_LABEL[state])}
      </Badge>
      {marketStatus && (
        <Text size="xs" c="dimmed">
          {t('columns.marketStatus', { status: marketStatus })}
        </Text>
      )}
      {errors.length > 0 && (
        <List size="xs" c="red" spacing={2} data-testid="shop-refusals" aria-label={t('columns.refusals')}>
          {errors.map((error) => (
            <List.Item key={error} style={{ overflowWrap: 'anywhere' }}>
              {error}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
