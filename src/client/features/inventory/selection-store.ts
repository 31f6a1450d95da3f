import { create } from 'zustand';

/**
 * Items picked for a later action (export, outbound), kept across pages and tabs until the user
 * clears them: one selection per list, by ONE ID, with the row id the actions send.
 */
export type SelectionList = 'inventory' | 'warehouseExit' | 'stock';

type SelectionState = {
  picked: Record<SelectionList, Record<string, number>>;
  toggle: (list: SelectionList, oneId: string, id: number) => void;
  /** Selects every row given, or unselects them all when every one is already selected. */
  togglePage: (list: SelectionList, rows: readonly { oneId: string; id: number }[]) => void;
  clear: (list: SelectionList) => void;
};

const empty = (): Record<SelectionList, Record<string, number>> => ({
  inventory: {},
  warehouseExit: {},
  stock: {},
});

export const useItemSelection = create<SelectionState>((set) => ({
  picked: empty(),
  toggle: (list, oneId, id) =>
    set((s) => {
      const next = { ...s.picked[list] };
      if (oneId in next) delete next[oneId];
      else next[oneId] = id;
      return { picked: { ...s.picked, [list]: next } };
    }),
  togglePage: (list, rows) =>
    set((s) => {
      const next = { ...s.picked[list] };
      const all = rows.length > 0 && rows.every((r) => r.oneId in next);
      for (const r of rows) {
        if (all) delete next[r.oneId];
        else next[r.oneId] = r.id;
      }
      return { picked: { ...s.picked, [list]: next } };
    }),
  clear: (list) => set((s) => ({ picked: { ...s.picked, [list]: {} } })),
}));

export function usePicked(list: SelectionList): Record<string, number> {
  return useItemSelection((s) => s.picked[list]);
}
