import type { AnyRoute } from './http/route';
import { importRoutes } from './imports/routes';
import { accountRoutes } from './modules/accounts/routes';
import { addressRoutes } from './modules/labels/address-routes';
import { applicationRoutes } from './modules/wallet/application-routes';
import { authRoutes } from './modules/auth/routes';
import { brandRoutes } from './modules/skus/brand-routes';
import { downloadRoutes } from './modules/downloads/routes';
import { emailRoutes } from './modules/email/routes';
import { fileRoutes } from './files/routes';
import { homeRoutes } from './modules/home/routes';
import { inboundRoutes } from './modules/inbound/routes';
import { inspectionRoutes } from './modules/inspection/routes';
import { outboundRoutes } from './modules/outbound/routes';
import { repairRoutes } from './modules/repair/routes';
import { noticeRoutes } from './modules/notices/routes';
import { inventoryRoutes } from './modules/inventory/routes';
import { settingsRoutes } from './modules/settings/routes';
import { shelvingRoutes } from './modules/shelving/routes';
import { skuRoutes } from './modules/skus/routes';
import { inventoryListRoutes } from './modules/inventory/list-routes';
import { labelCenterRouteTable } from './modules/labels/label-routes';
import { connectionRoutes } from './modules/listing/connection-routes';
import { listingRoutes } from './modules/listing/listing-routes';
import { simulatorPageRoutes } from './modules/listing/simulator-page-routes';
import { webhookRoutes } from './modules/listing/webhook-routes';
import { sourcingRoutes } from './modules/sourcing/sourcing-routes';
import { flexRoutes } from './modules/sourcing/flex-routes';
import { b2bRoutes } from './modules/sourcing/b2b-routes';
import { shopSyncRoutes } from './modules/sourcing/shop-sync-routes';
import { syncRoutes } from './modules/sync/routes';
import { teamRoutes } from './modules/teams/routes';
import { walletBulkRoutes } from './modules/wallet/bulk-routes';
import { walletRoutes } from './modules/wallet/routes';
import { overviewRoutes } from './modules/wallet/overview-routes';
import { biRoutes } from './modules/bi/routes';
import { rateRoutes } from './modules/wallet/rate-routes';
import { systemRoutes } from './system-routes';
import { warehouseRoutes } from './modules/warehouses/routes';
import { workplaceRoutes } from './modules/workplace/routes';

/** Every API route. Each module contributes its list; tests walk this table. */
export const ROUTE_TABLE: readonly AnyRoute[] = [
  ...systemRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...warehouseRoutes,
  ...fileRoutes,
  ...skuRoutes,
  ...brandRoutes,
  ...importRoutes,
  ...inboundRoutes,
  ...workplaceRoutes,
  ...homeRoutes,
  ...settingsRoutes,
  ...inspectionRoutes,
  ...shelvingRoutes,
  ...syncRoutes,
  ...inventoryRoutes,
  ...inventoryListRoutes,
  ...downloadRoutes,
  ...walletRoutes,
  ...walletBulkRoutes,
  ...applicationRoutes,
  ...rateRoutes,
  ...overviewRoutes,
  ...biRoutes,
  ...addressRoutes,
  ...connectionRoutes,
  ...listingRoutes,
  ...webhookRoutes,
  ...simulatorPageRoutes,
  ...sourcingRoutes,
  ...flexRoutes,
  ...b2bRoutes,
  ...shopSyncRoutes,
  ...outboundRoutes,
  ...labelCenterRouteTable,
  ...repairRoutes,
  ...noticeRoutes,
  ...emailRoutes,
  ...teamRoutes,
];
