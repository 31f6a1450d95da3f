import { z } from 'zod';
import { MARKETPLACE_MODES } from '../listing/marketplaces';
import { sizeKey } from '../listing/size-key';
import { requestKeyFields } from '../kernel/request-key';
import { INT4_MAX, rowId } from '../kernel/request-fields';

/**
 * The marketplace catalogue (admin `SKUManage/TikTokProduct` and `TikTokSKUManage`, issue 26 point
 * 3): the products of the sellers' TikTok shops mapped to our SKUs and sizes, by the style code in
 * their seller SKU and by their barcode (GTIN) as the marketplaces' catalogues name it
 * (market_variants). What cannot be mapped on its own is a conflict an admin resolves by choosing the
 * SKU and size, or ignores; the choice is kept and holds at every later read of the shop.
 */

/**
 * - unknownStyle: neither the seller SKU nor a barcode names one of our SKUs (the product as a whole).
 * - sizeUnparsed: the shop's size is not a US size we can read ("10.5 W", "5Y").
 * - gtinTwoSkus: the barcode names two of our SKUs and sizes, or another SKU than the style code.
 * - sizeRepeated: two sizes of one product come to the same size of ours.
 */
export const CONFLICT_KINDS = ['unknownStyle', 'sizeUnparsed', 'gtinTwoSkus', 'sizeRepeated'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];
export const CONFLICT_KIND_LABEL: Record<ConflictKind, string> = {
  unknownStyle: 'sourcing-shop:conflict.kind.unknownStyle',
  sizeUnparsed: 'sourcing-shop:conflict.kind.sizeUnparsed',
  gtinTwoSkus: 'sourcing-shop:conflict.kind.gtinTwoSkus',
  sizeRepeated: 'sourcing-shop:conflict.kind.sizeRepeated',
};

export const CONFLICT_STATES = ['open', 'resolved', 'ignored'] as const;
export type ConflictState = (typeof CONFLICT_STATES)[number];
export const CONFLICT_STATE_LABEL: Record<ConflictState, string> = {
  open: 'sourcing-shop:conflict.state.open',
  resolved: 'sourcing-shop:conflict.state.resolved',
  ignored: 'sourcing-shop:conflict.state.ignored',
};

/** How a size of a shop's product came to be mapped (ours: we made the product). */
export const MAPPED_BY = ['ours', 'style', 'gtin', 'admin'] as const;
export type MappedBy = (typeof MAPPED_BY)[number];

/** The smallest and largest US sizes a sneaker comes in, by halves. */
const US_SIZE_MIN = 1;
const US_SIZE_MAX = 23;

/** The shop's size as our size key when it is a US size ("US 10.5" -> "10.5"), else null. */
export function readUsSize(text: string): string | null {
  const key = sizeKey(text);
  const n = Number(key);
  return key !== '' && Number.isFinite(n) && n >= US_SIZE_MIN && n <= US_SIZE_MAX && Number.isInteger(n * 2)
    ? key
    : null;
}

/**
 * The SKU of ours a seller SKU names: the SKU itself, or the SKU followed by a separator and more
 * ("DD1391-100-10.5"); the longest that fits when several do. `skus` maps upper-cased codes to ours.
 */
export function styleOfSellerSku(sellerSku: string, skus: ReadonlyMap<string, string>): string | null {
  const text = sellerSku.trim().toUpperCase();
  for (let end = text.length; end > 0; end--) {
    if (end < text.length && !/[-_ /.]/.test(text[end])) continue;
    const sku = skus.get(text.slice(0, end));
    if (sku) return sku;
  }
  return null;
}

export type SkuSize = { sku: string; size: string | null };

/** One size (TikTok SKU) of a shop's product as read. */
export type ShopVariant = { variantId: string; sellerSku: string; sizeText: string; gtin: string | null };

/** An admin's kept choice for a product (variantId '') or one of its sizes. */
export type Decision = { state: 'resolved' | 'ignored'; sku: string | null; size: string | null };

