import { Anchor, Group, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconEdit, IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WarehouseRow } from '../../../../domain/warehouses';
import { WarehouseStatus } from '../../../../domain/warehouses-rules';
import type { StockSettingActions } from '../use-stock-setting-actions';
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
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('warehouse.nameAndAddress')}</Table.Th>
            <Table.Th>{t('warehouse.level')}</Table.Th>
            <Table.Th>{t('warehouse.status')}</Table.Th>
            <Table.Th ta="right">{t('warehouse.racks')}</Table.Th>
            <Table.Th ta="right">{t('warehouse.shelves')}</Table.Th>
            <Table.Th>{t('warehouse.createdAt')}</Table.Th>
            <Table.Th>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((w) => {
            const enabled = w.status === WarehouseStatus.enabled;
            return (
              <Table.Tr key={w.id} data-testid="warehouse-row">
                {/* The address sits under the name so the table fits a tablet without scrolling sideways. */}
                <Table.Td>
                  <Anchor component="button" type="button" fw={500} ta="left" onClick={() => onOpen(w)}>
                    {w.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" lineClamp={1} title={w.address}>
                    {w.address || t('detail.noAddress')}
                  </Text>
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <LevelBadge level={w.level} />
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <StatusBadge status={w.status} />
                </Table.Td>
                <Table.Td ta="right" data-testid="rack-count">
                  {w.rackCount}
                </Table.Td>
                <Table.Td ta="right" data-testid="shelf-count">
                  {w.shelfCount}
                </Table.Td>
                <Table.Td style={NO_WRAP}>{w.gmtCreate}</Table.Td>
                <Table.Td>
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
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
