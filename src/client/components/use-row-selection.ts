import { useState } from 'react';
import type { RowSelection } from './responsive-list/selection-column';

type Options<Row, Key> = {
  keyOf: (row: Row) => Key;
  /** A row that can be ticked now (waiting for the step the selection is for). */
  tickable: (row: Row) => boolean;
  /** Another view of the list (a tab) starts with nothing ticked. */
  view?: string;
};

/**
 * The rows of a list page ticked for a bulk step (batch approval): only rows that can take it, as
 * the rows are now; what was ticked and has moved on since (a refetch) is no longer selected.
 */
export function useRowSelection<Row, Key>(
  rows: readonly Row[],
  { keyOf, tickable, view = '' }: Options<Row, Key>,
): RowSelection<Row> & { tickableRows: Row[]; selected: Key[]; clear: () => void } {
  const [state, setState] = useState<{ view: string; ticked: ReadonlySet<Key> }>({
    view,
    ticked: new Set(),
  });
  const ticked = state.view === view ? state.ticked : new Set<Key>();
  const setTicked = (next: (was: ReadonlySet<Key>) => ReadonlySet<Key>) =>
    setState((s) => ({ view, ticked: next(s.view === view ? s.ticked : new Set()) }));
  const tickableRows = rows.filter(tickable);
  const selected = tickableRows.map(keyOf).filter((key) => ticked.has(key));
  const allTicked = tickableRows.length > 0 && selected.length === tickableRows.length;
  return {
    tickableRows,
    selected,
    allTicked,
    isTicked: (row) => tickable(row) && ticked.has(keyOf(row)),
    disabled: (row) => !tickable(row),
    toggle: (row) =>
      setTicked((was) => {
        const next = new Set(was);
        if (!next.delete(keyOf(row))) next.add(keyOf(row));
        return next;
      }),
    toggleAll: () => setTicked(() => (allTicked ? new Set() : new Set(tickableRows.map(keyOf)))),
    clear: () => setTicked(() => new Set()),
  };
}
