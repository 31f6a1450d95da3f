import { Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepairPairView } from '../../../../domain/repair/views';
import { useWarehouseChoices } from '../../../api/warehouse-choices';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useRepairablePairs } from '../api/seller-repairs';

type Props = {
  wareId: number | null;
  onWarehouse: (wareId: number) => void;
  chosen: ReadonlySet<string>;
  onToggle: (pair: RepairPairView) => void;
};

/**
 * The seller's available pairs in one warehouse (one warehouse per repair order): a warehouse, a
 * search by ONE ID or SKU, and a tick per pair to add it to the order.
 */
export function PairChooser({ wareId, onWarehouse, chosen, onToggle }: Props) {
  const { t } = useTranslation('repair-screens');
  const warehouses = useWarehouseChoices();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const pairs = useRepairablePairs(
    { pageNo, pageSize, ...(wareId ? { wareId } : {}), ...(keyword ? { keyword } : {}) },
    wareId !== null,
  );
  const columns = useMemo<ResponsiveColumn<RepairPairView>[]>(
    () => [
      {
        id: 'pair',
        header: t('column.pair'),
        priority: 'key',
        cell: (p) => (
          <Checkbox
            checked={chosen.has(p.oneId)}
            onChange={() => onToggle(p)}
            aria-label={t('create.choosePair', { oneId: p.oneId })}
            label={
              <Text size="sm" ff="monospace" fw={600} span>
                {p.oneId}
              </Text>
            }
            description={t('pairLine', { sku: p.sku, size: p.size })}
          />
        ),
      },
      { id: 'name', header: t('column.product'), priority: 'high', cell: (p) => p.name || '-' },
      { id: 'brand', header: t('column.brand'), priority: 'low', cell: (p) => p.brand || '-' },
    ],
    [t, chosen, onToggle],
  );
  // The seller's default warehouse (the first the server lists) until another is chosen.
  const first = warehouses.data?.[0]?.id;
  useEffect(() => {
    if (wareId === null && first !== undefined) onWarehouse(first);
  }, [wareId, first, onWarehouse]);
  const page = pairs.data;
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('create.warehouse')}
          placeholder={t('create.warehouseHint')}
          data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          value={wareId === null ? null : String(wareId)}
          onChange={(v) => {
            if (v) onWarehouse(Number(v));
            setPageNo(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
          data-testid="repair-warehouse"
        />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setKeyword(typed.trim());
            setPageNo(1);
          }}
          style={{ display: 'contents' }}
        >
          <TextInput
            label={t('create.search')}
            placeholder={t('create.searchHint')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            w={{ base: '100%', sm: 240 }}
            disabled={wareId === null}
          />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconSearch size={16} />}
            disabled={wareId === null}
          >
            {t('common:actions.search')}
          </Button>
        </form>
      </Group>
      {pairs.isError && (
        <Text c="red" size="sm" role="alert">
          {pairs.error.message}
        </Text>
      )}
      <ResponsiveTable
        testId="repairable-pairs"
        columns={columns}
        rows={page?.rows ?? []}
        rowKey={(p) => p.oneId}
        rowName={(p) => p.oneId}
        rowProps={(p) => ({ 'data-testid': 'repairable-pair', 'data-one-id': p.oneId })}
        state={
          wareId === null
            ? t('create.pickWarehouse')
            : page?.rows.length === 0
              ? t('create.noPairs')
              : undefined
        }
      />
      {wareId !== null && (
        <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
      )}
    </Stack>
  );
}
