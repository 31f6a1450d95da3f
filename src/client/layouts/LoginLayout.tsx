import { Anchor, Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconBuildingWarehouse, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import type { StoredUserType } from '../../domain/kernel/users';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useSession } from '../stores/session';

/** The login screens' look by portal (spec section 2): business, admin, otherwise warehouse. */
type LoginLook = 'business' | 'admin' | 'warehouse';

export function loginLookOf(userType: StoredUserType): LoginLook {
  if (userType === 'business') return 'business';
  if (userType === 'admin') return 'admin';
  return 'warehouse';
}

const LOOKS: Record<LoginLook, { background: string; color: string; Logo: typeof IconBuildingStore }> = {
  business: {
    background: 'linear-gradient(135deg, #1b2a4a 0%, #3b1d5c 100%)',
    color: 'violet',
    Logo: IconBuildingStore,
  },
  admin: {
    background: 'linear-gradient(135deg, #10151f 0%, #37404f 100%)',
    color: 'gray',
    Logo: IconShieldLock,
  },
  warehouse: {
    background: 'linear-gradient(135deg, #0f2e2a 0%, #1d4f3c 100%)',
    color: 'teal',
    Logo: IconBuildingWarehouse,
  },
};

/** /user/*: login, register and register-result on the portal's background with its logo. */
export function LoginLayout() {
  const { t } = useTranslation('auth');
  const look = loginLookOf(useSession((s) => s.storedUserType));
  const { background, color, Logo } = LOOKS[look];
  return (
    <Box mih="100vh" style={{ background }} data-login-look={look}>
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={420} gap="md">
          <Group gap="sm" justify="center">
            <ThemeIcon size={48} radius="md" color={color} variant="filled" aria-hidden>
              <Logo size={30} />
            </ThemeIcon>
            <div>
              <Title order={2} c="white">
                {t('common:app.name')}
              </Title>
              <Text size="sm" c="gray.4">
                {t(`portal.${look}`)}
              </Text>
            </div>
          </Group>
          <Text ta="center" size="sm" c="gray.3">
            {t('welcome')}
          </Text>
          <Paper p="lg" radius="md" shadow="lg" withBorder>
            <Outlet />
          </Paper>
          <Group justify="space-between">
            <LanguageSwitch />
            <Anchor component={Link} to="/policy" size="sm" c="gray.3">
              {t('form.policy')}
            </Anchor>
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
