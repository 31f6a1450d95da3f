import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The business portal's outbound screens (outbound area), placed in the menu by ../business.ts. */
const business = [BusinessPart.orders];

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
    // Spec section 6: the consigned-orders entry shows with the cross-listing flag (a kept sale of a
    // cross-listing makes a consignment); touchPro's own consignments are in consignment-management.
    {
      path: 'consign-order',
      name: 'consignOrder',
      meta: {
        title: 'consignment:menu.consignOrder',
        keepAlive: true,
        type: 6,
        merchantFlag: 'knetCrossListing',
        permission: business,
      },
      component: screen(
        () => import('../../../features/outbound/OrderListScreen'),
        (m) => m.ConsignOrdersScreen,
      ),
    },
  ],
};

/** The seller's pairs on consignment (spec section 6: the Consignment/Sales entry, touchPro only). */
export const consignmentManagement: AppRoute = {
  path: 'consignment-management',
  name: 'consignmentManagement',
  meta: {
    title: 'consignment:menu.consignmentManagement',
    icon: 'building-store',
    keepAlive: true,
    type: 6,
    merchantFlag: 'touchPro',
    permission: business,
  },
  component: screen(
    () => import('../../../features/outbound/OrderListScreen'),
    (m) => m.ConsignmentManagementScreen,
  ),
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

/** The consign form (?oneIds=) and a consignment's detail (?oddNo=…&dealType=6&edit=detail). */
export const consignmentDetail: AppRoute = {
  path: 'in-warehouse/inventory/detail/occonsignment',
  name: 'occonsignmentDetail',
  meta: { title: 'consignment:menu.consignDetail', hidden: true, type: 6, permission: business },
  component: screen(
    () => import('../../../features/outbound/OrderDetailScreen'),
    (m) => m.ConsignmentDetailScreen,
  ),
};
