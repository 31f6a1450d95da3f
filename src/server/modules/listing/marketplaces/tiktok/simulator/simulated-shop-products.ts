import type { z } from 'zod';
import type { Clock } from '../../../../../kernel/simulator-clock';
import { centsOf } from '../tiktok-mapping';
import { TTS_CODE } from '../tiktok-shapes';
import { createInput, inventoryInput, productInput } from './simulated-product-json';
import { AUDIT_MS, invalidParameters, SNEAKERS_CATEGORY } from './simulated-products';
import { FAILURE_ANSWERS } from './simulated-routes';
import type { SimulatedProducts } from './simulated-products';
import { failure, skusOf, success } from './simulated-shops';
import type { SimAnswer, SimProduct, SimShop, SimSku, SimulatedShops } from './simulated-shops';

/**
 * Create Product, Edit Product and Update Inventory at the simulated TikTok Shop, with the shop's
 * rules as TikTok applies them to a whole product: its category and warehouse, its images (uploaded
 * to this shop first), its sizes (the Size sales attribute: none empty, none twice), its stock
 * (0 to 999,999 per SKU), and its language (the US market's: no Chinese in the title or description,
 * as the Create Product reference warns). A product that breaks one is refused with that rule's code
 * and message, as TikTok answers one product at a time.
 */
const MAX_QUANTITY = 999_999;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

type ProductInput = z.infer<typeof productInput>;
type SkuInput = ProductInput['skus'][number];

const refusal = (code: number, message: string) => failure(200, code, message);
const sizeOf = (sku: SkuInput) =>
  sku.sales_attributes.find((a) => a.name.toLowerCase() === 'size')?.value_name ?? '';

/** The first rule of the shop the product breaks, as TikTok refuses it; null when it may be listed. */
function productRefusal(
  shop: SimShop,
  input: ProductInput,
  images: (uri: string) => boolean,
): SimAnswer | null {
  if (input.category_id !== SNEAKERS_CATEGORY.id) return refusal(12052023, 'Category does not exist');
  if (CJK.test(input.title) || CJK.test(input.description))
    return refusal(
      TTS_CODE.contentLanguage,
      'The product content must be in the language of the target market (English for the US).',
    );
  const missing = (input.main_images ?? []).find((i) => !images(i.uri));
  if (missing) return refusal(TTS_CODE.imageNotFound, `Image ${missing.uri} was not uploaded to this shop.`);
  const seen = new Set<string>();
  for (const sku of input.skus) {
    if (sku.inventory[0].warehouse_id !== shop.warehouseId)
      return refusal(12052097, 'The warehouse does not exist');
    const size = sizeOf(sku).trim();
    if (sku.sales_attributes.length > 0 && !size)
      return refusal(TTS_CODE.salesAttributeInvalid, 'The sales attribute value cannot be empty.');
    if (size && seen.has(size.toLowerCase()))
      return refusal(TTS_CODE.salesAttributeInvalid, `The sales attribute value "${size}" is duplicated.`);
    seen.add(size.toLowerCase());
    const { quantity } = sku.inventory[0];
    if (quantity < 0 || quantity > MAX_QUANTITY)
      return refusal(TTS_CODE.stockOutOfRange, 'The SKU stock must be between [0,999999]');
  }
  return null;
}

export class SimulatedShopProducts {
  /** The fault switch (loseCreateAnswers): Create Product calls answered first, then ones whose answer is lost. */
  private lostAnswers = { after: 0, count: 0 };

  constructor(
    private readonly shops: SimulatedShops,
    private readonly clock: Clock,
    private readonly products: SimulatedProducts,
  ) {}

  private uploadedTo(shop: SimShop) {
    return (uri: string) => this.shops.state.images[uri]?.shopId === shop.id;
  }

  private skuOf(shop: SimShop, input: SkuInput, id?: string): SimSku {
    return {
      id: id ?? this.shops.nextId('sku'),
      sellerSku: input.seller_sku,
      size: sizeOf(input),
      priceCents: centsOf(input.price.amount),
      quantity: input.inventory[0].quantity,
      warehouseId: shop.warehouseId,
      ...(input.identifier_code ? { gtin: input.identifier_code.code } : {}),
    };
  }

  private skusAnswer(product: SimProduct) {
    return success({
      product_id: product.id,
      skus: skusOf(product).map((s) => ({ id: s.id, seller_sku: s.sellerSku })),
    });
  }

  /**
   * After `after` more products are created as asked, the next `count` are created all the same but
   * their answer is lost (TikTok's 5xx under load): the caller does not learn the product exists.
   */
  loseCreateAnswers(count: number, after = 0): void {
    this.lostAnswers = { after, count };
  }

  private createdAnswer(product: SimProduct): SimAnswer {
    const lost = this.lostAnswers;
    if (lost.count > 0 && lost.after === 0) {
      lost.count -= 1;
      return FAILURE_ANSWERS.unavailable();
    }
    if (lost.count > 0) lost.after -= 1;
    return this.skusAnswer(product);
  }

