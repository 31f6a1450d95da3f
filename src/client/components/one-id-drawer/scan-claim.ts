import { useEffect } from 'react';
import { create } from 'zustand';
import { useScreenVisible } from '../screen-visibility';

/**
 * Who owns keyboard-wedge scans right now.
 *
 * The root shell opens the one-ID drawer when a ONE ID is scanned anywhere. Scan screens
 * (receiving, inspection, shelving, returns, outbound) handle scans themselves and must not lose
 * them to the drawer, so each one *claims* scans while it is mounted:
 *
 *   useClaimScans();                         // in the scan screen, next to its useScanListener
 *   useClaimScans(mode === 'scanning');      // or only while it is taking scans
 *
 * While any claim is held the drawer's listener is switched off entirely (not merely ignoring
 * codes), so the screen's own listener is the only one holding back keys. Claims are counted per
 * mounted component (a Set of tokens), so nested or overlapping screens release correctly.
 */
type ScanClaims = {
  holders: ReadonlySet<symbol>;
  claim: (token: symbol) => void;
  release: (token: symbol) => void;
};

export const useScanClaims = create<ScanClaims>((set) => ({
  holders: new Set(),
  claim: (token) => set((s) => ({ holders: new Set(s.holders).add(token) })),
  release: (token) =>
    set((s) => {
      const holders = new Set(s.holders);
      holders.delete(token);
      return { holders };
    }),
}));

export function useClaimScans(active = true): void {
  // A screen kept mounted but hidden (KeepAliveOutlet) holds no claim: it takes no scans either.
  const shown = useScreenVisible();
  const claiming = active && shown;
  useEffect(() => {
    if (!claiming) return undefined;
    const token = Symbol('scan-claim');
    useScanClaims.getState().claim(token);
    return () => useScanClaims.getState().release(token);
  }, [claiming]);
}

/** True while some screen handles scans itself. */
export function useScansClaimed(): boolean {
  return useScanClaims((s) => s.holders.size > 0);
}
