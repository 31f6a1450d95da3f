import { Box } from '@mantine/core';
import { PortalFrame } from './PortalFrame';
import { WarehouseSelector } from './WarehouseSelector';

/**
 * Warehouse portal (/warehouse): the warehouse selector in the header, and beside the user menu
 * the slot where the offline sync status sits once warehouse operations are queued on the device.
 */
export function WarehouseLayout() {
  return (
    <PortalFrame
      portal="warehouse"
      headerStart={<WarehouseSelector />}
      headerEnd={<Box data-testid="sync-status-slot" />}
    />
  );
}
