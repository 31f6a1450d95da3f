import {
  productGetQuery,
  productLabelQuery,
  productRecord,
  productSaveInput,
  productSaveResult,
  shopUserList,
  shopUserListRequest,
  switchRecord,
  switchRecordListRequest,
  switchResult,
  switchUserInput,
} from '../../../domain/inventory/inventory';
import { BusinessPart, WarehousePermission } from '../../../domain/kernel/permissions';
import { PRINT_MEDIA_TYPE } from '../../../domain/kernel/printing';
import { pageSchema } from '../../http/paging';
import { defineRoute, fileAnswer, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { selectedWarehouse } from '../../kernel/action-context';
import { reprintOneIdLabel } from './one-id-label';
import { getProductRecord } from './product-record';
import { saveProduct } from './product-save-service';
import { listShopUsers } from './shop-users';
import { listSwitchRecords, switchItemsToUser } from './switch-user-service';

/**
 * POST /sys_prod/save on each host: on the admin host any admin (saveProduct decides what an admin may
 * change); on the business host the inventory's edit grant, so a team member whose role only reads the
 * inventory (or lacks it) is refused, as the seller's screens are (issue 28 point 4).
 */
function productSaveRoute(host: 'admin' | 'business'): AnyRoute {
  return defineRoute({
    method: 'POST',
    path: '/sys_prod/save',
    hosts: [host],
    access:
      host === 'admin'
        ? { kind: 'authenticated' }
        : { kind: 'permission', code: BusinessPart.inventory, action: 'edit' },
    summary:
      'Change the owner (id, shopId; admins) or the cost and source (id, costPrice, supply) of an available item',
    body: productSaveInput,
    response: productSaveResult,
    handler: async (ctx, { body }) => {
      const result = await saveProduct(ctx, body);
      return new WithMessage(
        result,
        result.kind === 'owner' ? 'inventory:save.ownerSaved' : 'inventory:save.costSaved',
      );
    },
  });
}

/**
 * The one-ID drawer's calls (spec section 7) in every portal that shows the drawer, and the warehouse's
 * switch-user management (ChangeWarehouse). Who sees what of a product is decided in product-record.ts.
 */
export const inventoryRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/sys_prod/get',
    hosts: ['admin', 'warehouse', 'business'],
    access: { kind: 'authenticated' },
    summary:
      'One product by ONE ID with pack, inbound, outbound, images, owner and events (404 when not visible to the caller)',
    query: productGetQuery,
    response: productRecord,
    handler: (ctx, { query }) => getProductRecord(ctx, query.oneId),
  }),
  defineRoute({
    method: 'GET',
    path: '/sys_prod/label',
    hosts: ['admin', 'warehouse'],
    access: { kind: 'authenticated' },
    summary: "An inspected pair's 4in x 6in ONE ID label again, as a PDF or ZPL for a 203 dpi Zebra",
    query: productLabelQuery,
    response: fileAnswer(PRINT_MEDIA_TYPE.pdf, PRINT_MEDIA_TYPE.zpl),
    handler: (ctx, { query }, reply) => reprintOneIdLabel(ctx, query, reply),
  }),
  ...(['admin', 'business'] as const).map(productSaveRoute),
  defineRoute({
    method: 'POST',
    path: '/shop_user/list',
    hosts: ['admin'],
    access: { kind: 'authenticated' },
    summary: 'Sellers (id, uid, realname), optionally by uid, plus the entry for unowned items',
    body: shopUserListRequest.optional(),
    response: shopUserList,
    handler: (ctx, { body }) => listShopUsers(ctx, body?.uid),
  }),
  defineRoute({
    method: 'POST',
    path: '/shop_user/list',
    hosts: ['warehouse'],
    access: { kind: 'warehouse', code: WarehousePermission.changeWarehouse, action: 'query' },
    summary:
      'Sellers to move items to (ChangeWarehouse), optionally by uid, plus the entry for unowned items',
    body: shopUserListRequest.optional(),
    response: shopUserList,
    handler: (ctx, { body }) => listShopUsers(ctx, body?.uid),
  }),
  defineRoute({
    method: 'POST',
    path: '/switch_user/list',
    hosts: ['warehouse'],
    access: { kind: 'warehouse', code: WarehousePermission.changeWarehouse, action: 'query' },
    summary: 'Switch-user records of the selected warehouse (by ONE ID or record number), newest first',
    body: switchRecordListRequest.optional(),
    response: pageSchema(switchRecord),
    handler: (ctx, { body }) => listSwitchRecords(ctx, selectedWarehouse(ctx), body ?? {}),
  }),
  defineRoute({
    method: 'POST',
    path: '/switch_user/create',
    hosts: ['warehouse'],
    access: { kind: 'warehouse', code: WarehousePermission.changeWarehouse, action: 'add' },
    summary:
      'Move items of the selected warehouse to another seller with a reason (event 712 per item, audit)',
    body: switchUserInput,
    response: switchResult,
    handler: async (ctx, { body }) =>
      new WithMessage(await switchItemsToUser(ctx, selectedWarehouse(ctx), body), 'inventory:switch.done'),
  }),
];
