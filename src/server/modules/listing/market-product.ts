import type {
  MarketplaceAdapter,
  MarketplaceAuth,
  MarketProduct,
  MarketVariant,
} from './marketplaces/marketplace-adapter';

/** "US 10.5", "10.5 ", "10.50" -> "10.5": sizes as the marketplaces and our items write them. */
export function sizeKey(size: string): string {
  const text = size
    .trim()
    .toUpperCase()
    .replace(/^US\s*(M\s*)?/, '')
    .replace(/\s+/g, '');
  const n = Number(text);
  return Number.isFinite(n) && text !== '' ? String(n) : text;
}

/** The marketplace's product of an item's SKU and its variant of the item's size, if it has one. */
export async function marketVariantOf(
  adapter: MarketplaceAdapter,
  auth: MarketplaceAuth,
  item: { sku: string; size: string },
): Promise<{ product: MarketProduct; variant: MarketVariant } | null> {
  const products = await adapter.findProducts(auth, { styleCode: item.sku });
  const wanted = sizeKey(item.size);
  for (const product of products) {
    if (product.styleCode.toUpperCase() !== item.sku.trim().toUpperCase()) continue;
    const variant = product.variants.find((v) => sizeKey(v.size) === wanted);
    if (variant) return { product, variant };
  }
  return null;
}
