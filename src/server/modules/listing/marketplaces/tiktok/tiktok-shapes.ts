/**
 * The part of TikTok Shop's Open API (versions 202309) the adapter calls and the simulator answers,
 * written from the Partner Center documentation (partner.tiktokshop.com/docv2: "Sign your API
 * request", "Common errors", "Rate limits", "Authorization overview", each endpoint's reference and
 * the webhook pages). API base https://open-api.tiktokglobalshop.com, token base
 * https://auth.tiktok-shops.com. Every API call carries `app_key`, `timestamp` (Unix seconds) and
 * `sign` in the query, `shop_cipher` where the call is about one shop, and the seller's token in the
 * `x-tts-access-token` header. Amounts are decimal strings in the currency ("160.00"); times are
 * Unix seconds.
 */

/**
 * "Rate limits": 50 calls a second for each API, counted per app and shop; above it HTTP 429 with
 * code 36009002. The simulator counts every call of a shop together (stricter than per API).
 */
export const TIKTOK_RATE_LIMIT_PER_SECOND = 50;

/** The `code` of an answer ("Common errors" and the endpoints' error tables); 0 is success. */
export const TTS_CODE = {
  ok: 0,
  tooManyRequests: 36009002,
  internalError: 36009003,
  invalidCredentials: 36009004,
  requestTimeout: 36009007,
  invalidPath: 36009009,
  invalidShopOrToken: 101000,
  expiredAccessToken: 105002,
  invalidSign: 106001,
  missingShopCipher: 106013,
  productNotFound: 12052032,
  /** The shop's product rules (the simulator's choice of code where TikTok's tables name none). */
  salesAttributeInvalid: 12019030,
  stockOutOfRange: 12019024,
  imageInvalid: 12038001,
  imageNotFound: 12052217,
  contentLanguage: 12052218,
  skuNotInProduct: 12052557,
  productStatusInvalid: 12052901,
  invalidParameters: 12052910,
  orderNotOwned: 21008111,
  cancelNotAllowed: 25001051,
} as const;

/** Every answer, success or failure: `data` only on success. */
export type TtsEnvelope<T> = { code: number; message: string; request_id: string; data?: T };

/**
 * GET {auth}/api/v2/token/get?app_key&app_secret&auth_code&grant_type=authorized_code and
 * GET {auth}/api/v2/token/refresh?app_key&app_secret&refresh_token&grant_type=refresh_token.
 * The two `*_expire_in` are the Unix times the tokens stop working, not durations.
 */
export type TtsToken = {
  access_token: string;
  access_token_expire_in: number;
  refresh_token: string;
  refresh_token_expire_in: number;
  open_id: string;
  seller_name: string;
  seller_base_region: string;
  /** 0: seller. */
  user_type: number;
  granted_scopes: string[];
};

/** GET /authorization/202309/shops: the shops the token may act for, with their cipher. */
export type TtsShop = {
  id: string;
  name: string;
  region: string;
  seller_type: string;
  cipher: string;
  code: string;
};
export type TtsShops = { shops: TtsShop[] };

/** POST /product/202309/categories/recommend { product_title }: the leaf category to list under. */
export type TtsRecommendCategoryBody = { product_title: string };
export type TtsRecommendedCategory = {
  leaf_category_id: string;
  categories: { id: string; name: string; level: number; is_leaf: boolean; permission_statuses: string[] }[];
};

/** GET /logistics/202309/warehouses: a SKU's inventory is held in one of them. */
export type TtsWarehouse = {
  id: string;
  name: string;
  effect_status: string;
  type: string;
  is_default: boolean;
};
export type TtsWarehouses = { warehouses: TtsWarehouse[] };

export const TTS_PRODUCT_STATUSES = [
  'DRAFT',
  'PENDING',
  'FAILED',
  'ACTIVATE',
  'SELLER_DEACTIVATED',
  'PLATFORM_DEACTIVATED',
  'FREEZE',
  'DELETED',
] as const;
export type TtsProductStatus = (typeof TTS_PRODUCT_STATUSES)[number];

