import { HeaderUserMenu } from '../../features/auth/HeaderUserMenu';
import { BusinessLayout } from '../../layouts/BusinessLayout';

/** The business portal's layout with the caller's account menu; its own chunk, loaded with the portal. */
export function BusinessPortalLayout() {
  return <BusinessLayout userMenu={HeaderUserMenu} />;
}
