import { z } from 'zod';
import type { Clock } from '../../../../../kernel/simulator-clock';
import { centsOf } from '../tiktok-mapping';
import { TTS_CODE } from '../tiktok-shapes';
import type { TtsProductStatus, TtsRecommendedCategory, TtsWarehouses } from '../tiktok-shapes';
import {
  deactivateInput,
  priceInput,
  productJson,
  searchedProductJson,
  searchInput,
} from './simulated-product-json';
import { failure, pageOf, skusOf, success } from './simulated-shops';
import type { SimAnswer, SimProduct, SimShop, SimulatedShops } from './simulated-shops';

/**
 * A shop's products at the simulated TikTok Shop: Recommend Category, the shop's warehouse, Search,
 * Get, Update Price and Deactivate (Create, Edit and Update Inventory: simulated-shop-products.ts). A new product waits for TikTok's audit (PENDING) until
 * AUDIT_MS have passed on the clock or `settle()`; its one SKU holds the pair (quantity 1).
 */
export const AUDIT_MS = 15 * 60_000;
/** The leaf category every title is recommended into: the simulator sells sneakers only. */
export const SNEAKERS_CATEGORY = { id: '601226', name: "Men's Sneakers" };

export const invalidParameters = (error: z.ZodError) =>
  failure(200, TTS_CODE.invalidParameters, `Invalid input parameters: ${error.issues[0]?.message ?? ''}`);
const noProduct = () => failure(200, TTS_CODE.productNotFound, 'The product does not exist');
const LIVE: readonly TtsProductStatus[] = ['DRAFT', 'PENDING', 'ACTIVATE'];

export class SimulatedProducts {
  constructor(
    private readonly shops: SimulatedShops,
    private readonly clock: Clock,
  ) {}

  recommendCategory(body: unknown): SimAnswer {
    const parsed = z.object({ product_title: z.string().min(1) }).safeParse(body);
    if (!parsed.success) return invalidParameters(parsed.error);
    const answer: TtsRecommendedCategory = {
      leaf_category_id: SNEAKERS_CATEGORY.id,
      categories: [{ ...SNEAKERS_CATEGORY, level: 3, is_leaf: true, permission_statuses: ['AVAILABLE'] }],
    };
    return success(answer);
  }

  warehouses(shop: SimShop): SimAnswer {
    const answer: TtsWarehouses = {
      warehouses: [
        {
          id: shop.warehouseId,
          name: 'Sneaker warehouse',
          effect_status: 'ENABLED',
          type: 'SALES_WAREHOUSE',
          is_default: true,
        },
      ],
    };
    return success(answer);
  }

  search(shop: SimShop, query: URLSearchParams, body: unknown): SimAnswer {
    const parsed = searchInput.safeParse(body);
    if (!parsed.success) return invalidParameters(parsed.error);
    const { status, seller_skus: sellerSkus } = parsed.data;
    const found = this.productsOf(shop).filter(
      (p) =>
        (status === 'ALL' || p.status === status) &&
        (!sellerSkus || skusOf(p).some((sku) => sellerSkus.includes(sku.sellerSku))),
    );
    const page = pageOf(found, query.get('page_size'), query.get('page_token'));
    if (!page) return failure(200, 12019109, 'page size is invalid');
    return success({
      total_count: found.length,
      products: page.items.map(searchedProductJson),
      next_page_token: page.next,
    });
  }

  get(shop: SimShop, id: string, imageUrl?: (uri: string) => string): SimAnswer {
    const product = this.productOf(shop, id);
    return product ? success(productJson(product, imageUrl)) : noProduct();
  }

  /** Update Price: of an ACTIVATE product only, as TikTok documents. */
  updatePrice(shop: SimShop, id: string, body: unknown): SimAnswer {
    const product = this.productOf(shop, id);
    if (!product) return noProduct();
    const parsed = priceInput.safeParse(body);
    if (!parsed.success) return invalidParameters(parsed.error);
    const [sku] = parsed.data.skus;
    if (sku.id !== product.sku.id)
      return failure(200, 12052557, 'The SKU ID does not belong to the product.');
    if (product.status !== 'ACTIVATE') return failure(200, 12019113, 'product status is invalid');
    product.sku.priceCents = centsOf(sku.price.amount);
    product.updatedAt = this.clock.now();
    this.shops.save();
    return success({});
  }

  /** Deactivate Products: each product it cannot take down comes back in `errors`. */
  deactivate(shop: SimShop, body: unknown): SimAnswer {
    const parsed = deactivateInput.safeParse(body);
    if (!parsed.success) return invalidParameters(parsed.error);
    const errors = parsed.data.product_ids.flatMap((id) => {
      const problem = this.deactivateOne(shop, id);
      return problem ? [{ ...problem, detail: { product_id: id } }] : [];
    });
    this.shops.save();
    return success({ errors });
  }

  private deactivateOne(shop: SimShop, id: string): { code: number; message: string } | null {
    const product = this.productOf(shop, id);
    if (!product) return { code: TTS_CODE.productNotFound, message: 'The product does not exist' };
    if (!LIVE.includes(product.status))
      return {
        code: TTS_CODE.productStatusInvalid,
        message: 'The product in its current status is not available for this operation.',
      };
    Object.assign(product, { status: 'SELLER_DEACTIVATED', updatedAt: this.clock.now() });
    return null;
  }

  /** What buyers see: the products on sale with their pair in stock, and those under audit. */
  shownToBuyers(): SimProduct[] {
    this.audit();
    return Object.values(this.shops.state.products).filter(
      (p) => p.status === 'PENDING' || (p.status === 'ACTIVATE' && p.sku.quantity > 0),
    );
  }

  /** A pair already on sale (the simulator's seedListings): a product past its audit, its one SKU. */
  seed(
    shop: SimShop,
    input: { sellerSku: string; size: string; title: string; priceCents: number },
  ): SimProduct {
    const now = this.clock.now();
    const product: SimProduct = {
      id: this.shops.nextId('product'),
      shopId: shop.id,
      title: input.title,
      categoryId: SNEAKERS_CATEGORY.id,
      status: 'ACTIVATE',
      sku: {
        id: this.shops.nextId('sku'),
        sellerSku: input.sellerSku,
        size: input.size,
        priceCents: input.priceCents,
        quantity: 1,
        warehouseId: shop.warehouseId,
      },
      createdAt: now,
      updatedAt: now,
      auditPassesAt: now,
    };
    this.shops.state.products[product.id] = product;
    this.shops.save();
    return product;
  }

  /** Every product under audit passes it now. */
  settle(): void {
    for (const product of Object.values(this.shops.state.products))
      if (product.status === 'PENDING')
        product.auditPassesAt = Math.min(product.auditPassesAt, this.clock.now());
    this.audit();
  }

  /** The product of a shop, its audit brought up to the clock. */
  productOf(shop: SimShop | null, id: string): SimProduct | undefined {
    this.audit();
    const product = this.shops.state.products[id];
    return product && (!shop || product.shopId === shop.id) ? product : undefined;
  }

  productsOf(shop: SimShop): SimProduct[] {
    this.audit();
    return Object.values(this.shops.state.products).filter((p) => p.shopId === shop.id);
  }

  private audit(): void {
    const now = this.clock.now();
    const due = Object.values(this.shops.state.products).filter(
      (p) => p.status === 'PENDING' && p.auditPassesAt <= now,
    );
    for (const product of due)
      Object.assign(product, { status: 'ACTIVATE', updatedAt: product.auditPassesAt });
    if (due.length) this.shops.save();
  }
}
