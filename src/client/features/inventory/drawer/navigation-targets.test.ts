import { describe, expect, it } from 'vitest';
import { eventJump, flexStateOfEvent, recordLinks } from './navigation-targets';

const inStock = { status: 1, packInfo: { packId: 5 } };
const left = { status: 6, packInfo: { packId: 5 } };

describe('drawer navigation targets per portal', () => {
  it('sends warehouse staff to AppointDetail and, once out, to Outbound/Delivered', () => {
    expect(recordLinks('warehouse', inStock).map((l) => l.to)).toEqual([
      '/warehouse/WarehousingAppoint/AppointDetail?id=5&open=detail&packId=5',
    ]);
    expect(recordLinks('warehouse', left).map((l) => l.to)).toContain('/warehouse/Outbound/Delivered');
  });

  it('sends sellers to their forecast and, once out, to inventory/WarehouseExit', () => {
    expect(recordLinks('business', left).map((l) => l.to)).toEqual([
      '/business/my-package/new-forecast?id=5&open=detail',
      '/business/inventory/WarehouseExit',
    ]);
  });

  it('sends admins to BusiForecast/AppointDetail and BusiForecast/, and order events to the Audit detail screens', () => {
    expect(recordLinks('admin', inStock).map((l) => l.to)).toEqual([
      '/admin/BusiForecast/AppointDetail?id=5&open=detail&packId=5',
      '/admin/BusiForecast/',
    ]);
    expect(eventJump('admin', '/admin/bi', { type: 5, oddNo: 'C1' })).toEqual({
      to: '/admin/Audit/PlatformRecycling/Detail?oddNo=C1',
    });
    expect(eventJump('admin', '/admin/bi', { type: 6, oddNo: 'OC1', platOrderNo: 'P1' })).toEqual({
      to: '/admin/Audit/OCConsignment/Detail?type=1&edit=detail&oddNo=OC1',
    });
  });

  it('uses the seller detail prefixes of spec section 2 and names a missing consignment or platform order number', () => {
    expect(eventJump('business', '/business/workplace', { type: 3, oddNo: 'T1' })).toEqual({
      to: '/business/in-warehouse/inventory/detail/transportdetail?dealType=3&oddNo=T1',
    });
    expect(eventJump('admin', '/admin/warehouse/inventory', { type: 7, oddNo: 'S1' })).toEqual({
      to: '/admin/warehouse/inventory/detail/warehousetransfer?dealType=7&oddNo=S1',
    });
    // From the WarehouseExit list (/business/inventory/...) too: the detail screens are in-warehouse ones.
    expect(eventJump('business', '/business/inventory/WarehouseExit', { type: 5, oddNo: 'C1' })).toEqual({
      to: '/business/in-warehouse/inventory/detail/cashout?dealType=5&oddNo=C1',
    });
    expect(eventJump('business', '/business/workplace', { type: 6, oddNo: '' })).toEqual({
      errorKey: 'inventory:drawer.jump.consignmentNumberError',
    });
    expect(eventJump('business', '/business/workplace', { type: 11, oddNo: 'OC1' })).toEqual({
      errorKey: 'inventory:drawer.jump.platOrderNoError',
    });
    expect(eventJump('warehouse', '/warehouse/x', { type: 3, oddNo: 'T1' })).toBeNull();
  });

  it("sends a result event like its application and an outbound order's exit to that order's screen", () => {
    expect(eventJump('admin', '/admin/bi', { type: 412, oddNo: 'RS00000004' })).toEqual({
      to: '/admin/Audit/Outbound/Detail?oddNo=RS00000004',
    });
    expect(eventJump('admin', '/admin/bi', { type: 712, oddNo: 'SU00000007' })).toEqual({
      to: '/admin/Audit/InPlatformTransfer/Detail?oddNo=SU00000007',
    });
    expect(eventJump('admin', '/admin/bi', { type: 11, oddNo: 'DS00000003' })).toEqual({
      to: '/admin/Audit/Outbound/Detail?oddNo=DS00000003',
    });
    expect(eventJump('admin', '/admin/bi', { type: 11, oddNo: 'PO00000002' })).toEqual({
      to: '/admin/sale-order?oddNo=PO00000002',
    });
    expect(eventJump('business', '/business/workplace', { type: 512, oddNo: 'CO00000005' })).toEqual({
      to: '/business/in-warehouse/inventory/detail/cashout?dealType=5&oddNo=CO00000005',
    });
  });
});

