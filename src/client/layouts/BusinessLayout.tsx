import { PortalFrame } from './PortalFrame';
import type { PortalLayoutProps } from './PortalFrame';

/**
 * Seller portal (/business): the 220 px sidebar whose entries follow the merchant's
 * authorization flags (PortalFrame's menu reads them through useUserMenu).
 */
export function BusinessLayout({ userMenu }: PortalLayoutProps) {
  return <PortalFrame portal="business" userMenu={userMenu} />;
}
