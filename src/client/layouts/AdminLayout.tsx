import { AdminTabBar } from './AdminTabBar';
import { PortalFrame } from './PortalFrame';

/** Admin portal (/admin): the shared frame with the history tab bar above the page. */
export function AdminLayout() {
  return <PortalFrame portal="admin" aboveContent={<AdminTabBar />} />;
}