/** A SKU's sales attribute: the shop's own attribute name and the seller's value ("Size", "10.5"). */
export type TtsSalesAttribute = { id?: string; name: string; value_id?: string; value_name: string };
/** A SKU's barcode: GTIN-14, EAN-13 or EAN-8, UPC-A (12 digits). */
export type TtsIdentifierCode = { code: string; type: 'GTIN' | 'EAN' | 'UPC' | 'ISBN' };

export type TtsSku = {
  id: string;
  seller_sku: string;
  price: { currency: string; sale_price: string; tax_exclusive_price: string };
  inventory: { warehouse_id: string; quantity: number }[];
  /** Get Product answers these; Search Products does not. */
  sales_attributes?: TtsSalesAttribute[];
  identifier_code?: TtsIdentifierCode;
};

/**
 * A product as POST /product/202309/products/search lists it and GET /product/202309/products/{id}
 * answers it (the subset read here: both carry these fields).
 */
export type TtsProduct = {
  id: string;
  title: string;
  status: TtsProductStatus;
  skus: TtsSku[];
  create_time: number;
  update_time: number;
  /** Get Product only: the product's images and why its audit failed (status FAILED). */
  main_images?: { uri: string; urls: string[]; width: number; height: number }[];
  audit_failed_reasons?: { position: string; reasons: string[]; suggestions: string[] }[];
};

/** POST /product/202309/products/search?page_size&page_token with filters in the body. */
export type TtsProductSearchBody = { status?: TtsProductStatus | 'ALL'; seller_skus?: string[] };
export type TtsProductSearch = { total_count: number; products: TtsProduct[]; next_page_token: string };

/**
 * POST /product/202309/products (Create Product), the fields sent. `idempotency_key` (max 128
 * characters) makes a retried call answer the product the first one created (changelog "Create
 * Product API now supports an idempotency key", v202309).
 */
export type TtsCreateProductBody = {
  save_mode: 'LISTING';
  title: string;
  description: string;
  category_id: string;
  main_images?: { uri: string }[];
  skus: {
    seller_sku: string;
    sales_attributes: { name: string; value_name: string }[];
    price: { amount: string; currency: 'USD' };
    inventory: { warehouse_id: string; quantity: number }[];
    identifier_code?: TtsIdentifierCode;
  }[];
  package_weight: { value: string; unit: 'POUND' };
  package_dimensions: { length: string; width: string; height: string; unit: 'INCH' };
  idempotency_key: string;
};
export type TtsCreatedProduct = { product_id: string; skus: { id: string; seller_sku: string }[] };

/**
 * PUT /product/202309/products/{product_id} (Edit Product): the whole product again. A SKU with its
 * `id` is changed, one without is added, one left out is removed. Answers as Create Product.
 */
export type TtsEditProductBody = Omit<TtsCreateProductBody, 'save_mode' | 'idempotency_key' | 'skus'> & {
  skus: (TtsCreateProductBody['skus'][number] & { id?: string })[];
};

/** POST /product/202309/products/{product_id}/inventory/update: answers an empty `data`. */
export type TtsUpdateInventoryBody = {
  skus: { id: string; inventory: { warehouse_id: string; quantity: number }[] }[];
};

/**
 * POST /product/202309/images/upload, multipart/form-data: `data` (the image file) and `use_case`.
 * The multipart body is not signed. The `uri` goes into a product's main_images.
 */
export const TTS_IMAGE_USE_CASES = [
  'MAIN_IMAGE',
  'ATTRIBUTE_IMAGE',
  'DESCRIPTION_IMAGE',
  'CERTIFICATION_IMAGE',
  'SIZE_CHART_IMAGE',
] as const;
export type TtsUploadedImage = {
  uri: string;
  url: string;
  width: number;
  height: number;
  use_case: (typeof TTS_IMAGE_USE_CASES)[number];
};

/** POST /product/202309/products/{product_id}/prices/update: answers an empty `data`. */
export type TtsUpdatePriceBody = { skus: { id: string; price: { amount: string; currency: 'USD' } }[] };

/** POST /product/202309/products/deactivate: per-product failures come back in `data.errors`. */
export type TtsDeactivateBody = { product_ids: string[] };
export type TtsDeactivated = {
  errors: { code: number; message: string; detail: { product_id: string } }[];
};

