import { describe, expect, it } from 'vitest';
import { warehousePortal } from './warehouse';

describe('the warehouse portal routes', () => {
  it('fold the navigation away on the pick and scan screens (PortalFrame), and only there', () => {
    const folded = warehousePortal.routes.filter((r) => r.meta.foldNavigation).map((r) => r.name);
    expect(folded.sort()).toEqual(
      [
        'Inspection',
        'OutboundBatch',
        'RepireManage',
        'ReturnWarehouse',
        'ShelfManage',
        'WarehousingAppoint',
      ].sort(),
    );
  });
});
