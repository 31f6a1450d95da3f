import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ConfirmModalHost } from '../components/ConfirmModalHost';
import { OfflineBanner } from '../components/OfflineBanner';
import { OneIdDrawerHost } from '../components/one-id-drawer/OneIdDrawerHost';
import { UnsureScanPrompt } from '../components/scan/UnsureScanPrompt';
import { PasswordChangeDue } from '../features/auth/PasswordChangeDue';
import { useOneIdScan } from '../components/one-id-drawer/use-one-id-scan';
import { BUNDLE_BUILD_DATE, BUNDLE_VERSION } from '../pwa/build-info';
import { PwaUpdatePrompt } from '../pwa/PwaUpdatePrompt';
import { useTabRecorder } from '../layouts/use-tab-recorder';
import { activeToken, useSession } from '../stores/session';

/**
 * Root of every route (spec section 2 "Root shell"): the page, the offline banner, the
 * confirmation modal, unsure-scan prompt and one-ID drawer hosts, the new-release prompt, and the hidden version
 * and build date that support reads from the page source. Cached views live in each layout's
 * KeepAliveOutlet.
 */
/** The drawer's content is its own chunk: it loads the first time a ONE ID is opened. */
const ProductDrawer = lazy(() =>
  import('../features/inventory/drawer/ProductDrawer').then((m) => ({ default: m.ProductDrawer })),
);

/** The user's settings kept with their account: its own chunk, loaded once someone is logged in. */
const SettingsSync = lazy(() =>
  import('../features/settings/SettingsSync').then((m) => ({ default: m.SettingsSync })),
);

export function RootShell() {
  useTabRecorder();
  useOneIdScan();
  const loggedIn = useSession((s) => activeToken(s) !== null);
  return (
    <>
      <Outlet />
      <OfflineBanner />
      <ConfirmModalHost />
      <UnsureScanPrompt />
      <OneIdDrawerHost>
        {(oneId) => (
          <Suspense fallback={null}>
            <ProductDrawer key={oneId} oneId={oneId} />
          </Suspense>
        )}
      </OneIdDrawerHost>
      <PwaUpdatePrompt />
      <PasswordChangeDue />
      {loggedIn && (
        <Suspense fallback={null}>
          <SettingsSync />
        </Suspense>
      )}
      <div hidden data-testid="app-build" data-version={BUNDLE_VERSION} data-build-date={BUNDLE_BUILD_DATE}>
        SoleStack {BUNDLE_VERSION} {BUNDLE_BUILD_DATE}
      </div>
    </>
  );
}
