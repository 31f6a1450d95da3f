import type { AnyRoute } from '../../http/route';
import { auditLogRoutes } from './audit-log-routes';
import { businessAccountRoutes } from './business-routes';
import { callerRoutes } from './caller-routes';
import { platformAccountRoutes } from './platform-routes';
import { returnAccountRoutes } from './return-accounts/return-account-routes';
import { roleRoutes } from './role-routes';

/** Admin account management (merchants, platform staff, roles, audit log) and the caller's own grants. */
export const accountRoutes: AnyRoute[] = [
  ...businessAccountRoutes,
  ...platformAccountRoutes,
  ...returnAccountRoutes,
  ...roleRoutes,
  ...auditLogRoutes,
  ...callerRoutes,
];
