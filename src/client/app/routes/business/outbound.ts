import { NamedPermission } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The business portal's outbound screens (outbound area), placed in the menu by ../business.ts. */
const business = [NamedPermission.business];

export const orderManagement: AppRoute = {
  path: 'order-management',
  name: 'orderManagement',
  meta: { title: 'common:menu.outboundShipment', icon: 'truck-delivery', permission: business },
  children: [
    {
      path: 'outboundTransport',
      name: 'outboundTransport',
      meta: { title: 'outbound:menu.outboundTransport', keepAlive: true, type: 3, permission: business },
      component: screen(
        () => import('../../../features/outbound/OrderListScreen'),
        (m) => m.OutboundTransportScreen,
      ),
    },
    {
      path: 'warehousetransfer',
      name: 'warehousetransfer',
      meta: { title: 'outbound:menu.warehousetransfer', keepAlive: true, type: 7, permission: business },
      component: screen(
        () => import('../../../features/outbound/OrderListScreen'),
        (m) => m.WarehouseTransferScreen,
      ),
    },
    {
      path: 'cashout',
      name: 'cashout',
      meta: { title: 'outbound:menu.cashout', keepAlive: true, type: 5, permission: business },
      component: screen(
        () => import('../../../features/outbound/OrderListScreen'),
        (m) => m.CashOutOrdersScreen,
      ),
    },
  ],
};

export const transportDetail: AppRoute = {
  path: 'in-warehouse/inventory/detail/transportdetail',
  name: 'transportdetail',
  meta: { title: 'outbound:menu.transportDetail', hidden: true, permission: business },
  component: screen(
    () => import('../../screens/SellerTransportDetailScreen'),
    (m) => m.SellerTransportDetailScreen,
  ),
};

export const cashOutDetail: AppRoute = {
  path: 'in-warehouse/inventory/detail/cashout',
  name: 'cashoutDetail',
  meta: { title: 'outbound:menu.cashOutDetail', hidden: true, type: 5, permission: business },
  component: screen(
    () => import('../../../features/outbound/OrderDetailScreen'),
    (m) => m.CashOutDetailScreen,
  ),
};

export const warehouseTransferDetail: AppRoute = {
  path: 'in-warehouse/inventory/detail/warehousetransfer',
  name: 'warehousetransferDetail',
  meta: { title: 'outbound:menu.warehouseTransferDetail', hidden: true, type: 7, permission: business },
  component: screen(
    () => import('../../../features/outbound/OrderDetailScreen'),
    (m) => m.WarehouseTransferDetailScreen,
  ),
};
