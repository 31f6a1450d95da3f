import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ConfirmModalHost } from '../components/ConfirmModalHost';
import { OfflineBanner } from '../components/OfflineBanner';
import { OneIdDrawerHost } from '../components/one-id-drawer/OneIdDrawerHost';
import { UnsureScanPrompt } from '../components/scan/UnsureScanPrompt';
import { PasswordChangeDue } from '../features/auth/PasswordChangeDue';
import { useSettingsSync } from '../features/settings/use-settings-sync';
import { useOneIdScan } from '../components/one-id-drawer/use-one-id-scan';
import { BUNDLE_BUILD_DATE, BUNDLE_VERSION } from '../pwa/build-info';
import { PwaUpdatePrompt } from '../pwa/PwaUpdatePrompt';
import { useTabRecorder } from '../layouts/use-tab-recorder';

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

export function RootShell() {
  useTabRecorder();
  useOneIdScan();
  // The user's settings kept with their account: read after login, saved on change.
  useSettingsSync();
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
      <div hidden data-testid="app-build" data-version={BUNDLE_VERSION} data-build-date={BUNDLE_BUILD_DATE}>
        SoleStack {BUNDLE_VERSION} {BUNDLE_BUILD_DATE}
      </div>
    </>
  );
}
