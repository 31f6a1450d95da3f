import { Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { TableState } from './TableState';

export type ListColumn = { label?: ReactNode; align?: 'right'; width?: number };

/**
 * The table of an account screen's paged list: its headings, then the loading, failed or empty
 * row (TableState) and the rows. Wider than `minWidth`, it scrolls sideways instead of squeezing.
 */
export function ListTable({
  testId,
  minWidth,
  columns,
  query,
  empty,
  filtered,
  striped = true,
  headingStyle,
  children,
}: {
  testId: string;
  minWidth: number;
  columns: readonly ListColumn[];
  query: UseQueryResult<unknown>;
  empty: boolean;
  /** False when the user set no filter: an empty list then says "no entries yet". */
  filtered?: boolean;
  striped?: boolean;
  headingStyle?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped} highlightOnHover verticalSpacing="xs" data-testid={testId}>
        <Table.Thead style={headingStyle}>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={index} ta={column.align} w={column.width}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableState query={query} columns={columns.length} empty={empty} filtered={filtered} />
          {children}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
