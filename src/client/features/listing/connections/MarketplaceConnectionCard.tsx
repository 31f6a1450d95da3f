import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MantineColor } from '@mantine/core';
import { IconFlask, IconPlugConnected, IconPlugConnectedX, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONNECTION_STATE_LABEL } from '../../../../domain/listing/connections';
import type { ConnectionState, MarketplaceConnectionView } from '../../../../domain/listing/connections';
import { MARKETPLACE_LABEL, simulatorBuyerPagePath } from '../../../../domain/listing/marketplaces';
import { apiUrl } from '../../../api/http';
import { formatDisplayTime } from '../../../api/response';

const STATE_COLOR: Record<ConnectionState, MantineColor> = {
  none: 'gray',
  connected: 'teal',
  expired: 'orange',
};

export type ConnectionCardProps = {
  connection: MarketplaceConnectionView;
  /** Absent when the seller may not connect (no add permission). */
  onConnect?: () => void;
  /** Absent when the seller may not disconnect (no delete permission). */
  onDisconnect?: () => void;
  connecting: boolean;
  disconnecting: boolean;
  /** The server's last refusal for this marketplace (a 403 on connect, a 409 on disconnect), kept until the next try. */
  problem: string | null;
  onDismissProblem: () => void;
};

/** One marketplace on `platformservices`: its state, the account, the simulator named, and the actions. */
export function MarketplaceConnectionCard({
  connection: c,
  onConnect,
  onDisconnect,
  connecting,
  disconnecting,
  problem,
  onDismissProblem,
}: ConnectionCardProps) {
  const { t } = useTranslation('listing');
  const name = t(MARKETPLACE_LABEL[c.marketplace]);
  const simulator = c.mode === 'simulator';
  const linked = c.state !== 'none' && c.id !== null;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid={`connection-${c.marketplace}`}
      data-state={c.state}
      aria-label={name}
      component="section"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: '1 1 240px' }}>
            <Group gap="xs" wrap="wrap">
              <Title order={4}>{name}</Title>
              {simulator && (
                <Badge color="grape" variant="light" leftSection={<IconFlask size={12} />}>
                  {t('connections.simulator')}
                </Badge>
              )}
              <Badge color={STATE_COLOR[c.state]} variant={c.state === 'connected' ? 'filled' : 'light'}>
                {t(CONNECTION_STATE_LABEL[c.state])}
              </Badge>
            </Group>
            {simulator && (
              <Text size="sm" c="grape" data-testid="simulator-note">
                {t('connections.simulatorNote', { name })}
              </Text>
            )}
            {simulator && (
              // The simulator's own page (a new tab): its buyers and its completion of their orders.
              <Text size="sm" c="dimmed">
                <Anchor
                  href={apiUrl(simulatorBuyerPagePath(c.marketplace), 'system')}
                  target="_blank"
                  rel="noopener"
                  // A link inside a sentence is told apart by more than its colour (axe link-in-text-block).
                  underline="always"
                  data-testid="simulator-buyer-page"
                >
                  <IconShoppingCart size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
                  {t('connections.buyerPage', { name })}
                </Anchor>
                {` · ${t('connections.buyerPageHint', { name })}`}
              </Text>
            )}
            {linked && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('connections.account')}: {c.accountName ?? '—'}
                {c.connectedAt &&
                  ` · ${t('connections.connectedSince', { at: String(formatDisplayTime(c.connectedAt)) })}`}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="wrap">
            {onConnect && c.state !== 'connected' && (
              <Button leftSection={<IconPlugConnected size={16} />} loading={connecting} onClick={onConnect}>
                {t(c.state === 'expired' ? 'connections.reconnect' : 'connections.connect')}
              </Button>
            )}
            {onDisconnect && linked && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconPlugConnectedX size={16} />}
                loading={disconnecting}
                onClick={onDisconnect}
              >
                {t('connections.disconnect')}
              </Button>
            )}
          </Group>
        </Group>
        {problem && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            onClose={onDismissProblem}
            closeButtonLabel={t('connections.dismiss')}
          >
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
