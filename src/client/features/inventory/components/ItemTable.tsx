import { Checkbox, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { INSPECTION_GRADE_LABEL, isInspectionGrade } from '../../../../domain/inspection-rules';
import { centsToDollars } from '../../../../domain/product-rules';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import type { ItemRow } from '../../../../domain/inventory-views';
import { useItemSelection, usePicked } from '../selection-store';
import type { SelectionList } from '../selection-store';
import { InventoryStatusBadge } from './InventoryStatusBadge';

type Props = {
  rows: ItemRow[];
  list: SelectionList;
  /** Admin lists show the owner and the shelf; a seller sees neither (spec section 6). */
  staffView?: boolean;
  showExit?: boolean;
  loading?: boolean;
};

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');

/** Items with a checkbox each; picking survives paging (the selection store). */
export function ItemTable({ rows, list, staffView = false, showExit = false, loading = false }: Props) {
  const { t } = useTranslation(['inventory', 'inbound']);
  const picked = usePicked(list);
  const { toggle, togglePage } = useItemSelection();
  const pickedHere = rows.filter((r) => r.oneId in picked).length;
  return (
    // Narrow screens (a 1024px tablet) scroll the table sideways instead of squeezing its columns.
    <Table.ScrollContainer minWidth={staffView ? 1100 : 960}>
      <Table
        striped
        highlightOnHover
        verticalSpacing={6}
        fz="sm"
        aria-busy={loading}
        data-testid="item-table"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <Checkbox
                aria-label={t('table.selectPage')}
                checked={rows.length > 0 && pickedHere === rows.length}
                indeterminate={pickedHere > 0 && pickedHere < rows.length}
                onChange={() => togglePage(list, rows)}
              />
            </Table.Th>
            <Table.Th>{t('table.oneId')}</Table.Th>
            <Table.Th>{t('table.product')}</Table.Th>
            <Table.Th>{t('table.spec')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th>{t('table.grade')}</Table.Th>
            <Table.Th>{t('table.warehouse')}</Table.Th>
            {staffView && <Table.Th>{t('table.owner')}</Table.Th>}
            <Table.Th ta="right">{t('table.cost')}</Table.Th>
            <Table.Th>{t('table.supply')}</Table.Th>
            <Table.Th>{showExit ? t('table.gmtOut') : t('table.gmtIn')}</Table.Th>
            <Table.Th ta="right">{t('table.wareDays')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={staffView ? 12 : 11}>
                <Text c="dimmed" ta="center" py="md">
                  {loading ? t('table.loading') : t('table.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((r) => (
            <Table.Tr key={r.id} data-testid="item-row">
              <Table.Td>
                <Checkbox
                  aria-label={t('table.select', { oneId: r.oneId })}
                  checked={r.oneId in picked}
                  onChange={() => toggle(list, r.oneId, r.id)}
                />
              </Table.Td>
              <Table.Td>
                <OneIdLink oneId={r.oneId} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} truncate maw={260}>
                  {r.remarks || r.sku}
                </Text>
                <Text size="xs" c="dimmed">
                  {[r.brand, r.sku].filter(Boolean).join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>{r.spec}</Table.Td>
              <Table.Td>
                <InventoryStatusBadge status={r.status} size="sm" />
              </Table.Td>
              <Table.Td>
                {r.checkResult !== null && isInspectionGrade(r.checkResult)
                  ? t(INSPECTION_GRADE_LABEL[r.checkResult])
                  : ''}
              </Table.Td>
              <Table.Td>
                {r.wareName}
                {staffView && r.shelvesName ? (
                  <Text size="xs" c="dimmed">
                    {r.shelvesName}
                  </Text>
                ) : null}
              </Table.Td>
              {staffView && (
                <Table.Td>{r.shopInfo ? `${r.shopInfo.realname} (${r.shopInfo.uid})` : ''}</Table.Td>
              )}
              <Table.Td ta="right">${centsToDollars(r.costPrice)}</Table.Td>
              <Table.Td>{r.supply}</Table.Td>
              <Table.Td>{when(showExit ? r.gmtOut : r.gmtIn)}</Table.Td>
              <Table.Td ta="right">{r.wareDays}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
