import { Affix, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TOUCH_TARGET } from '../touch-target';
import { confirmScan, discardScan, useUnsureScans } from './unsure-scans';

/**
 * <UnsureScanPrompt />: render once inside the providers (RootShell). For each scan the listener
 * was not sure of, a yellow banner at the top of the screen with the code as read, why it is in
 * doubt, and Confirm (use it as scanned) / Discard. data-testid="unsure-scan" and data-code let
 * tests and the scan benchmark find it.
 */
export function UnsureScanPrompt() {
  const { t } = useTranslation('common');
  const scans = useUnsureScans((s) => s.scans);
  if (scans.length === 0) return null;
  return (
    <Affix position={{ top: 12, left: 12, right: 12 }} zIndex={460}>
      <Stack gap="xs" maw={640} mx="auto">
        {scans.map((scan) => (
          <Paper
            key={scan.id}
            data-testid="unsure-scan"
            data-code={scan.code}
            role="alertdialog"
            aria-label={t('unsureScan.title')}
            bg="yellow.4"
            c="dark.9"
            p="md"
            radius="md"
            shadow="lg"
          >
            <Group wrap="nowrap" align="flex-start" gap="md">
              <IconAlertTriangle size={32} style={{ flex: 'none' }} />
              <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={700} fz="lg">
                  {t('unsureScan.title')}
                </Text>
                <Code fz={22} fw={700} c="dark.9" bg="yellow.1" style={{ overflowWrap: 'anywhere' }}>
                  {scan.code}
                </Code>
                <Text size="sm">{t(`unsureScan.reason.${scan.reason}`)}</Text>
                <Group gap="sm" justify="flex-end">
                  <Button
                    variant="white"
                    color="dark"
                    style={TOUCH_TARGET}
                    onClick={() => discardScan(scan.id)}
                  >
                    {t('unsureScan.discard')}
                  </Button>
                  <Button color="dark" style={TOUCH_TARGET} onClick={() => confirmScan(scan.id)}>
                    {t('unsureScan.confirm')}
                  </Button>
                </Group>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Affix>
  );
}
