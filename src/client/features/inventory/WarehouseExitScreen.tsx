import { Group, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageRequest } from '../../api/paging';
import { usePaging } from '../../components/use-paging';
import { ExportButton } from '../../components/ExportButton';
import type { ItemPage } from './api/item-page';
import { useWarehouseExitList } from './api/warehouse-exit-list';
import { ItemFilterBar } from './components/ItemFilterBar';
import { ItemTable } from './components/ItemTable';
import { ListFooter } from './components/ListFooter';
import { itemFilterRequest, NO_ITEM_FILTERS } from './item-filters';
import { useItemSelection } from './selection-store';
import type { SelectionList } from './selection-store';

type ExitListProps = {
  title: string;
  selection: SelectionList;
  useList: (params: PageRequest & Record<string, unknown>) => UseQueryResult<ItemPage>;
  /** Sent with every request, over the filters (the admin's day of exits: its exit-time window). */
  scope?: Record<string, unknown>;
  /** The admin's day of exits' warehouse: every request's, and shown fixed in the filters. */
  wareId?: number;
  /** Admin: the owner filter and the owner and shelf columns. */
  staffView?: boolean;
  /** The list's export call and its portal's download center, when the user may export. */
  exportTo?: { path: string; centerPath: string };
};

/**
 * Items that left, newest exit first, each with the order it left with: the seller's WarehouseExit
 * and the admin's exits of one warehouse on one day (Stock/detail/out/:wareId/:day).
 */
export function ExitListView({
  title,
  selection,
  useList,
  scope,
  wareId,
  staffView = false,
  exportTo,
}: ExitListProps) {
  const [filters, setFilters] = useState(NO_ITEM_FILTERS);
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const query = { ...itemFilterRequest(filters), ...scope, ...(wareId === undefined ? {} : { wareId }) };
  const list = useList({ ...query, pageNo, pageSize });
  const picked = useItemSelection((s) => s.picked[selection]);
  const page = list.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>{title}</Title>
        {exportTo && (
          <ExportButton
            {...exportTo}
            query={query}
            range={filters.inRange}
            selectedIds={Object.values(picked)}
          />
        )}
      </Group>
      <ItemFilterBar
        value={filters}
        dates={['out', 'in']}
        withOwner={staffView}
        fixedWareId={wareId}
        onSearch={(values) => {
          setFilters(values);
          setPageNo(1);
        }}
      />
      <ItemTable
        rows={page?.rows ?? []}
        list={selection}
        staffView={staffView}
        showExit
        loading={list.isFetching}
      />
      <ListFooter
        list={selection}
        totalCount={page?.totalCount ?? 0}
        totalPage={page?.totalPage ?? 1}
        {...pager}
      />
    </Stack>
  );
}

/** /business/inventory/WarehouseExit: the seller's items that left the warehouse, newest exit first. */
export function WarehouseExitScreen() {
  const { t } = useTranslation('inventory');
  return <ExitListView title={t('exit.title')} selection="warehouseExit" useList={useWarehouseExitList} />;
}
