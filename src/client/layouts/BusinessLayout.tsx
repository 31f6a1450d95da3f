import type { ReactNode } from 'react';
import { PortalFrame } from './PortalFrame';
import type { PortalLayoutProps } from './PortalFrame';

/**
 * Seller portal (/business): the 220 px sidebar whose entries follow the merchant's
 * authorization flags (PortalFrame's menu reads them through useUserMenu). `headerEnd` (before the
 * user menu) is app/'s: the notices' bell.
 */
export function BusinessLayout({ userMenu, headerEnd }: PortalLayoutProps & { headerEnd?: ReactNode }) {
  return <PortalFrame portal="business" userMenu={userMenu} headerEnd={headerEnd} />;
}
