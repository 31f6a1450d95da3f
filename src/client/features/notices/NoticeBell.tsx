import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { announcementsPath, useUnreadNotices } from './api/unread-notices';

/**
 * The header's bell (seller and warehouse portals): how many published notices the user has not
 * read, linking to their announcements. Its words are in `common`, so the header loads no other
 * namespace.
 */
export function NoticeBell() {
  const { t } = useTranslation('common');
  const count = useUnreadNotices().data?.unread;
  const unread = count ?? 0;
  const label = unread > 0 ? t('notices.bell', { count: unread }) : t('notices.bellNone');
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <Indicator
        label={unread > 99 ? '99+' : unread}
        disabled={unread === 0}
        size={16}
        offset={6}
        color="red"
        data-testid="notice-bell-count"
        // Unset until the server has answered, so a test can wait for the count.
        data-count={count}
      >
        <ActionIcon
          component={Link}
          to={announcementsPath()}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          data-testid="notice-bell"
        >
          <IconBell size={22} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
