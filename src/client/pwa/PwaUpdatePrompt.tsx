import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, registerServiceWorker } from './register-service-worker';
import { useUpdateState } from './update-state';
import { useVersionCheck } from './use-version-check';

/**
 * <PwaUpdatePrompt />: render once inside the providers (Mantine + i18n). It registers the
 * service worker (production builds), runs the version check (useVersionCheck) and, when a new
 * release is waiting, shows "A new version is available"
 * with "Reload" (activates it and reloads) and "Later" (hides it until a newer signal).
 * Props: checkServerVersion (default true) turns the periodic server check off, e.g. in tests.
 */
export function PwaUpdatePrompt({ checkServerVersion = true }: { checkServerVersion?: boolean }) {
  const { t } = useTranslation('pwa');
  useVersionCheck(checkServerVersion);
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  const { available, dismissed, serverVersion, dismiss } = useUpdateState();
  const [reloading, setReloading] = useState(false);
  if (!available || dismissed) return null;

  const reload = () => {
    setReloading(true);
    void applyUpdate();
  };

  return (
    <Affix position={{ bottom: 72, right: 16 }} zIndex={450}>
      <Notification
        data-testid="pwa-update-prompt"
        icon={<IconRefresh size={20} />}
        color="blue"
        title={t('update.title')}
        withCloseButton={false}
        withBorder
        maw={360}
      >
        <Text size="sm">
          {serverVersion ? t('update.textWithVersion', { version: serverVersion }) : t('update.text')}
        </Text>
        <Group gap="xs" mt="sm" justify="flex-end">
          <Button variant="subtle" size="xs" onClick={dismiss} disabled={reloading}>
            {t('update.later')}
          </Button>
          <Button size="xs" onClick={reload} loading={reloading}>
            {t('update.reload')}
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
