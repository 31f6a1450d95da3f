import type { MarketListingState, MarketOrderState } from '../../../../../domain/listing/marketplaces';
import { centsToDollars, dollarsToCents } from '../../../../../domain/kernel/product-rules';
import type { MarketListing, MarketOrder, MarketProduct, NewMarketListing } from '../marketplace-adapter';
import type {
  TtsCreateProductBody,
  TtsOrder,
  TtsProduct,
  TtsProductStatus,
  TtsReturn,
} from './tiktok-shapes';

/**
 * TikTok Shop's JSON read as the adapter's types: one reading, shared by the adapter and the
 * simulator (which answers its control methods, e.g. `sell`, in the adapter's terms). A listing is a
 * TikTok product of one SKU (one pair): the listing id is the product id.
 */

/** Cents as TikTok writes an amount: "160.00". */
export const amountOf = (cents: number): string => centsToDollars(cents);
export const centsOf = (amount: string | undefined): number => dollarsToCents(amount ?? '') ?? 0;
export const isoOf = (unixSeconds: number): string => new Date(unixSeconds * 1000).toISOString();

/**
 * The US men's sizes a pair is listed in: TikTok Shop keeps no catalogue of sizes per style, the
 * seller names the size of each SKU (a sales attribute).
 */
export const US_MENS_SIZES: readonly string[] = Array.from({ length: 21 }, (_, i) => String(4 + i / 2));

/**
 * Our reference to "a style in a TikTok category": TikTok has no product until we create one, so
 * findProducts answers the category TikTok recommends with the style code, and createListing lists
 * under it. The category id is digits, so the first ':' separates them.
 */
export const styleProductId = (categoryId: string, styleCode: string) => `${categoryId}:${styleCode}`;
export function styleOfProductId(productId: string): { categoryId: string; styleCode: string } | null {
  const at = productId.indexOf(':');
  return at > 0 ? { categoryId: productId.slice(0, at), styleCode: productId.slice(at + 1) } : null;
}

export function marketProductOf(categoryId: string, styleCode: string, title: string): MarketProduct {
  const productId = styleProductId(categoryId, styleCode);
  return {
    productId,
    styleCode,
    title,
    // Only the seller knows the brand: TikTok's recommendation names a category, not a brand.
    brand: '',
    variants: US_MENS_SIZES.map((size) => ({ variantId: size, size })),
  };
}

const LISTING_STATES: Record<TtsProductStatus, MarketListingState> = {
  DRAFT: 'pending',
  PENDING: 'pending',
  FAILED: 'failed',
  ACTIVATE: 'active',
  SELLER_DEACTIVATED: 'inactive',
  PLATFORM_DEACTIVATED: 'inactive',
  FREEZE: 'inactive',
  DELETED: 'inactive',
};

/** A product on sale whose one pair is bought stays ACTIVATE with no stock: that is a sold listing. */
export function marketListingOf(product: TtsProduct): MarketListing {
  const sku = product.skus[0];
  const stock = (sku?.inventory ?? []).reduce((sum, i) => sum + i.quantity, 0);
  const state = LISTING_STATES[product.status] ?? 'inactive';
  return {
    listingId: product.id,
    state: state === 'active' && stock === 0 ? 'sold' : state,
    priceCents: centsOf(sku?.price.sale_price ?? sku?.price.tax_exclusive_price),
    updatedAt: isoOf(product.update_time),
  };
}

/** The order APIs' statuses; a push says CANCEL for CANCELLED. */
export function orderStateOf(status: string): MarketOrderState {
  if (status === 'CANCELLED' || status === 'CANCEL') return 'cancelled';
  if (status === 'IN_TRANSIT' || status === 'DELIVERED') return 'shipped';
  if (status === 'COMPLETED') return 'completed';
  return 'created';
}

/** A return and refund whose pair came back to the seller (approved, or refunded too). */
export const pairCameBack = (type: string, status: string) =>
  type === 'RETURN_AND_REFUND' &&
  (status === 'RETURN_OR_REFUND_REQUEST_SUCCESS' || status === 'RETURN_OR_REFUND_REQUEST_COMPLETE');

/**
 * One MarketOrder per pair: an order of one line item keeps TikTok's order id; a buyer's order of
 * several of our pairs answers one per line item, as "<order id>~<line item id>" (cancelOrder reads
 * it back and cancels that line item alone, as TikTok allows in the US and UK). A line whose pair
 * came back in one of `returns` is returned (TikTok keeps the order COMPLETED), as of the return.
 */
export function marketOrdersOf(order: TtsOrder, returns: readonly TtsReturn[] = []): MarketOrder[] {
  const back = returns.filter((r) => r.order_id === order.id && pairCameBack(r.return_type, r.return_status));
  const backLines = new Set(back.flatMap((r) => r.return_line_items.map((l) => l.order_line_item_id)));
  const backAt = Math.max(order.update_time, ...back.map((r) => r.update_time));
  return order.line_items.map((item) => {
    const returned = backLines.has(item.id);
    return {
      orderId: order.line_items.length === 1 ? order.id : `${order.id}~${item.id}`,
      listingId: item.product_id,
      state: returned ? 'returned' : orderStateOf(order.status),
      priceCents: centsOf(item.sale_price),
      createdAt: isoOf(order.create_time),
      updatedAt: isoOf(returned ? backAt : order.update_time),
    };
  });
}

export function lineItemRef(orderId: string): { orderId: string; lineItemId?: string } {
  const [id, lineItemId] = orderId.split('~');
  return { orderId: id, lineItemId };
}

/** A shoebox, which TikTok requires of every product (its shipping labels follow from it). */
export const SHOEBOX = {
  weight: { value: '3', unit: 'POUND' },
  dimensions: { length: '14', width: '10', height: '5', unit: 'INCH' },
} as const;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Create Product's body for one pair: one SKU whose seller SKU is our ONE ID, its size as the sales
 * attribute and one unit in the shop's warehouse; the request key as TikTok's idempotency key.
 * Not yet sent: main_images, which TikTok requires as URIs from Upload Product Image (a multipart
 * upload of each photo); until then TikTok itself refuses the product (the simulator does not).
 */
export function createProductBody(input: NewMarketListing, categoryId: string, warehouseId: string) {
  const body: TtsCreateProductBody = {
    save_mode: 'LISTING',
    title: input.title,
    description: `<p>${escapeHtml(`${input.title}, style ${input.styleCode}, US men's size ${input.size}.`)}</p>`,
    category_id: categoryId,
    skus: [
      {
        seller_sku: input.oneId,
        sales_attributes: [{ name: 'Size', value_name: input.size }],
        price: { amount: amountOf(input.priceCents), currency: 'USD' },
        inventory: [{ warehouse_id: warehouseId, quantity: 1 }],
      },
    ],
    package_weight: SHOEBOX.weight,
    package_dimensions: SHOEBOX.dimensions,
    idempotency_key: input.requestKey.slice(0, 128),
  };
  return body;
}
