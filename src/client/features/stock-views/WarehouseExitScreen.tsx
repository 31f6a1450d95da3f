import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaging } from '../../components/use-paging';
import { useWarehouseExitList } from './api/warehouse-exit-list';
import { ItemFilterBar } from './components/ItemFilterBar';
import { ItemTable } from './components/ItemTable';
import { ListFooter } from './components/ListFooter';
import { itemFilterRequest, NO_ITEM_FILTERS } from './item-filters';

/** /business/inventory/WarehouseExit: the seller's items that left the warehouse, newest exit first. */
export function WarehouseExitScreen() {
  const { t } = useTranslation('stockViews');
  const [filters, setFilters] = useState(NO_ITEM_FILTERS);
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const list = useWarehouseExitList({ ...itemFilterRequest(filters), pageNo, pageSize });
  const page = list.data;
  return (
    <Stack gap="sm">
      <Title order={3}>{t('exit.title')}</Title>
      <ItemFilterBar
        value={filters}
        dates={['out', 'in']}
        onSearch={(values) => {
          setFilters(values);
          setPageNo(1);
        }}
      />
      <ItemTable rows={page?.rows ?? []} list="warehouseExit" showExit loading={list.isFetching} />
      <ListFooter
        list="warehouseExit"
        totalCount={page?.totalCount ?? 0}
        totalPage={page?.totalPage ?? 1}
        {...pager}
      />
    </Stack>
  );
}
