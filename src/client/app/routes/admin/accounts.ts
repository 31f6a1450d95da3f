import { AdminPage } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The admin portal's accounts screens (accounts area), placed in the menu by ../admin.ts. */
export const accountGroup: AppRoute = {
  path: 'Account',
  name: 'Account',
  meta: {
    title: 'common:menu.account',
    icon: 'users',
    permission: [
      '1100',
      AdminPage.businessAccount,
      AdminPage.platformAccount,
      AdminPage.returnAccount,
      AdminPage.roles,
      AdminPage.auditLog,
    ],
  },
  children: [
    {
      path: 'BusinessAccount',
      name: 'BusinessAccount',
      meta: {
        title: 'common:menu.businessAccount',
        icon: 'user',
        keepAlive: true,
        permission: [AdminPage.businessAccount],
      },
      component: screen(
        () => import('../../../features/accounts/business/BusinessAccountScreen'),
        (m) => m.BusinessAccountScreen,
      ),
    },
    {
      path: 'PlatformAccount',
      name: 'PlatformAccount',
      meta: {
        title: 'common:menu.platformAccount',
        icon: 'users',
        keepAlive: true,
        permission: [AdminPage.platformAccount],
      },
      component: screen(
        () => import('../../../features/accounts/platform/PlatformAccountScreen'),
        (m) => m.PlatformAccountScreen,
      ),
    },
    {
      path: 'ReturnAccount',
      name: 'ReturnAccount',
      meta: {
        title: 'return-accounts:menu.title',
        icon: 'arrow-back-up',
        keepAlive: true,
        permission: [AdminPage.returnAccount],
      },
      component: screen(
        () => import('../../../features/accounts/return-accounts/ReturnAccountScreen'),
        (m) => m.ReturnAccountScreen,
      ),
    },
    {
      path: 'Roles',
      name: 'Roles',
      meta: {
        title: 'common:menu.roles',
        icon: 'shield-check',
        keepAlive: true,
        permission: [AdminPage.roles],
      },
      component: screen(
        () => import('../../../features/accounts/roles/RolesScreen'),
        (m) => m.RolesScreen,
      ),
    },
    {
      path: 'AuditLog',
      name: 'AuditLog',
      meta: {
        title: 'common:menu.auditLog',
        icon: 'list-details',
        keepAlive: true,
        permission: [AdminPage.auditLog],
      },
      component: screen(
        () => import('../../../features/accounts/audit/AuditLogScreen'),
        (m) => m.AuditLogScreen,
      ),
    },
  ],
};
