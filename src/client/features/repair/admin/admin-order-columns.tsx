import { Anchor, Group } from '@mantine/core';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RepairOrderRow } from '../../../../domain/repair/views';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { orderColumnsOf } from '../components/order-columns';
import { repairDetailPath } from './admin-paths';

/** The admin's repair order columns (Audit/RepairOrder); `actions` adds the row's buttons. */
export function useAdminOrderColumns(
  actions?: (o: RepairOrderRow) => ReactNode,
): ResponsiveColumn<RepairOrderRow>[] {
  const { t } = useTranslation('repair-screens');
  return useMemo(() => {
    const list = orderColumnsOf(
      t,
      (o) => (
        <Anchor component={Link} to={repairDetailPath(o.oddNo)} size="sm">
          {o.oddNo}
        </Anchor>
      ),
      [
        ['oddNo', 'key'],
        ['seller', 'key'],
        ['status', 'key'],
        ['pairs', 'high'],
        ['estimate', 'high'],
        ['cost', 'low'],
        ['ware', 'low'],
        ['task', 'low'],
        ['waiting', 'low'],
        ['qc', 'low'],
        ['review', 'low'],
        ['created', 'low'],
      ],
    );
    if (actions)
      list.push({
        id: 'actions',
        header: t('column.actions'),
        priority: 'key',
        align: 'right',
        cell: (o) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {actions(o)}
          </Group>
        ),
      });
    return list;
  }, [t, actions]);
}
