import { WarehousePermission } from '../../../domain/kernel/permissions';
import { shelveItemInput, warehouseItemListRequest } from '../../../domain/kernel/products';
import { shelvingResult, warehouseItemRow } from '../../../domain/shelving/shelving';
import { OP_ACCESS } from '../../../domain/sync/sync';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { runOnline, selectedWarehouse } from '../../kernel/action-context';
import { listWarehouseItems } from './item-queries';
import { shelveItem } from './shelving-service';

/** Warehouse portal: ShelfManage (shelving) and InventoryView of the selected warehouse. */
export const shelvingRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/shelving/shelve',
    hosts: ['warehouse'],
    access: { kind: 'warehouse', code: OP_ACCESS.shelveItem.code, action: OP_ACCESS.shelveItem.action },
    summary:
      'Put an inspected item (ONE ID) on a shelf of the selected warehouse or on -2 ready for listing (event 8)',
    body: shelveItemInput,
    response: shelvingResult,
    handler: async (ctx, { body }) => {
      const wareId = selectedWarehouse(ctx);
      const result = await runOnline(ctx, (trx, meta) => shelveItem(ctx, trx, meta, { ...body, wareId }));
      return new WithMessage(
        result,
        result.moved ? 'shelving:messages.shelved' : 'shelving:messages.alreadyThere',
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/shelving/items',
    hosts: ['warehouse'],
    access: { kind: 'warehouse', code: WarehousePermission.shelving, action: 'query' },
    summary: 'Items of the selected warehouse for shelving (awaiting a shelf, or on a given shelf)',
    body: warehouseItemListRequest.optional(),
    response: pageSchema(warehouseItemRow),
    handler: (ctx, { body }) => listWarehouseItems(ctx, selectedWarehouse(ctx), body ?? {}),
  }),
  defineRoute({
    method: 'POST',
    path: '/inventory_view/list',
    hosts: ['warehouse'],
    access: { kind: 'warehouse', code: WarehousePermission.inventoryView, action: 'query' },
    summary: 'Items of the selected warehouse by status and shelf, with storage days and fee',
    body: warehouseItemListRequest.optional(),
    response: pageSchema(warehouseItemRow),
    handler: (ctx, { body }) => listWarehouseItems(ctx, selectedWarehouse(ctx), body ?? {}),
  }),
];
