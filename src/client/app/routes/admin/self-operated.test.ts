import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../../domain/auth/auth';
import { fullGrant, NamedPermission, SelfOperatedPage } from '../../../../domain/kernel/permissions';
import type { PermissionGrant } from '../../../../domain/kernel/permissions';
import { InventoryStatus } from '../../../../domain/kernel/product-rules';
import { PortalId, RoleId } from '../../../../domain/kernel/users';
import { buildMenu, menuLeaves } from '../../../components/menu-entries';
import { INVENTORY_PATH } from '../../../features/inventory/InventoryScreen';
import { recordLinks } from '../../../features/inventory/drawer/navigation-targets';
import {
  SELLER_LIST_PATH,
  SELLER_NEW_PATH,
  sellerForecastPath,
} from '../../../features/inbound/forecasts/paths';
import { CONSIGNMENT_LIST_PATH } from '../../../features/outbound/consignment/ConsignForm';
import { WALLET_PATHS } from '../../../features/wallet/wallet-paths';
import { orderDetailPath } from '../../../routing/order-detail-paths';
import { findUserRoute, generateUserRoutes, leadsToUserScreen } from '../../../routing/route-access';
import { sellerPath } from '../../../routing/seller-paths';
import { mayDo } from '../../../stores/permissions';
import type { AppRoute, ResolvedRoute } from '../../../routing/route-types';
import { PORTALS } from '../../routes';
import { businessDownloadCenter } from '../business/downloads';
import { forecastDetail, myPackage, newForecast } from '../business/inbound';
import { inventory, warehouseExit } from '../business/inventory';
import { platformServices } from '../business/listing';
import {
  cashOutDetail,
  consignmentDetail,
  consignmentManagement,
  orderManagement,
  transportDetail,
  warehouseTransferDetail,
} from '../business/outbound';
import { wallet, walletCharge, withdrawal } from '../business/wallet';

/**
 * The admin's self-operated warehouse area (issue 28 point 6, spec section 2): its routes in the
 * real route table, each the seller portal's own screen, and every link a seller screen builds
 * leading to a screen of the area when shown there.
 */
const area = generateUserRoutes(PORTALS, 'admin', [SelfOperatedPage.warehouse]);

const AREA = '/admin/warehouse';

/** The area's screen the router shows at a path: ranked as react-router ranks (a static segment first). */
function screenAt(pathname: string): ResolvedRoute | undefined {
  const flat = (routes: readonly ResolvedRoute[]): ResolvedRoute[] =>
    routes.flatMap((r) => [...(r.component ? [r] : []), ...flat(r.children ?? [])]);
  const screens = flat(area?.routes ?? []);
  const [match] = matchRoutes(
    screens.map((r, i) => ({ path: r.fullPath, id: String(i) })),
    pathname,
  ) ?? [undefined];
  return match ? screens[Number(match.route.id)] : undefined;
}

