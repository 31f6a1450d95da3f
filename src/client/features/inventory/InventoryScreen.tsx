import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BusinessPart } from '../../../domain/kernel/permissions';
import { inventoryTabOf } from '../../../domain/inventory/views';
import { ExportButton } from '../../components/ExportButton';
import { useMay } from '../../stores/permissions';
import { useInventoryList } from './api/seller-inventory-list';
import { ItemFilterBar } from './components/ItemFilterBar';
import { ItemTable } from './components/ItemTable';
import { ListFooter } from './components/ListFooter';
import { OutboundActions } from './components/OutboundActions';
import { StatusTabs } from './components/StatusTabs';
import { itemFilterRequest } from './item-filters';
import { useInventoryFilters } from './list-filters-store';
import { useItemSelection } from './selection-store';
import { useListRoute } from './use-list-route';

export const INVENTORY_PATH = '/business/in-warehouse/inventory/inventory';

/**
 * /business/in-warehouse/inventory/inventory/:type?/:pageNo?: the seller's items by status tab,
 * with every tab's count under the filters, and items picked across pages for later actions. Cost
 * and source are edited in the one-ID drawer (click the ONE ID).
 */
export function InventoryScreen() {
  const { t } = useTranslation('inventory');
  const { type, pageNo, go } = useListRoute(INVENTORY_PATH);
  const { filters, setFilters, pageSize, setPageSize } = useInventoryFilters();
  const tab = inventoryTabOf(type);
  const query = { ...itemFilterRequest(filters), statusList: [...tab.statuses] };
  const list = useInventoryList({ ...query, pageNo, pageSize });
  const picked = useItemSelection((s) => s.picked.inventory);
  const mayExport = useMay()(BusinessPart.inventory, 'export');
  const page = list.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>{t('inventory.title')}</Title>
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('inventory.hint')}
          </Text>
          {mayExport && (
            <ExportButton
              path="/inventory/export"
              query={query}
              range={filters.inRange}
              selectedIds={Object.values(picked)}
              centerPath="/business/DownLoad"
            />
          )}
        </Group>
      </Group>
      <ItemFilterBar
        // Another cached page of this list may change the filters: start the form again from them.
        key={JSON.stringify(filters)}
        value={filters}
        dates={['in']}
        onSearch={(values) => {
          setFilters(values);
          go(tab.key, 1);
        }}
      />
      <OutboundActions />
      <StatusTabs active={tab.key} counts={page?.statusCounts ?? []} onChange={(key) => go(key, 1)} />
      <ItemTable rows={page?.rows ?? []} list="inventory" loading={list.isFetching} />
      <ListFooter
        list="inventory"
        totalCount={page?.totalCount ?? 0}
        totalPage={page?.totalPage ?? 1}
        pageNo={pageNo}
        pageSize={pageSize}
        onPage={(n) => go(tab.key, n)}
        onPageSize={(size) => {
          setPageSize(size);
          go(tab.key, 1);
        }}
      />
    </Stack>
  );
}
