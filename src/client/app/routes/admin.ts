import type { PortalRoutes } from '../../routing/route-types';
import { accountGroup } from './admin/accounts';
import { biBoard } from './admin/bi';
import { adminDownloadCenter } from './admin/downloads';
import { feeGroup } from './admin/fees';
import { financeGroup } from './admin/finance';
import { busiForecast, busiForecastDetail } from './admin/inbound';
import { adminEmailOutbox } from './admin/email';
import { adminLabelCenter } from './admin/labels';
import { adminNotices } from './admin/notices';
import { adminSettings } from './admin/settings';
import { adminCrossListing, adminCrossListingDetail, adminSalesOrders } from './admin/listing';
import { auditGroup, consignmentManageGroup, saleOrder, taskGroup } from './admin/outbound';
import {
  stockDetail,
  stockInBatch,
  stockList,
  stockOutBatch,
  stockOutBatchDetail,
  warehouseOverview,
} from './admin/inventory';
import { selfOperatedGroup } from './admin/self-operated';
import { skuGroup } from './admin/skus';
import { stockSetting, stockSettingDetail } from './admin/warehouses';

/**
 * The admin portal (/admin): its screens in menu order. Each area's route objects are in
 * ./admin/<area>.ts; a new area adds its file there and its entries here, where they belong in the menu.
 */
export const adminPortal: PortalRoutes = {
  userType: 'admin',
  prefix: '/admin',
  routes: [
    biBoard,
    busiForecast,
    busiForecastDetail,
    selfOperatedGroup,
    {
      path: 'Stock',
      name: 'WarehouseMenu',
      meta: { title: 'common:menu.warehouseGroup', icon: 'building-warehouse' },
      children: [
        stockList,
        stockInBatch,
        stockOutBatch,
        stockOutBatchDetail,
        stockDetail,
        stockSetting,
        stockSettingDetail,
      ],
    },
    saleOrder,
    auditGroup,
    consignmentManageGroup,
    adminCrossListing,
    adminCrossListingDetail,
    adminSalesOrders,
    taskGroup,
    skuGroup,
    warehouseOverview,
    financeGroup,
    adminNotices,
    adminLabelCenter,
    adminEmailOutbox,
    adminDownloadCenter,
    adminSettings,
    accountGroup,
    feeGroup,
  ],
};
