import { describe, expect, it } from 'vitest';
import { AdminPage } from '../../../../domain/kernel/permissions';
import { CROSS_LISTING_PAGE } from '../../../../domain/listing/admin-listings';
import { buildMenu, menuLeaves } from '../../../components/menu-entries';
import { generateUserRoutes } from '../../../routing/route-access';
import { PORTALS } from '../../routes';

/** The admin's cross-listing entry (module 900's page): in the menu only for admins granted it. */
function adminMenu(grants: string[]): string[] {
  const routes = generateUserRoutes(PORTALS, 'admin', grants);
  return menuLeaves(buildMenu(routes?.routes ?? [], { merchantFlags: null, roleId: 7 })).map((e) => e.to);
}

describe("the admin's cross-listing menu entry", () => {
  it('shows Cross-Listings to an admin granted module 900, and never the detail', () => {
    const menu = adminMenu([CROSS_LISTING_PAGE]);
    expect(menu).toContain('/admin/cross-listing');
    expect(menu.filter((to) => to.includes('detail'))).toEqual([]);
    expect(adminMenu(['900'])).toContain('/admin/cross-listing');
  });

  it('shows Sales Orders beside it with the same grant', () => {
    expect(adminMenu([CROSS_LISTING_PAGE])).toContain('/admin/cross-listing/sales');
    expect(adminMenu([AdminPage.skuManage])).not.toContain('/admin/cross-listing/sales');
  });

  it('hides it from an admin without the grant', () => {
    expect(adminMenu([AdminPage.skuManage])).not.toContain('/admin/cross-listing');
    expect(adminMenu([])).not.toContain('/admin/cross-listing');
  });
});
