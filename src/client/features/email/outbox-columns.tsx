import { Button, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '../../../domain/email/email';
import { formatDisplayTime } from '../../api/response';
import type { ResponsiveColumn } from '../../components/responsive-list/ResponsiveTable';
import { MailStatusBadge } from './MailStatusBadge';

/** An ISO time as the viewer's local YYYY-MM-DD HH:mm:ss (gmt* fields arrive converted already). */
export function timeText(value: string): string {
  return String(formatDisplayTime(value));
}

/** The outbox's columns: who, what and its delivery; "Send again" where the message may go again. */
export function useOutboxColumns(
  canRetry: (mail: OutboxRow) => boolean,
  onRetry: (mail: OutboxRow) => void,
  /** The message being sent again (its button is busy). */
  retrying: number | null,
): ResponsiveColumn<OutboxRow>[] {
  const { t } = useTranslation('email');
  return useMemo(
    () => [
      {
        id: 'to',
        header: t('outbox.column.to'),
        priority: 'key',
        cell: (m) => (
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {m.to}
          </Text>
        ),
      },
      {
        id: 'subject',
        header: t('outbox.column.subject'),
        priority: 'high',
        cell: (m) => (
          <Text size="sm" lineClamp={2}>
            {m.subject}
          </Text>
        ),
      },
      {
        id: 'kind',
        header: t('outbox.column.kind'),
        priority: 'high',
        cellProps: { style: { whiteSpace: 'nowrap' } },
        cell: (m) => t(`outbox.kind.${m.kind}`),
      },
      {
        id: 'status',
        header: t('outbox.column.status'),
        priority: 'key',
        cell: (m) => <MailStatusBadge status={m.status} />,
      },
      {
        id: 'attempts',
        header: t('outbox.column.attempts'),
        priority: 'low',
        align: 'right',
        cell: (m) => m.attempts,
      },
      {
        id: 'lastError',
        header: t('outbox.column.lastError'),
        priority: 'low',
        cell: (m) =>
          m.lastError ? (
            <Text size="xs" c="red" lineClamp={2} title={m.lastError} maw={260}>
              {m.lastError}
            </Text>
          ) : (
            t('outbox.none')
          ),
      },
      {
        id: 'created',
        header: t('outbox.column.created'),
        priority: 'low',
        cellProps: { style: { whiteSpace: 'nowrap' }, fz: 'sm' },
        cell: (m) => m.gmtCreate,
      },
      {
        id: 'sent',
        header: t('outbox.column.sent'),
        priority: 'low',
        cellProps: { style: { whiteSpace: 'nowrap' }, fz: 'sm' },
        cell: (m) => (m.sentAt ? timeText(m.sentAt) : t('outbox.none')),
      },
      {
        id: 'actions',
        header: t('outbox.column.actions'),
        priority: 'key',
        align: 'right',
        cell: (m) =>
          canRetry(m) ? (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconSend size={12} />}
              loading={retrying === m.id}
              onClick={(event) => {
                event.stopPropagation();
                onRetry(m);
              }}
              data-testid="retry-mail"
            >
              {t('outbox.retry')}
            </Button>
          ) : null,
      },
    ],
    [t, canRetry, onRetry, retrying],
  );
}
