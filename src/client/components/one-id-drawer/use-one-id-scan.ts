import { parseOneId } from '../../../domain/kernel/one-id';
import { activeToken, useSession } from '../../stores/session';
import { useScanListener } from '../scan/useScanListener';
import { openOneIdDrawer } from './one-id-drawer-store';
import { useScansClaimed } from './scan-claim';

/**
 * Opens the one-ID drawer when a ONE ID is scanned anywhere the drawer host is, for a logged-in user,
 * unless the current screen has claimed scans (scan-claim.ts). Other codes (tracking numbers, shelf
 * codes) are left alone.
 */
export function useOneIdScan(): void {
  const loggedIn = useSession((s) => activeToken(s) !== null);
  const claimed = useScansClaimed();
  useScanListener(
    (code) => {
      if (parseOneId(code) !== null) openOneIdDrawer(code.trim());
    },
    { enabled: loggedIn && !claimed },
  );
}
