import { AdminPage, BusinessPart, WarehousePermission } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import {
  skuCreateRequest,
  skuIdRequest,
  skuListRequest,
  skuRow,
  SkuStatus,
  skuUpdateRequest,
} from '../../../domain/skus/skus';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { createSku, listSkus, setSkuStatus, updateSku } from './sku-service';

const admin = (action: Action) => ({ kind: 'permission', code: AdminPage.skuManage, action }) as const;
const warehouse = (action: Action) =>
  ({ kind: 'warehouse', code: WarehousePermission.skuManage, action }) as const;

function listRoute(host: 'admin' | 'warehouse' | 'business') {
  const access =
    host === 'admin'
      ? admin('query')
      : host === 'warehouse'
        ? warehouse('query')
        : ({ kind: 'permission', code: BusinessPart.inbound, action: 'query' } as const);
  return defineRoute({
    method: 'POST',
    path: '/sku/list',
    hosts: [host],
    access,
    summary: 'The SKU catalogue (paged; search by code, name or brand)',
    body: skuListRequest.optional(),
    response: pageSchema(skuRow),
    handler: (ctx, { body }) => listSkus(ctx, body ?? {}),
  });
}

function writeRoutes(host: 'admin' | 'warehouse') {
  const access = host === 'admin' ? admin : warehouse;
  return [
    defineRoute({
      method: 'POST',
      path: '/sku/create',
      hosts: [host],
      access: access('add'),
      summary: 'Add a SKU to the catalogue',
      body: skuCreateRequest,
      response: skuRow,
      handler: async (ctx, { body }) => new WithMessage(await createSku(ctx, body), 'skus:sku.created'),
    }),
    defineRoute({
      method: 'POST',
      path: '/sku/update',
      hosts: [host],
      access: access('edit'),
      summary: 'Change a SKU (brand, name, sizes, picture)',
      body: skuUpdateRequest,
      response: skuRow,
      handler: async (ctx, { body }) => new WithMessage(await updateSku(ctx, body), 'skus:sku.updated'),
    }),
    ...(['enable', 'disable'] as const).map((action) =>
      defineRoute({
        method: 'POST',
        path: `/sku/${action}`,
        hosts: [host],
        access: access(action),
        summary:
          action === 'enable'
            ? 'Put a disabled SKU back in the catalogue'
            : 'Take a SKU out of the pickers and the tablets (its products keep it)',
        body: skuIdRequest,
        response: skuRow,
        handler: async (ctx, { body }) =>
          new WithMessage(
            await setSkuStatus(ctx, body.id, action === 'enable' ? SkuStatus.enabled : SkuStatus.disabled),
            action === 'enable' ? 'skus:sku.enabled' : 'skus:sku.disabled',
          ),
      }),
    ),
  ];
}

/** SKUManage on the admin and warehouse portals; sellers read the catalogue for their forecasts. */
export const skuRoutes: AnyRoute[] = [
  listRoute('admin'),
  listRoute('warehouse'),
  listRoute('business'),
  ...writeRoutes('admin'),
  ...writeRoutes('warehouse'),
];
