import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserMenu } from '../../components/use-user-menu';
import { SellerStockCounts } from '../../features/inventory/SellerStockCounts';
import { ScreenLinks } from '../../features/workplace/ScreenLinks';
import { WorkplaceGreeting } from '../../features/workplace/WorkplaceGreeting';
import { SELF_OPERATED_AREA_PREFIX } from '../../routing/seller-paths';

/**
 * /admin/warehouse/workplace: the seller's workplace for the platform's own account, composed of
 * the seller workplace's parts: the admin's greeting, the account's stock counts (inventory, read on
 * the seller API) and quick links to the area's screens.
 */
export function SelfOperatedWorkplaceScreen() {
  const { t } = useTranslation('self-operated');
  const { menu } = useUserMenu();
  const area = menu.find((entry) => entry.key === SELF_OPERATED_AREA_PREFIX)?.children ?? [];
  return (
    <Stack gap="lg">
      <WorkplaceGreeting>
        <Text size="sm" fw={600}>
          {t('workplace.title')}
        </Text>
        <Text size="sm" c="dimmed" data-testid="self-operated-intro">
          {t('workplace.intro')}
        </Text>
      </WorkplaceGreeting>
      <SellerStockCounts />
      <ScreenLinks menu={area} />
    </Stack>
  );
}
