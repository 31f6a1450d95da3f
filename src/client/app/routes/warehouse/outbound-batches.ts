import { WarehousePermission } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The warehouse portal's outbound batch screen (outbound area, features/outbound/batches/), placed in the menu by ../warehouse.ts. */
export const outboundBatch: AppRoute = {
  path: 'OutboundBatch/:pageNo?',
  name: 'OutboundBatch',
  meta: {
    title: 'outbound-batches:menu.outboundBatch',
    icon: 'package-export',
    keepAlive: true,
    foldNavigation: true,
    permission: [WarehousePermission.outboundBatch],
  },
  component: screen(
    () => import('../../../features/outbound/batches/OutboundBatchScreen'),
    (m) => m.OutboundBatchScreen,
  ),
};

/** The warehouse's leaving orders by stage (outbound area, features/outbound/batches/). */
const ordersMeta = (title: string) => ({
  title,
  icon: 'truck-delivery',
  keepAlive: true,
  permission: [WarehousePermission.outbound],
});
const ordersScreen = () => import('../../../features/outbound/batches/WarehouseOrdersScreen');

export const shipWithLabelOrders: AppRoute = {
  path: 'Outbound/outboundTransport/:type?',
  name: 'OutboundTransport',
  meta: ordersMeta('outbound-batches:menu.shipWithLabel'),
  component: screen(ordersScreen, (m) => m.ShipWithLabelOrdersScreen),
};

export const reshipOrders: AppRoute = {
  path: 'Outbound/transportdetail/:type?',
  name: 'TransportDetail',
  meta: ordersMeta('outbound-batches:menu.reship'),
  component: screen(ordersScreen, (m) => m.ReshipOrdersScreen),
};

export const consignmentOrders: AppRoute = {
  path: 'Outbound/occonsignment/:type?',
  name: 'OutboundOCConsignment',
  meta: ordersMeta('consignment:menu.warehouseOrders'),
  component: screen(ordersScreen, (m) => m.ConsignmentOrdersScreen),
};

export const deliveredOrders: AppRoute = {
  path: 'Outbound/Delivered',
  name: 'Delivered',
  meta: ordersMeta('outbound-batches:menu.delivered'),
  component: screen(ordersScreen, (m) => m.DeliveredScreen),
};
