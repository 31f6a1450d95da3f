import { HeaderUserMenu } from '../../features/auth/HeaderUserMenu';
import { NoticeBell } from '../../features/notices/NoticeBell';
import { WarehouseLayout } from '../../layouts/WarehouseLayout';

/** The warehouse portal's layout with the caller's account menu; its own chunk, loaded with the portal. */
export function WarehousePortalLayout() {
  return <WarehouseLayout userMenu={HeaderUserMenu} headerEnd={<NoticeBell />} />;
}
