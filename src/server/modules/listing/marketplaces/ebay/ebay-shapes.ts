import { z } from 'zod';

/**
 * The part of eBay's REST JSON (developer.ebay.com/api-docs) that the adapter reads and the simulator
 * writes: one definition, so the two cannot drift apart. Answers are parsed with these schemas;
 * requests are typed. Amounts are eBay's decimal strings ("160.00").
 */

/** "Active listings can only be revised a maximum of 250 times per calendar day" (Listing Management guide). */
export const EBAY_DAILY_REVISION_CAP = 250;
/** The consent page's code lives about 5 minutes: eBay's accept URL carries expires_in=299. */
export const EBAY_CODE_LIFETIME_S = 299;
/** A user access token lives 2 hours (7,200 s), a refresh token 18 months (OAuth tokens guide). */
export const EBAY_ACCESS_TOKEN_LIFETIME_S = 7_200;
export const EBAY_REFRESH_TOKEN_LIFETIME_S = 47_304_000;

/** eBay's error ids the adapter acts on (common errors of "Using eBay RESTful APIs", Inventory API). */
export const EBAY_ERROR_IDS = {
  invalidAccessToken: 1001,
  tooManyRequests: 2001,
  internalError: 2003,
  userError: 25002,
  /** "Cannot revise listing": also the answer once the daily revisions are spent. */
  cannotReviseListing: 25019,
  offerNotAvailable: 25713,
} as const;

/** eBay's calendar day (eBay official time is Pacific), as YYYY-MM-DD. */
const pacificDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const ebayCalendarDay = (ms: number): string => pacificDay.format(ms);

export const ebayAmount = z.object({ value: z.string(), currency: z.string() });
export type EbayAmount = z.infer<typeof ebayAmount>;

/** ErrorDetailV3: the members of `errors` in every REST error answer (and of bulk responses). */
export const ebayError = z.object({
  errorId: z.number(),
  domain: z.string().optional(),
  category: z.string().optional(),
  message: z.string().optional(),
  longMessage: z.string().optional(),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
});
export type EbayError = z.infer<typeof ebayError>;
/** REST error body; the Post-Order API wraps the same members as { errorMessage: { error: [...] } }. */
export type EbayErrorBody = { errors: EbayError[] };
export type EbayPostOrderErrorBody = { errorMessage: { error: EbayError[] } };
/** The OAuth token endpoint's error body (RFC 6749), e.g. invalid_grant. */
export type EbayOAuthErrorBody = { error: string; error_description: string };

/** POST https://api.ebay.com/identity/v1/oauth2/token (authorization_code and refresh_token grants). */
export const ebayToken = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  /** Only on the authorization_code grant: a refresh answers the access token alone. */
  refresh_token: z.string().optional(),
  refresh_token_expires_in: z.number().optional(),
  token_type: z.string(),
});

/** GET https://apiz.ebay.com/commerce/identity/v1/user/ */
export const ebayUser = z.object({ userId: z.string(), username: z.string() });

/** GET /commerce/catalog/v1_beta/product_summary/search?q=|gtin= : one summary per ePID (a size). */
export const ebayProductSummary = z.object({
  epid: z.string(),
  title: z.string(),
  brand: z.string().optional(),
  mpn: z.array(z.string()).optional(),
  gtin: z.array(z.string()).optional(),
  image: z.object({ imageUrl: z.string() }).optional(),
  aspects: z.array(z.object({ localizedName: z.string(), localizedValues: z.array(z.string()) })).optional(),
});
export const ebayProductSearch = z.object({ productSummaries: z.array(ebayProductSummary).default([]) });
export type EbayProductSummary = z.infer<typeof ebayProductSummary>;
/** The catalog aspects a sneaker's ePID carries. */
export const EBAY_ASPECT = { size: 'US Shoe Size', styleCode: 'Style Code', brand: 'Brand' } as const;

/** GET /buy/browse/v1/item_summary/search?epid=&filter=buyingOptions:{...}&sort=price|-price */
export const ebayItemSummary = z.object({
  itemId: z.string(),
  title: z.string(),
  price: ebayAmount.optional(),
  currentBidPrice: ebayAmount.optional(),
  bidCount: z.number().optional(),
  buyingOptions: z.array(z.string()),
  epid: z.string().optional(),
});
export const ebayItemSearch = z.object({
  total: z.number(),
  itemSummaries: z.array(ebayItemSummary).default([]),
});
export type EbayItemSummary = z.infer<typeof ebayItemSummary>;

