import { Accordion, Alert, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecks } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { noticeLanguageOf } from '../../../../domain/notices/notice-rules';
import type { NoticeReaderRow } from '../../../../domain/notices/notices';
import { formatDisplayTime } from '../../../api/response';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useMarkRead, useMyNotices } from '../api/reader-notices';
import { useUnreadNotices } from '../api/unread-notices';

/**
 * Seller portal `homepage/announcement` and the warehouse portal's Notice: the notices published
 * for the reader, newest first, in their language (or the other one, said so, when theirs was not
 * written). Opening a notice marks it read, and the header's count drops; `?id=` opens one.
 */
export function AnnouncementsScreen() {
  const { t, i18n } = useTranslation('notices');
  const [params] = useSearchParams();
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useMyNotices({ pageNo, pageSize, unreadOnly });
  const unread = useUnreadNotices();
  const markRead = useMarkRead();
  const linkedId = params.get('id');
  const [opened, setOpened] = useState<string | null>(linkedId);
  // A link to another notice while this screen is kept alive (the bell, the homepage's latest).
  useEffect(() => {
    if (linkedId) setOpened(linkedId);
  }, [linkedId]);
  const page = list.data;
  const mine = noticeLanguageOf(i18n.language);

  // The notice opened (by a click, or by its link ?id=) is read as soon as it shows.
  const unreadOpened = page?.rows.find((n) => String(n.id) === opened && !n.read)?.id;
  const { mutate } = markRead;
  useEffect(() => {
    if (unreadOpened !== undefined) mutate({ id: unreadOpened });
  }, [unreadOpened, mutate]);

  const readAll = async () => {
    try {
      await markRead.mutateAsync({ all: true });
      notifications.show({ color: 'green', message: t('reader.allRead') });
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} maw={680}>
          <Title order={3}>{t('reader.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('reader.intro')}
          </Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconChecks size={16} />}
          disabled={(unread.data?.unread ?? 0) === 0}
          loading={markRead.isPending && markRead.variables !== undefined && 'all' in markRead.variables}
          onClick={() => void readAll()}
        >
          {t('reader.markAllRead')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Switch
            label={t('reader.unreadOnly')}
            checked={unreadOnly}
            onChange={(event) => {
              setUnreadOnly(event.currentTarget.checked);
              setPageNo(1);
            }}
          />
          {list.isError && (
            <Alert color="red" role="alert" title={t('loadFailed')}>
              {list.error.message}
            </Alert>
          )}
          {page?.rows.length === 0 && (
            <Text c="dimmed" ta="center" py="lg">
              {t(unreadOnly ? 'reader.noneUnread' : 'reader.empty')}
            </Text>
          )}
          <Accordion value={opened} onChange={setOpened} variant="separated" data-testid="notice-list">
            {(page?.rows ?? []).map((notice) => (
              <NoticeItem key={notice.id} notice={notice} other={notice.language !== mine} />
            ))}
          </Accordion>
          <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
        </Stack>
      </Paper>
    </Stack>
  );
}

function NoticeItem({ notice, other }: { notice: NoticeReaderRow; other: boolean }) {
  const { t } = useTranslation('notices');
  return (
    <Accordion.Item value={String(notice.id)} data-testid="notice-item" data-read={notice.read}>
      <Accordion.Control>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {!notice.read && (
              <Badge size="sm" color="red" variant="filled" style={{ flexShrink: 0 }}>
                {t('reader.new')}
              </Badge>
            )}
            <Text fw={notice.read ? 400 : 700} lineClamp={2}>
              {notice.title}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {String(formatDisplayTime(notice.publishAt)).slice(0, 16)}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          {other && (
            <Text size="xs" c="dimmed" fs="italic">
              {t(notice.language === 'en' ? 'reader.onlyEnglish' : 'reader.onlyChinese')}
            </Text>
          )}
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{notice.body}</Text>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
