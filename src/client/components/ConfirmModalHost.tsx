import { lazy, Suspense } from 'react';
import { useConfirmStore } from './confirm-action';
import { useOpenedOnce } from './use-opened-once';

/** Where confirmAction's requests show: RootShell renders it once; the modal loads on first use. */
const ConfirmModal = lazy(() => import('./ConfirmModal').then((m) => ({ default: m.ConfirmModal })));

export function ConfirmModalHost() {
  const current = useConfirmStore((s) => s.current);
  const clear = useConfirmStore((s) => s.clear);
  const mounted = useOpenedOnce(current !== null);
  if (!mounted) return null;

  const answer = (confirmed: boolean) => {
    current?.resolve(confirmed);
    clear();
  };
  return (
    <Suspense fallback={null}>
      <ConfirmModal request={current} onAnswer={answer} />
    </Suspense>
  );
}
