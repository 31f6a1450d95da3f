import { Checkbox } from '@mantine/core';
import type { ResponsiveColumn } from './columns';

/** What a list's tick boxes read and change: the page's rows ticked, and each row's own box. */
export type RowSelection<Row> = {
  allTicked: boolean;
  toggleAll: () => void;
  isTicked: (row: Row) => boolean;
  toggle: (row: Row) => void;
  /** A row that cannot be ticked (not waiting for the step the selection is for). */
  disabled: (row: Row) => boolean;
};

/** The words of the column: its header box, its name on a card, and each row's box. */
export type SelectionWords<Row> = {
  selectAll: string;
  select: string;
  selectOne: (row: Row) => string;
};

/** A key column of tick boxes, one in the header for the whole page (bulk approval and the like). */
export function selectionColumn<Row>(
  selection: RowSelection<Row>,
  words: SelectionWords<Row>,
): ResponsiveColumn<Row> {
  return {
    id: 'pick',
    header: (
      <Checkbox aria-label={words.selectAll} checked={selection.allTicked} onChange={selection.toggleAll} />
    ),
    label: words.select,
    priority: 'key',
    width: 40,
    cell: (row) => (
      <Checkbox
        aria-label={words.selectOne(row)}
        disabled={selection.disabled(row)}
        checked={selection.isTicked(row)}
        onChange={() => selection.toggle(row)}
      />
    ),
  };
}
