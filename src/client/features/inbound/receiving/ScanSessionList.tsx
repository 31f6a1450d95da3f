import { Badge, Button, Card, Group, Pagination, Table, Text, Title } from '@mantine/core';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUCH_TARGET } from '../../../components/touch-target';
import type { QueuedOp } from '../../../offline/types';
import { useBackgroundValue } from '../../../offline/use-background-value';
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

const readScans = () => useSessionScans.getState().scans;

/** Rows on one page: a render after a scan stays small however long the session gets. */
export const SESSION_PAGE_SIZE = 8;

/**
 * This session's scans in this warehouse, newest first, a page at a time, each with its sync state
 * read live from the outbox. Memoised, and it follows scans and sync results in background renders
 * (a few a second at most) that never hold up the next scan's banner.
 */
export const ScanSessionList = memo(function ScanSessionList(props: {
  wareId: number;
  opsById: ReadonlyMap<string, QueuedOp>;
}) {
  const { t } = useTranslation('inbound');
  const { wareId } = props;
  const scans = useBackgroundValue(useSessionScans.subscribe, readScans);
  const opsById = useDeferredValue(props.opsById);
  const clear = useSessionScans((s) => s.clear);
  const [pageNo, setPage] = useState(1);
  const rows = useMemo(() => scans.filter((s) => s.wareId === wareId), [scans, wareId]);
  const totalPage = Math.max(1, Math.ceil(rows.length / SESSION_PAGE_SIZE));
  const page = Math.min(pageNo, totalPage);
  const shown = rows.slice((page - 1) * SESSION_PAGE_SIZE, page * SESSION_PAGE_SIZE);
  return (
    <Card withBorder padding="sm" data-testid="scan-session" data-count={rows.length}>
      <Group justify="space-between" mb="xs">
        <Title order={4}>{t('session.title')}</Title>
        {rows.length > 0 ? (
          <Button size="xs" variant="subtle" style={TOUCH_TARGET} onClick={clear}>
            {t('session.clear')}
          </Button>
        ) : null}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('session.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={90}>{t('session.time')}</Table.Th>
                  <Table.Th>{t('session.logNo')}</Table.Th>
                  <Table.Th>{t('session.result')}</Table.Th>
                  <Table.Th w={200}>{t('session.sync')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((scan) => (
                  <SessionRow
                    key={scan.key}
                    scan={scan}
                    op={scan.opId ? opsById.get(scan.opId) : undefined}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {totalPage > 1 ? (
            <Group justify="flex-end" mt="xs">
              <Pagination
                total={totalPage}
                value={page}
                onChange={setPage}
                size="sm"
                styles={{ control: TOUCH_TARGET }}
              />
            </Group>
          ) : null}
        </>
      )}
    </Card>
  );
});

const SessionRow = memo(function SessionRow({ scan, op }: { scan: SessionScan; op: QueuedOp | undefined }) {
  const { t } = useTranslation('inbound');
  const sync = rowSync(scan, op);
  const { outcome } = scan;
  const result =
    outcome.kind === 'matched'
      ? t('session.result_matched', {
          id: outcome.match.forecast.id,
          seller: outcome.match.forecast.shopInfo.realname || outcome.match.forecast.shopInfo.uid,
        })
      : t(`session.result_${outcome.kind}`);
  return (
    <Table.Tr data-testid="scan-session-row" data-lognumber={outcome.logNo} data-sync={sync.state}>
      <Table.Td>{formatTime(scan.at).slice(11)}</Table.Td>
      <Table.Td ff="monospace">{outcome.logNo}</Table.Td>
      <Table.Td>{result}</Table.Td>
      <Table.Td>
        <Badge color={SYNC_COLOR[sync.state]} variant="light">
          {sync.state === 'failedToQueue'
            ? t('sync:op.failedToQueue', { reason: sync.reason ?? '' })
            : t(`sync:op.${sync.state}`)}
        </Badge>
        {sync.reason && sync.state !== 'failedToQueue' ? (
          <Text size="xs" c={sync.state === 'conflict' ? 'orange' : 'red'}>
            {sync.reason}
          </Text>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
});
