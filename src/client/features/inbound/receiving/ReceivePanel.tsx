import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraScanButton } from '../../../components/scan/CameraScanButton';
import { TOUCH_TARGET } from '../../../components/touch-target';
import { useScanListener } from '../../../components/scan/useScanListener';
import { LastScanBanner } from './ReceiveBanner';
import type { OutcomeStore } from './use-receive-scan';

/**
 * The "Receive" scan panel at the top of WarehousingAppoint: always listening for the scanner gun,
 * with the camera and a typed entry for people without one. Hidden behind a notice for staff who
 * may only look at the list. Memoised: the lists below re-render as ops are queued and synced,
 * the panel does not; its banner follows the last scan on its own.
 */
export const ReceivePanel = memo(function ReceivePanel({
  canReceive,
  outcomeStore,
  receive,
}: {
  canReceive: boolean;
  outcomeStore: OutcomeStore;
  receive: (code: string) => void;
}) {
  const { t } = useTranslation('inbound');
  const [typed, setTyped] = useState('');
  useScanListener(receive, { enabled: canReceive });

  if (!canReceive) {
    return (
      <Alert color="gray" icon={<IconScan size={18} />}>
        {t('receive.noPermission')}
      </Alert>
    );
  }
  const submitTyped = () => {
    const code = typed.trim();
    if (!code) return;
    receive(code);
    setTyped('');
  };
  return (
    <Card withBorder padding="md" data-testid="receive-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <IconScan size={22} />
            <Title order={3}>{t('receive.title')}</Title>
          </Group>
          <Text size="sm" c="dimmed" maw={560}>
            {t('receive.hint')}
          </Text>
        </Group>
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            style={{ flex: 1 }}
            label={t('receive.manualLabel')}
            placeholder={t('receive.manualPlaceholder')}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            styles={{ input: TOUCH_TARGET }}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                submitTyped();
              }
            }}
          />
          <Button onClick={submitTyped} style={TOUCH_TARGET}>
            {t('receive.submit')}
          </Button>
          <CameraScanButton onScan={receive} />
        </Group>
        <LastScanBanner store={outcomeStore} />
      </Stack>
    </Card>
  );
});
