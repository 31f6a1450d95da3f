import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { startSyncEngine } from '../offline/sync-engine';
import { SyncStatusIndicator } from '../offline/SyncStatusIndicator';
import { PortalFrame } from './PortalFrame';
import type { PortalLayoutProps } from './PortalFrame';
import { WarehouseSelector } from './WarehouseSelector';

/**
 * Warehouse portal (/warehouse): the warehouse selector in the header, and beside the user menu
 * the offline sync status. The layout runs the sync engine while a warehouse user is in the portal.
 */
export function WarehouseLayout({ userMenu }: PortalLayoutProps) {
  useEffect(() => startSyncEngine(), []);
  return (
    <PortalFrame
      portal="warehouse"
      userMenu={userMenu}
      headerStart={<WarehouseSelector />}
      headerEnd={
        <Box data-testid="sync-status-slot">
          <SyncStatusIndicator />
        </Box>
      }
    />
  );
}
