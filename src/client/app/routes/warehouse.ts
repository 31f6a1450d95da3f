import type { PortalRoutes } from '../../routing/route-types';
import { warehouseDownloadCenter } from './warehouse/downloads';
import { appointDetail, returnWarehouse, warehousingAppoint } from './warehouse/inbound';
import { inspection } from './warehouse/inspection';
import {
  consignmentOrders,
  deliveredOrders,
  outboundBatch,
  reshipOrders,
  shipWithLabelOrders,
} from './warehouse/outbound-batches';
import { changeWarehouse } from './warehouse/inventory';
import { warehouseNotices } from './warehouse/notices';
import { warehouseSettings } from './warehouse/settings';
import { repireManage } from './warehouse/repair';
import { inventoryView, shelfManage } from './warehouse/shelving';
import { warehouseSkuManage } from './warehouse/skus';
import { syncAttention } from './warehouse/sync';
import { warehouseWorkplace } from './warehouse/workplace';

/**
 * The warehouse portal (/warehouse): its screens in menu order. Each area's route objects are in
 * ./warehouse/<area>.ts; a new area adds its file there and its entries here, where they belong in the menu.
 */
export const warehousePortal: PortalRoutes = {
  userType: 'warehouse',
  prefix: '/warehouse',
  routes: [
    warehouseWorkplace,
    syncAttention,
    changeWarehouse,
    appointDetail,
    warehousingAppoint,
    inspection,
    returnWarehouse,
    shelfManage,
    shipWithLabelOrders,
    reshipOrders,
    consignmentOrders,
    deliveredOrders,
    outboundBatch,
    repireManage,
    warehouseSkuManage,
    inventoryView,
    warehouseNotices,
    warehouseDownloadCenter,
    warehouseSettings,
  ],
};
