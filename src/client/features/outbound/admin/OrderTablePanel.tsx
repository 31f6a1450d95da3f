import { Alert, Paper, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OrderView } from '../../../../domain/outbound/outbound';
import type { Page } from '../../../api/paging';
import type { ResponsiveTableProps } from '../../../components/responsive-list/columns';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import type { PagerState } from '../../../components/TablePager';

type Props = {
  testId: string;
  columns: ResponsiveColumn<OrderView>[];
  list: UseQueryResult<Page<OrderView>>;
  pager: PagerState;
  /** What the table says when the list is empty. */
  empty: string;
  /** Actions on the list, above it (the audit's bulk approval). */
  toolbar?: ReactNode;
  table?: Pick<ResponsiveTableProps<OrderView>, 'rowProps' | 'cardsHeader'>;
};

/** A paged list of orders in its card: why it did not load, the orders, and the pager. */
export function OrderTablePanel({ testId, columns, list, pager, empty, toolbar, table }: Props) {
  const rows = list.data?.rows ?? [];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        {toolbar}
        {list.isError && (
          <Alert color="red" role="alert">
            {list.error.message}
          </Alert>
        )}
        <ResponsiveTable
          testId={testId}
          tableProps={{ striped: true, highlightOnHover: true }}
          columns={columns}
          rows={rows}
          rowKey={(o) => o.id}
          rowName={(o) => o.oddNo}
          state={list.data && rows.length === 0 ? empty : undefined}
          {...table}
        />
        <TablePager
          totalCount={list.data?.totalCount ?? 0}
          totalPage={list.data?.totalPage ?? 1}
          {...pager}
        />
      </Stack>
    </Paper>
  );
}
