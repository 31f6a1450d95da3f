import { Badge, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QueuedOp } from '../../offline/types';
import { formatTime } from './ReceiveBanner';
import { rowSync, useSessionScans } from './session-scans';
import type { RowSync, SessionScan } from './session-scans';

const SYNC_COLOR: Record<RowSync['state'], string> = {
  notQueued: 'gray',
  queueing: 'blue',
  waiting: 'yellow',
  synced: 'green',
  conflict: 'orange',
  rejected: 'red',
  discarded: 'gray',
  failedToQueue: 'red',
};

/** This session's scans in this warehouse, newest first, each with its sync state read live from the outbox. */
export function ScanSessionList({ wareId, opsById }: { wareId: number; opsById: ReadonlyMap<string, QueuedOp> }) {
  const { t } = useTranslation('receiving');
  const scans = useSessionScans((s) => s.scans);
  const clear = useSessionScans((s) => s.clear);
  const rows = scans.filter((s) => s.wareId === wareId);
  return (
    <Card withBorder padding="sm" data-testid="scan-session">
      <Group justify="space-between" mb="xs">
        <Title order={4}>{t('session.title')}</Title>
        {rows.length > 0 ? (
          <Button size="xs" variant="subtle" onClick={clear}>
            {t('session.clear')}
          </Button>
        ) : null}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('session.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560} maxHeight={260}>
          <Table striped verticalSpacing={4} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>{t('session.time')}</Table.Th>
                <Table.Th>{t('session.logNo')}</Table.Th>
                <Table.Th>{t('session.result')}</Table.Th>
                <Table.Th w={200}>{t('session.sync')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((scan) => (
                <SessionRow key={scan.key} scan={scan} op={scan.opId ? opsById.get(scan.opId) : undefined} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

function SessionRow({ scan, op }: { scan: SessionScan; op: QueuedOp | undefined }) {
  const { t } = useTranslation('receiving');
  const sync = rowSync(scan, op);
  const { outcome } = scan;
  const result =
    outcome.kind === 'matched'
      ? t('session.result_matched', { id: outcome.match.forecast.id, seller: outcome.match.forecast.shopInfo.realname || outcome.match.forecast.shopInfo.uid })
      : t(`session.result_${outcome.kind}`);
  return (
    <Table.Tr data-testid="scan-session-row" data-lognumber={outcome.logNo} data-sync={sync.state}>
      <Table.Td>{formatTime(scan.at).slice(11)}</Table.Td>
      <Table.Td ff="monospace">{outcome.logNo}</Table.Td>
      <Table.Td>{result}</Table.Td>
      <Table.Td>
        <Badge color={SYNC_COLOR[sync.state]} variant="light">
          {sync.state === 'failedToQueue' ? t('sync.failedToQueue', { reason: sync.reason ?? '' }) : t(`sync.${sync.state}`)}
        </Badge>
        {sync.reason && sync.state !== 'failedToQueue' ? (
          <Text size="xs" c={sync.state === 'conflict' ? 'orange' : 'red'}>
            {sync.reason}
          </Text>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
