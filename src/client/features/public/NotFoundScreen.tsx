import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '../../routing/route-access';
import { activeToken, useSession } from '../../stores/session';

/** /404: unknown paths land here; the way back is the user's home, or login when logged out. */
export function NotFoundScreen() {
  const { t } = useTranslation('public');
  const loggedIn = useSession((s) => activeToken(s) !== null);
  const home = useSession((s) => s.routes?.defaultPath);
  const target = loggedIn ? (home ?? '/') : LOGIN_PATH;
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1} fz={72} c="dimmed">
          404
        </Title>
        <Title order={2}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button
          component={Link}
          to={target}
          size="md"
          leftSection={loggedIn ? <IconHome size={18} /> : <IconLogin size={18} />}
        >
          {loggedIn ? t('notFound.home') : t('notFound.login')}
        </Button>
      </Stack>
    </Center>
  );
}
