import { useState } from 'react';
import type { OrderView } from '../../../../domain/outbound/outbound';

/** The orders ticked on a list page for bulk approval: only those an admin may approve now. */
export function useOrderSelection(rows: readonly OrderView[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const approvable = rows.filter((o) => o.actions.includes('approve'));
  // What is ticked and still approvable on this page (a refetch may have moved an order on).
  const selected = approvable.filter((o) => ticked.has(o.id)).map((o) => o.id);
  const toggle = (id: number) =>
    setTicked((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allTicked = approvable.length > 0 && selected.length === approvable.length;
  const toggleAll = () => setTicked(allTicked ? new Set() : new Set(approvable.map((o) => o.id)));
  return { selected, toggle, toggleAll, allTicked, clear: () => setTicked(new Set()) };
}
