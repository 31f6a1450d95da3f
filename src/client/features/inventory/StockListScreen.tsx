import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inventoryTabOf, StockPage } from '../../../domain/inventory/views';
import { usePaging } from '../../components/use-paging';
import { ExportButton } from '../../components/ExportButton';
import { useMay } from '../../stores/permissions';
import { useStockList } from './api/stock-list';
import { ItemFilterBar } from './components/ItemFilterBar';
import { ItemTable } from './components/ItemTable';
import { ListFooter } from './components/ListFooter';
import { StatusTabs } from './components/StatusTabs';
import { itemFilterRequest, NO_ITEM_FILTERS } from './item-filters';
import { useItemSelection } from './selection-store';

/**
 * /admin/Stock: every seller's items with owner and shelf, by status tab, filtered like the
 * seller's inventory plus the owner. `received` narrows it to one inbound batch (Stock/detail).
 */
export function StockListView({
  title,
  received,
}: {
  title: string;
  received?: { receivedBeginTime: string; receivedEndTime: string; wareId: number };
}) {
  const [filters, setFilters] = useState(NO_ITEM_FILTERS);
  const [tabKey, setTabKey] = useState('all');
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const tab = inventoryTabOf(tabKey);
  const query = { ...itemFilterRequest(filters), ...received, statusList: [...tab.statuses] };
  const list = useStockList({ ...query, pageNo, pageSize });
  const picked = useItemSelection((s) => s.picked.stock);
  const mayExport = useMay()(StockPage.stock, 'export');
  const page = list.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>{title}</Title>
        {mayExport && (
          <ExportButton
            path="/stock/export"
            query={query}
            range={filters.inRange}
            selectedIds={Object.values(picked)}
            centerPath="/admin/DownLoad"
          />
        )}
      </Group>
      <ItemFilterBar
        value={filters}
        dates={['in', 'out']}
        withOwner
        fixedWareId={received?.wareId}
        onSearch={(values) => {
          setFilters(values);
          setPageNo(1);
        }}
      />
      <StatusTabs
        active={tab.key}
        counts={page?.statusCounts ?? []}
        onChange={(key) => {
          setTabKey(key);
          setPageNo(1);
        }}
      />
      <ItemTable rows={page?.rows ?? []} list="stock" staffView loading={list.isFetching} />
      <ListFooter
        list="stock"
        totalCount={page?.totalCount ?? 0}
        totalPage={page?.totalPage ?? 1}
        {...pager}
      />
    </Stack>
  );
}

export function StockListScreen() {
  const { t } = useTranslation('inventory');
  return <StockListView title={t('stock.title')} />;
}
