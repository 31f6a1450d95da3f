import type { AnyRoute } from '../../http/route';

export const warehouseRoutes: AnyRoute[] = [];
