import { create } from 'zustand';

/**
 * Which ONE ID the product drawer shows (spec section 2, width 800), opened from every screen
 * through `openOneIdDrawer(oneId)`. RootShell renders OneIdDrawerHost once, with the inventory
 * area's product detail as its children. The drawer loads the first time it opens.
 */
type OneIdDrawerStore = { oneId: string | null; open: (oneId: string) => void; close: () => void };

export const useOneIdDrawerStore = create<OneIdDrawerStore>((set) => ({
  oneId: null,
  open: (oneId) => set({ oneId }),
  close: () => set({ oneId: null }),
}));

export function openOneIdDrawer(oneId: string): void {
  useOneIdDrawerStore.getState().open(oneId);
}

export function closeOneIdDrawer(): void {
  useOneIdDrawerStore.getState().close();
}
