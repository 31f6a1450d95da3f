import type { MarketplaceMode } from '../../../../../domain/listing/marketplaces';
import { systemClock } from '../../../../kernel/simulator-clock';
import type { Clock } from '../../../../kernel/simulator-clock';
import type { MarketplaceAdapter, MarketplaceTokens, MarketOrder } from '../marketplace-adapter';
import { MarketplaceError } from '../marketplace-errors';
import { ask, ebayClients } from './ebay-client';
import type { EbayConnection } from './ebay-client';
import { EBAY_PRICE_BATCH_MAX, ebayListings } from './ebay-listings';
import { centsOf, ebayOrderIdOf, marketOrdersOf, marketProductsOf } from './ebay-mapping';
import {
  ebayCancelCreated,
  ebayItemSearch,
  ebayOrder,
  ebayOrders,
  ebayProductSearch,
  ebayToken,
  ebayUser,
} from './ebay-shapes';
import type { EbayCancelRequest, EbayOrder } from './ebay-shapes';

export type EbaySettings = EbayConnection & {
  mode: MarketplaceMode;
  /** Whose calendar day the revisions are counted in, and token expiry: the simulator's clock there. */
  clock?: Clock;
};

/** getOrders' largest page. */
const ORDERS_PAGE = 200;
/** Enough listings of one size to find the cheapest ask and a bid among them. */
const MARKET_PAGE = 10;

type Seller = ReturnType<ReturnType<typeof ebayClients>['forSeller']>;

/**
 * The eBay marketplace adapter over the `ebay-api` package (ARCHITECTURE section 10): OAuth
 * authorization code grant, the Catalog and Browse APIs for products and prices, the Inventory API
 * for listings, the Fulfillment API's order poll and the Post-Order API's cancellation. eBay sends no
 * order webhooks through these APIs: the polling job reads `orders`.
 */
