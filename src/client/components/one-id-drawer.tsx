import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { create } from 'zustand';
import { useOpenedOnce } from './use-opened-once';

/**
 * Host of the one-ID product drawer (spec section 2, width 800), reachable from every screen
 * through `openOneIdDrawer(oneId)`. RootShell renders the host once; the product detail itself
 * is passed in as children by the inventory area. The drawer loads the first time it opens.
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

const OneIdDrawerFrame = lazy(() =>
  import('./one-id-drawer/OneIdDrawerFrame').then((m) => ({ default: m.OneIdDrawerFrame })),
);

export function OneIdDrawerHost({ children }: { children?: (oneId: string) => ReactNode }) {
  const oneId = useOneIdDrawerStore((s) => s.oneId);
  const mounted = useOpenedOnce(oneId !== null);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <OneIdDrawerFrame oneId={oneId} onClose={closeOneIdDrawer}>
        {oneId && children ? children(oneId) : null}
      </OneIdDrawerFrame>
    </Suspense>
  );
}