export const TTS_ORDER_STATUSES = [
  'UNPAID',
  'ON_HOLD',
  'AWAITING_SHIPMENT',
  'PARTIALLY_SHIPPING',
  'AWAITING_COLLECTION',
  'IN_TRANSIT',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
] as const;
export type TtsOrderStatus = (typeof TTS_ORDER_STATUSES)[number];

export type TtsLineItem = {
  id: string;
  product_id: string;
  sku_id: string;
  seller_sku: string;
  sale_price: string;
  currency: string;
};

/** An order as POST /order/202309/orders/search lists it and GET /order/202309/orders?ids= answers it. */
export type TtsOrder = {
  id: string;
  status: TtsOrderStatus;
  create_time: number;
  update_time: number;
  payment: { currency: string; total_amount: string };
  line_items: TtsLineItem[];
};

/** POST /order/202309/orders/search?page_size&sort_field&sort_order&page_token. */
export type TtsOrderSearchBody = { update_time_ge?: number; update_time_lt?: number };
export type TtsOrderSearch = { total_count: number; next_page_token: string; orders: TtsOrder[] };
export type TtsOrderDetail = { orders: TtsOrder[] };

/**
 * POST /return_refund/202309/returns/search?page_size (50 at most)&sort_field&sort_order&page_token
 * (Search Returns), the part read. A return after delivery leaves the order COMPLETED: the return
 * and its status are known here only.
 */
export type TtsReturnSearchBody = {
  order_ids?: string[];
  return_types?: TtsReturnType[];
  return_status?: string[];
  update_time_ge?: number;
  update_time_lt?: number;
  create_time_ge?: number;
  create_time_lt?: number;
};
export type TtsReturnType = 'REFUND' | 'RETURN_AND_REFUND' | 'REPLACEMENT';
export type TtsReturn = {
  return_id: string;
  order_id: string;
  return_type: TtsReturnType;
  /** RETURN_OR_REFUND_REQUEST_PENDING, AWAITING_BUYER_SHIP, BUYER_SHIPPED_ITEM, ..._SUCCESS, ..._COMPLETE, ... */
  return_status: string;
  role: string;
  create_time: number;
  update_time: number;
  return_line_items: {
    return_line_item_id: string;
    order_line_item_id: string;
    sku_id: string;
    seller_sku: string;
    refund_amount: { currency: string; refund_total: string };
  }[];
};
export type TtsReturnSearch = { total_count: number; next_page_token: string; return_orders: TtsReturn[] };
export const TTS_RETURN_PAGE_SIZE = 50;

/**
 * POST /return_refund/202309/cancellations (Cancel Order). `cancel_reason` is one of TikTok's reason
 * names ("Cancel reasons"), chosen by the order's status; a text of our own is not accepted.
 */
export type TtsCancelBody = { order_id: string; cancel_reason: string; order_line_item_ids?: string[] };
export type TtsCancellation = { cancel_id: string; cancel_status: string };

/** The seller's out-of-stock reasons for a paid and for an unpaid order. */
export const TTS_CANCEL_REASON = {
  paid: 'seller_cancel_reason_out_of_stock',
  unpaid: 'seller_cancel_unpaid_reason_out_of_stock',
} as const;

/**
 * Webhook "(1) Order status change", POSTed to the app's webhook URL with the signature in the
 * `Authorization` header. It names the order and its new status only; `order_status` says CANCEL
 * where the order APIs say CANCELLED. A retried push keeps its `tts_notification_id`.
 */
export const TTS_ORDER_STATUS_CHANGE = 1;
export type TtsOrderStatusPush = {
  type: typeof TTS_ORDER_STATUS_CHANGE;
  tts_notification_id: string;
  shop_id: string;
  timestamp: number;
  data: { order_id: string; order_status: string; is_on_hold_order: boolean; update_time: number };
};

/** Webhook "(12) Return status change": the return's new status (no order status changes with it). */
export const TTS_RETURN_STATUS_CHANGE = 12;
export type TtsReturnStatusPush = {
  type: typeof TTS_RETURN_STATUS_CHANGE;
  tts_notification_id: string;
  shop_id: string;
  timestamp: number;
  data: {
    order_id: string;
    return_id: string;
    return_role: string;
    return_type: TtsReturnType;
    return_status: string;
    create_time: number;
    update_time: number;
  };
};
