import { Drawer } from '@mantine/core';
import { PortalMenu } from '../components/PortalMenu';
import type { MenuEntry } from '../components/menu-entries';

type NavigationDrawerProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  width: number;
  entries: readonly MenuEntry[];
};

/**
 * Small screens' navigation (spec section 2 "mobile layout"): the portal menu in a drawer that
 * closes after a click on a screen. PortalFrame loads it the first time the burger opens it.
 */
export function NavigationDrawer({ opened, onClose, title, width, entries }: NavigationDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} size={width} title={title}>
      <PortalMenu entries={entries} onNavigate={onClose} />
    </Drawer>
  );
}
