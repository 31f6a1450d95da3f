import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconMail, IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actionsOf,
  isEditable,
  NOTICE_AUDIENCE_KEY,
  NOTICE_STATUS_KEY,
  NoticeStatus,
} from '../../../../domain/notices/notice-rules';
import type { NoticeAdminRow } from '../../../../domain/notices/notices';
import { formatDisplayTime } from '../../../api/response';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../../components/RowAction';

const STATUS_COLOR: Record<NoticeStatus, string> = {
  [NoticeStatus.draft]: 'gray',
  [NoticeStatus.scheduled]: 'blue',
  [NoticeStatus.published]: 'green',
  [NoticeStatus.withdrawn]: 'red',
};

const timeOf = (iso: string | null) => (iso ? String(formatDisplayTime(iso)).slice(0, 16) : '-');

/** The admin list's columns; edit and withdraw only where the notice's status allows them. */
export function useNoticeColumns({
  onEdit,
  onWithdraw,
}: {
  onEdit?: (notice: NoticeAdminRow) => void;
  onWithdraw?: (notice: NoticeAdminRow) => void;
}) {
  const { t } = useTranslation('notices');
  return useMemo(() => {
    const title = (n: NoticeAdminRow) => n.titleEn || n.titleZh;
    const columns: ResponsiveColumn<NoticeAdminRow>[] = [
      {
        id: 'title',
        header: t('admin.columns.title'),
        priority: 'key',
        cell: (n) => (
          <Stack gap={0} maw={360}>
            <Text size="sm" fw={500} lineClamp={1}>
              {title(n)}
            </Text>
            {n.titleEn && n.titleZh && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {n.titleZh}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'status',
        header: t('admin.columns.status'),
        priority: 'key',
        cell: (n) => (
          <Badge color={STATUS_COLOR[n.status]} variant="light" data-testid="notice-status">
            {t(NOTICE_STATUS_KEY[n.status])}
          </Badge>
        ),
      },
      {
        id: 'audience',
        header: t('admin.columns.audience'),
        priority: 'high',
        cell: (n) => t(NOTICE_AUDIENCE_KEY[n.audience]),
      },
      {
        id: 'publishAt',
        header: t('admin.columns.publishAt'),
        priority: 'high',
        cell: (n) => (n.status === NoticeStatus.withdrawn ? timeOf(n.withdrawnAt) : timeOf(n.publishAt)),
      },
      {
        id: 'email',
        header: t('admin.columns.email'),
        priority: 'low',
        cell: (n) =>
          n.sendEmail ? (
            <Group gap={4} wrap="nowrap">
              <IconMail size={16} aria-hidden />
              <Text size="sm">
                {n.mailedAt ? t('admin.mailed', { count: n.mailCount }) : t('admin.mailPending')}
              </Text>
            </Group>
          ) : (
            '-'
          ),
      },
      {
        id: 'reads',
        header: t('admin.columns.reads'),
        priority: 'low',
        align: 'right',
        cell: (n) => n.readCount,
      },
      { id: 'by', header: t('admin.columns.author'), priority: 'low', cell: (n) => n.createdBy },
    ];
    if (onEdit || onWithdraw)
      columns.push({
        id: 'actions',
        header: t('admin.columns.actions'),
        priority: 'key',
        align: 'right',
        cell: (n) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {onEdit && isEditable(n.status) && (
              <RowAction
                icon={IconPencil}
                label={t('admin.edit', { title: title(n) })}
                onClick={() => onEdit(n)}
              />
            )}
            {onWithdraw && actionsOf(n.status).includes('withdraw') && (
              <RowAction
                icon={IconArrowBackUp}
                color="red"
                label={t('admin.withdrawOne', { title: title(n) })}
                tooltip={t('admin.withdraw')}
                onClick={() => onWithdraw(n)}
              />
            )}
          </Group>
        ),
      });
    return columns;
  }, [t, onEdit, onWithdraw]);
}
