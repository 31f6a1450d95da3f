import type { MarketOrderState, MarketListingState } from '../../../../../domain/listing/marketplaces';
import type { MarketListing, MarketOrder, MarketProduct } from '../marketplace-adapter';
import { EBAY_ASPECT } from './ebay-shapes';
import type { EbayAmount, EbayOffer, EbayOrder, EbayProductSummary } from './ebay-shapes';

/**
 * eBay's records read as ours. A pair is listed under a SKU made of its ONE ID (eBay allows letters
 * and digits only, at most 50), and that SKU is our listing id: every Inventory API call and every
 * order line names it, and it stays the same when the offer is withdrawn and published again.
 */
export const skuOf = (oneId: string) => `ONE${oneId}`;

export const centsOf = (amount: EbayAmount | undefined): number =>
  amount ? Math.round(Number(amount.value) * 100) : 0;
export const amountOf = (cents: number): EbayAmount => ({ value: (cents / 100).toFixed(2), currency: 'USD' });

/** A published offer's listing: on sale, sold (quantity 1 taken), or ended; unpublished: down. */
function listingStateOf(offer: EbayOffer): MarketListingState {
  const listing = offer.status === 'PUBLISHED' ? offer.listing : undefined;
  if (!listing) return 'inactive';
  if ((listing.soldQuantity ?? 0) > 0) return 'sold';
  return listing.listingStatus === 'ACTIVE' ? 'active' : 'inactive';
}

export function marketListingOf(
  offer: EbayOffer,
  revisionsLeftToday: number,
  now = new Date(),
): MarketListing {
  return {
    listingId: offer.sku,
    state: listingStateOf(offer),
    priceCents: centsOf(offer.pricingSummary?.price),
    message: offer.listing?.listingOnHold ? 'eBay holds this listing for a policy review' : undefined,
    revisionsLeftToday,
    // eBay's offer carries no time of change: this is when it was read.
    updatedAt: now.toISOString(),
    // bulkUpdatePriceQuantity names the offer: kept with the listing so a pass need not look it up.
    marketRef: offer.offerId,
  };
}

/**
 * eBay's order has no "completed": a shipped order whose held funds eBay released (it releases them
 * once the buyer has the item) is one. Funds never held say nothing of delivery: still shipped.
 * A fully refunded order after the sale is a return.
 */
function orderStateOf(order: EbayOrder): MarketOrderState {
  if (order.cancelStatus.cancelState === 'CANCELED') return 'cancelled';
  if (order.orderPaymentStatus === 'FULLY_REFUNDED') return 'returned';
  if (order.orderFulfillmentStatus !== 'FULFILLED') return 'created';
  const holds = (order.paymentSummary?.payments ?? []).flatMap((p) => p.paymentHolds ?? []);
  const paidOut = holds.length > 0 && holds.every((h) => h.holdState === 'RELEASED');
  return paidOut ? 'completed' : 'shipped';
}

/** A line of a combined order stands alone as ours; its id names the order and the line. */
const LINE_SEPARATOR = '~';
export const ebayOrderIdOf = (orderId: string) => orderId.split(LINE_SEPARATOR)[0];

export function marketOrdersOf(order: EbayOrder): MarketOrder[] {
  const state = orderStateOf(order);
  return order.lineItems.map((line) => ({
    orderId:
      order.lineItems.length === 1 ? order.orderId : `${order.orderId}${LINE_SEPARATOR}${line.lineItemId}`,
    listingId: line.sku ?? line.legacyItemId,
    state,
    priceCents: centsOf(line.lineItemCost),
    createdAt: order.creationDate,
    updatedAt: order.lastModifiedDate,
  }));
}

const aspectOf = (summary: EbayProductSummary, name: string) =>
  summary.aspects?.find((a) => a.localizedName === name)?.localizedValues[0];

/**
 * eBay's catalog has an ePID per size; the sizes of one style code make our product. eBay has no id
 * of the style itself, so the style code (the catalog's MPN) is the product id.
 */
export function marketProductsOf(summaries: EbayProductSummary[]): MarketProduct[] {
  const products = new Map<string, MarketProduct>();
  for (const summary of summaries) {
    const styleCode = (aspectOf(summary, EBAY_ASPECT.styleCode) ?? summary.mpn?.[0])?.toUpperCase();
    const size = aspectOf(summary, EBAY_ASPECT.size);
    if (!styleCode || !size) continue;
    const product = products.get(styleCode) ?? {
      productId: styleCode,
      styleCode,
      title: summary.title.replace(/\s+Size\s+\S+$/i, ''),
      brand: summary.brand ?? aspectOf(summary, EBAY_ASPECT.brand) ?? '',
      imageUrl: summary.image?.imageUrl,
      variants: [],
    };
    product.variants.push({ variantId: summary.epid, size, gtin: summary.gtin?.[0] });
    products.set(styleCode, product);
  }
  return [...products.values()];
}
