/**
 * The part of StockX's Public API v2 the adapter calls and the simulator answers, written from
 * developer.stockx.com (portal/authentication, portal/api-introduction, openapi/reference) and the
 * OpenAPI document it publishes ("StockX Public API" 2.0.0). Amounts are strings in the currency's
 * units; StockX takes asks in whole dollars ("150"). Every API call carries `x-api-key` and
 * `Authorization: Bearer <access token>`; base https://api.stockx.com/v2, auth https://accounts.stockx.com.
 */

/**
 * StockX's pace for one seller: community clients of the Public API hold to one call a second and
 * 25,000 a day (@albertogferrario/stockx-api: minTime 1000 ms, reservoir 25000 refreshed daily;
 * stockx.py throttles to one a second). The burst is the simulator's token bucket, as API gateways
 * let a short burst through. Jobs pace their calls to `requestsPerSecond`.
 */
export const STOCKX_RATE_LIMIT = { requestsPerSecond: 1, burst: 10, requestsPerDay: 25_000 } as const;
export type StockxRateLimit = { requestsPerSecond: number; burst: number; requestsPerDay: number };

/** The audience and scopes StockX's authorization code flow asks for (portal/authentication). */
export const STOCKX_AUDIENCE = 'gateway.stockx.com';
export const STOCKX_SCOPE = 'offline_access openid';

/** POST {auth}/oauth/token (grant_type authorization_code or refresh_token), form-encoded. */
export type SxTokenAnswer = {
  access_token: string;
  /** Absent on a refresh where StockX keeps the same refresh token. */
  refresh_token?: string;
  /** OpenID Connect ID token (JWT): `sub` and the seller's name or e-mail. */
  id_token?: string;
  token_type: 'Bearer';
  expires_in: number;
  scope?: string;
};
/** The token endpoint's failure (OAuth 2 error answer). */
export type SxTokenError = { error: string; error_description?: string };

/** Every API failure (PublicApiError). */
export type SxError = { statusCode: number; message: string };

/** A page of a paginated list (Search, Listings, Orders). */
export type SxPage = { count: number; pageSize: number; pageNumber: number; hasNextPage: boolean };

/** GET /catalog/search?query=&pageNumber=&pageSize= (SearchProduct): text, GTIN or style code. */
export type SxProduct = {
  productId: string;
  urlKey: string;
  styleId: string | null;
  productType: string;
  title: string | null;
  brand: string | null;
  productAttributes: { gender: string | null; colorway: string | null; releaseDate: string | null };
};
export type SxSearch = SxPage & { products: SxProduct[] };

/** GET /catalog/products/{productId}/variants (ProductVariant[]). */
export type SxVariant = {
  productId: string;
  variantId: string;
  variantName: string;
  /** The size as StockX shows it by default ("10" for a US men's sneaker). */
  variantValue: string | null;
  sizeChart: {
    availableConversions: { size: string | null; type: string | null }[];
    defaultConversion: { size: string | null; type: string | null } | null;
  };
  gtins?: { identifier: string; type: string }[];
};

/** GET /catalog/products/{productId}/variants/{variantId}/market-data?currencyCode=USD. */
export type SxMarketData = {
  productId: string;
  variantId: string;
  currencyCode: string;
  lowestAskAmount: string | null;
  highestBidAmount: string | null;
  sellFasterAmount?: string | null;
  earnMoreAmount?: string | null;
};

/** POST /selling/listings (CreateListingInput). No field for a seller's own reference. */
export type SxCreateListing = {
  amount: string;
  variantId: string;
  currencyCode?: string;
  expiresAt?: string;
  active?: boolean;
};
/** PATCH /selling/listings/{listingId} (UpdateListingInput). */
export type SxUpdateListing = { amount?: string; currencyCode?: string; expiresAt?: string };

export type SxOperationType = 'CREATE' | 'UPDATE' | 'DELETE' | 'ACTIVATE' | 'DEACTIVATE' | 'CANCEL_ORDER';
export type SxOperationStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';
export type SxChanges = {
  additions: Record<string, unknown>;
  updates: Record<string, unknown>;
  removals: Record<string, unknown>;
};

/**
 * What every listing write answers (ListingAsyncOperationResponse): the API is asynchronous, a
 * write is validated at once and carried out later; poll the listing (or operationUrl).
 * POST /selling/listings, PATCH and DELETE /selling/listings/{id}, PUT .../{id}/deactivate.
 */
export type SxOperation = {
  listingId: string;
  operationId: string;
  operationType: SxOperationType;
  operationStatus: SxOperationStatus;
  operationUrl: string | null;
  operationInitiatedBy: 'USER' | 'SYSTEM';
  operationInitiatedVia: string;
  createdAt: string;
  updatedAt: string;
  changes: SxChanges;
  error: string | null;
};

