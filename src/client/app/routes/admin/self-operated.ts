import { SelfOperatedPage } from '../../../../domain/kernel/permissions';
import type { AppRoute, RouteMeta } from '../../../routing/route-types';
import { screen } from '../screen';
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
 * The admin portal's self-operated warehouse (warehouse/*, spec section 2), where admins work for the
 * platform's own seller account on the seller API (the client sends shopId 1 from here:
 * src/client/api/http.ts); placed in the menu by ../admin.ts. Its screens are the seller portal's
 * own route objects' screens, under the self-operated warehouse page's permission and without the
 * seller's merchant flags; the seller screens link within the area (src/client/routing/seller-paths.ts):
 * details under order-management/ from the order lists and under inventory/ from everywhere else.
 */
const AREA_PERMISSION = [SelfOperatedPage.warehouse];

/** A seller route's screen in the area, at `path`, named apart from the seller's (and from its siblings by `group`). */
export function inSelfOperatedArea(
  route: AppRoute,
  path: string,
  meta: Partial<RouteMeta> = {},
  group = 'SelfOperated',
): AppRoute {
  const { merchantFlag: _sellerOnly, userMenu: _inHeader, ...sellerMeta } = route.meta;
  return {
    path,
    name: `${group}.${route.name}`,
    meta: { ...sellerMeta, ...meta, permission: AREA_PERMISSION },
    ...(route.component ? { component: route.component } : {}),
    ...(route.redirect ? { redirect: route.redirect } : {}),
  };
}

/** The order detail screens (hidden), under `prefix`: 'inventory/' in the area, '' in its order-management. */
const orderDetails = (prefix: string, group?: string): AppRoute[] =>
  [transportDetail, cashOutDetail, warehouseTransferDetail, consignmentDetail].map((route) =>
    inSelfOperatedArea(route, `${prefix}${route.path.slice('in-warehouse/inventory/'.length)}`, {}, group),
  );

/** Order kinds 3 and 4 (one screen, a tab each), 5 and 7: the seller's consigned orders (6) are not the platform's. */
const AREA_ORDER_SCREENS = new Set(['outboundTransport', 'cashout', 'warehousetransfer']);

const areaOrderManagement: AppRoute = {
  ...inSelfOperatedArea(orderManagement, 'order-management'),
  children: [
    ...(orderManagement.children ?? [])
      .filter((child) => AREA_ORDER_SCREENS.has(child.name))
      .map((child) => inSelfOperatedArea(child, child.path)),
    ...orderDetails('', 'SelfOperated.orders'),
  ],
};

export const selfOperatedGroup: AppRoute = {
  path: 'warehouse',
  name: 'SelfOperatedWarehouse',
  meta: {
    title: 'common:menu.selfOperatedData',
    icon: 'building-store',
    permission: ['300', SelfOperatedPage.warehouse],
  },
  children: [
    {
      path: 'workplace',
      name: 'SelfOperated.workplace',
      meta: {
        title: 'common:menu.workplace',
        icon: 'dashboard',
        keepAlive: true,
        permission: AREA_PERMISSION,
      },
      component: screen(
        () => import('../../screens/SelfOperatedWorkplaceScreen'),
        (m) => m.SelfOperatedWorkplaceScreen,
      ),
    },
    inSelfOperatedArea(myPackage, 'my-package/:pageNo?'),
    inSelfOperatedArea(forecastDetail, 'my-package/forecast-detail'),
    inSelfOperatedArea(newForecast, 'my-package/new-forecast'),
    inSelfOperatedArea(inventory, 'inventory/inventory/:type?/:pageNo?'),
    inSelfOperatedArea(warehouseExit, 'inventory/WarehouseExit'),
    ...orderDetails('inventory/'),
    areaOrderManagement,
    inSelfOperatedArea(consignmentManagement, 'consignment-management'),
    inSelfOperatedArea(platformServices, 'platformservices/:pageNo?'),
    inSelfOperatedArea(wallet, 'wallet/:pageNo?'),
    inSelfOperatedArea(walletCharge, 'wallet/WalletCharge'),
    inSelfOperatedArea(withdrawal, 'wallet/Withdrawal'),
    {
      path: 'address/:pageNo?',
      name: 'SelfOperatedAddress',
      meta: {
        title: 'common:menu.address',
        icon: 'map-pin',
        keepAlive: true,
        permission: AREA_PERMISSION,
      },
      component: screen(
        () => import('../../../features/labels/address/AddressBookScreen'),
        (m) => m.SelfOperatedAddressBookScreen,
      ),
    },
    // The exports of the area's screens are the account's: their notice links here.
    inSelfOperatedArea(businessDownloadCenter, 'DownLoad', { hidden: true }),
  ],
};