  /** Create Product; the same idempotency key within the shop answers the product it first created. */
  create(shop: SimShop, body: unknown): SimAnswer {
    const parsed = createInput.safeParse(body);
    if (!parsed.success) return invalidParameters(parsed.error);
    const input = parsed.data;
    const key = input.idempotency_key;
    const again = key && this.products.productsOf(shop).find((p) => p.idempotencyKey === key);
    if (again) return this.createdAnswer(again);
    const refused = productRefusal(shop, input, this.uploadedTo(shop));
    if (refused) return refused;
    const now = this.clock.now();
    const [first, ...more] = input.skus.map((s) => this.skuOf(shop, s));
    const product: SimProduct = {
      id: this.shops.nextId('product'),
      shopId: shop.id,
      title: input.title,
      categoryId: input.category_id,
      status: 'PENDING',
      sku: first,
      ...(more.length ? { moreSkus: more } : {}),
      description: input.description,
      images: (input.main_images ?? []).map((i) => i.uri),
      idempotencyKey: key,
      createdAt: now,
      updatedAt: now,
      auditPassesAt: now + AUDIT_MS,
    };
    this.shops.state.products[product.id] = product;
    this.shops.save();
    return this.createdAnswer(product);
  }

  /** Edit Product: the product as sent; it goes through TikTok's audit again. */
  edit(shop: SimShop, id: string, body: unknown): SimAnswer {
    const product = this.products.productOf(shop, id);
    if (!product || product.status === 'DELETED')
      return refusal(TTS_CODE.productNotFound, 'The product does not exist');
    const parsed = productInput.safeParse(body);
    if (!parsed.success) return invalidParameters(parsed.error);
    const input = parsed.data;
    const known = new Set(skusOf(product).map((s) => s.id));
    const stranger = input.skus.find((s) => s.id && !known.has(s.id));
    if (stranger) return refusal(TTS_CODE.skuNotInProduct, 'The SKU ID does not belong to the product.');
    const refused = productRefusal(shop, input, this.uploadedTo(shop));
    if (refused) return refused;
    const [first, ...more] = input.skus.map((s) => this.skuOf(shop, s, s.id));
    const now = this.clock.now();
    Object.assign(product, {
      title: input.title,
      description: input.description,
      images: (input.main_images ?? []).map((i) => i.uri),
      sku: first,
      moreSkus: more,
      status: product.status === 'ACTIVATE' || product.status === 'FAILED' ? 'PENDING' : product.status,
      updatedAt: now,
      auditPassesAt: now + AUDIT_MS,
    });
    this.shops.save();
    return this.skusAnswer(product);
  }

  /** Update Inventory: the stock of SKUs of the product, without a new audit. */
  updateInventory(shop: SimShop, id: string, body: unknown): SimAnswer {
    const product = this.products.productOf(shop, id);
    if (!product || product.status === 'DELETED')
      return refusal(TTS_CODE.productNotFound, 'The product does not exist');
    const parsed = inventoryInput.safeParse(body);
    if (!parsed.success) return invalidParameters(parsed.error);
    const skus = new Map(skusOf(product).map((s) => [s.id, s]));
    for (const change of parsed.data.skus) {
      if (!skus.has(change.id))
        return refusal(TTS_CODE.skuNotInProduct, 'The SKU ID does not belong to the product.');
      const { quantity, warehouse_id: warehouseId } = change.inventory[0];
      if (warehouseId !== shop.warehouseId) return refusal(12052097, 'The warehouse does not exist');
      if (quantity < 0 || quantity > MAX_QUANTITY)
        return refusal(TTS_CODE.stockOutOfRange, 'The SKU stock must be between [0,999999]');
    }
    for (const change of parsed.data.skus) skus.get(change.id)!.quantity = change.inventory[0].quantity;
    product.updatedAt = this.clock.now();
    this.shops.save();
    return success({});
  }

  /**
   * A product the seller made in TikTok's Seller Center (the simulator's control, not the API): on
   * sale at once, its sizes as given (the shop keeps whatever the seller typed).
   */
  seed(
    shop: SimShop,
    input: {
      title: string;
      skus: { sellerSku: string; size: string; gtin?: string; priceCents: number; quantity: number }[];
    },
  ): SimProduct {
    const now = this.clock.now();
    const [first, ...more] = input.skus.map((s): SimSku => ({
      id: this.shops.nextId('sku'),
      warehouseId: shop.warehouseId,
      ...s,
    }));
    const product: SimProduct = {
      id: this.shops.nextId('product'),
      shopId: shop.id,
      title: input.title,
      categoryId: SNEAKERS_CATEGORY.id,
      status: 'ACTIVATE',
      sku: first,
      ...(more.length ? { moreSkus: more } : {}),
      createdAt: now,
      updatedAt: now,
      auditPassesAt: now,
    };
    this.shops.state.products[product.id] = product;
    this.shops.save();
    return product;
  }
}