/** GET /sell/account/v1/{fulfillment,payment,return}_policy?marketplace_id= and /sell/inventory/v1/location */
export const ebaySellerSetup = {
  fulfillment: z.object({
    fulfillmentPolicies: z.array(z.object({ fulfillmentPolicyId: z.string() })).default([]),
  }),
  payment: z.object({ paymentPolicies: z.array(z.object({ paymentPolicyId: z.string() })).default([]) }),
  return: z.object({ returnPolicies: z.array(z.object({ returnPolicyId: z.string() })).default([]) }),
  location: z.object({ locations: z.array(z.object({ merchantLocationKey: z.string() })).default([]) }),
};
export type EbayListingPolicies = {
  fulfillmentPolicyId: string;
  paymentPolicyId: string;
  returnPolicyId: string;
};

/** PUT /sell/inventory/v1/inventory_item/{sku} (createOrReplaceInventoryItem: the whole record each time). */
export type EbayInventoryItem = {
  availability: { shipToLocationAvailability: { quantity: number } };
  condition: 'NEW';
  product: {
    title: string;
    /** The catalog product (the size's ePID): eBay fills aspects and stock photos from it. */
    epid?: string;
    brand?: string;
    mpn?: string;
    aspects: Record<string, string[]>;
    imageUrls?: string[];
  };
};

/** POST /sell/inventory/v1/offer (createOffer: EbayOfferDetailsWithKeys). */
export type EbayOfferRequest = {
  sku: string;
  marketplaceId: string;
  format: 'FIXED_PRICE';
  availableQuantity: number;
  categoryId: string;
  listingDuration: 'GTC';
  listingPolicies: EbayListingPolicies;
  merchantLocationKey: string;
  pricingSummary: { price: EbayAmount };
  includeCatalogProductDetails: boolean;
};
export const ebayCreatedOffer = z.object({ offerId: z.string() });

/** GET /sell/inventory/v1/offer?sku= (getOffers) and /offer/{offerId}: EbayOfferDetailsWithAll, the part read. */
export const ebayOffer = z.object({
  offerId: z.string(),
  sku: z.string(),
  marketplaceId: z.string(),
  format: z.string(),
  availableQuantity: z.number().optional(),
  pricingSummary: z.object({ price: ebayAmount.optional() }).optional(),
  status: z.enum(['PUBLISHED', 'UNPUBLISHED']),
  /** Not returned at all for an unpublished offer. */
  listing: z
    .object({
      listingId: z.string(),
      listingStatus: z.string(),
      soldQuantity: z.number().optional(),
      listingOnHold: z.boolean().optional(),
    })
    .optional(),
});
export const ebayOffers = z.object({ total: z.number(), offers: z.array(ebayOffer).default([]) });
export type EbayOffer = z.infer<typeof ebayOffer>;

/** POST /sell/inventory/v1/offer/{offerId}/publish */
export const ebayPublished = z.object({ listingId: z.string() });
/** BaseResponse: PUT inventory_item/{sku} (204, or 200 with warnings), POST offer/{offerId}/withdraw. */
export const ebayAcknowledged = z.object({ warnings: z.array(ebayError).optional() });

/** POST /sell/inventory/v1/bulk_update_price_quantity: 200 when every entry passed, 207 otherwise. */
export type EbayPriceUpdate = {
  requests: { sku: string; offers: { offerId: string; price: EbayAmount }[] }[];
};
export const ebayPriceUpdated = z.object({
  responses: z.array(
    z.object({
      offerId: z.string().optional(),
      sku: z.string().optional(),
      statusCode: z.number(),
      errors: z.array(ebayError).optional(),
    }),
  ),
});

/** GET /sell/fulfillment/v1/order?filter=lastmodifieddate:[from..] and /order/{orderId}: the part read. */
export const ebayOrder = z.object({
  orderId: z.string(),
  legacyOrderId: z.string(),
  creationDate: z.string(),
  lastModifiedDate: z.string(),
  orderFulfillmentStatus: z.string(),
  orderPaymentStatus: z.string(),
  cancelStatus: z.object({ cancelState: z.string() }),
  /** A payment's holds: eBay holds the seller's funds until the buyer has the item, then RELEASED. */
  paymentSummary: z
    .object({
      payments: z
        .array(z.object({ paymentHolds: z.array(z.object({ holdState: z.string() })).optional() }))
        .optional(),
    })
    .optional(),
  lineItems: z.array(
    z.object({
      lineItemId: z.string(),
      legacyItemId: z.string(),
      sku: z.string().optional(),
      title: z.string(),
      quantity: z.number(),
      lineItemCost: ebayAmount,
    }),
  ),
});
export const ebayOrders = z.object({ total: z.number(), orders: z.array(ebayOrder).default([]) });
export type EbayOrder = z.infer<typeof ebayOrder>;

/** POST https://api.ebay.com/post-order/v2/cancellation (seller-initiated; the whole order). */
export type EbayCancelRequest = {
  legacyOrderId: string;
  cancelReason: 'OUT_OF_STOCK_OR_CANNOT_FULFILL';
  buyerPaid: boolean;
};
export const ebayCancelCreated = z.object({ cancelId: z.string() });