export type MappingLookup = {
  /** Our SKUs, by upper-cased code. */
  skus: ReadonlyMap<string, string>;
  /** The SKUs and sizes each barcode names in the marketplaces' catalogues. */
  gtins: ReadonlyMap<string, readonly SkuSize[]>;
  /** The admin's choices, by variant id ('' for the product). */
  decisions: ReadonlyMap<string, Decision>;
};

export type VariantMapping =
  | { variantId: string; mapped: { sku: string; size: string; by: MappedBy } }
  | { variantId: string; conflict: { kind: ConflictKind; candidates: SkuSize[] } }
  | { variantId: string; ignored: true }
  | { variantId: string; awaitingStyle: true };

export type ProductMapping = {
  variants: VariantMapping[];
  /** The product's style is unknown and no admin chose it yet: one conflict for the product. */
  unknownStyle: { candidates: SkuSize[] } | null;
};

const sameSkuSize = (a: SkuSize, b: SkuSize) => a.sku === b.sku && a.size === b.size;
const distinct = (list: readonly SkuSize[]) =>
  list.filter((c, i) => list.findIndex((d) => sameSkuSize(c, d)) === i);

function mapVariant(
  v: ShopVariant,
  lookup: MappingLookup,
  productSku: string | null,
): Exclude<VariantMapping, { ignored: true }> {
  const { variantId } = v;
  const size = readUsSize(v.sizeText);
  const style = styleOfSellerSku(v.sellerSku, lookup.skus) ?? productSku;
  const byGtin = distinct(v.gtin ? (lookup.gtins.get(v.gtin) ?? []) : []);
  const mapped = (sku: string, at: string, by: MappedBy) => ({ variantId, mapped: { sku, size: at, by } });
  const conflict = (kind: ConflictKind, candidates: SkuSize[]) => ({
    variantId,
    conflict: { kind, candidates },
  });
  if (byGtin.length > 1) {
    const settled = byGtin.filter((c) => c.sku === style && (size === null || c.size === size));
    return settled.length === 1 && settled[0].size
      ? mapped(settled[0].sku, settled[0].size, 'gtin')
      : conflict('gtinTwoSkus', byGtin);
  }
  if (byGtin.length === 1 && byGtin[0].size) {
    const [named] = byGtin;
    if (style && style !== named.sku) return conflict('gtinTwoSkus', distinct([named, { sku: style, size }]));
    return mapped(named.sku, byGtin[0].size, 'gtin');
  }
  if (!style) return { variantId, awaitingStyle: true };
  if (size === null) return conflict('sizeUnparsed', [{ sku: style, size: null }]);
  return mapped(style, size, 'style');
}

/**
 * A shop's product mapped to our SKUs and sizes. An admin's choice comes first; then the barcode
 * (settled by the style code where it names several), then the style code in the seller SKU (or the
 * SKU an admin chose for the product) with the shop's size. A size that comes to a size of ours
 * another size of the product has already is a conflict too: the stock would be sent twice.
 */
export function mapShopProduct(variants: readonly ShopVariant[], lookup: MappingLookup): ProductMapping {
  const productChoice = lookup.decisions.get('');
  const productSku = productChoice?.state === 'resolved' ? productChoice.sku : null;
  const taken = new Set<string>();
  const mapping = variants.map((v): VariantMapping => {
    const choice = lookup.decisions.get(v.variantId);
    if (choice?.state === 'ignored') return { variantId: v.variantId, ignored: true };
    const found =
      choice?.state === 'resolved' && choice.sku && choice.size
        ? { variantId: v.variantId, mapped: { sku: choice.sku, size: choice.size, by: 'admin' as const } }
        : mapVariant(v, lookup, productSku);
    if ('awaitingStyle' in found && productChoice?.state === 'ignored')
      return { variantId: v.variantId, ignored: true };
    if (!('mapped' in found)) return found;
    const key = `${found.mapped.sku}|${found.mapped.size}`;
    if (taken.has(key))
      return {
        variantId: v.variantId,
        conflict: { kind: 'sizeRepeated', candidates: [{ sku: found.mapped.sku, size: null }] },
      };
    taken.add(key);
    return found;
  });
  const awaiting = mapping.some((m) => 'awaitingStyle' in m);
  const hinted = distinct(
    variants
      .flatMap((v) => (v.gtin ? (lookup.gtins.get(v.gtin) ?? []) : []))
      .map((c) => ({ ...c, size: null })),
  );
  return { variants: mapping, unknownStyle: awaiting ? { candidates: hinted } : null };
}

