import {
  brandCreateRequest,
  brandListRequest,
  brandRow,
  brandUpdateRequest,
} from '../../../domain/skus/brands';
import { AdminPage, WarehousePermission } from '../../../domain/kernel/permissions';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { createBrand, listBrands, updateBrand } from './brand-service';

/**
 * Brand management is an admin screen (spec section 2); warehouse staff read the list to pick a
 * brand when they add a SKU.
 */
export const brandRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/brand/list',
    hosts: ['admin'],
    access: { kind: 'permission', code: AdminPage.skuManage, action: 'query' },
    summary: 'Brands of the SKU catalogue with their SKU counts (paged; search by name)',
    body: brandListRequest.optional(),
    response: pageSchema(brandRow),
    handler: (ctx, { body }) => listBrands(ctx, body ?? {}),
  }),
  defineRoute({
    method: 'POST',
    path: '/brand/list',
    hosts: ['warehouse'],
    access: { kind: 'warehouse', code: WarehousePermission.skuManage, action: 'query' },
    summary: 'Brands of the SKU catalogue, to pick one for a SKU',
    body: brandListRequest.optional(),
    response: pageSchema(brandRow),
    handler: (ctx, { body }) => listBrands(ctx, body ?? {}),
  }),
  defineRoute({
    method: 'POST',
    path: '/brand/create',
    hosts: ['admin'],
    access: { kind: 'permission', code: AdminPage.skuManage, action: 'add' },
    summary: 'Add a brand (name required, unique whatever its case)',
    body: brandCreateRequest,
    response: brandRow,
    handler: async (ctx, { body }) => new WithMessage(await createBrand(ctx, body), 'skus:brand.created'),
  }),
  defineRoute({
    method: 'POST',
    path: '/brand/update',
    hosts: ['admin'],
    access: { kind: 'permission', code: AdminPage.skuManage, action: 'edit' },
    summary: 'Rename a brand; its SKUs take the new name',
    body: brandUpdateRequest,
    response: brandRow,
    handler: async (ctx, { body }) => new WithMessage(await updateBrand(ctx, body), 'skus:brand.updated'),
  }),
];
