import { describe, expect, it } from 'vitest';
import { AuditPage, NamedPermission, WarehousePermission } from '../../../domain/kernel/permissions';
import { buildMenu, menuLeaves } from '../../components/menu-entries';
import type { MenuViewer } from '../../components/menu-entries';
import { generateUserRoutes } from '../../routing/route-access';
import { PORTALS } from '../routes';

/**
 * The consignment entries of the real route table (spec section 6 "Merchant sidebar"): the seller's
 * Consignment/Sales entry needs touchPro, the consigned-orders entry the cross-listing flag; the
 * admin's review and management lists need the audit permission their API asks for.
 */
const seller = (flags: Partial<NonNullable<MenuViewer['merchantFlags']>>): MenuViewer => ({
  merchantFlags: { touchPro: false, knetCrossListing: false, flex: false, ...flags },
  roleId: 5,
});

function sellerMenu(viewer: MenuViewer): string[] {
  const routes = generateUserRoutes(PORTALS, 'business', [NamedPermission.business]);
  return menuLeaves(buildMenu(routes?.routes ?? [], viewer)).map((e) => e.to);
}

describe('the consignment menu entries', () => {
  it('show Consignment / Sales only to a seller with touchPro', () => {
    expect(sellerMenu(seller({}))).not.toContain('/business/consignment-management');
    expect(sellerMenu(seller({ knetCrossListing: true }))).not.toContain('/business/consignment-management');
    expect(sellerMenu(seller({ touchPro: true }))).toContain('/business/consignment-management');
    expect(sellerMenu({ merchantFlags: null, roleId: 5 })).not.toContain('/business/consignment-management');
  });

  it('show the consigned orders with the cross-listing flag, and never the consign form or detail', () => {
    expect(sellerMenu(seller({ touchPro: true }))).not.toContain('/business/order-management/consign-order');
    const crossLister = sellerMenu(seller({ knetCrossListing: true, touchPro: true }));
    expect(crossLister).toContain('/business/order-management/consign-order');
    expect(crossLister.filter((to) => to.includes('occonsignment'))).toEqual([]);
  });

  it('show Sales Orders and Cross-Listings with the cross-listing flag only', () => {
    const crossLister = sellerMenu(seller({ knetCrossListing: true }));
    expect(crossLister).toEqual(
      expect.arrayContaining(['/business/cross-listing', '/business/cross-listing/sales']),
    );
    expect(sellerMenu(seller({ touchPro: true })).filter((to) => to.includes('cross-listing'))).toEqual([]);
  });

  it("give the admin's audit permission the consignment review and management lists", () => {
    const routes = generateUserRoutes(PORTALS, 'admin', [AuditPage.orders]);
    const menu = menuLeaves(buildMenu(routes?.routes ?? [], { merchantFlags: null, roleId: 1 })).map(
      (e) => e.to,
    );
    expect(menu).toEqual(
      expect.arrayContaining(['/admin/Audit/OCConsignment', '/admin/ConsignmentManage/OCConsignment']),
    );
    expect(menu.filter((to) => to.includes('Detail'))).toEqual([]);
    const others = generateUserRoutes(PORTALS, 'admin', ['1100']);
    const otherMenu = menuLeaves(buildMenu(others?.routes ?? [], { merchantFlags: null, roleId: 1 }));
    expect(otherMenu.map((e) => e.to).filter((to) => to.includes('Consignment'))).toEqual([]);
  });

  it('list the warehouse consignment orders with the other leaving orders', () => {
    const routes = generateUserRoutes(PORTALS, 'warehouse', [WarehousePermission.outbound]);
    const menu = menuLeaves(buildMenu(routes?.routes ?? [], { merchantFlags: null, roleId: null })).map(
      (e) => e.to,
    );
    expect(menu).toContain('/warehouse/Outbound/occonsignment');
  });
});
