import { AuditPage, SelfOperatedPage, TaskPage } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';
import { repairAuditRoutes, repairTaskRoutes } from './repair';
import { flexAuditRoutes } from './sourcing-flex';

const audits = () => import('../../../features/outbound/admin/AuditScreens');
const orderDetail = screen(
  () => import('../../../features/outbound/admin/OrderDetailScreen'),
  (m) => m.OrderDetailScreen,
);
const detailMeta = (title: string) => ({
  title: `outbound-audit:menu.${title}`,
  hidden: true,
  permission: [AuditPage.orders],
});
const consignmentDetailMeta = {
  title: 'consignment:menu.auditDetail',
  hidden: true,
  permission: [AuditPage.orders],
};
const listMeta = (title: string, icon: string) => ({
  title: `outbound-audit:menu.${title}`,
  icon,
  keepAlive: true,
  permission: [AuditPage.orders],
});

/**
 * The admin portal's outbound screens (outbound area), placed in the menu by ../admin.ts: the Audit
 * lists and details, TaskManage's OutboundTask and sale-order (platform direct outbound).
 */
export const auditGroup: AppRoute = {
  path: 'Audit',
  name: 'Audit',
  meta: {
    title: 'outbound-audit:menu.audit',
    icon: 'clipboard-check',
    permission: ['500', AuditPage.orders, AuditPage.flex, AuditPage.repair],
  },
  children: [
    {
      path: 'Outbound/Transport',
      name: 'AuditOutboundTransport',
      meta: listMeta('transport', 'truck-delivery'),
      component: screen(audits, (m) => m.TransportAuditScreen),
    },
    {
      path: 'Outbound',
      name: 'AuditOutbound',
      meta: listMeta('reship', 'package-export'),
      component: screen(audits, (m) => m.ReshipAuditScreen),
    },
    {
      path: 'Outbound/Detail',
      name: 'AuditOutboundDetail',
      meta: detailMeta('outboundDetail'),
      component: orderDetail,
    },
    {
      path: 'PlatformRecycling',
      name: 'AuditPlatformRecycling',
      meta: listMeta('platformRecycling', 'wallet'),
      component: screen(audits, (m) => m.CashOutAuditScreen),
    },
    {
      path: 'PlatformRecycling/Detail',
      name: 'AuditPlatformRecyclingDetail',
      meta: detailMeta('cashOutDetail'),
      component: orderDetail,
    },
    {
      path: 'InPlatformTransfer',
      name: 'AuditInPlatformTransfer',
      meta: listMeta('inPlatformTransfer', 'arrows-exchange'),
      component: screen(audits, (m) => m.SwitchUserAuditScreen),
    },
    {
      path: 'InPlatformTransfer/Detail',
      name: 'AuditInPlatformTransferDetail',
      meta: detailMeta('switchUserDetail'),
      component: orderDetail,
    },
    {
      path: 'OCConsignment',
      name: 'AuditOCConsignment',
      meta: {
        title: 'consignment:menu.audit',
        icon: 'building-store',
        keepAlive: true,
        permission: [AuditPage.orders],
      },
      component: screen(audits, (m) => m.ConsignmentAuditScreen),
    },
    {
      path: 'OCConsignment/Detail',
      name: 'AuditOCConsignmentDetail',
      meta: consignmentDetailMeta,
      component: orderDetail,
    },
    // The spec's second detail path of a consignment (DetailOC): the same screen.
    {
      path: 'OCConsignment/DetailOC',
      name: 'AuditOCConsignmentDetailOC',
      meta: consignmentDetailMeta,
      component: orderDetail,
    },
    ...flexAuditRoutes,
    ...repairAuditRoutes,
  ],
};

/**
 * ConsignmentManage: the consignments past review (in the platform's group, sold, left, completed) and
 * a consignment's detail. Its reads and steps are the audit's on the server, hence its permission.
 */
export const consignmentManageGroup: AppRoute = {
  path: 'ConsignmentManage',
  name: 'ConsignmentManage',
  meta: { title: 'consignment:menu.manage', icon: 'building-store', permission: [AuditPage.orders] },
  children: [
    {
      path: 'OCConsignment/:pageNo?',
      name: 'ConsignmentManageOCConsignment',
      meta: {
        title: 'consignment:menu.manageList',
        icon: 'tag',
        keepAlive: true,
        permission: [AuditPage.orders],
      },
      component: screen(
        () => import('../../../features/outbound/admin/ConsignmentManageScreen'),
        (m) => m.ConsignmentManageScreen,
      ),
    },
    {
      path: 'OCConsignment/Detail',
      name: 'ConsignmentManageOCConsignmentDetail',
      meta: { title: 'consignment:menu.manageDetail', hidden: true, permission: [AuditPage.orders] },
      component: screen(
        () => import('../../../features/outbound/admin/OrderDetailScreen'),
        (m) => m.ConsignmentManageDetailScreen,
      ),
    },
  ],
};

const batchTasks = () => import('../../../features/outbound/batches/BatchTaskScreen');
const batchDetails = () => import('../../../features/outbound/batches/AdminBatchDetailScreen');

/** TaskManage: OutboundTask by kind, and BatchTask (every warehouse's outbound batches) with its detail. */
export const taskGroup: AppRoute = {
  path: 'TaskManage',
  name: 'TaskManage',
  meta: {
    title: 'outbound-audit:menu.taskManage',
    icon: 'list-details',
    permission: ['600', TaskPage.taskManage, TaskPage.repairTask, TaskPage.repairBatchTask],
  },
  children: [
    {
      path: 'OutboundTask/:type?',
      name: 'OutboundTask',
      meta: {
        title: 'outbound-audit:menu.outboundTask',
        icon: 'package-export',
        keepAlive: true,
        permission: [TaskPage.taskManage],
      },
      component: screen(
        () => import('../../../features/outbound/admin/OutboundTaskScreen'),
        (m) => m.OutboundTaskScreen,
      ),
    },
    {
      path: 'BatchTask',
      name: 'BatchTask',
      meta: {
        title: 'outbound-audit:menu.batchTask',
        icon: 'stack',
        keepAlive: true,
        permission: [TaskPage.taskManage],
      },
      component: screen(batchTasks, (m) => m.BatchTaskScreen),
    },
    {
      path: 'BatchTask/detail/:id',
      name: 'BatchTaskDetail',
      meta: { title: 'outbound-batches:menu.batchDetail', hidden: true, permission: [TaskPage.taskManage] },
      component: screen(batchDetails, (m) => m.BatchTaskDetailScreen),
    },
    ...repairTaskRoutes,
  ],
};

export const saleOrder: AppRoute = {
  path: 'sale-order',
  name: 'SaleOrder',
  meta: {
    title: 'outbound-audit:menu.saleOrder',
    icon: 'building-store',
    keepAlive: true,
    permission: [SelfOperatedPage.warehouse],
  },
  component: screen(
    () => import('../../../features/outbound/admin/SaleOrderScreen'),
    (m) => m.SaleOrderScreen,
  ),
};
