import { AuditPage, FeePage, TaskPage } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/**
 * The admin's repair screens (repair area, issue 27): Audit/RepairOrder (the repair order list with
 * its review and the repair detail) as children of the Audit group (./outbound.ts), TaskManage's
 * RepairTask and RepairBatchTask as children of TaskManage, and Fee/RepairMange of the Fee group
 * (./fees.ts).
 */
export const repairAuditRoutes: AppRoute[] = [
  {
    path: 'RepairOrder',
    name: 'AuditRepairOrder',
    meta: {
      title: 'repair-screens:menu.audit',
      icon: 'tool',
      keepAlive: true,
      permission: [AuditPage.repair],
    },
    component: screen(
      () => import('../../../features/repair/admin/RepairAuditScreen'),
      (m) => m.RepairAuditScreen,
    ),
  },
  {
    path: 'RepairOrder/Detail',
    name: 'AuditRepairOrderDetail',
    meta: { title: 'repair-screens:menu.repairDetail', hidden: true, permission: [AuditPage.repair] },
    component: screen(
      () => import('../../../features/repair/admin/AdminRepairDetailScreen'),
      (m) => m.AdminRepairDetailScreen,
    ),
  },
];

export const repairTaskRoutes: AppRoute[] = [
  {
    path: 'RepairTask',
    name: 'RepairTask',
    meta: {
      title: 'repair-screens:menu.repairTask',
      icon: 'tool',
      keepAlive: true,
      permission: [TaskPage.repairTask],
    },
    component: screen(
      () => import('../../../features/repair/admin/RepairTaskScreen'),
      (m) => m.RepairTaskScreen,
    ),
  },
  {
    path: 'RepairBatchTask',
    name: 'RepairBatchTask',
    meta: {
      title: 'repair-screens:menu.batchTask',
      icon: 'stack',
      keepAlive: true,
      permission: [TaskPage.repairBatchTask],
    },
    component: screen(
      () => import('../../../features/repair/admin/RepairBatchTaskScreen'),
      (m) => m.RepairBatchTaskScreen,
    ),
  },
];

export const repairPriceRoute: AppRoute = {
  path: 'RepairMange',
  name: 'FeeRepairMange',
  meta: {
    title: 'repair-screens:menu.prices',
    icon: 'tool',
    keepAlive: true,
    permission: [FeePage.repairManage],
  },
  component: screen(
    () => import('../../../features/repair/admin/RepairPricesScreen'),
    (m) => m.RepairPricesScreen,
  ),
};
