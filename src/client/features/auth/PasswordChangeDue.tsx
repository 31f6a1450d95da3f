import { lazy, Suspense } from 'react';
import { activeToken, useSession } from '../../stores/session';

/** Loaded only when due: almost every session never needs it. */
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/**
 * A password the user did not choose (the super administrator's, generated at the first start)
 * must be changed first: while the user info says so, the change-password dialog stays open and
 * cannot be dismissed. Changing it ends the session; the next login no longer asks.
 */
export function PasswordChangeDue() {
  const due = useSession((s) => activeToken(s) !== null && s.userInfo?.mustChangePassword === true);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordDialog opened required onClose={() => {}} />
    </Suspense>
  );
}
