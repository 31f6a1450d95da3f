import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PickLine } from '../../../../../domain/outbound/batches';
import { OneIdLink } from '../../../../components/one-id-drawer/OneIdLink';
import { ResponsiveTable } from '../../../../components/responsive-list/ResponsiveTable';
import { TOUCH_TARGET } from '../../../../components/touch-target';
import type { ResponsiveColumn } from '../../../../components/responsive-list/ResponsiveTable';

const STATE_COLORS: Record<PickLine['orderState'], string> = {
  open: 'blue',
  shipped: 'green',
  exception: 'red',
  recalled: 'gray',
  cancelled: 'gray',
};

/** The pick list in the walk's order: shelf, ONE ID, the pair, its order, picked or not, its order's state. */
export function PickListTable({ lines }: { lines: readonly PickLine[] }) {
  const { t } = useTranslation(['outbound-batches', 'outbound']);
  const columns: ResponsiveColumn<PickLine>[] = [
    {
      id: 'shelf',
      header: t('pick.shelf'),
      // A shelf code on two lines reads as two shelves.
      cell: (l) => (
        <Text span inherit style={{ whiteSpace: 'nowrap' }}>
          {l.shelfName || t('pick.noShelf')}
        </Text>
      ),
      priority: 'key',
    },
    {
      id: 'oneId',
      header: t('pick.oneId'),
      cell: (l) => <OneIdLink oneId={l.oneId} style={TOUCH_TARGET} />,
      priority: 'key',
    },
    {
      id: 'picked',
      header: t('pick.pickedColumn'),
      cell: (l) =>
        l.picked ? (
          <Badge color="green" variant="light">
            {l.pickedBy ? t('pick.pickedBy', { name: l.pickedBy }) : t('pick.pickedHere')}
          </Badge>
        ) : (
          <Badge color="gray" variant="outline">
            {t('pick.toPick')}
          </Badge>
        ),
      priority: 'key',
    },
    {
      id: 'pair',
      header: t('pick.pair'),
      cell: (l) => `${l.brand} ${l.name} · ${l.sku} · ${l.size}`,
      priority: 'high',
    },
    {
      id: 'order',
      header: t('pick.order'),
      cell: (l) => `${l.oddNo} · ${t(`outbound:kind.${l.kind}`)}`,
      priority: 'high',
    },
    {
      id: 'state',
      header: t('pick.orderState'),
      cell: (l) => (
        <Badge color={STATE_COLORS[l.orderState]} variant="light">
          {t(`orderState.${l.orderState}`)}
        </Badge>
      ),
      priority: 'high',
    },
    { id: 'shipped', header: t('pick.shippedAt'), cell: (l) => l.gmtShipped ?? '', priority: 'low' },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={lines}
      rowKey={(l) => l.oneId}
      rowName={(l) => l.oneId}
      rowProps={(l) => ({ 'data-picked': l.picked, 'data-oneid': l.oneId })}
      testId="pick-list"
    />
  );
}
