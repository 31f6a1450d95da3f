import { useState } from 'react';
import { approvalActionsOf } from '../../../../domain/repair/approval';
import type { ApprovalStatus } from '../../../../domain/repair/codes';
import type { RepairOrderRow } from '../../../../domain/repair/views';

/** An admin may review the order now (approve or refuse): it is pending review. */
export const mayReview = (o: RepairOrderRow) =>
  approvalActionsOf(o.approval as ApprovalStatus, 'admin').includes('approve');

/**
 * The orders ticked on a list page for batch approval: only those pending review, as the rows are
 * now; another view of the list (`view`: its tab) starts with nothing ticked.
 */
export function useApprovalSelection(rows: readonly RepairOrderRow[], view: string) {
  const [state, setState] = useState<{ view: string; ticked: ReadonlySet<string> }>({
    view,
    ticked: new Set(),
  });
  const ticked = state.view === view ? state.ticked : new Set<string>();
  const setTicked = (next: (was: ReadonlySet<string>) => ReadonlySet<string>) =>
    setState((s) => ({ view, ticked: next(s.view === view ? s.ticked : new Set()) }));
  const approvable = rows.filter(mayReview);
  const selected = approvable.filter((o) => ticked.has(o.oddNo)).map((o) => o.oddNo);
  const allTicked = approvable.length > 0 && selected.length === approvable.length;
  return {
    approvable,
    selected,
    allTicked,
    isTicked: (oddNo: string) => ticked.has(oddNo),
    toggle: (oddNo: string) =>
      setTicked((was) => {
        const next = new Set(was);
        if (!next.delete(oddNo)) next.add(oddNo);
        return next;
      }),
    toggleAll: () => setTicked(() => (allTicked ? new Set() : new Set(approvable.map((o) => o.oddNo)))),
    clear: () => setTicked(() => new Set()),
  };
}
