import { Alert, Button, Group, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICES_PAGE } from '../../../../domain/kernel/permissions';
import {
  NOTICE_AUDIENCE_KEY,
  NOTICE_AUDIENCES,
  NOTICE_STATUS_KEY,
  NOTICE_STATUSES,
} from '../../../../domain/notices/notice-rules';
import type { NoticeAudience, NoticeStatus } from '../../../../domain/notices/notice-rules';
import type { NoticeAdminRow } from '../../../../domain/notices/notices';
import { confirmAction } from '../../../components/confirm-action';
import { FilterTab } from '../../../components/FilterTab';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import type { PagerState } from '../../../components/TablePager';
import { usePageNo } from '../../../components/use-page-no';
import { useMay } from '../../../stores/permissions';
import { useAdminNotices, useWithdrawNotice } from '../api/admin-notices';
import { useNoticeColumns } from './notice-columns';
import { NoticeFormModal } from './NoticeFormModal';

/** The dialog's state: closed, writing a new notice, or editing one. */
type Editing = { notice: NoticeAdminRow | null } | null;

/**
 * Admin portal `Notice/:pageNo?`: every notice by status and audience, newest first. Admins write a
 * notice (draft, scheduled or published now, optionally by email too), edit it until it is
 * published, and withdraw a published one.
 */
export function NoticeAdminScreen() {
  const { t } = useTranslation('notices');
  const may = useMay();
  const [pageNo, setPageNo] = usePageNo('/admin/Notice');
  const [pageSize, setPageSize] = useState(10);
  const [status, setStatus] = useState<NoticeStatus | undefined>(undefined);
  const [audience, setAudience] = useState<NoticeAudience | undefined>(undefined);
  const list = useAdminNotices({ pageNo, pageSize, status, audience });
  const withdraw = useWithdrawNotice();
  const [editing, setEditing] = useState<Editing>(null);
  const page = list.data;

  const onWithdraw = async (notice: NoticeAdminRow) => {
    const ok = await confirmAction('recall', {
      title: t('admin.withdrawTitle'),
      message: t('admin.withdrawConfirm', { title: notice.titleEn || notice.titleZh }),
      confirmLabel: t('admin.withdraw'),
    });
    if (!ok) return;
    try {
      await withdraw.mutateAsync({ id: notice.id });
      notifications.show({ color: 'green', message: t('admin.withdrawn') });
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  };
  const columns = useNoticeColumns({
    onEdit: may(NOTICES_PAGE, 'edit') ? (notice) => setEditing({ notice }) : undefined,
    onWithdraw: may(NOTICES_PAGE, 'edit') ? (notice) => void onWithdraw(notice) : undefined,
  });
  const pager: PagerState = {
    pageNo,
    pageSize,
    onPage: setPageNo,
    onPageSize: (size) => {
      setPageSize(size);
      setPageNo(1);
    },
  };
  const filterBy = (next: () => void) => {
    next();
    setPageNo(1);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} maw={680}>
          <Title order={3}>{t('admin.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('admin.intro')}
          </Text>
        </Stack>
        {may(NOTICES_PAGE, 'add') && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ notice: null })}
            data-testid="notice-new"
          >
            {t('admin.new')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Tabs
              value={String(status ?? 'all')}
              onChange={(value) =>
                filterBy(() =>
                  setStatus(value === 'all' || !value ? undefined : (Number(value) as NoticeStatus)),
                )
              }
            >
              <Tabs.List>
                <FilterTab value="all">{t('admin.allStatuses')}</FilterTab>
                {NOTICE_STATUSES.map((s) => (
                  <FilterTab key={s} value={String(s)}>
                    {t(NOTICE_STATUS_KEY[s])}
                  </FilterTab>
                ))}
              </Tabs.List>
            </Tabs>
            <Select
              aria-label={t('admin.audienceFilter')}
              placeholder={t('admin.allAudiences')}
              data={NOTICE_AUDIENCES.map((a) => ({ value: String(a), label: t(NOTICE_AUDIENCE_KEY[a]) }))}
              value={audience === undefined ? null : String(audience)}
              onChange={(value) =>
                filterBy(() => setAudience(value ? (Number(value) as NoticeAudience) : undefined))
              }
              clearable
              w={240}
              size="sm"
            />
          </Group>
          {list.isError && (
            <Alert color="red" role="alert" title={t('loadFailed')}>
              {list.error.message}
            </Alert>
          )}
          <ResponsiveTable
            testId="notice-admin-list"
            columns={columns}
            rows={page?.rows ?? []}
            rowKey={(n) => n.id}
            rowName={(n) => n.titleEn || n.titleZh}
            rowProps={(n) => ({ 'data-testid': 'notice-row', 'data-status': n.status })}
            state={page?.rows.length === 0 ? t('admin.empty') : undefined}
          />
          <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
        </Stack>
      </Paper>
      {editing && (
        <NoticeFormModal
          key={editing.notice?.id ?? 'new'}
          notice={editing.notice}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
