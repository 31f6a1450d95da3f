import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShopProductOrigin } from '../../../../domain/sourcing/shop-products';

/**
 * A shop product as the seller's and the admin's lists name it: its title, our SKU (when shown),
 * TikTok's product ID or that TikTok has none yet, and where it was made (here, or in Seller Center).
 */
export function ShopProductCell({
  product: p,
  withSku = false,
  withOursBadge = false,
}: {
  product: { title: string; sku: string | null; productId: string | null; origin: ShopProductOrigin };
  withSku?: boolean;
  /** Name a product made here too (the admin's list, where both kinds stand together). */
  withOursBadge?: boolean;
}) {
  const { t } = useTranslation('sourcing-shop');
  const origin =
    p.origin === 'shop' ? t('columns.madeAtShop') : withOursBadge ? t('catalogue.madeHere') : null;
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {p.title}
      </Text>
      {withSku &&
        (p.sku ? (
          <Text size="xs" ff="monospace">
            {p.sku}
          </Text>
        ) : (
          <Text size="xs" c="orange">
            {t('columns.noSku')}
          </Text>
        ))}
      <Text size="xs" c="dimmed">
        {p.productId ? t('columns.atTiktok', { id: p.productId }) : t('columns.notAtTiktok')}
      </Text>
      {origin && (
        <Badge size="xs" variant="outline" color="gray" w="fit-content">
          {origin}
        </Badge>
      )}
    </Stack>
  );
}
