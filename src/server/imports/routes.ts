import {
  importSummary,
  SKU_IMPORT_COLUMNS,
  SKU_IMPORT_EXAMPLE,
  STOCK_SETTING_IMPORT_COLUMNS,
  STOCK_SETTING_IMPORT_EXAMPLE,
  stockSettingImportQuery,
  XLSX_MIME,
} from '../../domain/kernel/imports';
import { AdminPage, WarehousePermission } from '../../domain/kernel/permissions';
import type { AuthedContext } from '../http/context';
import { notFound } from '../http/errors';
import { defineRoute, fileAnswer, WithMessage } from '../http/route';
import type { AnyRoute } from '../http/route';
import { readUpload, runImport } from './importer';
import { skuImportPlan } from './sku-import';
import { stockSettingImportPlan } from './stock-setting-import';
import { sendTemplate, templateXlsx } from './template';

const SUCCESS = 'imports:success';

const skuAccess = {
  admin: { kind: 'permission', code: AdminPage.skuManage, action: 'import' },
  warehouse: { kind: 'warehouse', code: WarehousePermission.skuManage, action: 'import' },
} as const;
const stockSettingImport = { kind: 'permission', code: AdminPage.stockSetting, action: 'import' } as const;

async function importStockSettings(ctx: AuthedContext, wareId: number, bytes: Buffer) {
  const warehouse = await ctx.db
    .selectFrom('warehouses')
    .select('id')
    .where('id', '=', wareId)
    .executeTakeFirst();
  if (!warehouse) throw notFound('warehouses:errors.warehouseNotFound');
  return runImport(ctx, bytes, stockSettingImportPlan(wareId));
}

const skuRoutes = (['admin', 'warehouse'] as const).flatMap((host) => [
  defineRoute({
    method: 'POST',
    path: '/sku/import',
    hosts: [host],
    access: skuAccess[host],
    summary: 'Import SKUs from an xlsx (multipart field "file"): every row checked, all imported or none',
    multipart: true,
    response: importSummary,
    handler: async (ctx, _input, reply) =>
      new WithMessage(await runImport(ctx, await readUpload(reply), skuImportPlan), SUCCESS),
  }),
  defineRoute({
    method: 'GET',
    path: '/sku/importTemplate',
    hosts: [host],
    access: skuAccess[host],
    summary: 'The SKU import template (xlsx: header row and one example row)',
    response: fileAnswer(XLSX_MIME),
    handler: async (ctx, _input, reply) =>
      sendTemplate(
        reply,
        await templateXlsx(SKU_IMPORT_COLUMNS, SKU_IMPORT_EXAMPLE, ctx.lang),
        'sku-import-template.xlsx',
      ),
  }),
]);

export const importRoutes: AnyRoute[] = [
  ...skuRoutes,
  defineRoute({
    method: 'POST',
    path: '/sys_ware_shelves/import',
    hosts: ['admin'],
    access: stockSettingImport,
    summary: 'Import racks and shelves of a warehouse from an xlsx (multipart field "file"): all or none',
    multipart: true,
    query: stockSettingImportQuery,
    response: importSummary,
    handler: async (ctx, { query }, reply) =>
      new WithMessage(await importStockSettings(ctx, query.wareId, await readUpload(reply)), SUCCESS),
  }),
  defineRoute({
    method: 'GET',
    path: '/sys_ware_shelves/importTemplate',
    hosts: ['admin'],
    access: stockSettingImport,
    summary: 'The rack and shelf import template (xlsx: header row and one example row)',
    response: fileAnswer(XLSX_MIME),
    handler: async (ctx, _input, reply) =>
      sendTemplate(
        reply,
        await templateXlsx(STOCK_SETTING_IMPORT_COLUMNS, STOCK_SETTING_IMPORT_EXAMPLE, ctx.lang),
        'stock-setting-import-template.xlsx',
      ),
  }),
];
