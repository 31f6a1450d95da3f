import { createContext, useContext } from 'react';

/**
 * Whether the screen a component belongs to is the one on display. KeepAliveOutlet keeps screens
 * mounted (hidden) after the user leaves them and says here which one is shown; anything outside a
 * cached view counts as shown. Scan listeners use it so a hidden screen never takes a scan meant
 * for the one in front (a ONE ID scanned on shelving must not become a parcel receipt on a hidden
 * receiving screen).
 */
export const ScreenVisibility = createContext(true);

export function useScreenVisible(): boolean {
  return useContext(ScreenVisibility);
}
