import { describe, expect, it } from 'vitest';
import { exitOrderLink } from './exit-order-link';

describe('the order an exit row links to', () => {
  it("opens a seller's reship or ship-with-label order on its seller detail screen", () => {
    expect(exitOrderLink('business', { oddNo: 'RS00000004', type: 4 })).toBe(
      '/business/in-warehouse/inventory/detail/transportdetail?dealType=4&oddNo=RS00000004',
    );
    expect(exitOrderLink('business', { oddNo: 'DS00000003', type: 3 })).toBe(
      '/business/in-warehouse/inventory/detail/transportdetail?dealType=3&oddNo=DS00000003',
    );
  });

  it("opens the admin's Audit detail, or sale-order for a platform direct outbound", () => {
    expect(exitOrderLink('admin', { oddNo: 'RS00000004', type: 4 })).toBe(
      '/admin/Audit/Outbound/Detail?oddNo=RS00000004',
    );
    expect(exitOrderLink('admin', { oddNo: 'PO00000002', type: 14 })).toBe(
      '/admin/sale-order?oddNo=PO00000002',
    );
  });

  it("opens a seller's consignment on its detail; an admin's needs the platform order number the exit lacks", () => {
    expect(exitOrderLink('business', { oddNo: 'OC00000001', type: 6 })).toBe(
      '/business/in-warehouse/inventory/detail/occonsignment?dealType=6&edit=detail&oddNo=OC00000001',
    );
    expect(exitOrderLink('admin', { oddNo: 'OC00000001', type: 6 })).toBeNull();
  });

  it('opens a flex shipment on its own detail, on either portal', () => {
    expect(exitOrderLink('business', { oddNo: 'FX00000007', type: 16 })).toBe(
      '/business/stockx-flex/list/detail?oddNo=FX00000007',
    );
    expect(exitOrderLink('admin', { oddNo: 'FX00000007', type: 16 })).toBe(
      '/admin/Audit/StockXFlex/Detail?oddNo=FX00000007',
    );
  });
});
