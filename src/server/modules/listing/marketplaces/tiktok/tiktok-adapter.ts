import type { MarketplaceMode } from '../../../../../domain/listing/marketplaces';
import type {
  MarketListing,
  MarketplaceAdapter,
  MarketplaceAuth,
  PriceChange,
  PriceOutcome,
} from '../marketplace-adapter';
import { isMarketplaceError, MarketplaceError } from '../marketplace-errors';
import { failureOf } from './tiktok-http';
import type { TiktokConnection } from './tiktok-http';
import { defaultWarehouses, recommendedCategory, refused, shopCallOf } from './tiktok-shop-calls';
import {
  amountOf,
  createProductBody,
  lineItemRef,
  marketListingOf,
  marketOrdersOf,
  marketProductOf,
  styleOfProductId,
} from './tiktok-mapping';
import { TTS_CANCEL_REASON } from './tiktok-shapes';
import type {
  TtsCreatedProduct,
  TtsDeactivated,
  TtsOrder,
  TtsOrderDetail,
  TtsProduct,
  TtsProductSearch,
  TtsProductStatus,
} from './tiktok-shapes';
import { authorizationLink, refreshedTokens, tokensForCode } from './tiktok-seller-connection';
import { tiktokOrders } from './tiktok-orders';
import { eventsOfPush } from './tiktok-webhooks';

export type TiktokAdapterOptions = TiktokConnection & { serviceId: string; mode: MarketplaceMode };

/** A product of these statuses is the pair's listing still (on sale, sold, or in TikTok's audit). */
const LIVE_STATUSES: readonly TtsProductStatus[] = ['DRAFT', 'PENDING', 'ACTIVATE'];

/** TikTok's amount of a price, refused before any call unless it is a whole number of cents above 0. */
function listedAmount(priceCents: number): string {
  if (!Number.isInteger(priceCents) || priceCents <= 0)
    throw refused(`A price of ${priceCents} cents cannot be listed`);
  return amountOf(priceCents);
}