export function ebayAdapter(settings: EbaySettings): MarketplaceAdapter {
  const clock = settings.clock ?? systemClock;
  const clients = ebayClients(settings);
  const listings = ebayListings(clients, settings.marketplaceId, clock);

  async function tokensOf(
    accessToken: string,
    expiresInS: number,
    refreshToken: string,
  ): Promise<MarketplaceTokens> {
    const user = await ask(ebayUser, () => clients.forSeller(accessToken).commerce.identity.getUser());
    return {
      accessToken,
      refreshToken,
      expiresAt: new Date(clock.now() + expiresInS * 1000).toISOString(),
      accountId: user.userId,
      accountName: user.username,
    };
  }

  async function productsMatching(seller: Seller, search: { q: string } | { gtin: string }) {
    const { productSummaries } = await ask(ebayProductSearch, () =>
      seller.commerce.catalog.search({ ...search, limit: '100' }),
    );
    return marketProductsOf(productSummaries);
  }

  async function productsOfStyle(seller: Seller, styleCode: string) {
    const wanted = styleCode.trim().toUpperCase();
    return (await productsMatching(seller, { q: wanted })).filter((p) => p.styleCode === wanted);
  }

  const orderOf = (seller: Seller, orderId: string): Promise<EbayOrder> =>
    ask(ebayOrder, () => seller.sell.fulfillment.getOrder(orderId));

  return {
    marketplace: 'ebay',
    mode: settings.mode,
    sendsWebhooks: false,

    // eBay sends the seller to the accept URL registered under the RuName: `redirectUri` must be it.
    authorizeUrl: ({ state }) => clients.authorizeUrl(state),

    async exchangeCode({ code }) {
      const token = await ask(ebayToken, () => clients.forApplication().OAuth2.getToken(code));
      if (!token.refresh_token)
        throw new MarketplaceError('ebay', 'refused', 'eBay answered the consent without a refresh token');
      return tokensOf(token.access_token, token.expires_in, token.refresh_token);
    },

    async refreshTokens(refreshToken) {
      const client = clients.forApplication();
      client.OAuth2.setCredentials({ access_token: '', refresh_token: refreshToken });
      const token = await ask(ebayToken, () => client.OAuth2.refreshUserAccessToken());
      // A refresh answers the access token alone; the refresh token stays the one of the consent.
      return tokensOf(token.access_token, token.expires_in, refreshToken);
    },

    async findProducts(auth, query) {
      const seller = clients.forSeller(auth.accessToken);
      if (query.styleCode) return productsOfStyle(seller, query.styleCode);
      if (query.gtin) {
        // The GTIN names one size's ePID; its style code brings every size.
        const [match] = await productsMatching(seller, { gtin: query.gtin });
        return match ? productsOfStyle(seller, match.styleCode) : [];
      }
      return query.text ? productsMatching(seller, { q: query.text }) : [];
    },

    /**
     * The cheapest fixed-price listing of the size's ePID is the lowest ask. eBay has no standing
     * bids: the highest current bid of its auctions (with at least one bid) stands for one.
     */
    async marketData(auth, variant) {
      const browse = clients.forSeller(auth.accessToken).buy.browse;
      const search = (buyingOption: string, sort: string) =>
        ask(ebayItemSearch, () =>
          browse.search({
            epid: variant.variantId,
            filter: `buyingOptions:{${buyingOption}}`,
            sort,
            limit: String(MARKET_PAGE),
          }),
        );
      const [fixedPrice, auctions] = await Promise.all([
        search('FIXED_PRICE', 'price'),
        search('AUCTION', '-price'),
      ]);
      const cheapest = fixedPrice.itemSummaries.find((item) => item.price);
      const bid = auctions.itemSummaries.find((item) => (item.bidCount ?? 0) > 0 && item.currentBidPrice);
      return {
        ...variant,
        lowestAskCents: cheapest ? centsOf(cheapest.price) : null,
        highestBidCents: bid ? centsOf(bid.currentBidPrice) : null,
        // Sold prices are in the Marketplace Insights API, which eBay opens to few applications.
        lastSaleCents: null,
      };
    },

    createListing: (auth, input) => listings.create(auth.accessToken, input),
    updatePrice: (auth, listingId, priceCents) =>
      listings.updatePrice(auth.accessToken, listingId, priceCents),
    updatePrices: (auth, changes) => listings.updatePrices(auth.accessToken, changes),
    priceBatchSize: EBAY_PRICE_BATCH_MAX,
    pacer: settings.pacer ?? null,
    // withdrawOffer takes no reason: eBay ends the listing the same way for every one of ours.
    delist: (auth, listingId) => listings.delist(auth.accessToken, listingId),
    listing: (auth, listingId) => listings.listing(auth.accessToken, listingId),

    async orders(auth, since) {
      const fulfillment = clients.forSeller(auth.accessToken).sell.fulfillment;
      const filter = `lastmodifieddate:[${new Date(since).toISOString()}..]`;
      const found: EbayOrder[] = [];
      for (let offset = 0; ; offset += ORDERS_PAGE) {
        const page = await ask(ebayOrders, () =>
          fulfillment.getOrders({ filter, limit: ORDERS_PAGE, offset }),
        );
        found.push(...page.orders);
        if (page.orders.length < ORDERS_PAGE || found.length >= page.total) break;
      }
      found.sort((a, b) => a.lastModifiedDate.localeCompare(b.lastModifiedDate));
      return found.flatMap(marketOrdersOf);
    },

    /** A seller's cancellation acts on the whole order; eBay takes a reason from its list, not words. */
    async cancelOrder(auth, orderId): Promise<MarketOrder> {
      const seller = clients.forSeller(auth.accessToken);
      const ebayOrderId = ebayOrderIdOf(orderId);
      const order = await orderOf(seller, ebayOrderId);
      if (order.cancelStatus.cancelState !== 'CANCELED') {
        const request: EbayCancelRequest = {
          legacyOrderId: order.legacyOrderId,
          cancelReason: 'OUT_OF_STOCK_OR_CANNOT_FULFILL',
          buyerPaid: order.orderPaymentStatus === 'PAID' || order.orderPaymentStatus === 'PARTIALLY_REFUNDED',
        };
        await ask(ebayCancelCreated, () => seller.postOrder.cancellation.createCancellation(request));
      }
      const line = marketOrdersOf(await orderOf(seller, ebayOrderId)).find((o) => o.orderId === orderId);
      if (!line)
        throw new MarketplaceError('ebay', 'not_found', `eBay has no order ${orderId}`, { status: 404 });
      return line;
    },

    parseWebhook() {
      throw new MarketplaceError(
        'ebay',
        'bad_signature',
        'eBay sends no order webhooks here: orders are polled',
      );
    },
  };
}
