import { StockPage } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The admin portal's inventory screens (inventory area), placed in the menu by ../admin.ts. */
export const stockList: AppRoute = {
  // '' is /admin/Stock itself: the stock list, beside its Setting, InBatch and OutBatch screens.
  path: '',
  name: 'Stock',
  meta: {
    title: 'common:menu.stock',
    icon: 'layout-grid',
    keepAlive: true,
    permission: [StockPage.stock],
  },
  component: screen(
    () => import('../../../features/inventory/StockListScreen'),
    (m) => m.StockListScreen,
  ),
};

export const stockInBatch: AppRoute = {
  path: 'InBatch',
  name: 'StockInBatch',
  meta: {
    title: 'common:menu.inBatch',
    icon: 'package-import',
    keepAlive: true,
    permission: [StockPage.stock],
  },
  component: screen(
    () => import('../../../features/inventory/InBatchScreen'),
    (m) => m.InBatchScreen,
  ),
};

export const stockOutBatch: AppRoute = {
  path: 'OutBatch',
  name: 'StockOutBatch',
  meta: {
    title: 'common:menu.outBatch',
    icon: 'package-export',
    keepAlive: true,
    permission: [StockPage.stock],
  },
  component: screen(
    () => import('../../../features/outbound/batches/AdminOutBatchScreen'),
    (m) => m.AdminOutBatchScreen,
  ),
};

export const stockOutBatchDetail: AppRoute = {
  path: 'OutBatch/detail/:id',
  name: 'StockOutBatchDetail',
  meta: { title: 'outbound-batches:menu.batchDetail', hidden: true, permission: [StockPage.stock] },
  component: screen(
    () => import('../../../features/outbound/batches/AdminBatchDetailScreen'),
    (m) => m.AdminBatchDetailScreen,
  ),
};

export const stockDetail: AppRoute = {
  path: 'detail/*',
  name: 'StockDetail',
  meta: { title: 'common:menu.batchItems', hidden: true, permission: [StockPage.stock] },
  component: screen(
    () => import('../../../features/inventory/StockDetailScreen'),
    (m) => m.StockDetailScreen,
  ),
};

export const warehouseOverview: AppRoute = {
  path: 'Warehouse/Overview',
  name: 'WarehouseOverview',
  meta: {
    title: 'common:menu.warehouseOverview',
    icon: 'chart-bar',
    keepAlive: true,
    permission: [StockPage.overview],
  },
  component: screen(
    () => import('../../../features/inventory/StockOverviewScreen'),
    (m) => m.StockOverviewScreen,
  ),
};
