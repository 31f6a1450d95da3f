import { z } from 'zod';
import {
  adminStockExportRequest,
  downloadTaskIdQuery,
  downloadTaskIdRequest,
  downloadTaskListRequest,
  downloadTaskSchema,
  exportAnswer,
  ExportKind,
  sellerInventoryExportRequest,
  warehouseInventoryExportRequest,
} from '../../../domain/downloads/downloads';
import {
  BusinessPart,
  FinancePage,
  NamedPermission,
  WarehousePermission,
} from '../../../domain/kernel/permissions';
import { StockPage } from '../../../domain/inventory/views';
import type { ApiHost } from '../../../domain/kernel/users';
import { XLSX_MIME } from '../../../domain/kernel/imports';
import { merchantFlowExportRequest, walletTransactionExportRequest } from '../../../domain/wallet/wallet';
import { pageSchema } from '../../http/paging';
import { defineRoute, fileAnswer } from '../../http/route';
import type { AnyRoute, RouteAccess } from '../../http/route';
import { selectedWarehouse } from '../../kernel/action-context';
import { sellerOrNotFound } from '../wallet/ledger-export';
import { addExportTask, deleteTask, getTask, listTasks, serveTaskFile } from './service';

/**
 * Exports (one per list screen: the list's query plus beginTime/endTime and searchIdList; each adds
 * a download task) and the download center on every host. The admin download center needs the
 * 'admin' permission (spec section 6); sellers and warehouse staff reach only their own tasks.
 */

type SignedInAccess = Exclude<RouteAccess, { kind: 'public' }>;

function downloadCenterRoutes(
  hosts: readonly ApiHost[],
  access: SignedInAccess,
  removeAccess: SignedInAccess,
): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/download_task/list',
      hosts,
      access,
      summary: "The caller's download tasks, newest first, with status, progress, size and link",
      body: downloadTaskListRequest.optional(),
      response: pageSchema(downloadTaskSchema),
      handler: (ctx, { body }) => listTasks(ctx, body ?? {}),
    }),
    defineRoute({
      method: 'GET',
      path: '/download_task/get',
      hosts,
      access,
      summary: "One of the caller's download tasks (the download center polls it while it runs)",
      query: downloadTaskIdQuery,
      response: downloadTaskSchema,
      handler: (ctx, { query }) => getTask(ctx, query.id),
    }),
    defineRoute({
      method: 'GET',
      path: '/download_task/file',
      hosts,
      access,
      summary: "A finished task's file (xlsx), for its owner and admins",
      query: downloadTaskIdQuery,
      response: fileAnswer(XLSX_MIME),
      handler: (ctx, { query }, reply) => serveTaskFile(ctx, query.id, reply),
    }),
    defineRoute({
      method: 'POST',
      path: '/download_task/delete',
      hosts,
      access: removeAccess,
      summary: "Delete one of the caller's download tasks and its file",
      body: downloadTaskIdRequest,
      response: z.null(),
      handler: (ctx, { body }) => deleteTask(ctx, body.id),
    }),
  ];
}

export const downloadRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/inventory/export',
    hosts: ['business'],
    access: { kind: 'permission', code: BusinessPart.inventory, action: 'export' },
    summary: "Export the seller's inventory list (query, beginTime/endTime, searchIdList) as a download task",
    body: sellerInventoryExportRequest,
    response: exportAnswer,
    handler: (ctx, { body }) =>
      addExportTask(ctx, {
        kind: ExportKind.sellerInventory,
        request: body,
        scope: { shopUserId: ctx.user.id },
      }),
  }),
  defineRoute({
    method: 'POST',
    path: '/inventory_view/export',
    hosts: ['warehouse'],
    access: { kind: 'warehouse', code: WarehousePermission.inventoryView, action: 'export' },
    summary:
      "Export the selected warehouse's InventoryView (query, beginTime/endTime, searchIdList) as a download task",
    body: warehouseInventoryExportRequest,
    response: exportAnswer,
    handler: (ctx, { body }) =>
      addExportTask(ctx, {
        kind: ExportKind.warehouseInventory,
        request: body,
        scope: { wareId: selectedWarehouse(ctx) },
      }),
  }),
  defineRoute({
    method: 'POST',
    path: '/stock/export',
    hosts: ['admin'],
    access: { kind: 'permission', code: StockPage.stock, action: 'export' },
    summary: 'Export the admin stock list (query, beginTime/endTime, searchIdList) as a download task',
    body: adminStockExportRequest,
    response: exportAnswer,
    handler: (ctx, { body }) => addExportTask(ctx, { kind: ExportKind.adminStock, request: body, scope: {} }),
  }),
  defineRoute({
    method: 'POST',
    path: '/wallet/transaction/export',
    hosts: ['business'],
    access: { kind: 'permission', code: BusinessPart.wallet, action: 'export' },
    summary: "Adds a download task exporting the seller's transactions under the list's filters",
    body: walletTransactionExportRequest.optional(),
    response: exportAnswer,
    handler: (ctx, { body }) =>
      addExportTask(ctx, {
        kind: ExportKind.sellerWallet,
        request: body ?? {},
        scope: { sellerId: ctx.user.id },
      }),
  }),
  defineRoute({
    method: 'POST',
    path: '/finance/merchant_flow/export',
    hosts: ['admin'],
    access: { kind: 'permission', code: FinancePage.merchantFlow, action: 'export' },
    summary:
      "Adds a download task with a seller's statement for a period: opening and closing balance and the entries (audited)",
    body: merchantFlowExportRequest,
    response: exportAnswer,
    handler: async (ctx, { body }) => {
      await sellerOrNotFound(ctx.db, body.sellerId);
      return addExportTask(ctx, { kind: ExportKind.merchantStatement, request: body, scope: {} });
    },
  }),
  ...downloadCenterRoutes(
    ['admin'],
    { kind: 'permission', code: NamedPermission.downloadCenter, action: 'query' },
    { kind: 'permission', code: NamedPermission.downloadCenter, action: 'delete' },
  ),
  // A seller's download center is a part of the seller portal (a team member needs it in their role);
  // warehouse staff reach their own tasks.
  ...downloadCenterRoutes(
    ['business'],
    { kind: 'permission', code: BusinessPart.downloads, action: 'query' },
    { kind: 'permission', code: BusinessPart.downloads, action: 'delete' },
  ),
  ...downloadCenterRoutes(['warehouse'], { kind: 'authenticated' }, { kind: 'authenticated' }),
];
