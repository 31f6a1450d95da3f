import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_TIME_FORMAT } from '../../api/response';
import { confirmAction } from '../../components/confirm-action';
import { ResponsiveTable } from '../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../components/responsive-list/ResponsiveTable';
import { useLocalOps } from '../../offline/local-queries';
import { discardOp, resendOp } from '../../offline/outbox';
import type { QueuedOp } from '../../offline/types';
import { FixOpModal } from './FixOpModal';
import { opSubject } from './op-description';

const REJECTED: QueuedOp['state'][] = ['rejected'];

/**
 * /warehouse/SyncAttention: the logged-in user's ops the server refused, with the reason. Staff fix
 * and resend, resend as is, or discard explicitly (ARCHITECTURE.md section 4: nothing is dropped silently).
 */
export function NeedsAttentionScreen() {
  const { t } = useTranslation('sync');
  const ops = useLocalOps({ states: REJECTED });
  const [fixing, setFixing] = useState<QueuedOp | null>(null);

  const report = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: t('attention.failed', { error: error instanceof Error ? error.message : String(error) }),
    });

  const resend = async (op: QueuedOp) => {
    try {
      await resendOp(op.opId);
      notifications.show({ color: 'teal', message: t('attention.resent') });
    } catch (error) {
      report(error);
    }
  };

  const discard = (op: QueuedOp) =>
    confirmAction('delete', {
      title: t('attention.discardTitle'),
      message: t('attention.discardText', { type: t(`opType.${op.type}`), subject: opSubject(op, t) }),
      onConfirm: async () => {
        try {
          await discardOp(op.opId);
          notifications.show({ color: 'teal', message: t('attention.discarded') });
        } catch (error) {
          report(error);
          throw error;
        }
      },
    });

  const columns: ResponsiveColumn<QueuedOp>[] = [
    {
      id: 'type',
      header: t('attention.type'),
      priority: 'key',
      cell: (op) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={500}>
            {t(`opType.${op.type}`)}
          </Text>
          {op.conflict && (
            <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} />}>
              {t('attention.conflict')}
            </Badge>
          )}
        </Stack>
      ),
    },
    { id: 'subject', header: t('attention.subject'), priority: 'key', cell: (op) => opSubject(op, t) },
    {
      id: 'reason',
      header: t('attention.reason'),
      priority: 'key',
      cell: (op) => (
        <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
          {op.lastError?.reason}
        </Text>
      ),
    },
    {
      id: 'time',
      header: t('attention.time'),
      priority: 'low',
      cell: (op) => dayjs(op.createdAt).format(DISPLAY_TIME_FORMAT),
    },
    {
      id: 'actions',
      header: t('attention.actions'),
      priority: 'key',
      cell: (op) => (
        <Group gap={6} wrap="wrap" justify="flex-end">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} />}
            onClick={() => setFixing(op)}
          >
            {t('attention.fix')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconSend size={14} />}
            onClick={() => void resend(op)}
          >
            {t('attention.resend')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => void discard(op)}
          >
            {t('attention.discard')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={3}>{t('attention.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('attention.intro')}
      </Text>
      {ops && ops.length === 0 && (
        <Alert color="teal" data-testid="attention-empty">
          {t('attention.empty')}
        </Alert>
      )}
      {ops && ops.length > 0 && (
        <ResponsiveTable
          testId="attention-table"
          minWidth={760}
          columns={columns}
          rows={ops}
          rowKey={(op) => op.opId}
          rowName={(op) => opSubject(op, t)}
          rowProps={() => ({ 'data-testid': 'attention-row' })}
          tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
        />
      )}
      <FixOpModal
        op={fixing}
        onClose={() => setFixing(null)}
        onResent={() => {
          setFixing(null);
          notifications.show({ color: 'teal', message: t('attention.resent') });
        }}
      />
    </Stack>
  );
}
