import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDisplayTime } from '../../api/response';
import { useMyNotices } from './api/reader-notices';
import { announcementsPath } from './api/unread-notices';

/**
 * The latest notices for the current user (a seller's homepage, a warehouse home), each linking to
 * it on the announcements page, unread ones marked; "All announcements" beneath.
 */
export function LatestNotices({ limit = 5 }: { limit?: number }) {
  const { t } = useTranslation('notices');
  const list = useMyNotices({ pageNo: 1, pageSize: limit });
  const path = announcementsPath();
  const rows = list.data?.rows ?? [];
  return (
    <Paper withBorder p="md" radius="md" data-testid="latest-notices">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>{t('latest.title')}</Title>
          <Anchor component={Link} to={path} size="sm">
            {t('latest.all')}
          </Anchor>
        </Group>
        {list.isError && (
          <Text size="sm" c="red" role="alert">
            {list.error.message}
          </Text>
        )}
        {list.isSuccess && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('latest.empty')}
          </Text>
        )}
        {rows.map((notice) => (
          <Group key={notice.id} justify="space-between" wrap="nowrap" gap="sm">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              {!notice.read && (
                <Badge size="xs" color="red" variant="filled" style={{ flexShrink: 0 }}>
                  {t('reader.new')}
                </Badge>
              )}
              <Anchor
                component={Link}
                to={`${path}?id=${notice.id}`}
                size="sm"
                fw={notice.read ? 400 : 600}
                lineClamp={1}
              >
                {notice.title}
              </Anchor>
            </Group>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {String(formatDisplayTime(notice.publishAt)).slice(0, 10)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
