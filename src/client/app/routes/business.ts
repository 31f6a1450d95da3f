import type { PortalRoutes } from '../../routing/route-types';
import { addressBook } from './business/addresses';
import { businessDownloadCenter } from './business/downloads';
import { forecastDetail, myPackage, newForecast } from './business/inbound';
import { inventory, inventorySpecPath, warehouseExit } from './business/inventory';
import { businessSettings, homepage, personalCenter } from './business/home';
import { labelCenter } from './business/labels';
import { announcements } from './business/notices';
import {
  bulkListing,
  crossListing,
  crossListingDetail,
  newListing,
  platformServices,
  salesOrders,
} from './business/listing';
import { bulkReship, bulkReshipDetail } from './business/outbound-bulk';
import { newRepairOrder, repairOrderDetail, repairOrders } from './business/repair';
import { b2bBoard, priceSearch, tiktokShop } from './business/sourcing';
import { flexGroup } from './business/sourcing-flex';
import {
  cashOutDetail,
  consignmentDetail,
  consignmentManagement,
  orderManagement,
  transportDetail,
  warehouseTransferDetail,
} from './business/outbound';
import { wallet, walletCharge, withdrawal } from './business/wallet';
import { team } from './business/teams';
import { businessWorkplace } from './business/workplace';

/**
 * The seller portal (/business): its screens in menu order. Each area's route objects are in
 * ./business/<area>.ts; a new area adds its file there and its entries here, where they belong in the menu.
 */
export const businessPortal: PortalRoutes = {
  userType: 'business',
  prefix: '/business',
  routes: [
    businessWorkplace,
    homepage,
    announcements,
    myPackage,
    forecastDetail,
    newForecast,
    inventory,
    inventorySpecPath,
    newListing,
    bulkListing,
    transportDetail,
    cashOutDetail,
    warehouseTransferDetail,
    consignmentDetail,
    orderManagement,
    consignmentManagement,
    warehouseExit,
    bulkReship,
    bulkReshipDetail,
    crossListing,
    crossListingDetail,
    salesOrders,
    platformServices,
    repairOrders,
    newRepairOrder,
    repairOrderDetail,
    priceSearch,
    tiktokShop,
    flexGroup,
    b2bBoard,
    wallet,
    walletCharge,
    withdrawal,
    addressBook,
    labelCenter,
    businessDownloadCenter,
    team,
    businessSettings,
    personalCenter,
  ],
};
