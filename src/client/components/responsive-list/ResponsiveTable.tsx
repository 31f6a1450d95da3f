import { useCallback, useMemo, useState } from 'react';
import type { Key } from 'react';
import { SHOWN } from './columns';
import type { ResponsiveTableProps } from './columns';
import { RowCards } from './RowCards';
import { RowsTable } from './RowsTable';
import { useListLayout } from './use-list-layout';

export type { ColumnPriority, ResponsiveColumn, RowAttributes, RowDetails } from './columns';

/**
 * A list's rows, laid out for the width it has (useListLayout): every column on a wide screen;
 * on a tablet the 'key' and 'high' columns with the rest in each row's details, so nothing
 * scrolls sideways; on a phone one card per row with its 'key' fields and the rest under "More
 * details". Screens declare each column's priority; this component alone decides what shows.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  const layout = useListLayout();
  const [open, setOpen] = useState<ReadonlySet<Key>>(new Set());
  const toggle = useCallback(
    (key: Key) =>
      setOpen((was) => {
        const next = new Set(was);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  const { columns } = props;
  const shown = useMemo(() => columns.filter((c) => SHOWN[layout].includes(c.priority)), [columns, layout]);
  const folded = useMemo(() => columns.filter((c) => !SHOWN[layout].includes(c.priority)), [columns, layout]);
  const view = { ...props, shown, folded, open, toggle };
  return layout === 'phone' ? <RowCards {...view} /> : <RowsTable {...view} layout={layout} />;
}
