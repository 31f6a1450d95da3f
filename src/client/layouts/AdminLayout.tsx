import { ModalsProvider } from '@mantine/modals';
import { AdminTabBar } from './AdminTabBar';
import { PortalFrame } from './PortalFrame';

/**
 * Admin portal (/admin): the shared frame with the history tab bar above the page. Mantine's
 * modals manager (the account screens' confirmations) is mounted for this portal only.
 */
export function AdminLayout() {
  return (
    <ModalsProvider>
      <PortalFrame portal="admin" aboveContent={<AdminTabBar />} />
    </ModalsProvider>
  );
}