describe("the admin's self-operated warehouse area", () => {
  it("lists the spec's screens in the menu to an admin with the page, and nothing to one without", () => {
    const menu = menuLeaves(buildMenu(area?.routes ?? [], { merchantFlags: null, roleId: RoleId.manager }));
    expect(menu.map((e) => e.to).filter((to) => to.startsWith(`${AREA}/`))).toEqual([
      `${AREA}/workplace`,
      `${AREA}/my-package`,
      `${AREA}/inventory/inventory`,
      `${AREA}/inventory/WarehouseExit`,
      `${AREA}/order-management/outboundTransport`,
      `${AREA}/order-management/warehousetransfer`,
      `${AREA}/order-management/cashout`,
      `${AREA}/consignment-management`,
      `${AREA}/platformservices`,
      `${AREA}/wallet`,
      `${AREA}/address`,
    ]);
    const others = generateUserRoutes(PORTALS, 'admin', ['1100']);
    expect(findUserRoute(others?.routes ?? [], `${AREA}/wallet`)).toBeUndefined();
    expect(
      menuLeaves(buildMenu(others?.routes ?? [], { merchantFlags: null, roleId: 3 })).map((e) => e.to),
    ).not.toContain(`${AREA}/wallet`);
  });

  it("resolves each of its paths to the seller portal's own screen", () => {
    const order = (name: string) => orderManagement.children?.find((c) => c.name === name);
    const details = [transportDetail, cashOutDetail, warehouseTransferDetail, consignmentDetail];
    const pairs: [string, AppRoute | undefined][] = [
      ['my-package/2', myPackage],
      ['my-package/forecast-detail', forecastDetail],
      ['my-package/new-forecast', newForecast],
      ['inventory/inventory/all/1', inventory],
      ['inventory/WarehouseExit', warehouseExit],
      ['order-management/outboundTransport', order('outboundTransport')],
      ['order-management/cashout', order('cashout')],
      ['order-management/warehousetransfer', order('warehousetransfer')],
      ['consignment-management', consignmentManagement],
      ['platformservices', platformServices],
      ['wallet/3', wallet],
      ['wallet/WalletCharge', walletCharge],
      ['wallet/Withdrawal', withdrawal],
      ['DownLoad', businessDownloadCenter],
      ...details.flatMap((route): [string, AppRoute][] => {
        const screen = route.path.slice('in-warehouse/inventory/'.length);
        return [
          [`inventory/${screen}`, route],
          [`order-management/${screen}`, route],
        ];
      }),
    ];
    for (const [areaPath, sellerRoute] of pairs) {
      const mine = screenAt(`${AREA}/${areaPath}`);
      expect(sellerRoute?.component, areaPath).toBeDefined();
      expect(mine?.component, areaPath).toBe(sellerRoute?.component);
      expect(mine?.meta.permission, areaPath).toEqual([SelfOperatedPage.warehouse]);
    }
    // The seller's consigned orders (kind 6) are no screen of the area.
    expect(findUserRoute(area?.routes ?? [], `${AREA}/order-management/consign-order`)).toBeUndefined();
  });

  it('sends every link of the seller screens to a screen of the area, details by where they are opened', () => {
    const fromOrders = `#${AREA}/order-management/cashout`;
    const fromInventory = `#${AREA}/inventory/inventory/all/1`;
    const links = [
      SELLER_LIST_PATH,
      SELLER_NEW_PATH,
      sellerForecastPath(4),
      `${INVENTORY_PATH}/available/1`,
      CONSIGNMENT_LIST_PATH,
      WALLET_PATHS.charge,
      WALLET_PATHS.withdrawal,
      '/business/DownLoad',
      ...recordLinks('business', { status: InventoryStatus.outOfWarehouse, packInfo: { packId: 4 } }).map(
        (l) => l.to,
      ),
    ];
    for (const link of links) {
      const to = sellerPath(link, fromInventory);
      expect(to.startsWith(`${AREA}/`), to).toBe(true);
      expect(leadsToUserScreen(area, to), to).toBe(true);
    }
    for (const kind of [3, 4, 5, 6, 7]) {
      const detail = orderDetailPath(kind, { oddNo: `X${kind}` }) ?? '';
      expect(detail.startsWith('/business/in-warehouse/inventory/detail/'), detail).toBe(true);
      const fromList = sellerPath(detail, fromOrders);
      expect(fromList.startsWith(`${AREA}/order-management/detail/`), fromList).toBe(true);
      expect(leadsToUserScreen(area, fromList), fromList).toBe(true);
      const fromStock = sellerPath(detail, fromInventory);
      expect(fromStock.startsWith(`${AREA}/inventory/detail/`), fromStock).toBe(true);
      expect(leadsToUserScreen(area, fromStock), fromStock).toBe(true);
    }
    // Outside the area a seller's link stays the seller's; the admin's Warehouse/Overview is no part of it.
    expect(sellerPath(WALLET_PATHS.charge, '#/business/wallet')).toBe(WALLET_PATHS.charge);
    expect(sellerPath(WALLET_PATHS.charge, '#/admin/Warehouse/Overview')).toBe(WALLET_PATHS.charge);
  });

  it("reads a seller screen's permission as the self-operated warehouse page for an admin, as the server does", () => {
    const as = (userType: number, roleId: number, grants: PermissionGrant[]) => ({
      userInfo: { userType, roleId, role: { permissions: grants } } as unknown as UserInfo,
      warePermissions: [],
    });
    const reader = as(PortalId.admin, RoleId.manager, [
      fullGrant(SelfOperatedPage.warehouse, ['query', 'get']),
    ]);
    expect(mayDo(reader, NamedPermission.business, 'query')).toBe(true);
    expect(mayDo(reader, NamedPermission.business, 'add')).toBe(false);
    expect(mayDo(reader, 'business.wallet', 'get')).toBe(true);
    const outsider = as(PortalId.admin, RoleId.manager, [fullGrant(NamedPermission.business)]);
    expect(mayDo(outsider, NamedPermission.business, 'query')).toBe(false);
    const merchant = as(PortalId.seller, RoleId.merchant, [fullGrant(NamedPermission.business)]);
    expect(mayDo(merchant, NamedPermission.business, 'add')).toBe(true);
  });
});
