import { Anchor, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PSEUDO_SHELF_READY_FOR_LISTING } from '../../../domain/warehouses/rules';
import { OneIdLink } from '../../components/one-id-drawer/OneIdLink';
import { useLocalOps, useLocalShelves } from '../../offline/local-queries';
import { LocalOpsTable } from '../../components/LocalOpsTable';
import { TOUCH_TARGET } from '../../components/touch-target';

/** How many of this tablet's latest shelving scans the screen lists. */
export const RECENT_SHELVING_SHOWN = 15;

/** A text link as a 44 px target, its words centred in it. */
const LINK_TARGET = { ...TOUCH_TARGET, display: 'inline-flex', alignItems: 'center' } as const;

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
            <Anchor component={Link} to="/warehouse/SyncAttention" size="sm" c="red" style={LINK_TARGET}>
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
        <LocalOpsTable
          ops={recent}
          timeFormat="HH:mm:ss"
          rowTestId="recent-row"
          rowData={(op) => ({ 'data-one-id': String(op.payload.oneId) })}
          columns={[
            {
              header: t('column.oneId'),
              cell: (op) => <OneIdLink oneId={String(op.payload.oneId)} style={TOUCH_TARGET} />,
            },
            { header: t('column.shelf'), cell: (op) => shelfLabel(op.payload) },
          ]}
        />
      )}
    </Card>
  );
}
