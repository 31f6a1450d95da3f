import type { MarketplaceMode } from '../../../../../domain/listing/marketplaces';
import type { MarketplaceAdapter, MarketplaceTokens, MarketProduct } from '../marketplace-adapter';
import { MarketplaceError } from '../marketplace-errors';
import { callerOf, stockxToken } from './stockx-http';
import type { StockxConnection } from './stockx-http';
import { stockxListings } from './stockx-listings';
import { accountOf, centsOf, marketProductOf } from './stockx-mapping';
import { stockxOrders } from './stockx-orders';
import { STOCKX_AUDIENCE, STOCKX_BATCH_MAX_ITEMS, STOCKX_SCOPE } from './stockx-shapes';
import type { SxMarketData, SxSearch, SxTokenAnswer, SxVariant } from './stockx-shapes';

export type StockxAdapterOptions = StockxConnection & { mode: MarketplaceMode };

/** Products a word search reads the sizes of (one call each, at StockX's pace). */
const WORD_SEARCH_PRODUCTS = 5;
const STYLE_SEARCH_PRODUCTS = 10;

const segment = encodeURIComponent;
const sameStyle = (a: string | null, b: string) =>
  (a ?? '').replace(/[^0-9a-z]/gi, '').toUpperCase() === b.replace(/[^0-9a-z]/gi, '').toUpperCase();

/**
 * The marketplace adapter over StockX's Public API v2 (stockx-shapes.ts), pointed at StockX
 * (api.stockx.com/v2, accounts.stockx.com) or at its simulator. Global fetch, each call bounded by
 * `timeoutMs`; failures are MarketplaceError (stockx-http.ts). StockX only offers polling.
 */
export function stockxAdapter(options: StockxAdapterOptions): MarketplaceAdapter {
  const { mode, ...connection } = options;
  const call = callerOf(connection);
  const listings = stockxListings(call);
  const orders = stockxOrders(call);

  const tokensOf = (answer: SxTokenAnswer, refreshToken = ''): MarketplaceTokens => ({
    accessToken: answer.access_token,
    // Without rotation StockX sends no new refresh token: the one used stays good.
    refreshToken: answer.refresh_token ?? refreshToken,
    expiresAt: new Date(Date.now() + answer.expires_in * 1000).toISOString(),
    ...accountOf(answer.id_token),
  });

  return {
    marketplace: 'stockx',
    mode,
    sendsWebhooks: false,
    priceBatchSize: STOCKX_BATCH_MAX_ITEMS,
    pacer: connection.pacer ?? null,

    /** GET {auth}/authorize (portal/authentication): the seller consents at StockX. */
    authorizeUrl({ state, redirectUri }) {
      const url = new URL(`${connection.authBaseUrl.replace(/\/+$/, '')}/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: connection.clientId,
        redirect_uri: redirectUri,
        scope: STOCKX_SCOPE,
        audience: STOCKX_AUDIENCE,
        state,
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }) {
      const grant = { grant_type: 'authorization_code', code, redirect_uri: redirectUri };
      return tokensOf(await stockxToken(connection, grant, 'refused'));
    },

    async refreshTokens(refreshToken) {
      const grant = { grant_type: 'refresh_token', refresh_token: refreshToken, audience: STOCKX_AUDIENCE };
      return tokensOf(await stockxToken(connection, grant, 'auth_expired'), refreshToken);
    },

    /**
     * GET /catalog/search (text, GTIN or style code), then each product's sizes (GET
     * /catalog/products/{id}/variants), one call after another. A style code keeps its own
     * product only; a GTIN keeps the product that has it.
     */
    async findProducts(auth, query) {
      const term = (query.styleCode ?? query.gtin ?? query.text ?? '').trim();
      if (term === '') return [];
      const words = query.styleCode === undefined && query.gtin === undefined;
      const pageSize = words ? WORD_SEARCH_PRODUCTS : STYLE_SEARCH_PRODUCTS;
      const search = await call<SxSearch>(auth, 'GET', '/catalog/search', {
        query: { query: term, pageNumber: 1, pageSize },
      });
      const { styleCode, gtin } = query;
      const wanted = styleCode
        ? search.products.filter((p) => sameStyle(p.styleId, styleCode))
        : search.products;
      const products: MarketProduct[] = [];
      for (const product of wanted) {
        const path = `/catalog/products/${segment(product.productId)}/variants`;
        const variants = await call<SxVariant[]>(auth, 'GET', path);
        if (gtin && !variants.some((v) => v.gtins?.some((g) => g.identifier === gtin))) continue;
        products.push(marketProductOf(product, variants));
      }
      return products;
    },

    /** GET /catalog/products/{productId}/variants/{variantId}/market-data (no last sale there). */
    async marketData(auth, { productId, variantId }) {
      const path = `/catalog/products/${segment(productId)}/variants/${segment(variantId)}/market-data`;
      const data = await call<SxMarketData>(auth, 'GET', path, { query: { currencyCode: 'USD' } });
      return {
        productId,
        variantId,
        lowestAskCents: centsOf(data.lowestAskAmount),
        highestBidCents: centsOf(data.highestBidAmount),
      };
    },

    ...listings,
    ...orders,

    parseWebhook() {
      throw new MarketplaceError('stockx', 'bad_signature', 'StockX sends no webhooks: its sales are polled');
    },
  };
}
