import type { TableProps, TableTdProps } from '@mantine/core';
import type { CSSProperties, Key, MouseEvent, ReactNode } from 'react';
import type { ListLayout } from './use-list-layout';

/**
 * How much a column matters to a worker:
 * - 'key': shown at every width, and on a phone's card;
 * - 'high': shown in the table on a tablet and wider; on a phone under the card's "More details";
 * - 'low': shown in the table on a wide screen only; on a tablet in the row's details (the
 *   chevron at its end), on a phone under "More details".
 */
export type ColumnPriority = 'key' | 'high' | 'low';

export type ResponsiveColumn<Row> = {
  id: string;
  header: ReactNode;
  /** The column's name on a card or in a row's details when the header is not plain text. */
  label?: string;
  cell: (row: Row) => ReactNode;
  priority: ColumnPriority;
  align?: 'right';
  width?: number;
  cellProps?: Omit<TableTdProps, 'children'>;
};

/** What a row carries at every width (test ids, a click that opens it). */
export type RowAttributes = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  style?: CSSProperties;
  [data: `data-${string}`]: string | number | boolean | undefined;
};

export type RowDetails<Row> = {
  /** The toggles' column heading (read by screen readers). */
  heading: string;
  content: (row: Row) => ReactNode;
  label: (row: Row, expanded: boolean) => string;
  rowClick?: boolean;
};

export type ResponsiveTableProps<Row> = {
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Names a row in its "show more" button (a ONE ID, a username); default its position. */
  rowName?: (row: Row) => string;
  rowProps?: (row: Row) => RowAttributes;
  /** The loading, failed or empty message, shown instead of (before) the rows when set. */
  state?: ReactNode;
  /** On a wide screen the table keeps this width and scrolls sideways inside its box. */
  minWidth?: number;
  testId: string;
  tableProps?: Omit<TableProps, 'children' | 'data'>;
  /**
   * More about a row than its columns (an audit entry's change): shown with the folded columns
   * at every width, behind the toggle named by `label`; `rowClick` lets a click on the row toggle it.
   */
  details?: RowDetails<Row>;
  /** Above a phone's cards: what the table's header row holds for the whole page (select all). */
  cardsHeader?: ReactNode;
  /**
   * When two row values show the same thing although they are new objects (a row built from a
   * cached record and a flag): lets a re-render of the list skip the rows that did not change.
   * Rows are memoised anyway when the same object comes back; with stable `columns`, `rowProps`
   * and `details` (useMemo/useCallback in the screen) a change re-renders only the changed rows.
   */
  rowEqual?: (a: Row, b: Row) => boolean;
  /**
   * The rows' own controls (a row's details toggle, a card's "More details") at least 44 px for a
   * gloved finger (TOUCH_TARGET): the lists of the warehouse scan screens. Desktop lists keep theirs.
   */
  touch?: boolean;
};

export const SHOWN: Record<ListLayout, readonly ColumnPriority[]> = {
  wide: ['key', 'high', 'low'],
  tablet: ['key', 'high'],
  phone: ['key'],
};

export function labelOf<Row>(column: ResponsiveColumn<Row>): ReactNode {
  return column.label ?? column.header;
}

export type ViewProps<Row> = ResponsiveTableProps<Row> & {
  shown: readonly ResponsiveColumn<Row>[];
  folded: readonly ResponsiveColumn<Row>[];
  open: ReadonlySet<Key>;
  toggle: (key: Key) => void;
};

export function clickToToggle<Row>(
  details: ResponsiveTableProps<Row>['details'],
  toggle: () => void,
): RowAttributes {
  return details?.rowClick ? { onClick: toggle, style: { cursor: 'pointer' } } : {};
}

export type RowViewProps<Row> = {
  rowKey: Key;
  row: Row;
  expanded: boolean;
  toggle: (key: Key) => void;
  shown: readonly ResponsiveColumn<Row>[];
  folded: readonly ResponsiveColumn<Row>[];
  details: RowDetails<Row> | undefined;
  rowProps: ResponsiveTableProps<Row>['rowProps'];
  rowEqual: ResponsiveTableProps<Row>['rowEqual'];
  touch: boolean | undefined;
};

/**
 * Whether a row can keep what it rendered: every prop the same, its row the same object or equal
 * by the screen's rowEqual. A scan that changes one record so re-renders one row, not the page.
 */
export function sameRow<P extends RowViewProps<unknown>>(prev: P, next: P): boolean {
  for (const name of Object.keys(next) as (keyof P)[]) {
    if (name === 'row') continue;
    if (!Object.is(prev[name], next[name])) return false;
  }
  return prev.row === next.row || (next.rowEqual?.(prev.row, next.row) ?? false);
}
