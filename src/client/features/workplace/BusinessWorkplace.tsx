import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantFlags } from '../../../domain/accounts/merchant-flags';
import { useUserMenu } from '../../components/use-user-menu';
import { ScreenLinks } from './ScreenLinks';
import { WorkplaceGreeting } from './WorkplaceGreeting';

const FLAGS: readonly (keyof MerchantFlags)[] = ['touchPro', 'flex', 'knetCrossListing'];

/**
 * /business/workplace: the seller's home, with the merchant features their account has. app/
 * composes the inventory area's stock counts into the `stock` slot.
 */
export function BusinessWorkplace({ stock }: { stock?: ReactNode }) {
  const { t } = useTranslation('workplace');
  const { menu, merchantFlags } = useUserMenu();
  return (
    <Stack gap="lg">
      <WorkplaceGreeting>
        <Group gap="xs" data-testid="merchant-flags">
          <Text size="sm" c="dimmed">
            {t('merchant.features')}
          </Text>
          {merchantFlags ? (
            FLAGS.map((flag) => (
              <Badge
                key={flag}
                variant={merchantFlags[flag] ? 'light' : 'outline'}
                color={merchantFlags[flag] ? 'teal' : 'gray'}
                leftSection={merchantFlags[flag] ? <IconCheck size={12} /> : <IconX size={12} />}
                aria-label={t(merchantFlags[flag] ? 'merchant.on' : 'merchant.off', {
                  feature: t(`merchant.${flag}`),
                })}
              >
                {t(`merchant.${flag}`)}
              </Badge>
            ))
          ) : (
            <Text size="sm">{t('merchant.unknown')}</Text>
          )}
        </Group>
      </WorkplaceGreeting>
      {stock}
      <ScreenLinks menu={menu} />
    </Stack>
  );
}