describe('jumps from result and exit events of outbound orders', () => {
  it('leads a result event (312, 512, 712) to its order kind detail', () => {
    expect(eventJump('business', '/business/workplace', { type: 412, oddNo: 'RS00000004' })).toEqual({
      to: '/business/in-warehouse/inventory/detail/transportdetail?dealType=4&oddNo=RS00000004',
    });
    expect(eventJump('business', '/business/workplace', { type: 512, oddNo: 'CO00000002' })).toEqual({
      to: '/business/in-warehouse/inventory/detail/cashout?dealType=5&oddNo=CO00000002',
    });
    expect(eventJump('admin', '/admin/bi', { type: 712, oddNo: 'SU00000003' })).toEqual({
      to: '/admin/Audit/InPlatformTransfer/Detail?oddNo=SU00000003',
    });
  });

  it('leads an exit (11) of a ship-with-label order to its transport detail, not to consignment', () => {
    expect(
      eventJump('business', '/business/workplace', { type: 11, oddNo: 'DS00000001', outType: 3 }),
    ).toEqual({ to: '/business/in-warehouse/inventory/detail/transportdetail?dealType=3&oddNo=DS00000001' });
  });

  it("does not jump from a warehouse's direct switch (712 with its own record number)", () => {
    expect(eventJump('business', '/business/workplace', { type: 712, oddNo: 'SW00000001' })).toBeNull();
  });

  it('does not jump from a B2B board offer (7 with its offer number), only from the switch user order of its sale', () => {
    for (const viewer of ['business', 'admin'] as const)
      expect(eventJump(viewer, `/${viewer}/workplace`, { type: 7, oddNo: 'BB00000012' })).toBeNull();
    expect(eventJump('business', '/business/workplace', { type: 712, oddNo: 'SU00000013' })).toEqual({
      to: '/business/in-warehouse/inventory/detail/warehousetransfer?dealType=7&oddNo=SU00000013',
    });
  });

  it("leads a flex shipment's events to its detail on the seller's and the admin's portal, with the state it reached", () => {
    for (const type of [16, 1612]) {
      expect(eventJump('business', '/business/workplace', { type, oddNo: 'FX00000007' })).toEqual({
        to: '/business/stockx-flex/list/detail?oddNo=FX00000007',
      });
      expect(eventJump('admin', '/admin/bi', { type, oddNo: 'FX00000007' })).toEqual({
        to: '/admin/Audit/StockXFlex/Detail?oddNo=FX00000007',
      });
      expect(eventJump('warehouse', '/warehouse/Outbound', { type, oddNo: 'FX00000007' })).toBeNull();
    }
    expect(eventJump('admin', '/admin/bi', { type: 11, oddNo: 'FX00000007', outType: 16 })).toEqual({
      to: '/admin/Audit/StockXFlex/Detail?oddNo=FX00000007',
    });
    expect(flexStateOfEvent({ type: 1612, flowStatus: 10 })).toBe('LISTED');
    expect(flexStateOfEvent({ type: 11, outType: 16, flowStatus: 3 })).toBe('SHIPPING');
    expect(flexStateOfEvent({ type: 11, outType: 4, flowStatus: 3 })).toBeNull();
    expect(flexStateOfEvent({ type: 312, flowStatus: 3 })).toBeNull();
  });
});
