import { create } from 'zustand';

/**
 * Items picked for a later action (export, outbound), kept across pages and tabs until the user
 * clears them: one selection per list, by ONE ID, with the row id the actions send and the status the
 * item had when picked (which outbound actions apply to it).
 */
export type SelectionList = 'inventory' | 'warehouseExit' | 'stock';

type PickedRow = { oneId: string; id: number; status?: number };

type SelectionState = {
  picked: Record<SelectionList, Record<string, number>>;
  /** The status of each picked item, by ONE ID (rows picked without one are left out). */
  statusOf: Record<SelectionList, Record<string, number>>;
  toggle: (list: SelectionList, oneId: string, id: number, status?: number) => void;
  /** Selects every row given, or unselects them all when every one is already selected. */
  togglePage: (list: SelectionList, rows: readonly PickedRow[]) => void;
  clear: (list: SelectionList) => void;
};

const empty = (): Record<SelectionList, Record<string, number>> => ({
  inventory: {},
  warehouseExit: {},
  stock: {},
});

export const useItemSelection = create<SelectionState>((set) => ({
  picked: empty(),
  statusOf: empty(),
  toggle: (list, oneId, id, status) =>
    set((s) => {
      const next = { ...s.picked[list] };
      const statuses = { ...s.statusOf[list] };
      if (oneId in next) {
        delete next[oneId];
        delete statuses[oneId];
      } else {
        next[oneId] = id;
        if (status !== undefined) statuses[oneId] = status;
      }
      return { picked: { ...s.picked, [list]: next }, statusOf: { ...s.statusOf, [list]: statuses } };
    }),
  togglePage: (list, rows) =>
    set((s) => {
      const next = { ...s.picked[list] };
      const statuses = { ...s.statusOf[list] };
      const all = rows.length > 0 && rows.every((r) => r.oneId in next);
      for (const r of rows) {
        if (all) {
          delete next[r.oneId];
          delete statuses[r.oneId];
        } else {
          next[r.oneId] = r.id;
          if (r.status !== undefined) statuses[r.oneId] = r.status;
        }
      }
      return { picked: { ...s.picked, [list]: next }, statusOf: { ...s.statusOf, [list]: statuses } };
    }),
  clear: (list) =>
    set((s) => ({ picked: { ...s.picked, [list]: {} }, statusOf: { ...s.statusOf, [list]: {} } })),
}));

export function usePicked(list: SelectionList): Record<string, number> {
  return useItemSelection((s) => s.picked[list]);
}
