import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSyncStatus } from '../../offline/sync-status';

/** This tablet's sync: online or not, operations waiting, the last success and what needs attention. */
export function DeviceSyncCard() {
  const { t } = useTranslation('shelving');
  const status = useSyncStatus();
  const state = status.syncing ? 'syncing' : status.online ? 'online' : 'offline';
  return (
    <Card withBorder padding="md" component="section" data-testid="device-sync">
      <Stack gap={6}>
        <Group justify="space-between">
          <Title order={4}>{t('device.title')}</Title>
          <Badge
            color={state === 'offline' ? 'orange' : state === 'syncing' ? 'blue' : 'green'}
            variant="light"
          >
            {t(`device.${state}`)}
          </Badge>
        </Group>
        <Text data-testid="device-pending">{t('device.pending', { count: status.pending })}</Text>
        <Text size="sm" c="dimmed">
          {status.lastSuccessAt
            ? t('device.lastSuccess', { time: dayjs(status.lastSuccessAt).format('YYYY-MM-DD HH:mm:ss') })
            : t('device.never')}
        </Text>
        {status.attention > 0 ? (
          <Anchor
            component={Link}
            to="/warehouse/SyncAttention"
            c="red"
            fw={600}
            data-testid="device-attention"
          >
            {t('device.attention', { count: status.attention })}
          </Anchor>
        ) : null}
        {status.lastError ? (
          <Text size="sm" c="red">
            {t('device.lastError', { error: status.lastError })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
