import { z } from 'zod';
import { AdminPage } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import { PRINT_MEDIA_TYPE } from '../../../domain/kernel/printing';
import {
  idRequest,
  rackCreateRequest,
  rackListRequest,
  rackRow,
  rackUpdateRequest,
  shelfAnswer,
  shelfBatchAnswer,
  shelfBatchCreateRequest,
  shelfCreateRequest,
  shelfLabelQuery,
  shelfListRequest,
  shelfRow,
  shelfUpdateRequest,
  warehouseCreateRequest,
  warehouseIdAnswer,
  warehouseListRequest,
  warehouseOption,
  warehouseRow,
  warehouseUpdateRequest,
  WarehouseStatus,
} from '../../../domain/warehouses/warehouses';
import type { ShelfListRequest } from '../../../domain/warehouses/warehouses';
import type { AuthedContext } from '../../http/context';
import { pageSchema } from '../../http/paging';
import { defineRoute, fileAnswer } from '../../http/route';
import { createRack, listRacks, setRackStatus, updateRack } from './rack-service';
import { shelfLabels } from './shelf-labels';
import { listShelves } from './shelf-list';
import { SHELF_READ_ADMIN, SHELF_READ_WAREHOUSE, shelfScopeOf } from './shelf-scope';
import { createShelf, createShelfBatch, renameShelf, setShelfStatus } from './shelf-service';
import {
  createWarehouse,
  listUsableWarehouses,
  listWarehouses,
  setWarehouseStatus,
  updateWarehouse,
} from './warehouse-service';

const stockSetting = (action: Action) =>
  ({ kind: 'permission', code: AdminPage.stockSetting, action }) as const;

async function shelfList(ctx: AuthedContext, body: ShelfListRequest | undefined) {
  const req = body ?? {};
  return listShelves(ctx, await shelfScopeOf(ctx, req), req);
}

/** Enable and disable routes of one kind of thing share their shape. */
function statusRoutes(
  path: string,
  entity: string,
  set: (ctx: AuthedContext, id: number, s: WarehouseStatus) => Promise<unknown>,
) {
  return (['enable', 'disable'] as const).map((action) =>
    defineRoute({
      method: 'POST',
      path: `${path}/${action}`,
      hosts: ['admin'],
      access: stockSetting(action),
      summary: `${action === 'enable' ? 'Enable' : 'Disable'} a ${entity}`,
      body: idRequest,
      response: warehouseIdAnswer,
      handler: (ctx, { body }) =>
        set(ctx, body.id, action === 'enable' ? WarehouseStatus.enabled : WarehouseStatus.disabled),
    }),
  );
}

