import { sizeKey } from '../../../domain/listing/size-key';
import { MAX_SELLER_SKU, sellerSkuOf, shopSizeProblems } from '../../../domain/sourcing/shop-products';
import type { SaveShopProductRequest, ShopProductView } from '../../../domain/sourcing/shop-products';
import type { AuthedContext } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { oncePerRequestKey } from '../../http/request-keys';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';
import { checkProductImages } from './shop-images';
import { shopProductDetail, tiktokConnection } from './shop-product-service';
import { readProductRow } from './shop-store';
import { queueShopSync } from './shop-sync-queue';

/**
 * Saving a shop product (issue 26 point 4): the sizes checked by the domain's rules, the images by
 * their content, the SKU ours and the shop connected; kept as waiting with a sync queued, once per
 * request key.
 */

function checkSizes(request: SaveShopProductRequest) {
  const problems = shopSizeProblems(request.sizes);
  if (problems.length > 0) {
    const [first] = problems;
    throw badRequest(
      `sourcing-shop:problem.${first.problem}`,
      { n: first.index + 1, size: request.sizes[first.index].size.trim() },
      { problems },
    );
  }
  const long = request.sizes.find((s) => sellerSkuOf(request.sku, s.size).length > MAX_SELLER_SKU);
  if (long)
    throw badRequest('sourcing-shop:problem.sellerSkuTooLong', {
      size: long.size.trim(),
      max: MAX_SELLER_SKU,
    });
}

/** The product's sizes as sent: kept sizes keep TikTok's SKU id; a size no longer sent goes. */
async function writeSizes(trx: Db, productId: number, request: SaveShopProductRequest, sku: string) {
  const keys = request.sizes.map((s) => sizeKey(s.size));
  await trx
    .deleteFrom('shop_product_sizes')
    .where('shop_product_id', '=', productId)
    .where('variant_key', 'not in', keys)
    .execute();
  for (const [position, s] of request.sizes.entries()) {
    const values = {
      position,
      sku,
      size: sizeKey(s.size),
      size_text: s.size.trim(),
      price_cents: s.priceCents,
      seller_sku: sellerSkuOf(sku, s.size),
      mapped_by: 'ours',
    };
    await trx
      .insertInto('shop_product_sizes')
      .values({ shop_product_id: productId, variant_key: sizeKey(s.size), ...values })
      .onConflict((oc) => oc.columns(['shop_product_id', 'variant_key']).doUpdateSet(values))
      .execute();
  }
}

/**
 * A new product of one of our SKUs, or a change to one: checked (sizes, images, the SKU), kept as
 * waiting, and a sync job queued that sends it. One product per SKU and seller (our product key): a
 * second is a 409, as is a SKU the shop already sells as a product the catalogue mapped to it.
 */
export async function saveShopProduct(
  ctx: AuthedContext,
  request: SaveShopProductRequest,
): Promise<ShopProductView> {
  const { requestKey, ...body } = request;
  checkSizes(request);
  const connection = await tiktokConnection(ctx);
  if (!connection || connection.state !== 'connected') throw conflict('sourcing-shop:errors.notConnected');
  const sku = await ctx.db
    .selectFrom('skus')
    .select(['sku', 'image'])
    .where('sku', '=', body.sku)
    .executeTakeFirst();
  if (!sku) throw notFound('sourcing-shop:errors.skuNotFound', { sku: body.sku });
  await checkProductImages(ctx, sku, body.images);
  const id = await oncePerRequestKey(
    ctx,
    { scope: 'sourcing.shop.save', key: requestKey, body },
    async (trx) => {
      const images = JSON.stringify(body.images.map((hash) => ({ hash, uri: null })));
      const changes = {
        title: body.title,
        description: body.description,
        sync_state: 'waiting',
        content_dirty: true,
        errors: '[]',
        claimed_at: null,
        updated_at: new Date(),
      };
      let productId: number;
      if (body.id) {
        const current = await trx
          .selectFrom('shop_products')
          .select(['id', 'sku', 'images'])
          .where('id', '=', body.id)
          .where('seller_id', '=', ctx.user.id)
          .where('origin', '=', 'ours')
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound('sourcing-shop:errors.productNotFound');
        if (current.sku !== body.sku)
          throw conflict('sourcing-shop:errors.skuFixed', { sku: current.sku ?? '' });
        // An image already at the shop keeps its uri: it is not uploaded again.
        const sent = readProductRow({ ...current, errors: '[]' }).images;
        const kept = body.images.map((hash) => ({
          hash,
          uri: sent.find((i) => i.hash === hash)?.uri ?? null,
        }));
        await trx
          .updateTable('shop_products')
          .set({ ...changes, images: JSON.stringify(kept) })
          .where('id', '=', body.id)
          .execute();
        productId = body.id;
      } else {
        const mine = await trx
          .selectFrom('shop_products')
          .select('id')
          .where('seller_id', '=', ctx.user.id)
          .where('sku', '=', body.sku)
          .where('origin', '=', 'ours')
          .executeTakeFirst();
        if (mine) throw conflict('sourcing-shop:errors.alreadyInShop', { sku: body.sku });
        const atShop = await trx
          .selectFrom('shop_product_sizes as s')
          .innerJoin('shop_products as p', 'p.id', 's.shop_product_id')
          .select('p.product_id')
          .where('p.connection_id', '=', connection.id)
          .where('p.origin', '=', 'shop')
          .where('s.sku', '=', body.sku)
          .executeTakeFirst();
        if (atShop)
          throw conflict('sourcing-shop:errors.soldAtShop', {
            sku: body.sku,
            productId: atShop.product_id ?? '',
          });
        const row = await trx
          .insertInto('shop_products')
          .values({
            seller_id: ctx.user.id,
            connection_id: connection.id,
            origin: 'ours',
            sku: body.sku,
            ...changes,
            images,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        productId = row.id;
      }
      await writeSizes(trx, productId, request, body.sku);
      await queueShopSync(trx, ctx.user.id);
      await recordAudit(
        ctx,
        {
          action: body.id ? 'sourcing.shop.update' : 'sourcing.shop.create',
          entity: 'shop_product',
          entityId: productId,
          after: body,
        },
        trx,
      );
      return productId;
    },
  );
  return shopProductDetail(ctx, id);
}
