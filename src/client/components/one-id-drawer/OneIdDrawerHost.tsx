import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useOpenedOnce } from '../use-opened-once';
import { closeOneIdDrawer, useOneIdDrawerStore } from './one-id-drawer-store';

/** The drawer's place in RootShell: `children` renders the product detail of the open ONE ID. */
const OneIdDrawerFrame = lazy(() =>
  import('./OneIdDrawerFrame').then((m) => ({ default: m.OneIdDrawerFrame })),
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
