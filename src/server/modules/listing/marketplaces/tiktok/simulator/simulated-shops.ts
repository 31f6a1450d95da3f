import crypto from 'node:crypto';
import fs from 'node:fs';
import { SimulatorStateFile } from '../../simulator-state-file';
import type { TtsEnvelope, TtsOrderStatus, TtsProductStatus, TtsReturnType } from '../tiktok-shapes';

/**
 * The TikTok Shop simulator's records (sellers' shops, grants, products, orders), kept in memory
 * and, with a state file, written after each change and read back on start. Times are the
 * simulator clock's milliseconds; the JSON answers turn them into Unix seconds.
 */
export type SimShop = {
  id: string;
  cipher: string;
  name: string;
  sellerName: string;
  openId: string;
  warehouseId: string;
};
/** An auth code, access token or refresh token: the shop it acts for, until when. */
export type SimGrant = { shopId: string; expiresAt: number; expired?: true };
/** One SKU of a product: a size (its Size sales attribute) with its price and stock. */
export type SimSku = {
  id: string;
  sellerSku: string;
  size: string;
  priceCents: number;
  quantity: number;
  warehouseId: string;
  gtin?: string;
};
/**
 * A product: a listing's product holds one pair in its one SKU; a shop product (the short-video shop
 * sync, or one the seller made in Seller Center) has its further sizes in `moreSkus`.
 */
export type SimProduct = {
  id: string;
  shopId: string;
  title: string;
  categoryId: string;
  status: TtsProductStatus;
  sku: SimSku;
  moreSkus?: SimSku[];
  description?: string;
  /** Uploaded images' uris, the main image first. */
  images?: string[];
  idempotencyKey?: string;
  createdAt: number;
  updatedAt: number;
  /** When TikTok's audit of a new product passes (PENDING becomes ACTIVATE). */
  auditPassesAt: number;
};
export type SimOrder = {
  id: string;
  shopId: string;
  lineItemId: string;
  productId: string;
  skuId: string;
  sellerSku: string;
  priceCents: number;
  status: TtsOrderStatus;
  createdAt: number;
  updatedAt: number;
};
/** A buyer's return of an order's line (returnOrder: a return and refund, done). */
export type SimReturn = {
  id: string;
  shopId: string;
  orderId: string;
  lineItemId: string;
  returnLineItemId: string;
  skuId: string;
  sellerSku: string;
  type: TtsReturnType;
  status: string;
  refundCents: number;
  createdAt: number;
  updatedAt: number;
};
/** An image uploaded to a shop (Upload Product Image): its uri goes into a product's main_images. */
export type SimImage = { uri: string; shopId: string; width: number; height: number; hash: string };
type SimState = {
  nextSeq: number;
  shops: Record<string, SimShop>;
  authCodes: Record<string, SimGrant>;
  accessTokens: Record<string, SimGrant>;
  refreshTokens: Record<string, SimGrant>;
  products: Record<string, SimProduct>;
  orders: Record<string, SimOrder>;
  returns: Record<string, SimReturn>;
  images: Record<string, SimImage>;
};

/** TikTok's ids are long decimal strings: a two-digit lead (as TikTok's kinds of ids have) and a counter. */
const ID_LEADS = {
  shop: '74',
  warehouse: '70',
  product: '17',
  sku: '18',
  order: '57',
  lineItem: '58',
  cancellation: '40',
  return: '40',
  returnLineItem: '40',
  push: '73',
};
export type SimIdKind = keyof typeof ID_LEADS;

/** A product's SKUs, its first and its further sizes. */
export const skusOf = (p: SimProduct): SimSku[] => [p.sku, ...(p.moreSkus ?? [])];

export class SimulatedShops {
  readonly state: SimState = {
    nextSeq: 1,
    shops: {},
    authCodes: {},
    accessTokens: {},
    refreshTokens: {},
    products: {},
    orders: {},
    returns: {},
    images: {},
  };

  private readonly file: SimulatorStateFile;

  constructor(stateFile?: string) {
    if (stateFile && fs.existsSync(stateFile))
      Object.assign(this.state, JSON.parse(fs.readFileSync(stateFile, 'utf8')) as SimState);
    this.file = new SimulatorStateFile(stateFile, () => this.state);
  }

  save(): void {
    this.file.changed();
  }

  /** Writes what is not yet written (the simulator closing). */
  flush(): void {
    this.file.flush();
  }

  nextId(kind: SimIdKind): string {
    return `${ID_LEADS[kind]}${String(this.state.nextSeq++).padStart(17, '0')}`;
  }

  /** A new seller's shop, as a seller who authorises the app for the first time brings. */
  openShop(): SimShop {
    const id = this.nextId('shop');
    const shop: SimShop = {
      id,
      cipher: `ROW_${crypto.randomBytes(18).toString('base64url')}`,
      name: `Simulated sneaker shop ${id.slice(-4)}`,
      sellerName: `Simulated seller ${id.slice(-4)}`,
      openId: crypto.randomBytes(16).toString('base64url'),
      warehouseId: this.nextId('warehouse'),
    };
    this.state.shops[id] = shop;
    return shop;
  }
}

/** An answer of the simulated API: its HTTP status and JSON body, or "never answer in time". */
export type SimAnswer = { status: number; body: TtsEnvelope<unknown> } | { stall: true };

/** TikTok's request ids: the UTC time to the second and hex, e.g. 202203070749000101890810281E8C70B7. */
function requestId(): string {
  const time = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${time}${crypto.randomBytes(10).toString('hex').toUpperCase()}`;
}

export const success = (data: unknown): SimAnswer => ({
  status: 200,
  body: { code: 0, message: 'Success', request_id: requestId(), data },
});

export const failure = (status: number, code: number, message: string): SimAnswer => ({
  status,
  body: { code, message, request_id: requestId() },
});

export const unixSeconds = (ms: number) => Math.floor(ms / 1000);

/** A page of a list, with TikTok's opaque page token standing for the offset. */
export function pageOf<T>(all: T[], pageSize: string | null, pageToken: string | null) {
  const size = Number(pageSize);
  const offset = pageToken ? Number(Buffer.from(pageToken, 'base64url').toString('utf8')) : 0;
  if (!Number.isInteger(size) || size < 1 || size > 100 || !Number.isInteger(offset)) return null;
  const next = offset + size < all.length ? Buffer.from(String(offset + size)).toString('base64url') : '';
  return { items: all.slice(offset, offset + size), next };
}
