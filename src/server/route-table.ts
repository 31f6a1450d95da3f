import type { AnyRoute } from './http/route';
import { systemRoutes } from './modules/system/routes';

/** Every API route. Each module contributes its list; tests walk this table. */
export const ROUTE_TABLE: readonly AnyRoute[] = [...systemRoutes];
