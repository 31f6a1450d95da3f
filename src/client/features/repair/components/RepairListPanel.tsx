import { Alert, Paper, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../api/paging';
import { ListTabs } from '../../../components/responsive-list/ListTabs';
import type { ListTab } from '../../../components/responsive-list/ListTabs';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveTableProps } from '../../../components/responsive-list/columns';
import { TablePager } from '../../../components/TablePager';
import { RepairFilters } from './RepairFilters';
import type { RepairListView } from './use-repair-list';

/**
 * A repair list's panel (the seller's orders, Audit/RepairOrder, the batch tasks, the tasks' pairs):
 * its tabs, search and tools, the server's refusal, the rows laid out for the width, and the pager.
 */
export function RepairListPanel<Row, T extends string>({
  view,
  tabs,
  tabLabel,
  search,
  toolbar,
  list,
  table,
}: {
  view: RepairListView<T>;
  tabs: readonly ListTab[];
  tabLabel: string;
  /** The search's hint and whether it asks for the seller (Audit/RepairOrder). */
  search: { hint: string; withSeller?: boolean };
  toolbar?: ReactNode;
  list: UseQueryResult<Page<Row>>;
  table: Omit<ResponsiveTableProps<Row>, 'rows' | 'state'>;
}) {
  const { t } = useTranslation('repair-screens');
  const page = list.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <ListTabs label={tabLabel} tabs={tabs} value={view.tab} onChange={(v) => view.setTab(v as T)} />
        <RepairFilters
          value={view.filters}
          withSeller={search.withSeller ?? false}
          keywordHint={search.hint}
          onSearch={view.search}
        />
        {toolbar}
        {list.isError && (
          <Alert color="red" role="alert">
            {list.error.message}
          </Alert>
        )}
        <ResponsiveTable
          {...table}
          rows={page?.rows ?? []}
          state={page && page.rows.length === 0 ? t('list.empty') : undefined}
        />
        <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...view.pager} />
      </Stack>
    </Paper>
  );
}
