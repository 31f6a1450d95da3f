import type { AnyRoute } from '../../http/route';
import { adminForecastRoutes } from './admin-routes';
import { businessForecastRoutes } from './business-routes';
import { warehouseInboundRoutes } from './warehouse-routes';

export const inboundRoutes: AnyRoute[] = [
  ...businessForecastRoutes,
  ...adminForecastRoutes,
  ...warehouseInboundRoutes,
];
