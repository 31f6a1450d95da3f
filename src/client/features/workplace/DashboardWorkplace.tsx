import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePortalRoutes } from '../../routing/use-portal-routes';
import { useUserMenu } from '../../components/use-user-menu';
import { ScreenLinks } from './ScreenLinks';
import { WorkplaceGreeting } from './WorkplaceGreeting';

/** /dashboard/workplace: a portal-neutral home outside the portal layouts, leading into the user's portal. */
export function DashboardWorkplace() {
  const { t } = useTranslation('workplace');
  const routes = usePortalRoutes();
  const { menu, home } = useUserMenu();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <WorkplaceGreeting>
          {routes ? (
            <Group gap="sm">
              <Text size="sm">{t('dashboard.portal', { portal: t(`shell:portal.${routes.userType}`) })}</Text>
              {home ? (
                <Button component={Link} to={home} size="xs" rightSection={<IconArrowRight size={14} />}>
                  {t('dashboard.open')}
                </Button>
              ) : null}
            </Group>
          ) : null}
        </WorkplaceGreeting>
        <ScreenLinks menu={menu} />
      </Stack>
    </Container>
  );
}
