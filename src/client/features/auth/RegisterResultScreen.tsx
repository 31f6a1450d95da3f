import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** /user/register-result: the new seller account waits for an administrator's approval. */
export function RegisterResultScreen() {
  const { t } = useTranslation('auth');
  const username = (useLocation().state as { username?: string } | null)?.username;
  return (
    <Stack align="center" gap="sm" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="yellow" aria-hidden>
        <IconHourglass size={32} />
      </ThemeIcon>
      <Title order={3}>{t('registerResult.title')}</Title>
      <Text c="dimmed">
        {username ? t('registerResult.text', { username }) : t('registerResult.textNoName')}
      </Text>
      <Button component={Link} to="/user/login" variant="light">
        {t('registerResult.backToLogin')}
      </Button>
    </Stack>
  );
}
