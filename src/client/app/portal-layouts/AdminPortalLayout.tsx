import { HeaderUserMenu } from '../../features/auth/HeaderUserMenu';
import { AdminLayout } from '../../layouts/AdminLayout';

/** The admin portal's layout with the caller's account menu; its own chunk, loaded with the portal. */
export function AdminPortalLayout() {
  return <AdminLayout userMenu={HeaderUserMenu} />;
}
