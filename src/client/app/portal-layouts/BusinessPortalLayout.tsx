import { HeaderUserMenu } from '../../features/auth/HeaderUserMenu';
import { NoticeBell } from '../../features/notices/NoticeBell';
import { BusinessLayout } from '../../layouts/BusinessLayout';

/** The business portal's layout with the caller's account menu and the notices' bell; its own chunk, loaded with the portal. */
export function BusinessPortalLayout() {
  return <BusinessLayout userMenu={HeaderUserMenu} headerEnd={<NoticeBell />} />;
}
