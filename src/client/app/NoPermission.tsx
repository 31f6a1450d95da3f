import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A logged-in user on a page their permissions exclude (instead of a blank page). */
export function NoPermission({ home }: { home: string }) {
  const { t } = useTranslation('common');
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} c="dimmed">
          403
        </Title>
        <Title order={3}>{t('guard.noPermission')}</Title>
        <Text c="dimmed">{t('guard.noPermissionHint')}</Text>
        <Button component={Link} to={home} variant="light">
          {t('guard.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
