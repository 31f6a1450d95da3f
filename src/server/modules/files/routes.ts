import type { AnyRoute } from '../../http/route';

export const fileRoutes: AnyRoute[] = [];
