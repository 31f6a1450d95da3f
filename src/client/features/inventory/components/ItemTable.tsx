import { Anchor, Checkbox, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { INSPECTION_GRADE_LABEL, isInspectionGrade } from '../../../../domain/inspection/rules';
import { centsToDollars } from '../../../../domain/kernel/product-rules';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import type { ExitOrder, ItemRow } from '../../../../domain/inventory/views';
import { exitOrderLink } from '../exit-order-link';
import { useItemSelection, usePicked } from '../selection-store';
import type { SelectionList } from '../selection-store';
import { InventoryStatusBadge } from '../../../components/InventoryStatusBadge';

type Props = {
  rows: ItemRow[];
  list: SelectionList;
  /** Admin lists show the owner and the shelf; a seller sees neither (spec section 6). */
  staffView?: boolean;
  /** Exit lists: the exit time, and the order each item left with (linked to the viewer's screen). */
  showExit?: boolean;
  loading?: boolean;
};

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

/** The order an item left with: its number (a link to the viewer's order screen) over its kind. */
function ExitOrderCell({
  exit,
  viewer,
}: {
  exit: ExitOrder | null | undefined;
  viewer: 'business' | 'admin';
}) {
  const { t } = useTranslation('outbound');
  if (!exit) return null;
  const to = exitOrderLink(viewer, exit);
  return (
    <>
      {to ? (
        <Anchor component={Link} to={to} size="sm" data-testid="exit-order">
          {exit.oddNo}
        </Anchor>
      ) : (
        <Text size="sm" data-testid="exit-order">
          {exit.oddNo}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t(`kind.${exit.type}`, { defaultValue: String(exit.type) })}
      </Text>
    </>
  );
}

/** Items with a checkbox each; picking survives paging (the selection store). */
export function ItemTable({ rows, list, staffView = false, showExit = false, loading = false }: Props) {
  const { t } = useTranslation(['inventory', 'inbound']);
  const picked = usePicked(list);
  const { toggle, togglePage } = useItemSelection();
  const pickedHere = rows.filter((r) => r.oneId in picked).length;
  const pageSelection = {
    checked: rows.length > 0 && pickedHere === rows.length,
    indeterminate: pickedHere > 0 && pickedHere < rows.length,
    onChange: () => togglePage(list, rows),
  };
  const exitOrder: ResponsiveColumn<ItemRow> = {
    id: 'exitOrder',
    header: t('table.exitOrder'),
    priority: 'high',
    cell: (r) => <ExitOrderCell exit={r.outInfo} viewer={staffView ? 'admin' : 'business'} />,
  };
  const columns: ResponsiveColumn<ItemRow>[] = [
    {
      id: 'select',
      header: <Checkbox aria-label={t('table.selectPage')} {...pageSelection} />,
      label: '',
      priority: 'key',
      width: 36,
      cell: (r) => (
        <Checkbox
          aria-label={t('table.select', { oneId: r.oneId })}
          checked={r.oneId in picked}
          onChange={() => toggle(list, r.oneId, r.id, r.status)}
        />
      ),
    },
    { id: 'oneId', header: t('table.oneId'), priority: 'key', cell: (r) => <OneIdLink oneId={r.oneId} /> },
    {
      id: 'product',
      header: t('table.product'),
      priority: 'key',
      cell: (r) => (
        <>
          <Text size="sm" fw={500} truncate maw={180}>
            {r.remarks || r.sku}
          </Text>
          <Text size="xs" c="dimmed">
            {[r.brand, r.sku].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    { id: 'spec', header: t('table.spec'), priority: 'high', cell: (r) => r.spec },
    {
      id: 'status',
      header: t('table.status'),
      // Every row of an exit list is out of the warehouse: its order says more, so the status folds.
      priority: showExit ? 'low' : 'key',
      cell: (r) => <InventoryStatusBadge status={r.status} size="sm" />,
    },
    {
      id: 'grade',
      header: t('table.grade'),
      priority: 'low',
      cell: (r) =>
        r.checkResult !== null && isInspectionGrade(r.checkResult)
          ? t(INSPECTION_GRADE_LABEL[r.checkResult])
          : '',
    },
    {
      id: 'warehouse',
      header: t('table.warehouse'),
      priority: 'high',
      cell: (r) => (
        <>
          {r.wareName}
          {staffView && r.shelvesName ? (
            <Text size="xs" c="dimmed">
              {r.shelvesName}
            </Text>
          ) : null}
        </>
      ),
    },
    ...(showExit ? [exitOrder] : []),
    ...(staffView
      ? [
          {
            id: 'owner',
            header: t('table.owner'),
            priority: 'low',
            cell: (r) => (r.shopInfo ? `${r.shopInfo.realname} (${r.shopInfo.uid})` : ''),
          } satisfies ResponsiveColumn<ItemRow>,
        ]
      : []),
    {
      id: 'cost',
      header: t('table.cost'),
      priority: 'low',
      align: 'right',
      cell: (r) => `$${centsToDollars(r.costPrice)}`,
    },
    { id: 'supply', header: t('table.supply'), priority: 'low', cell: (r) => r.supply },
    {
      id: 'date',
      header: showExit ? t('table.gmtOut') : t('table.gmtIn'),
      priority: 'low',
      cell: (r) => when(showExit ? r.gmtOut : r.gmtIn),
    },
    { id: 'wareDays', header: t('table.wareDays'), priority: 'low', align: 'right', cell: (r) => r.wareDays },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowName={(r) => r.oneId}
      rowProps={() => ({ 'data-testid': 'item-row' })}
      // Narrow screens (a 1024px tablet) scroll the table sideways instead of squeezing its columns.
      minWidth={staffView ? 1100 : 960}
      testId="item-table"
      tableProps={{
        striped: true,
        highlightOnHover: true,
        verticalSpacing: 6,
        fz: 'sm',
        'aria-busy': loading,
        style: { whiteSpace: 'nowrap' },
      }}
      cardsHeader={rows.length > 0 ? <Checkbox label={t('table.selectPage')} {...pageSelection} /> : null}
      state={
        rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {loading ? t('table.loading') : t('table.empty')}
          </Text>
        ) : null
      }
    />
  );
}
