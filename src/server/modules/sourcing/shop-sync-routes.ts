import { z } from 'zod';
import { BusinessPart, CataloguePage } from '../../../domain/kernel/permissions';
import type { Action } from '../../../domain/kernel/permissions';
import {
  catalogueListRequest,
  catalogueProductView,
  catalogueReadAnswer,
  catalogueReadRequest,
  conflictListRequest,
  conflictView,
  ignoreConflictRequest,
  mappingView,
  resolveConflictRequest,
} from '../../../domain/sourcing/catalogue';
import { shopImageCheck } from '../../../domain/sourcing/shop-images';
import {
  saveShopProductRequest,
  shopCandidate,
  shopCandidatesRequest,
  shopProductDetailRequest,
  shopProductListRequest,
  shopProductView,
  shopStatus,
  shopSyncAnswer,
  shopSyncRequest,
} from '../../../domain/sourcing/shop-products';
import { pageSchema } from '../../http/paging';
import { defineRoute, WithMessage } from '../../http/route';
import type { AnyRoute } from '../../http/route';
import { ignoreConflict, readAllShops, resolveConflict } from './catalogue-decisions';
import { listCatalogueProducts, listConflicts, listMappings } from './catalogue-queries';
import { uploadShopImage } from './shop-images';
import { saveShopProduct } from './shop-product-save';
import {
  listShopProducts,
  requestShopSync,
  shopCandidates,
  shopProductDetail,
  shopStatusOf,
} from './shop-product-service';

/**
 * The short-video shop (issue 26 point 4) on the seller's host, and the marketplace catalogue (point
 * 3) on the admin's: SKUManage/TikTokProduct (page 1300-2) and SKUManage/TikTokSKUManage (1300-3).
 */
const seller = (action: Action) => ({ kind: 'permission', code: BusinessPart.sourcing, action }) as const;
const products = (action: Action) =>
  ({ kind: 'permission', code: CataloguePage.tiktokProduct, action }) as const;
const mapping = (action: Action) =>
  ({ kind: 'permission', code: CataloguePage.tiktokSkuManage, action }) as const;

const sellerRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/sourcing/shop/status',
    hosts: ['business'],
    access: seller('query'),
    summary:
      "The seller's TikTok shop: connected or not, the simulator or TikTok itself, its products per sync state and whether a sync is on its way",
    response: shopStatus,
    handler: (ctx) => shopStatusOf(ctx),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/shop/products/list',
    hosts: ['business'],
    access: seller('query'),
    summary:
      "One page of the seller's shop products, newest first: each one's sizes with the pairs available and the stock sent, its TikTok status and the shop's refusals",
    body: shopProductListRequest,
    response: pageSchema(shopProductView),
    handler: (ctx, { body }) => listShopProducts(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/shop/products/detail',
    hosts: ['business'],
    access: seller('query'),
    summary: "One of the seller's shop products as the list shows it; another seller's answers 404",
    body: shopProductDetailRequest,
    response: shopProductView,
    handler: (ctx, { body }) => shopProductDetail(ctx, body.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/shop/candidates',
    hosts: ['business'],
    access: seller('query'),
    summary:
      'SKUs to make shop products of (the keyword names them by code or name, or else those the seller has pairs of), each with its sizes, the pairs available and its picture checked for the shop',
    body: shopCandidatesRequest,
    response: z.array(shopCandidate),
    handler: (ctx, { body }) => shopCandidates(ctx, body.keyword),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/shop/images',
    hosts: ['business'],
    access: seller('add'),
    summary:
      'An image for a shop product, multipart field "file": its format and size read from its content (JPG, JPEG or PNG, 300x300 to 4000x4000 px, at most 5 MB); stored and answered with its check, or refused with 400 naming the problem and nothing stored. Stored by content hash: a resend answers the same image',
    multipart: true,
    response: shopImageCheck,
    handler: async (ctx, _input, reply) => uploadShopImage(ctx, reply),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/shop/products/save',
    hosts: ['business'],
    access: seller('add'),
    summary:
      "Makes a shop product of one of our SKUs or changes one of the seller's (images checked by content, sizes none empty or repeated, a price per size of at least $10); a sync job sends it. 409 when the SKU has a product already or the shop is not connected; a resend of the request key answers the first result",
    body: saveShopProductRequest,
    response: shopProductView,
    handler: async (ctx, { body }) =>
      new WithMessage(await saveShopProduct(ctx, body), 'sourcing-shop:saved'),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/shop/sync',
    hosts: ['business'],
    access: seller('edit'),
    summary:
      "Sync / re-sync: every one of the seller's products is sent to the shop again by a job (the refused ones too), and the stock follows the pairs available",
    body: shopSyncRequest,
    response: shopSyncAnswer,
    handler: async (ctx, { body }) => {
      const answer = await requestShopSync(ctx, body.requestKey);
      return new WithMessage(answer, 'sourcing-shop:syncQueued', { count: answer.waiting });
    },
  }),
];

const adminRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/sourcing/catalogue/products/list',
    hosts: ['admin'],
    access: products('query'),
    summary:
      "One page of every seller's TikTok shop products (made here or read from the shop), each size with the SKU and size of ours it maps to, and its open conflicts",
    body: catalogueListRequest,
    response: pageSchema(catalogueProductView),
    handler: (ctx, { body }) => listCatalogueProducts(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/catalogue/read',
    hosts: ['admin'],
    access: products('edit'),
    summary: "Reads every connected seller's TikTok shop into the catalogue again (a sync job per seller)",
    body: catalogueReadRequest,
    response: catalogueReadAnswer,
    handler: async (ctx, { body }) => {
      const answer = await readAllShops(ctx, body.requestKey);
      return new WithMessage(answer, 'sourcing-shop:catalogue.readQueued', { count: answer.shops });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/catalogue/mappings/list',
    hosts: ['admin'],
    access: mapping('query'),
    summary:
      "One page of our SKUs and sizes, each with the marketplaces' catalogue variants and the shops' sizes mapped to it, found by SKU or barcode",
    body: catalogueListRequest,
    response: pageSchema(mappingView),
    handler: (ctx, { body }) => listMappings(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/catalogue/conflicts/list',
    hosts: ['admin'],
    access: mapping('query'),
    summary: 'One page of the catalogue conflicts, open ones by default, by kind, seller or product',
    body: conflictListRequest,
    response: pageSchema(conflictView),
    handler: (ctx, { body }) => listConflicts(ctx, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/catalogue/conflicts/resolve',
    hosts: ['admin'],
    access: mapping('edit'),
    summary:
      "Maps a conflict by hand: the SKU (a product's unknown style) or the SKU and size (one size's); kept at every later read. 400 for a SKU we do not have or a size that is none, 409 for a size another size of the product maps to",
    body: resolveConflictRequest,
    response: conflictView,
    handler: async (ctx, { body }) =>
      new WithMessage(await resolveConflict(ctx, body), 'sourcing-shop:conflict.resolved'),
  }),
  defineRoute({
    method: 'POST',
    path: '/sourcing/catalogue/conflicts/ignore',
    hosts: ['admin'],
    access: mapping('edit'),
    summary: 'Ignores a conflict: the size (or product) stays unmapped, also at every later read',
    body: ignoreConflictRequest,
    response: conflictView,
    handler: async (ctx, { body }) =>
      new WithMessage(await ignoreConflict(ctx, body), 'sourcing-shop:conflict.ignored'),
  }),
];

export const shopSyncRoutes: AnyRoute[] = [...sellerRoutes, ...adminRoutes];
