import { ModalsProvider } from '@mantine/modals';
import { AdminTabBar } from './AdminTabBar';
import { PortalFrame } from './PortalFrame';
import type { PortalLayoutProps } from './PortalFrame';

/**
 * Admin portal (/admin): the shared frame with the history tab bar above the page. Mantine's
 * modals manager (the account screens' confirmations) is mounted for this portal only.
 */
export function AdminLayout({ userMenu }: PortalLayoutProps) {
  return (
    <ModalsProvider>
      <PortalFrame portal="admin" userMenu={userMenu} aboveContent={<AdminTabBar />} />
    </ModalsProvider>
  );
}