/** The marketplace adapter over TikTok Shop's Open API (202309), pointed at TikTok or at its simulator. */
export function tiktokAdapter(options: TiktokAdapterOptions): MarketplaceAdapter {
  const { mode, serviceId, ...connection } = options;
  const call = shopCallOf(connection);
  const warehouseOf = defaultWarehouses(call);
  const readOrders = tiktokOrders(call);
  const product = (auth: MarketplaceAuth, id: string) =>
    call<TtsProduct>(auth, 'GET', `/product/202309/products/${encodeURIComponent(id)}`);
  const listingOf = async (auth: MarketplaceAuth, id: string) => marketListingOf(await product(auth, id));

  /** POST /product/202309/products/{product_id}/prices/update with the product's one SKU; answers its id. */
  async function pushPrice(auth: MarketplaceAuth, change: PriceChange): Promise<string> {
    const amount = listedAmount(change.priceCents);
    const skuId = change.marketRef || (await product(auth, change.listingId)).skus[0]?.id;
    if (!skuId)
      throw new MarketplaceError('tiktok', 'not_found', `TikTok product ${change.listingId} has no SKU`);
    const path = `/product/202309/products/${encodeURIComponent(change.listingId)}/prices/update`;
    await call(auth, 'POST', path, { body: { skus: [{ id: skuId, price: { amount, currency: 'USD' } }] } });
    return skuId;
  }

  async function orderOf(auth: MarketplaceAuth, id: string): Promise<TtsOrder> {
    const { orders } = await call<TtsOrderDetail>(auth, 'GET', '/order/202309/orders', {
      query: { ids: id },
    });
    const order = (orders ?? []).find((o) => o.id === id);
    if (!order) throw new MarketplaceError('tiktok', 'not_found', `TikTok Shop has no order ${id}`);
    return order;
  }

  return {
    marketplace: 'tiktok',
    mode,
    sendsWebhooks: true,

    authorizeUrl: (input) => authorizationLink(connection, serviceId, input),
    exchangeCode: ({ code }) => tokensForCode(connection, code),
    refreshTokens: (refreshToken) => refreshedTokens(connection, refreshToken),

    /**
     * TikTok Shop has no catalogue to search by style code, GTIN or words: a product exists once the
     * seller creates it. For a style code, TikTok's Recommend Category names the leaf category to
     * list it under (a call with the seller's token, so a dead token shows here too), and the product
     * is the style in that category with the US men's size run. A GTIN or words alone: none.
     */
    async findProducts(auth, query) {
      const styleCode = query.styleCode?.trim();
      if (!styleCode) return [];
      const title = [query.text?.trim(), styleCode].filter(Boolean).join(' ');
      return [marketProductOf(await recommendedCategory(call, auth, title), styleCode, title)];
    },

    /** TikTok Shop sells at the seller's price: it has no asks, bids or last sale to show. */
    async marketData(_auth, variant) {
      return { ...variant, lowestAskCents: null, highestBidCents: null, lastSaleCents: null };
    },

    /**
     * Idempotent on the request key twice over: a live product whose SKU is this ONE ID is this
     * pair's listing (a retry after a timeout whose call went through finds it, even after our
     * restart); and the request key is Create Product's idempotency_key, so two calls that race
     * past the search still make one product.
     */
    async createListing(auth, input): Promise<MarketListing> {
      listedAmount(input.priceCents);
      const found = await call<TtsProductSearch>(auth, 'POST', '/product/202309/products/search', {
        query: { page_size: 20 },
        body: { seller_skus: [input.oneId] },
      });
      const live = (found.products ?? []).find((p) => LIVE_STATUSES.includes(p.status));
      if (live) return marketListingOf(live);
      const categoryId =
        styleOfProductId(input.productId)?.categoryId ?? (await recommendedCategory(call, auth, input.title));
      const body = createProductBody(input, categoryId, await warehouseOf(auth));
      const created = await call<TtsCreatedProduct>(auth, 'POST', '/product/202309/products', { body });
      return listingOf(auth, created.product_id);
    },

    async updatePrice(auth, listingId, priceCents) {
      await pushPrice(auth, { listingId, priceCents });
      return listingOf(auth, listingId);
    },

    /**
     * TikTok's Update Price takes one product's SKUs: one pair is one product, so each change is its
     * own call (the SKU id kept as the listing's marketRef spares reading the product first).
     */
    async updatePrices(auth, changes) {
      const outcomes: PriceOutcome[] = [];
      for (const change of changes) {
        try {
          const skuId = await pushPrice(auth, change);
          outcomes.push({
            listingId: change.listingId,
            ok: true,
            priceCents: change.priceCents,
            marketRef: skuId,
          });
        } catch (error) {
          if (!isMarketplaceError(error)) throw error;
          outcomes.push({ listingId: change.listingId, ok: false, error });
        }
      }
      return outcomes;
    },
    priceBatchSize: 1,
    pacer: connection.pacer ?? null,

    /** Deactivate Products takes no reason: ours stays on our side. */
    async delist(auth, listingId) {
      const current = marketListingOf(await product(auth, listingId));
      if (current.state !== 'active' && current.state !== 'pending') return current;
      const answer = await call<TtsDeactivated>(auth, 'POST', '/product/202309/products/deactivate', {
        body: { product_ids: [listingId] },
      });
      const refusal = (answer.errors ?? [])[0];
      if (refusal) throw failureOf(200, { code: refusal.code, message: refusal.message }, null);
      return listingOf(auth, listingId);
    },

    listing: listingOf,

    orders: readOrders.orders,

    /** TikTok takes one of its reason names, not our words: a pair sold elsewhere is out of stock. */
    async cancelOrder(auth, orderId) {
      const ref = lineItemRef(orderId);
      const order = await orderOf(auth, ref.orderId);
      if (order.status !== 'CANCELLED')
        await call(auth, 'POST', '/return_refund/202309/cancellations', {
          body: {
            order_id: ref.orderId,
            cancel_reason: order.status === 'UNPAID' ? TTS_CANCEL_REASON.unpaid : TTS_CANCEL_REASON.paid,
            ...(ref.lineItemId ? { order_line_item_ids: [ref.lineItemId] } : {}),
          },
        });
      const now = marketOrdersOf(await orderOf(auth, ref.orderId));
      return now.find((o) => o.orderId === orderId) ?? now[0];
    },

    parseWebhook: (headers, rawBody) => eventsOfPush(connection, headers, rawBody),
  };
}
