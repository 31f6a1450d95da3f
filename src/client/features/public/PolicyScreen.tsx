import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { APP_VERSION } from '../../../domain/kernel/version';

/** Sections in reading order; their texts live in locales/<lang>/public.json. */
const SECTIONS = ['account', 'work', 'security', 'audit', 'device', 'sharing', 'rights'] as const;

/** /policy: what SoleStack stores about its users, why and for how long (public route). */
export function PolicyScreen() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no earlier page in this app): go home, which the guard resolves.
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Container size="md" py="xl">
      <Paper p="xl" radius="md" withBorder>
        <Stack gap="lg">
          <Anchor component="button" type="button" onClick={back} size="sm" w="fit-content">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('policy.back')}
          </Anchor>
          <Stack gap={4}>
            <Title order={1}>{t('policy.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('policy.updated', { version: APP_VERSION })}
            </Text>
          </Stack>
          <Text>{t('policy.intro')}</Text>
          {SECTIONS.map((section) => (
            <Stack gap={6} key={section} component="section">
              <Title order={3}>{t(`policy.sections.${section}.title`)}</Title>
              <Text>{t(`policy.sections.${section}.body`)}</Text>
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