export const warehouseRoutes = [
  defineRoute({
    method: 'POST',
    path: '/sys_ware/list',
    hosts: ['admin'],
    access: stockSetting('query'),
    summary: 'Warehouses, paged, with rack and shelf counts',
    body: warehouseListRequest.optional(),
    response: pageSchema(warehouseRow),
    handler: (ctx, { body }) => listWarehouses(ctx, body ?? {}),
  }),
  defineRoute({
    method: 'POST',
    path: '/sys_ware/listAll',
    hosts: ['warehouse', 'business', 'admin'],
    access: { kind: 'authenticated' },
    summary: 'Enabled warehouses the caller may use; the first is the default',
    response: z.array(warehouseOption),
    handler: (ctx) => listUsableWarehouses(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: '/sys_ware/create',
    hosts: ['admin'],
    access: stockSetting('add'),
    summary: 'Create a warehouse',
    body: warehouseCreateRequest,
    response: warehouseIdAnswer,
    handler: (ctx, { body }) => createWarehouse(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sys_ware/update',
    hosts: ['admin'],
    access: stockSetting('edit'),
    summary: 'Edit a warehouse',
    body: warehouseUpdateRequest,
    response: warehouseIdAnswer,
    handler: (ctx, { body }) => updateWarehouse(ctx, body),
  }),
  ...statusRoutes('/sys_ware', 'warehouse', setWarehouseStatus),
  defineRoute({
    method: 'POST',
    path: '/sys_ware_rack/list',
    hosts: ['admin'],
    access: stockSetting('query'),
    summary: 'Racks of a warehouse',
    body: rackListRequest,
    response: z.array(rackRow),
    handler: (ctx, { body }) => listRacks(ctx, body.wareId),
  }),
  defineRoute({
    method: 'POST',
    path: '/sys_ware_rack/create',
    hosts: ['admin'],
    access: stockSetting('add'),
    summary: 'Create a rack (its name cannot be Chinese)',
    body: rackCreateRequest,
    response: warehouseIdAnswer,
    handler: (ctx, { body }) => createRack(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sys_ware_rack/update',
    hosts: ['admin'],
    access: stockSetting('edit'),
    summary: 'Rename a rack',
    body: rackUpdateRequest,
    response: warehouseIdAnswer,
    handler: (ctx, { body }) => updateRack(ctx, body),
  }),
  ...statusRoutes('/sys_ware_rack', 'rack', setRackStatus),
  defineRoute({
    method: 'POST',
    path: '/sys_ware_shelves/create',
    hosts: ['admin'],
    access: stockSetting('add'),
    summary: 'Create a shelf with its printable code',
    body: shelfCreateRequest,
    response: shelfAnswer,
    handler: (ctx, { body }) => createShelf(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sys_ware_shelves/batchCreate',
    hosts: ['admin'],
    access: stockSetting('add'),
    summary: 'Create shelves prefix+from..prefix+to (e.g. A-01..A-40), at most 500',
    body: shelfBatchCreateRequest,
    response: shelfBatchAnswer,
    handler: (ctx, { body }) => createShelfBatch(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sys_ware_shelves/update',
    hosts: ['admin'],
    access: stockSetting('edit'),
    summary: 'Rename a shelf (its code follows the name)',
    body: shelfUpdateRequest,
    response: shelfAnswer,
    handler: (ctx, { body }) => renameShelf(ctx, body),
  }),
  ...statusRoutes('/sys_ware_shelves', 'shelf', setShelfStatus),
  defineRoute({
    method: 'POST',
    path: '/sys_ware_shelves/list',
    hosts: ['warehouse'],
    access: SHELF_READ_WAREHOUSE,
    summary: 'Shelves of the selected warehouse (header wareId), the pseudo shelf first',
    body: shelfListRequest.optional(),
    response: pageSchema(shelfRow),
    handler: (ctx, { body }) => shelfList(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sys_ware_shelves/list',
    hosts: ['admin'],
    access: SHELF_READ_ADMIN,
    summary: 'Shelves of any warehouse, the pseudo shelf first',
    body: shelfListRequest.optional(),
    response: pageSchema(shelfRow),
    handler: (ctx, { body }) => shelfList(ctx, body),
  }),
  defineRoute({
    method: 'GET',
    path: '/sys_ware_shelves/label',
    hosts: ['warehouse'],
    access: SHELF_READ_WAREHOUSE,
    summary:
      'Shelf code labels, one 4in x 6in label per shelf (at most 200), as a PDF or ZPL for a 203 dpi Zebra',
    query: shelfLabelQuery,
    response: fileAnswer(PRINT_MEDIA_TYPE.pdf, PRINT_MEDIA_TYPE.zpl),
    handler: (ctx, { query }, reply) => shelfLabels(ctx, query, reply),
  }),
  defineRoute({
    method: 'GET',
    path: '/sys_ware_shelves/label',
    hosts: ['admin'],
    access: SHELF_READ_ADMIN,
    summary:
      'Shelf code labels, one 4in x 6in label per shelf (at most 200), as a PDF or ZPL for a 203 dpi Zebra',
    query: shelfLabelQuery,
    response: fileAnswer(PRINT_MEDIA_TYPE.pdf, PRINT_MEDIA_TYPE.zpl),
    handler: (ctx, { query }, reply) => shelfLabels(ctx, query, reply),
  }),
];
