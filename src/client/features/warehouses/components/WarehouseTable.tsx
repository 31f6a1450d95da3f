import { Anchor, Group, Text } from '@mantine/core';
import type { TableTdProps } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconEdit, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WarehouseRow } from '../../../../domain/warehouses/warehouses';
import { WarehouseStatus } from '../../../../domain/warehouses/rules';
import type { StockSettingActions } from '../use-stock-setting-actions';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../../components/RowAction';
import { LevelBadge, StatusBadge } from './StatusBadges';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

type Props = {
  rows: readonly WarehouseRow[];
  actions: StockSettingActions;
  onOpen: (warehouse: WarehouseRow) => void;
  onEdit: (warehouse: WarehouseRow) => void;
  onToggleStatus: (warehouse: WarehouseRow) => void;
};

/** The warehouse rows of one page; buttons the user may not use are not drawn. */
export function WarehouseTable({ rows, actions, onOpen, onEdit, onToggleStatus }: Props) {
  const { t } = useTranslation('warehouses');
  const columns: ResponsiveColumn<WarehouseRow>[] = [
    {
      id: 'name',
      header: t('warehouse.nameAndAddress'),
      priority: 'key',
      // The address sits under the name so the table fits a tablet without scrolling sideways.
      cell: (w) => (
        <>
          <Anchor component="button" type="button" fw={500} ta="left" onClick={() => onOpen(w)}>
            {w.name}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1} title={w.address}>
            {w.address || t('detail.noAddress')}
          </Text>
        </>
      ),
    },
    {
      id: 'level',
      header: t('warehouse.level'),
      priority: 'low',
      cellProps: { style: NO_WRAP },
      cell: (w) => <LevelBadge level={w.level} />,
    },
    {
      id: 'status',
      header: t('warehouse.status'),
      priority: 'key',
      cellProps: { style: NO_WRAP },
      cell: (w) => <StatusBadge status={w.status} />,
    },
    {
      id: 'racks',
      header: t('warehouse.racks'),
      priority: 'high',
      align: 'right',
      cellProps: { 'data-testid': 'rack-count' } as TableTdProps,
      cell: (w) => w.rackCount,
    },
    {
      id: 'shelves',
      header: t('warehouse.shelves'),
      priority: 'high',
      align: 'right',
      cellProps: { 'data-testid': 'shelf-count' } as TableTdProps,
      cell: (w) => w.shelfCount,
    },
    {
      id: 'created',
      header: t('warehouse.createdAt'),
      priority: 'low',
      cellProps: { style: NO_WRAP },
      cell: (w) => w.gmtCreate,
    },
    {
      id: 'actions',
      header: t('table.actions'),
      priority: 'key',
      cell: (w) => {
        const enabled = w.status === WarehouseStatus.enabled;
        return (
          <Group gap={4} wrap="nowrap">
            <RowAction label={t('warehouse.open')} icon={IconListDetails} onClick={() => onOpen(w)} />
            {actions.edit && (
              <RowAction label={t('common:actions.edit')} icon={IconEdit} onClick={() => onEdit(w)} />
            )}
            {enabled && actions.disable && (
              <RowAction
                label={t('common:actions.disable')}
                icon={IconCircleOff}
                color="orange"
                onClick={() => onToggleStatus(w)}
              />
            )}
            {!enabled && actions.enable && (
              <RowAction
                label={t('common:actions.enable')}
                icon={IconCircleCheck}
                color="teal"
                onClick={() => onToggleStatus(w)}
              />
            )}
          </Group>
        );
      },
    },
  ];
  return (
    <ResponsiveTable
      testId="warehouse-table"
      minWidth={700}
      columns={columns}
      rows={rows}
      rowKey={(w) => w.id}
      rowName={(w) => w.name}
      rowProps={() => ({ 'data-testid': 'warehouse-row' })}
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'xs' }}
    />
  );
}
