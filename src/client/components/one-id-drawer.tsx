import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';

/**
 * Host of the one-ID product drawer (spec section 2, width 800), reachable from every screen
 * through `openOneIdDrawer(oneId)`. RootShell renders the host once; the product detail itself
 * is passed in as children by the inventory area.
 */
export const ONE_ID_DRAWER_WIDTH = 800;

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

export function OneIdDrawerHost({ children }: { children?: (oneId: string) => ReactNode }) {
  const { t } = useTranslation('shell');
  const oneId = useOneIdDrawerStore((s) => s.oneId);
  return (
    <Drawer
      opened={oneId !== null}
      onClose={closeOneIdDrawer}
      position="right"
      size={ONE_ID_DRAWER_WIDTH}
      title={oneId ? t('oneId.title', { oneId }) : ''}
    >
      {oneId && children ? children(oneId) : null}
    </Drawer>
  );
}
