import { AuditPage } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/**
 * The admin's flex screens (spec `Audit/StockXFlex`; issue 26 point 5): the review list and a
 * shipment's detail, children of the Audit group (./outbound.ts), grantable as Audit's page 2.
 */
export const flexAuditRoutes: AppRoute[] = [
  {
    path: 'StockXFlex/:pageNo?',
    name: 'AuditStockXFlex',
    meta: {
      title: 'sourcing-flex:menu.audit',
      icon: 'package-export',
      keepAlive: true,
      permission: [AuditPage.flex],
    },
    component: screen(
      () => import('../../../features/sourcing/flex/FlexAuditScreen'),
      (m) => m.FlexAuditScreen,
    ),
  },
  {
    path: 'StockXFlex/Detail',
    name: 'AuditStockXFlexDetail',
    meta: { title: 'sourcing-flex:menu.auditDetail', hidden: true, permission: [AuditPage.flex] },
    component: screen(
      () => import('../../../features/sourcing/flex/FlexAuditDetailScreen'),
      (m) => m.FlexAuditDetailScreen,
    ),
  },
];