export type SxListingStatus = 'INACTIVE' | 'ACTIVE' | 'DELETED' | 'CANCELED' | 'MATCHED' | 'COMPLETED';

/** GET /selling/listings/{listingId} (ListingResponse); the list's items (ListListings) lack lastOperation. */
export type SxListing = {
  listingId: string;
  status: SxListingStatus;
  amount: string | null;
  currencyCode: string | null;
  inventoryType: string | null;
  createdAt: string;
  updatedAt: string;
  batch: null;
  /** Null until StockX has placed the ask (a creation still pending). */
  ask: { askId: string; askCreatedAt: string; askUpdatedAt: string; askExpiresAt?: string } | null;
  order: { orderNumber: string | null; orderCreatedAt: string | null; orderStatus: string | null } | null;
  product: { productId: string; productName: string | null; styleId: string | null } | null;
  variant: { variantId: string; variantName: string; variantValue: string | null } | null;
  lastOperation?: {
    operationId: string;
    operationType: SxOperationType;
    operationStatus: SxOperationStatus;
    operationInitiatedBy: 'USER' | 'SYSTEM';
    operationInitiatedVia: string;
    operationCreatedAt: string;
    operationUpdatedAt: string;
    changes: SxChanges;
    error: string | null;
  } | null;
};
/** GET /selling/listings?variantIds=&fromDate=&pageNumber=&pageSize= (Listings). */
export type SxListings = SxPage & { listings: SxListing[] };

/**
 * Batch listing update (BatchApi "Batch listings update"): POST /selling/batch/update-listing takes
 * up to 100 items (BatchUpdateListingInput of UpdateBatchListingRequestItem) and answers the batch
 * (BatchUpdateListingResponse), carried out asynchronously: poll GET
 * /selling/batch/update-listing/{batchId} (GetListingUpdateBatchResponse) until it is COMPLETED,
 * then GET .../{batchId}/items?status= (GetListingUpdateBatchItemsResponse) for each item's outcome.
 */
export const STOCKX_BATCH_MAX_ITEMS = 100;
export type SxBatchUpdateItem = {
  listingId: string;
  amount?: string;
  currencyCode?: string;
  expiresAt?: string;
  active?: boolean;
};
export type SxBatchStatus = 'QUEUED' | 'IN_PROGRESS' | 'COMPLETED';
export type SxBatchItemStatus = 'QUEUED' | 'COMPLETED' | 'FAILED';
export type SxBatch = {
  batchId: string;
  status: SxBatchStatus;
  totalItems: number;
  /** How many items are in each status (QUEUED, COMPLETED, FAILED). */
  itemStatuses: Partial<Record<SxBatchItemStatus, number>>;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
};
export type SxBatchItem = {
  itemId: string;
  status: SxBatchItemStatus;
  listingInput: SxBatchUpdateItem;
  result?: { listingId: string; askId: string | null } | null;
  /** Why the item failed, when it did. */
  error?: string | null;
};
export type SxBatchItems = { items: SxBatchItem[] };

/** Active (ActiveOrderStatus) and past (HistoricalOrderStatus) order statuses. */
export type SxOrderStatus =
  | 'CREATED'
  | 'CCAUTHORIZATIONFAILED'
  | 'SHIPPED'
  | 'RECEIVED'
  | 'AUTHENTICATING'
  | 'AUTHENTICATED'
  | 'PAYOUTPENDING'
  | 'PAYOUTCOMPLETED'
  | 'SYSTEMFULFILLED'
  | 'PAYOUTFAILED'
  | 'SUSPENDED'
  | 'PENDING'
  | 'DONOTSHIP'
  | 'AUTHFAILED'
  | 'DIDNOTSHIP'
  | 'CANCELED'
  | 'COMPLETED'
  | 'RETURNED';

/**
 * GET /selling/orders/active?pageNumber=&pageSize=&sortOrder=CREATEDAT and
 * GET /selling/orders/history?fromDate=YYYY-MM-DD&pageNumber=&pageSize= (ListOrders), and
 * GET /selling/orders/{orderNumber} (DetailedOrder, the same fields read here).
 */
export type SxOrder = {
  orderNumber: string;
  listingId: string | null;
  askId: string;
  amount: string;
  currencyCode: string | null;
  status: SxOrderStatus;
  createdAt: string | null;
  updatedAt: string | null;
  product: { productId: string; productName: string | null; styleId: string | null };
  variant: { variantId: string; variantName: string; variantValue: string | null };
  inventoryType: string;
};
export type SxOrders = SxPage & { orders: SxOrder[] };
