import { repairAdminRoutes } from './admin-routes';
import { repairSellerRoutes } from './seller-routes';
import { repairWarehouseRoutes } from './warehouse-routes';

/** Repairs (issue 27): the seller's, the admin's and the warehouse's routes. */
export const repairRoutes = [...repairSellerRoutes, ...repairAdminRoutes, ...repairWarehouseRoutes];
