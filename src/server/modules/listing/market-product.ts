import { sizeKey } from '../../../domain/listing/size-key';
import type {
  MarketplaceAdapter,
  MarketplaceAuth,
  MarketProduct,
  MarketVariant,
} from './marketplaces/marketplace-adapter';

export { sizeKey };

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
