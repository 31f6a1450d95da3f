import type { ShopVariant } from '../../../domain/sourcing/catalogue';
import { parseAmountCents } from '../../../domain/wallet/wallet';
import type { Db } from '../../kernel/db-helpers';
import type { MarketplaceAuth, TiktokShopProducts, TtsProduct } from '../listing/market-reading';
import { paced } from './price-snapshots';
import { remapShopProduct } from './shop-catalogue';
import { readProductRow, SHOP_PRODUCT_COLUMNS } from './shop-store';

/**
 * The catalogue's read of a seller's TikTok shop (issue 26 point 3): every product of the shop. Ours
 * get TikTok's status and SKU ids (one we created whose answer was lost is found by its seller SKUs
 * and kept, not made again); one the seller made at the shop is read in full and mapped to our SKUs
 * and sizes (mapShopProduct), what cannot be mapped on its own becoming a conflict for an admin. A
 * product unchanged since the last read is not read again.
 */

const SIZE_ATTRIBUTE = 'size';

/** A read product's sizes as TikTok's Get Product has them. */
function variantsOf(product: TtsProduct): ShopVariant[] {
  return product.skus.map((sku) => ({
    variantId: sku.id,
    sellerSku: sku.seller_sku ?? '',
    sizeText: sku.sales_attributes?.find((a) => a.name.toLowerCase() === SIZE_ATTRIBUTE)?.value_name ?? '',
    gtin: sku.identifier_code?.code ?? null,
  }));
}

/** A product the seller made at the shop, as read in full: its row and its sizes, then its mapping. */
async function keepShopProduct(
  db: Db,
  connection: { id: number; sellerId: number },
  product: TtsProduct,
  rowId: number | null,
) {
  const values = {
    title: product.title,
    market_status: product.status,
    read_update_time: product.update_time,
    updated_at: new Date(),
  };
  const id =
    rowId ??
    (
      await db
        .insertInto('shop_products')
        .values({
          seller_id: connection.sellerId,
          connection_id: connection.id,
          origin: 'shop',
          product_id: product.id,
          sync_state: 'synced',
          content_dirty: false,
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  if (rowId) await db.updateTable('shop_products').set(values).where('id', '=', rowId).execute();
  const variants = variantsOf(product);
  await db
    .deleteFrom('shop_product_sizes')
    .where('shop_product_id', '=', id)
    .$if(variants.length > 0, (q) =>
      q.where(
        'variant_key',
        'not in',
        variants.map((v) => v.variantId),
      ),
    )
    .execute();
  for (const [position, v] of variants.entries()) {
    const price = parseAmountCents(product.skus[position].price?.sale_price ?? '');
    const seen = {
      position,
      price_cents: price.ok ? price.cents : null,
      size_text: v.sizeText,
      seller_sku: v.sellerSku,
      gtin: v.gtin,
      sku_id: v.variantId,
    };
    await db
      .insertInto('shop_product_sizes')
      .values({ shop_product_id: id, variant_key: v.variantId, ...seen })
      .onConflict((oc) => oc.columns(['shop_product_id', 'variant_key']).doUpdateSet(seen))
      .execute();
  }
  await remapShopProduct(db, id);
}

/** Our product's SKU ids at the shop, by seller SKU (its sizes). */
export async function keepSkuIds(
  db: Db,
  shopProductId: number,
  skus: readonly { id: string; seller_sku: string }[],
) {
  for (const sku of skus)
    await db
      .updateTable('shop_product_sizes')
      .set({ sku_id: sku.id })
      .where('shop_product_id', '=', shopProductId)
      .where('seller_sku', '=', sku.seller_sku)
      .execute();
}

export type ShopConnection = { id: number; sellerId: number };

/**
 * The shop's products that are the listing area's listings of single pairs (their seller SKU is the
 * pair's ONE ID, their id a listing's): not catalogue products, so not read into it.
 */
async function pairListings(db: Db, connection: ShopConnection, products: readonly TtsProduct[]) {
  const ids = products.map((p) => p.id);
  const sellerSkus = [...new Set(products.flatMap((p) => p.skus.map((k) => k.seller_sku ?? '')))].filter(
    Boolean,
  );
  const listed = ids.length
    ? await db
        .selectFrom('listings')
        .select('external_id')
        .where('connection_id', '=', connection.id)
        .where('external_id', 'in', ids)
        .execute()
    : [];
  const pairs = sellerSkus.length
    ? await db
        .selectFrom('products')
        .select('one_id')
        .where('shop_user_id', '=', connection.sellerId)
        .where('one_id', 'in', sellerSkus)
        .execute()
    : [];
  const oneIds = new Set(pairs.map((p) => p.one_id));
  const listings = new Set(listed.map((l) => l.external_id));
  return new Set(
    products
      .filter(
        (p) =>
          listings.has(p.id) || (p.skus.length > 0 && p.skus.every((k) => oneIds.has(k.seller_sku ?? ''))),
      )
      .map((p) => p.id),
  );
}

/** The seller's shop read into the catalogue (see above). */
export async function readShopCatalogue(
  db: Db,
  client: TiktokShopProducts,
  auth: MarketplaceAuth,
  connection: ShopConnection,
): Promise<void> {
  const found = await paced(() => client.search(auth));
  const listings = await pairListings(db, connection, found);
  const products = found.filter((p) => !listings.has(p.id));
  const rows = (
    await db
      .selectFrom('shop_products')
      .select(SHOP_PRODUCT_COLUMNS)
      .where('connection_id', '=', connection.id)
      .execute()
  ).map(readProductRow);
  const unsent = rows.filter((r) => r.origin === 'ours' && !r.product_id);
  const unsentSkus = await db
    .selectFrom('shop_product_sizes')
    .select(['shop_product_id', 'seller_sku'])
    .where('shop_product_id', 'in', unsent.length ? unsent.map((r) => r.id) : [0])
    .execute();
  for (const p of products) {
    const known = rows.find((r) => r.product_id === p.id);
    const lost = known
      ? undefined
      : unsentSkus.find((s) => p.skus.some((k) => k.seller_sku === s.seller_sku));
    if (known?.origin === 'ours' || lost) {
      const id = known?.id ?? lost!.shop_product_id;
      await db
        .updateTable('shop_products')
        .set({ product_id: p.id, market_status: p.status })
        .where('id', '=', id)
        .execute();
      await keepSkuIds(db, id, p.skus);
      continue;
    }
    if (known && String(known.read_update_time) === String(p.update_time) && known.market_status === p.status)
      continue;
    await keepShopProduct(db, connection, await paced(() => client.product(auth, p.id)), known?.id ?? null);
  }
  const gone = rows.filter((r) => r.product_id && !products.some((p) => p.id === r.product_id));
  if (gone.length)
    await db
      .updateTable('shop_products')
      .set({ market_status: 'DELETED', updated_at: new Date() })
      .where(
        'id',
        'in',
        gone.map((r) => r.id),
      )
      .execute();
}
