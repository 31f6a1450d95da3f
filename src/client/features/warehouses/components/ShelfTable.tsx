import { Checkbox, Code, Group, Table } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconEdit, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ShelfRow } from '../../../../domain/warehouses';
import { WarehouseStatus } from '../../../../domain/warehouses-rules';
import type { ShelfSelection } from '../shelf-selection';
import type { StockSettingActions } from '../use-stock-setting-actions';
import { RowAction } from '../../../components/RowAction';
import { StatusBadge } from './StatusBadges';

type Props = {
  rows: readonly ShelfRow[];
  selection: ShelfSelection;
  actions: StockSettingActions;
  /** False while the rack or warehouse is disabled: a shelf's own switch would mean nothing then. */
  statusChangeable: boolean;
  onPrint: (shelf: ShelfRow) => void;
  onRename: (shelf: ShelfRow) => void;
  onToggleStatus: (shelf: ShelfRow) => void;
};

/** One page of a rack's shelves, with ticks that add to the selection kept across pages. */
export function ShelfTable({
  rows,
  selection,
  actions,
  statusChangeable,
  onPrint,
  onRename,
  onToggleStatus,
}: Props) {
  const { t } = useTranslation('warehouses');
  const ticked = rows.filter((r) => selection.has(r.id)).length;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('shelf.selectPage')}
                checked={rows.length > 0 && ticked === rows.length}
                indeterminate={ticked > 0 && ticked < rows.length}
                onChange={(event) => selection.setPage(rows, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t('shelf.name')}</Table.Th>
            <Table.Th>{t('shelf.code')}</Table.Th>
            <Table.Th>{t('shelf.status')}</Table.Th>
            <Table.Th>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((shelf) => {
            const enabled = shelf.status === WarehouseStatus.enabled;
            return (
              <Table.Tr key={shelf.id} data-testid="shelf-row">
                <Table.Td>
                  <Checkbox
                    aria-label={t('shelf.select', { name: shelf.name })}
                    checked={selection.has(shelf.id)}
                    onChange={(event) => selection.toggle(shelf, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td fw={500}>{shelf.name}</Table.Td>
                <Table.Td>
                  <Code>{shelf.code}</Code>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={shelf.status} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowAction
                      label={t('shelf.printOne', { name: shelf.name })}
                      icon={IconPrinter}
                      onClick={() => onPrint(shelf)}
                    />
                    {actions.edit && (
                      <RowAction
                        label={t('shelf.rename', { name: shelf.name })}
                        icon={IconEdit}
                        onClick={() => onRename(shelf)}
                      />
                    )}
                    {statusChangeable && enabled && actions.disable && (
                      <RowAction
                        label={t('shelf.disable', { name: shelf.name })}
                        icon={IconCircleOff}
                        color="orange"
                        onClick={() => onToggleStatus(shelf)}
                      />
                    )}
                    {statusChangeable && !enabled && actions.enable && (
                      <RowAction
                        label={t('shelf.enable', { name: shelf.name })}
                        icon={IconCircleCheck}
                        color="teal"
                        onClick={() => onToggleStatus(shelf)}
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
