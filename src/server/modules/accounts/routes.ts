import type { AnyRoute } from '../../http/route';

export const accountRoutes: AnyRoute[] = [];
