import { Anchor, Card, Group, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PSEUDO_SHELF_READY_FOR_LISTING } from '../../../domain/warehouses';
import { OneIdLink } from '../../components/one-id-drawer/OneIdLink';
import { useLocalOps, useLocalShelves } from '../../offline/local-queries';
import { OpStateBadge } from './OpStateBadge';

/** How many of this tablet's latest shelving scans the screen lists. */
export const RECENT_SHELVING_SHOWN = 15;

/** The shelving this tablet has done in the selected warehouse, newest first, with its sync state. */
export function RecentShelvingOps({ wareId }: { wareId: number | null }) {
  const { t } = useTranslation('shelving');
  const ops = useLocalOps({ type: 'shelveItem', wareId: wareId ?? 0 }) ?? [];
  const shelves = useLocalShelves(wareId) ?? [];
  const recent = [...ops].sort((a, b) => b.seq - a.seq).slice(0, RECENT_SHELVING_SHOWN);
  const waiting = ops.filter((o) => o.state === 'pending' || o.state === 'sending').length;
  const attention = ops.some((o) => o.state === 'rejected');

  const shelfLabel = (payload: Record<string, unknown>) => {
    if (payload.shelfId === PSEUDO_SHELF_READY_FOR_LISTING) return t('readyForListing');
    const known = shelves.find((s) => s.id === payload.shelfId);
    return known?.name ?? String(payload.shelfCode ?? payload.shelfId ?? '-');
  };

  return (
    <Card withBorder padding="md" data-testid="recent-shelving">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('recent.title')}</Text>
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('recent.waiting', { count: waiting })}
          </Text>
          {attention ? (
            <Anchor component={Link} to="/warehouse/SyncAttention" size="sm" c="red">
              {t('recent.attention')}
            </Anchor>
          ) : null}
        </Group>
      </Group>
      {recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recent.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('column.time')}</Table.Th>
                <Table.Th>{t('column.oneId')}</Table.Th>
                <Table.Th>{t('column.shelf')}</Table.Th>
                <Table.Th>{t('column.sync')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recent.map((op) => (
                <Table.Tr key={op.opId} data-testid="recent-row" data-one-id={String(op.payload.oneId)}>
                  <Table.Td>{dayjs(op.createdAt).format('HH:mm:ss')}</Table.Td>
                  <Table.Td>
                    <OneIdLink oneId={String(op.payload.oneId)} />
                  </Table.Td>
                  <Table.Td>{shelfLabel(op.payload)}</Table.Td>
                  <Table.Td>
                    <OpStateBadge op={op} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
