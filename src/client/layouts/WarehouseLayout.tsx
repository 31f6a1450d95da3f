import { Box } from '@mantine/core';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { startSyncEngine } from '../offline/sync-engine';
import { SyncStatusIndicator } from '../offline/SyncStatusIndicator';
import { PortalFrame } from './PortalFrame';
import type { PortalLayoutProps } from './PortalFrame';
import { WarehouseSelector } from './WarehouseSelector';

/**
 * Warehouse portal (/warehouse): the warehouse selector in the header, and beside the user menu
 * the offline sync status, after app/'s `headerEnd` (the notices' bell). The layout runs the sync
 * engine while a warehouse user is in the portal.
 */
export function WarehouseLayout({ userMenu, headerEnd }: PortalLayoutProps & { headerEnd?: ReactNode }) {
  useEffect(() => startSyncEngine(), []);
  return (
    <PortalFrame
      portal="warehouse"
      userMenu={userMenu}
      headerStart={<WarehouseSelector />}
      headerEnd={
        <>
          {headerEnd}
          <Box data-testid="sync-status-slot">
            <SyncStatusIndicator />
          </Box>
        </>
      }
    />
  );
}
