import type { AnyRoute } from '../../http/route';

export const authRoutes: AnyRoute[] = [];
