import { Anchor, Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconCloud, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSyncStatus } from './sync-status';
import { requestSync } from './sync-trigger';

dayjs.extend(relativeTime);

/** Where the needs-attention screen lives (warehouse route SyncAttention). */
export const SYNC_ATTENTION_PATH = '/warehouse/SyncAttention';
/** How often "last synced 2 minutes ago" is written again. */
const RELATIVE_TIME_REFRESH_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), RELATIVE_TIME_REFRESH_MS);
    return () => clearInterval(id);
  }, []);
  return now;
}

/**
 * The warehouse header's sync status (ARCHITECTURE.md section 4: "status is always visible"):
 * online or offline, how many ops wait, and, opened, the last success, the last error, "sync now"
 * and the way to the ops that need attention.
 */
export function SyncStatusIndicator() {
  const { t } = useTranslation('sync');
  const status = useSyncStatus();
  const now = useNow();
  const color = status.attention > 0 ? 'orange' : status.online ? 'teal' : 'gray';
  const StateIcon = status.online ? IconCloud : IconCloudOff;
  const stateText = status.online ? t('status.online') : t('status.offline');
  // A success after the last tick is "a few seconds ago", never "in a few seconds".
  const lastSuccess = status.lastSuccessAt
    ? dayjs(status.lastSuccessAt).from(Math.max(now, Date.parse(status.lastSuccessAt)))
    : null;

  return (
    <Popover width={300} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="subtle"
          color={color}
          size="compact-sm"
          leftSection={<StateIcon size={18} />}
          // The name starts with what the button shows, state then count (WCAG 2.5.3, label in name).
          aria-label={t('status.buttonLabel', { state: stateText, count: status.pending })}
          data-testid="sync-status"
          data-online={status.online}
        >
          {/* The space keeps state and count two words in the shown text (the row does not draw it). */}
          <Group gap={8} wrap="nowrap">
            <Text span size="sm" visibleFrom="sm">
              {stateText}
            </Text>{' '}
            <Badge
              size="sm"
              circle={status.pending < 10}
              color={status.pending > 0 ? 'blue' : 'gray'}
              data-testid="sync-pending-count"
            >
              {status.pending}
            </Badge>
          </Group>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} data-testid="sync-status-details">
          <Group gap={6}>
            <StateIcon size={16} />
            <Text fw={600} size="sm">
              {status.syncing
                ? t('status.syncing')
                : status.online
                  ? t('status.online')
                  : t('status.offline')}
            </Text>
          </Group>
          <Text size="sm">
            {status.pending > 0 ? t('status.pending', { count: status.pending }) : t('status.allSynced')}
          </Text>
          <Text size="sm" c="dimmed">
            {lastSuccess ? t('status.lastSuccess', { when: lastSuccess }) : t('status.neverSynced')}
          </Text>
          {status.lastError && (
            <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
              {t('status.lastError', { error: status.lastError })}
            </Text>
          )}
          {status.attention > 0 && (
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm" c="orange">
                {t('status.attention', { count: status.attention })}
              </Text>
              <Anchor component={Link} to={SYNC_ATTENTION_PATH} size="sm" data-testid="sync-attention-link">
                {t('status.openAttention')}
              </Anchor>
            </Group>
          )}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={status.syncing}
            onClick={() => requestSync('user')}
          >
            {t('status.syncNow')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
