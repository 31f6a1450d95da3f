import type { MarketplaceMode } from '../../../../../domain/listing/marketplaces';
import type { MarketplaceAuth } from '../marketplace-adapter';
import type { TiktokConnection } from './tiktok-http';
import { amountOf, SHOEBOX } from './tiktok-mapping';
import { defaultWarehouses, recommendedCategory, shopCallOf } from './tiktok-shop-calls';
import type {
  TtsCreatedProduct,
  TtsCreateProductBody,
  TtsEditProductBody,
  TtsIdentifierCode,
  TtsProduct,
  TtsProductSearch,
  TtsUpdateInventoryBody,
  TtsUploadedImage,
} from './tiktok-shapes';

/**
 * A seller's shop products at TikTok Shop, for the short-video shop sync (sourcing): a product of one
 * of our SKUs with its sizes as SKUs (the Size sales attribute), its images uploaded first, its stock
 * per size; the shop's own products read back for the catalogue. Calls keep the shop's pace (the
 * connection's CallPacer, shared with the listing adapter).
 */
export type ShopProductSize = {
  /** TikTok's SKU id of a size the product has already; absent for a new size. */
  id?: string;
  sellerSku: string;
  size: string;
  priceCents: number;
  quantity: number;
  gtin: string | null;
};

export type ShopProductContent = {
  title: string;
  description: string;
  /** Uploaded images' uris, the main image first. */
  imageUris: string[];
  sizes: ShopProductSize[];
};

export type TiktokShopProducts = {
  readonly mode: MarketplaceMode;
  /** Every product of the shop (Search Products, page by page), or those of these seller SKUs. */
  search(auth: MarketplaceAuth, sellerSkus?: string[]): Promise<TtsProduct[]>;
  product(auth: MarketplaceAuth, productId: string): Promise<TtsProduct>;
  uploadImage(auth: MarketplaceAuth, bytes: Buffer, fileName: string): Promise<TtsUploadedImage>;
  /** Create Product; `productKey` is its idempotency key: the same key answers the product it made. */
  create(auth: MarketplaceAuth, productKey: string, content: ShopProductContent): Promise<TtsCreatedProduct>;
  edit(auth: MarketplaceAuth, productId: string, content: ShopProductContent): Promise<TtsCreatedProduct>;
  updateStock(
    auth: MarketplaceAuth,
    productId: string,
    sizes: { id: string; quantity: number }[],
  ): Promise<void>;
};

const PAGE_SIZE = 100;
/** Search Products takes at most this many seller SKUs at once. */
const SELLER_SKUS_PER_SEARCH = 10;
/** A bound on a shop's pages read in one go (10,000 products). */
const MAX_PAGES = 100;

/** A barcode's kind by its length, as TikTok names them. */
function identifierOf(gtin: string | null): TtsIdentifierCode | undefined {
  if (!gtin || !/^\d+$/.test(gtin)) return undefined;
  if (gtin.length === 12) return { code: gtin, type: 'UPC' };
  if (gtin.length === 13 || gtin.length === 8) return { code: gtin, type: 'EAN' };
  return gtin.length === 14 ? { code: gtin, type: 'GTIN' } : undefined;
}

export function tiktokShopProducts(connection: TiktokConnection, mode: MarketplaceMode): TiktokShopProducts {
  const call = shopCallOf(connection);
  const warehouseOf = defaultWarehouses(call);
  const productPath = (id: string) => `/product/202309/products/${encodeURIComponent(id)}`;

  async function bodyOf(auth: MarketplaceAuth, content: ShopProductContent) {
    const warehouseId = await warehouseOf(auth);
    return {
      title: content.title,
      description: content.description,
      category_id: await recommendedCategory(call, auth, content.title),
      main_images: content.imageUris.map((uri) => ({ uri })),
      skus: content.sizes.map((s) => ({
        ...(s.id ? { id: s.id } : {}),
        seller_sku: s.sellerSku,
        sales_attributes: [{ name: 'Size', value_name: s.size }],
        price: { amount: amountOf(s.priceCents), currency: 'USD' as const },
        inventory: [{ warehouse_id: warehouseId, quantity: s.quantity }],
        ...(identifierOf(s.gtin) ? { identifier_code: identifierOf(s.gtin) } : {}),
      })),
      package_weight: SHOEBOX.weight,
      package_dimensions: SHOEBOX.dimensions,
    };
  }

  async function searchPages(auth: MarketplaceAuth, filter: { seller_skus?: string[] }) {
    const found: TtsProduct[] = [];
    let token = '';
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await call<TtsProductSearch>(auth, 'POST', '/product/202309/products/search', {
        query: { page_size: PAGE_SIZE, page_token: token || undefined },
        body: { status: 'ALL', ...filter },
      });
      found.push(...(answer.products ?? []));
      token = answer.next_page_token ?? '';
      if (!token) break;
    }
    return found;
  }

  return {
    mode,
    async search(auth, sellerSkus) {
      if (!sellerSkus) return searchPages(auth, {});
      const found = new Map<string, TtsProduct>();
      for (let at = 0; at < sellerSkus.length; at += SELLER_SKUS_PER_SEARCH)
        for (const p of await searchPages(auth, {
          seller_skus: sellerSkus.slice(at, at + SELLER_SKUS_PER_SEARCH),
        }))
          found.set(p.id, p);
      return [...found.values()];
    },
    product: (auth, productId) => call<TtsProduct>(auth, 'GET', productPath(productId)),
    async uploadImage(auth, bytes, fileName) {
      const form = new FormData();
      form.append('data', new Blob([new Uint8Array(bytes)]), fileName);
      form.append('use_case', 'MAIN_IMAGE');
      return call<TtsUploadedImage>(auth, 'POST', '/product/202309/images/upload', { form });
    },
    async create(auth, productKey, content) {
      const body: TtsCreateProductBody = {
        save_mode: 'LISTING',
        ...(await bodyOf(auth, content)),
        idempotency_key: productKey.slice(0, 128),
      };
      return call<TtsCreatedProduct>(auth, 'POST', '/product/202309/products', { body });
    },
    async edit(auth, productId, content) {
      const body: TtsEditProductBody = await bodyOf(auth, content);
      return call<TtsCreatedProduct>(auth, 'PUT', productPath(productId), { body });
    },
    async updateStock(auth, productId, sizes) {
      if (sizes.length === 0) return;
      const warehouseId = await warehouseOf(auth);
      const body: TtsUpdateInventoryBody = {
        skus: sizes.map((s) => ({
          id: s.id,
          inventory: [{ warehouse_id: warehouseId, quantity: s.quantity }],
        })),
      };
      await call(auth, 'POST', `${productPath(productId)}/inventory/update`, { body });
    },
  };
}
