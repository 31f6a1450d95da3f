import { Outlet } from 'react-router-dom';
import { ConfirmModalHost } from '../components/confirm-modal';
import { OfflineBanner } from '../components/OfflineBanner';
import { OneIdDrawerHost } from '../components/one-id-drawer';
import { BUILD_DATE, BUILD_VERSION } from './build-info';
import { useTabRecorder } from './use-tab-recorder';

/**
 * Root of every route (spec section 2 "Root shell"): the page, the offline banner, the
 * confirmation modal and one-ID drawer hosts, and the hidden version and build date that
 * support reads from the page source. Cached views live in each layout's KeepAliveOutlet.
 */
export function RootShell() {
  useTabRecorder();
  return (
    <>
      <Outlet />
      <OfflineBanner />
      <ConfirmModalHost />
      <OneIdDrawerHost />
      <div hidden data-testid="app-build" data-version={BUILD_VERSION} data-build-date={BUILD_DATE}>
        SoleStack {BUILD_VERSION} {BUILD_DATE}
      </div>
    </>
  );
}
