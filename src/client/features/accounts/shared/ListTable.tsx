import type { UseQueryResult } from '@tanstack/react-query';
import type { Key } from 'react';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type {
  ResponsiveColumn,
  RowAttributes,
  RowDetails,
} from '../../../components/responsive-list/ResponsiveTable';
import { useTableState } from './TableState';

/**
 * The table of an account screen's paged list (ResponsiveTable: every column on a wide screen,
 * the low-priority ones in each row's details on a tablet, cards on a phone), with the loading,
 * failed or empty message (useTableState). Wide, it keeps `minWidth` and scrolls sideways.
 */
export function ListTable<Row>({
  testId,
  minWidth,
  columns,
  rows,
  rowKey,
  rowName,
  rowProps,
  details,
  query,
  filtered,
  striped = true,
  noWrapHeadings = false,
}: {
  testId: string;
  minWidth: number;
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowName?: (row: Row) => string;
  rowProps?: (row: Row) => RowAttributes;
  details?: RowDetails<Row>;
  query: UseQueryResult<unknown>;
  /** False when the user set no filter: an empty list then says "no entries yet". */
  filtered?: boolean;
  striped?: boolean;
  noWrapHeadings?: boolean;
}) {
  const state = useTableState({ query, empty: rows.length === 0, filtered });
  return (
    <ResponsiveTable
      testId={testId}
      minWidth={minWidth}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      rowName={rowName}
      rowProps={rowProps}
      details={details}
      state={state}
      tableProps={{
        striped,
        highlightOnHover: true,
        verticalSpacing: 'xs',
        styles: noWrapHeadings ? { th: { whiteSpace: 'nowrap' } } : undefined,
      }}
    />
  );
}
