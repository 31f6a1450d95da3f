import { Checkbox, Code, Group } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconEdit, IconPrinter } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShelfRow } from '../../../../domain/warehouses/warehouses';
import { WarehouseStatus } from '../../../../domain/warehouses/rules';
import type { ShelfSelection } from '../shelf-selection';
import type { StockSettingActions } from '../use-stock-setting-actions';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
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
  const page = {
    checked: rows.length > 0 && ticked === rows.length,
    indeterminate: ticked > 0 && ticked < rows.length,
    onChange: (event: ChangeEvent<HTMLInputElement>) => selection.setPage(rows, event.currentTarget.checked),
  };
  const columns: ResponsiveColumn<ShelfRow>[] = [
    {
      id: 'select',
      header: <Checkbox aria-label={t('shelf.selectPage')} {...page} />,
      label: '',
      priority: 'key',
      width: 40,
      cell: (shelf) => (
        <Checkbox
          aria-label={t('shelf.select', { name: shelf.name })}
          checked={selection.has(shelf.id)}
          onChange={(event) => selection.toggle(shelf, event.currentTarget.checked)}
        />
      ),
    },
    {
      id: 'name',
      header: t('shelf.name'),
      priority: 'key',
      cellProps: { fw: 500 },
      cell: (shelf) => shelf.name,
    },
    { id: 'code', header: t('shelf.code'), priority: 'key', cell: (shelf) => <Code>{shelf.code}</Code> },
    {
      id: 'status',
      header: t('shelf.status'),
      priority: 'key',
      cell: (shelf) => <StatusBadge status={shelf.status} />,
    },
    {
      id: 'actions',
      header: t('table.actions'),
      priority: 'key',
      cell: (shelf) => {
        const enabled = shelf.status === WarehouseStatus.enabled;
        return (
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
        );
      },
    },
  ];
  return (
    <ResponsiveTable
      testId="shelf-table"
      minWidth={520}
      columns={columns}
      rows={rows}
      rowKey={(shelf) => shelf.id}
      rowName={(shelf) => shelf.name}
      rowProps={() => ({ 'data-testid': 'shelf-row' })}
      tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 6 }}
      cardsHeader={rows.length > 0 ? <Checkbox label={t('shelf.selectPage')} {...page} /> : null}
    />
  );
}
