import type { MarketListingState, MarketOrderState } from '../../../../../domain/listing/marketplaces';
import { centsToDollars, dollarsToCents } from '../../../../../domain/kernel/product-rules';
import type { MarketListing, MarketOrder, MarketProduct, MarketVariant } from '../marketplace-adapter';
import type { SxListing, SxListingStatus, SxOperation, SxOrder, SxProduct, SxVariant } from './stockx-shapes';

/**
 * StockX's JSON read as the adapter's types: one reading, shared by the adapter and the simulator
 * (which answers its control methods, e.g. `sell`, in the adapter's terms).
 */

/** A StockX amount ("150", "150.5") as cents; null where StockX has none. */
export function centsOf(amount: string | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  return dollarsToCents(amount);
}

/** Cents as StockX writes an amount: whole dollars bare ("150"), else with cents ("150.50"). */
export const amountOf = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : centsToDollars(cents);

const LISTING_STATES: Record<SxListingStatus, MarketListingState> = {
  ACTIVE: 'active',
  INACTIVE: 'inactive',
  DELETED: 'inactive',
  CANCELED: 'inactive',
  MATCHED: 'sold',
  COMPLETED: 'sold',
};

/** A listing whose creation StockX has not carried out yet is pending; a refused one failed. */
export function marketListingOf(listing: SxListing): MarketListing {
  const operation = listing.lastOperation;
  const creating = operation?.operationType === 'CREATE';
  let state = LISTING_STATES[listing.status] ?? 'inactive';
  if (creating && operation.operationStatus === 'PENDING') state = 'pending';
  if (creating && operation.operationStatus === 'FAILED') state = 'failed';
  return {
    listingId: listing.listingId,
    state,
    priceCents: centsOf(listing.amount) ?? 0,
    message: operation?.error || undefined,
    updatedAt: listing.updatedAt,
  };
}

const OPERATION_STATES = { PENDING: 'pending', SUCCEEDED: 'active', FAILED: 'failed' } as const;

/** The listing as a creation's answer tells it: pending until StockX carries it out. */
export const createdListingOf = (operation: SxOperation, priceCents: number): MarketListing => ({
  listingId: operation.listingId,
  state: OPERATION_STATES[operation.operationStatus],
  priceCents,
  message: operation.error || undefined,
  updatedAt: operation.updatedAt,
});

/**
 * StockX's order statuses in the sales orders' terms. SYSTEMFULFILLED: StockX filled the buyer's
 * order itself, so our pair was not taken. An unknown status stays an open sale.
 */
const ORDER_STATES: Record<string, MarketOrderState> = {
  CREATED: 'created',
  PENDING: 'created',
  CCAUTHORIZATIONFAILED: 'created',
  SUSPENDED: 'created',
  SHIPPED: 'shipped',
  RECEIVED: 'shipped',
  AUTHENTICATING: 'shipped',
  AUTHENTICATED: 'shipped',
  PAYOUTPENDING: 'shipped',
  PAYOUTFAILED: 'shipped',
  PAYOUTCOMPLETED: 'completed',
  COMPLETED: 'completed',
  SYSTEMFULFILLED: 'cancelled',
  CANCELED: 'cancelled',
  DIDNOTSHIP: 'cancelled',
  DONOTSHIP: 'cancelled',
  AUTHFAILED: 'returned',
  RETURNED: 'returned',
};

export function marketOrderOf(order: SxOrder): MarketOrder {
  const createdAt = order.createdAt ?? order.updatedAt ?? new Date(0).toISOString();
  return {
    orderId: order.orderNumber,
    listingId: order.listingId ?? '',
    state: ORDER_STATES[order.status] ?? 'created',
    priceCents: centsOf(order.amount) ?? 0,
    createdAt,
    updatedAt: order.updatedAt ?? createdAt,
  };
}

/** The US men's size of a variant: its "us m" conversion, else the size StockX shows by default. */
export function variantOf(variant: SxVariant): MarketVariant {
  const usMen = variant.sizeChart.availableConversions.find((c) => c.type === 'us m')?.size;
  const size = (usMen ?? variant.variantValue ?? '').replace(/^US M\s*/i, '');
  return { variantId: variant.variantId, size, gtin: variant.gtins?.[0]?.identifier };
}

export const marketProductOf = (product: SxProduct, variants: SxVariant[]): MarketProduct => ({
  productId: product.productId,
  styleCode: product.styleId ?? '',
  title: product.title ?? product.urlKey,
  brand: product.brand ?? '',
  variants: variants.map(variantOf),
});

/**
 * The seller's account from the ID token's claims. The token came straight from StockX's token
 * endpoint over TLS, which OpenID Connect accepts in place of checking its signature (Core 3.1.3.7).
 */
export function accountOf(idToken: string | undefined): { accountId: string; accountName: string } {
  const payload = idToken?.split('.')[1];
  if (!payload) return { accountId: '', accountName: '' };
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string) : '');
    return { accountId: text('sub'), accountName: text('name') || text('email') || text('nickname') };
  } catch {
    return { accountId: '', accountName: '' };
  }
}