export const catalogueListRequest = z.strictObject({
  pageNo: z.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
  /** Merchant code, username or name of the seller. */
  seller: z.string().trim().max(64).optional(),
  /** SKU, title, TikTok product id or barcode. */
  keyword: z.string().trim().max(64).optional(),
});

export const conflictListRequest = catalogueListRequest.extend({
  state: z.enum(CONFLICT_STATES).default('open'),
  kind: z.enum(CONFLICT_KINDS).optional(),
});

export const resolveConflictRequest = z.strictObject({
  ...requestKeyFields,
  id: rowId,
  sku: z.string().trim().min(1).max(64),
  /** Required for a size's conflict; a product's (unknown style) takes the SKU alone. */
  size: z.string().trim().max(20).optional(),
});
export type ResolveConflictRequest = z.infer<typeof resolveConflictRequest>;

export const ignoreConflictRequest = z.strictObject({ ...requestKeyFields, id: rowId });

export const catalogueReadRequest = z.strictObject(requestKeyFields);

const seller = z.object({ id: z.number().int(), uid: z.string(), name: z.string() });

export const skuSize = z.object({ sku: z.string(), size: z.string().nullable() });

export const conflictView = z.object({
  id: z.number().int(),
  kind: z.enum(CONFLICT_KINDS),
  state: z.enum(CONFLICT_STATES),
  seller,
  shopProductId: z.number().int(),
  productId: z.string(),
  /** TikTok's SKU id of the size; '' for a conflict of the whole product. */
  variantId: z.string(),
  title: z.string(),
  sellerSku: z.string(),
  sizeText: z.string(),
  gtin: z.string().nullable(),
  candidates: z.array(skuSize),
  chosen: skuSize.nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  seenAt: z.string(),
});
export type ConflictView = z.infer<typeof conflictView>;

/** One of our SKUs and sizes with what stands for it at the marketplaces. */
export const mappingView = z.object({
  sku: z.string(),
  size: z.string(),
  /** The marketplaces' catalogue products and variants of it (market_variants). */
  catalogue: z.array(
    z.object({
      marketplace: z.string(),
      productId: z.string(),
      variantId: z.string(),
      gtin: z.string().nullable(),
      title: z.string(),
    }),
  ),
  /** The sellers' shop products' sizes mapped to it. */
  shops: z.array(
    z.object({
      shopProductId: z.number().int(),
      seller,
      productId: z.string().nullable(),
      skuId: z.string().nullable(),
      sellerSku: z.string(),
      sizeText: z.string(),
      gtin: z.string().nullable(),
      mappedBy: z.enum(MAPPED_BY),
    }),
  ),
});
export type MappingView = z.infer<typeof mappingView>;

export const catalogueProductView = z.object({
  id: z.number().int(),
  seller,
  shopName: z.string(),
  /** TikTok Shop itself, or its simulator (the screen names it). */
  mode: z.enum(MARKETPLACE_MODES),
  origin: z.enum(['ours', 'shop']),
  sku: z.string().nullable(),
  title: z.string(),
  productId: z.string().nullable(),
  marketStatus: z.string().nullable(),
  state: z.enum(['waiting', 'syncing', 'synced', 'failed']),
  errors: z.array(z.string()),
  sizes: z.array(
    z.object({
      sizeText: z.string(),
      sku: z.string().nullable(),
      size: z.string().nullable(),
      skuId: z.string().nullable(),
      mappedBy: z.enum(MAPPED_BY).nullable(),
    }),
  ),
  openConflicts: z.number().int(),
  updatedAt: z.string(),
});
export type CatalogueProductView = z.infer<typeof catalogueProductView>;

export const catalogueReadAnswer = z.object({ shops: z.number().int() });
