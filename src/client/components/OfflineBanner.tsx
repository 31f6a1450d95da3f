import { Group, Paper, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A bar pinned to the bottom of the screen while the browser is offline, so a warehouse worker
 * knows at a glance that what they see comes from this device and the server is out of reach.
 */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const { online } = useNetwork();
  if (online) return null;
  return (
    <>
      {/* Room at the end of the page so the bar never covers its last lines. */}
      <div style={{ height: 52 }} aria-hidden />
      <Paper
        role="status"
        aria-live="polite"
        data-testid="offline-banner"
        radius={0}
        bg="orange.7"
        c="white"
        px="md"
        py="sm"
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        style={{ zIndex: 400 }}
        shadow="md"
      >
        <Group gap="sm" justify="center" wrap="nowrap">
          <IconWifiOff size={22} />
          <Text fw={700}>{t('offline.title')}</Text>
          <Text size="sm">{t('offline.text')}</Text>
        </Group>
      </Paper>
    </>
  );
}
