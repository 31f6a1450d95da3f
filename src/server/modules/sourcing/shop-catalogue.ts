import { mapShopProduct } from '../../../domain/sourcing/catalogue';
import type { Decision, ShopVariant, SkuSize } from '../../../domain/sourcing/catalogue';
import type { Db } from '../../kernel/db-helpers';

/**
 * The catalogue's mapping of a product read from a seller's TikTok shop (issue 26 point 3): its sizes
 * mapped to our SKUs and sizes (mapShopProduct), by the style code in their seller SKUs, their
 * barcodes as the marketplaces' catalogues name them (market_variants) and the admin's kept choices;
 * what cannot be mapped on its own becomes a conflict for an admin.
 */

/** The codes a seller SKU may start with: itself and each part before a separator, upper-cased. */
function prefixesOf(sellerSku: string): string[] {
  const text = sellerSku.trim().toUpperCase();
  const cuts = [...text.matchAll(/[-_ /.]/g)].map((m) => m.index ?? 0);
  return [text, ...cuts.map((at) => text.slice(0, at))].filter(Boolean);
}

async function lookupOf(db: Db, productId: string, variants: readonly ShopVariant[]) {
  const codes = [...new Set(variants.flatMap((v) => prefixesOf(v.sellerSku)))];
  const skus = codes.length
    ? await db
        .selectFrom('skus')
        .select('sku')
        .where((eb) => eb.fn('upper', ['sku']), 'in', codes)
        .execute()
    : [];
  const barcodes = [...new Set(variants.flatMap((v) => (v.gtin ? [v.gtin] : [])))];
  const named = barcodes.length
    ? await db
        .selectFrom('market_variants')
        .select(['gtin', 'sku', 'size'])
        .where('gtin', 'in', barcodes)
        .execute()
    : [];
  const gtins = new Map<string, SkuSize[]>();
  for (const row of named)
    if (row.gtin) gtins.set(row.gtin, [...(gtins.get(row.gtin) ?? []), { sku: row.sku, size: row.size }]);
  const decided = await db
    .selectFrom('catalogue_conflicts')
    .select(['variant_id', 'state', 'chosen_sku', 'chosen_size'])
    .where('marketplace', '=', 'tiktok')
    .where('product_id', '=', productId)
    .where('state', '<>', 'open')
    .execute();
  const decisions = new Map<string, Decision>(
    decided.map((d) => [
      d.variant_id,
      { state: d.state as Decision['state'], sku: d.chosen_sku, size: d.chosen_size },
    ]),
  );
  return { skus: new Map(skus.map((s) => [s.sku.toUpperCase(), s.sku])), gtins, decisions };
}

type ConflictRow = {
  variantId: string;
  kind: string;
  candidates: SkuSize[];
  sellerSku: string;
  sizeText: string;
  gtin: string | null;
};

/**
 * Maps a read product again from its sizes as kept (after a read, and after an admin's choice): each
 * size's SKU and size of ours or none, its open conflicts replaced, the admin's decided ones kept.
 */
export async function remapShopProduct(db: Db, shopProductId: number): Promise<void> {
  const product = await db
    .selectFrom('shop_products')
    .select(['id', 'product_id', 'title'])
    .where('id', '=', shopProductId)
    .where('origin', '=', 'shop')
    .executeTakeFirst();
  if (!product?.product_id) return;
  const sizes = await db
    .selectFrom('shop_product_sizes')
    .select(['id', 'sku_id', 'seller_sku', 'size_text', 'gtin'])
    .where('shop_product_id', '=', shopProductId)
    .orderBy('position')
    .execute();
  const variants = sizes.map((s) => ({
    variantId: s.sku_id ?? '',
    sellerSku: s.seller_sku,
    sizeText: s.size_text,
    gtin: s.gtin,
  }));
  const mapping = mapShopProduct(variants, await lookupOf(db, product.product_id, variants));
  const conflicts: ConflictRow[] = [];
  const counts = new Map<string, number>();
  for (const [i, m] of mapping.variants.entries()) {
    const v = variants[i];
    const mapped = 'mapped' in m ? m.mapped : null;
    await db
      .updateTable('shop_product_sizes')
      .set({ sku: mapped?.sku ?? null, size: mapped?.size ?? null, mapped_by: mapped?.by ?? null })
      .where('id', '=', sizes[i].id)
      .execute();
    if (mapped) counts.set(mapped.sku, (counts.get(mapped.sku) ?? 0) + 1);
    if ('conflict' in m)
      conflicts.push({
        variantId: v.variantId,
        ...m.conflict,
        sellerSku: v.sellerSku,
        sizeText: v.sizeText,
        gtin: v.gtin,
      });
  }
  if (mapping.unknownStyle)
    conflicts.push({
      variantId: '',
      kind: 'unknownStyle',
      candidates: mapping.unknownStyle.candidates,
      sellerSku: variants.map((v) => v.sellerSku).find(Boolean) ?? '',
      sizeText: '',
      gtin: null,
    });
  await keepConflicts(db, { id: product.id, productId: product.product_id, title: product.title }, conflicts);
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  await db
    .updateTable('shop_products')
    .set({ sku: main, updated_at: new Date() })
    .where('id', '=', product.id)
    .execute();
}

async function keepConflicts(
  db: Db,
  product: { id: number; productId: string; title: string },
  found: ConflictRow[],
) {
  const now = new Date();
  await db
    .deleteFrom('catalogue_conflicts')
    .where('marketplace', '=', 'tiktok')
    .where('product_id', '=', product.productId)
    .where('state', '=', 'open')
    .$if(found.length > 0, (q) =>
      q.where(
        'variant_id',
        'not in',
        found.map((c) => c.variantId),
      ),
    )
    .execute();
  for (const c of found) {
    const seen = {
      kind: c.kind,
      title: product.title,
      seller_sku: c.sellerSku,
      size_text: c.sizeText,
      gtin: c.gtin,
      candidates: JSON.stringify(c.candidates),
      seen_at: now,
    };
    await db
      .insertInto('catalogue_conflicts')
      .values({
        marketplace: 'tiktok',
        shop_product_id: product.id,
        product_id: product.productId,
        variant_id: c.variantId,
        ...seen,
      })
      .onConflict((oc) => oc.columns(['marketplace', 'product_id', 'variant_id']).doUpdateSet(seen))
      .execute();
  }
}
