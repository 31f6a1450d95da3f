import type { Clock } from '../../../../../kernel/simulator-clock';
import type { MarketData, VariantRef } from '../../marketplace-adapter';
import { SimulatedMarket } from '../../simulated-market';
import type { SimulatedProduct } from '../../simulated-market';
import { amountOf } from '../stockx-mapping';
import type { SxError, SxMarketData, SxProduct, SxSearch, SxVariant } from '../stockx-shapes';
import type { SimItem } from './stockx-records';

/** An answer of the simulated API: its status and JSON body, or a call held without an answer. */
export type SimAnswer = { status: number; body: unknown; headers?: Record<string, string> };

export const apiError = (statusCode: number, message: string): SimAnswer => {
  const body: SxError = { statusCode, message };
  return { status: statusCode, body };
};

/** The market's hex keys written as StockX's UUIDs, so an id reads back to its product and size. */
const uuidOfKey = (key: string, tail: string) =>
  `${key.slice(0, 8)}-${key.slice(8, 12)}-${key.slice(12, 16)}-${tail}-000000000000`;
const productIdOf = (product: SimulatedProduct) => uuidOfKey(product.key, '0000');
const variantIdOf = (sizeKey: string) => uuidOfKey(sizeKey.slice(0, 16), `80${sizeKey.slice(17)}`);
const ID = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-(0000|80(\d\d))-0{12}$/;

const STYLE_CODE = /^(?=.*\d)[A-Z0-9]+(?:[- ][A-Z0-9]+)*$/i;
const GTIN = /^\d{8,14}$/;

/**
 * StockX's catalogue and market data over the shared simulated market: a product for any style
 * code searched, a GTIN of a size of a product searched before, or words of known products' titles.
 */
export class SimulatedCatalogue {
  readonly market: SimulatedMarket;

  constructor(
    clock: Clock,
    private readonly styleCodes: string[],
    private readonly save: () => void,
  ) {
    this.market = new SimulatedMarket(clock);
    for (const code of styleCodes) this.market.product(code);
  }

  /** The product and size of a variant id, or undefined for an id of no size. */
  item(variantId: string): SimItem | undefined {
    const m = ID.exec(variantId);
    const product = m?.[5] ? this.market.byKey(`${m[1]}${m[2]}${m[3]}`) : undefined;
    const size = product?.sizes.find((s) => s.key === `${product.key}-${m?.[5]}`);
    if (!product || !size) return undefined;
    return { product, productId: productIdOf(product), variantId, sizeKey: size.key, size: size.size };
  }

  /** The item of a size key a record keeps (its product was searched before it was listed). */
  itemOfSizeKey(sizeKey: string): SimItem {
    return this.item(variantIdOf(sizeKey)) as SimItem;
  }

  /** GET /catalog/search */
  search(query: URLSearchParams): SimAnswer {
    const text = (query.get('query') ?? '').trim();
    if (text === '' || text.length > 100) return apiError(400, 'query must be 1 to 100 characters');
    const pageSize = Math.min(50, Math.max(1, Number(query.get('pageSize') ?? 1) || 1));
    const products = this.productsFor(text).slice(0, pageSize);
    const body: SxSearch = { count: products.length, pageSize, pageNumber: 1, hasNextPage: false, products };
    return { status: 200, body };
  }

  private productsFor(text: string): SxProduct[] {
    if (GTIN.test(text)) {
      const product = this.market.byGtin(text);
      return product ? [this.productJson(product)] : [];
    }
    if (STYLE_CODE.test(text) && text.length <= 20) return [this.productJson(this.known(text))];
    const words = text.toLowerCase().split(/\s+/);
    return this.styleCodes
      .map((code) => this.market.product(code))
      .filter((p) => words.every((w) => p.title.toLowerCase().includes(w)))
      .map((p) => this.productJson(p));
  }

  /** A size of a style code's product (known from now on), for seeded listings. */
  itemOfStyle(styleCode: string, size: string): SimItem | undefined {
    const found = this.known(styleCode).sizes.find((s) => s.size === size);
    return found ? this.itemOfSizeKey(found.key) : undefined;
  }

  private known(styleCode: string): SimulatedProduct {
    const product = this.market.product(styleCode);
    if (!this.styleCodes.includes(product.styleCode)) {
      this.styleCodes.push(product.styleCode);
      this.save();
    }
    return product;
  }

  private productJson(product: SimulatedProduct): SxProduct {
    return {
      productId: productIdOf(product),
      urlKey: product.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      styleId: product.styleCode,
      productType: 'sneakers',
      title: product.title,
      brand: product.brand,
      productAttributes: { gender: 'men', colorway: null, releaseDate: null },
    };
  }

  /** GET /catalog/products/{productId}/variants */
  variants(productId: string): SimAnswer {
    const m = ID.exec(productId);
    const product = m && m[4] === '0000' ? this.market.byKey(`${m[1]}${m[2]}${m[3]}`) : undefined;
    if (!product) return apiError(404, 'Product not found');
    const body: SxVariant[] = product.sizes.map((size) => {
      const usMen = { size: `US M ${size.size}`, type: 'us m' };
      return {
        productId,
        variantId: variantIdOf(size.key),
        variantName: `${product.styleCode}:${size.size}`,
        variantValue: size.size,
        sizeChart: {
          availableConversions: [usMen, { size: `US W ${Number(size.size) + 1.5}`, type: 'us w' }],
          defaultConversion: usMen,
        },
        gtins: [{ identifier: size.gtin, type: 'EAN-13' }],
      };
    });
    return { status: 200, body };
  }

  /** GET /catalog/products/{productId}/variants/{variantId}/market-data */
  marketData(productId: string, variantId: string): SimAnswer {
    const item = this.item(variantId);
    if (!item || item.productId !== productId)
      return apiError(400, 'Variant does not belong to the product.');
    const quote = this.market.quote(item.sizeKey);
    const amount = (cents: number | null) => (cents === null ? null : amountOf(cents));
    const body: SxMarketData = {
      productId,
      variantId,
      currencyCode: 'USD',
      lowestAskAmount: amount(quote.lowestAskCents),
      highestBidAmount: amount(quote.highestBidCents),
      sellFasterAmount: amount(quote.lowestAskCents === null ? null : quote.lowestAskCents - 100),
      earnMoreAmount: amount(quote.lowestAskCents),
    };
    return { status: 200, body };
  }

  /** The simulator's setMarket: one size's market until set again. */
  setMarket(variant: VariantRef, market: Omit<MarketData, keyof VariantRef>): void {
    const item = this.item(variant.variantId);
    if (!item) throw new Error(`The simulated StockX has no variant ${variant.variantId}`);
    this.market.setQuote(item.sizeKey, market);
  }
}
