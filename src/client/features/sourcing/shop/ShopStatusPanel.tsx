import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlask, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHOP_SYNC_STATE_LABEL, SHOP_SYNC_STATES } from '../../../../domain/sourcing/shop-products';
import type { ShopStatus } from '../../../../domain/sourcing/shop-products';
import { formatDisplayTime } from '../../../api/response';
import { useRequestKey } from '../../../api/request-key';
import { useShopSync } from './shop-api';

/** Where the seller connects the shop (listing's platformservices screen). */
const CONNECT_PATH = '/business/platformservices';

type Props = { status: ShopStatus; mayEdit: boolean; onNewProduct: () => void };

/**
 * The seller's TikTok shop: connected or not, the simulator named when it stands in for TikTok, the
 * products per sync state, the last sync, and Sync (every product sent again by a job). A Sync whose
 * answer was lost is sent again with the same request key.
 */
export function ShopStatusPanel({ status, mayEdit, onNewProduct }: Props) {
  const { t } = useTranslation('sourcing-shop');
  const sync = useShopSync();
  const [requestKey, renewKey] = useRequestKey();
  const simulator = status.mode === 'simulator';
  const start = async () => {
    try {
      const { message } = await sync.mutateAsync({ requestKey });
      renewKey();
      notifications.show({ color: 'green', message });
    } catch {
      // Shown below (sync.error), the same key kept for the next try.
    }
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="shop-status" data-connected={status.connected}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
            <Group gap="xs" wrap="wrap">
              <Title order={4}>{t('status.shop')}</Title>
              {simulator && (
                <Badge color="grape" variant="light" leftSection={<IconFlask size={12} />}>
                  {t('status.simulator')}
                </Badge>
              )}
              <Badge
                color={status.connected ? 'teal' : 'gray'}
                variant={status.connected ? 'filled' : 'light'}
              >
                {status.connected ? t('status.connected') : t('status.notConnected')}
              </Badge>
            </Group>
            {simulator && (
              <Text size="sm" c="grape" data-testid="simulator-note">
                {t('status.simulatorNote')}
              </Text>
            )}
            {status.shopName && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('status.account', { name: status.shopName })}
              </Text>
            )}
            <Text size="sm" c="dimmed" data-testid="shop-counts">
              {SHOP_SYNC_STATES.map((s) => `${t(SHOP_SYNC_STATE_LABEL[s])} ${status.counts[s] ?? 0}`).join(
                ' · ',
              )}
              {' · '}
              {status.lastSyncAt
                ? t('status.lastSync', { at: String(formatDisplayTime(status.lastSyncAt)) })
                : t('status.neverSynced')}
            </Text>
          </Stack>
          {mayEdit && status.connected && (
            <Group gap="xs" wrap="wrap">
              <Button leftSection={<IconPlus size={16} />} onClick={onNewProduct}>
                {t('status.newProduct')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconRefresh size={16} />}
                loading={sync.isPending}
                onClick={() => void start()}
                data-testid="shop-sync"
              >
                {status.syncQueued ? t('status.syncing') : t('status.sync')}
              </Button>
            </Group>
          )}
        </Group>
        {!status.connected && (
          <Alert color="yellow" data-testid="not-connected">
            {t('status.connectFirst')}{' '}
            <Anchor component={Link} to={CONNECT_PATH} underline="always">
              {t('status.connectLink')}
            </Anchor>
          </Alert>
        )}
        {sync.error && (
          <Alert color="red" role="alert" data-testid="sync-refusal">
            {sync.error.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
