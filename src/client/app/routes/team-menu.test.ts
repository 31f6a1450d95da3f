import { describe, expect, it } from 'vitest';
import { BusinessPart, NamedPermission } from '../../../domain/kernel/permissions';
import { RoleId } from '../../../domain/kernel/users';
import { buildMenu, menuLeaves } from '../../components/menu-entries';
import { generateUserRoutes, routeNames } from '../../routing/route-access';
import { PORTALS } from '../routes';

/**
 * The seller's menu as a team member sees it (issue 28 point 4): the route table names each screen's
 * part of the seller portal, so a member's grants pick their entries, and a merchant's 'business'
 * covers them all. The personal center needs role id 4, which no team role is.
 */
const FLAGS = { touchPro: true, knetCrossListing: true, flex: true };
const TEAM_ROLE_ID = 101;

function sellerMenu(permissionIds: string[], roleId: number): string[] {
  const routes = generateUserRoutes(PORTALS, 'business', permissionIds);
  return menuLeaves(buildMenu(routes?.routes ?? [], { merchantFlags: FLAGS, roleId })).map((e) => e.to);
}

describe("a team member's seller menu", () => {
  it('shows the parts of their role and nothing else: no wallet, no team, no personal center', () => {
    const menu = sellerMenu([BusinessPart.home, BusinessPart.inventory], TEAM_ROLE_ID);
    expect(menu).toEqual(
      expect.arrayContaining(['/business/workplace', '/business/in-warehouse/inventory/inventory']),
    );
    for (const hidden of [
      '/business/wallet',
      '/business/team',
      '/business/personalcenter',
      '/business/repair-order',
    ]) {
      expect(menu).not.toContain(hidden);
    }
    expect(menu.filter((to) => to.startsWith('/business/order-management'))).toEqual([]);
  });

  it("keeps a screen outside the role out of the member's routes altogether (no way in by its URL)", () => {
    const routes = generateUserRoutes(PORTALS, 'business', [BusinessPart.home, BusinessPart.inventory]);
    const names = routeNames(routes?.routes ?? []);
    for (const name of ['BusinessTeam', 'wallet', 'WalletCharge', 'Withdrawal'])
      expect(names.has(name)).toBe(false);
    expect(names.has('workplace')).toBe(true);
  });

  it('gives the merchant every part, the team screen and the personal center', () => {
    const menu = sellerMenu([NamedPermission.business], RoleId.merchant);
    expect(menu).toEqual(
      expect.arrayContaining([
        '/business/wallet',
        '/business/team',
        '/business/personalcenter',
        '/business/DownLoad',
      ]),
    );
  });
});
