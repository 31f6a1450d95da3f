import type { Clock } from '../../../../../kernel/simulator-clock';
import type { MarketData, VariantRef } from '../../marketplace-adapter';
import { SimulatedMarket } from '../../simulated-market';
import type { SimulatedProduct } from '../../simulated-market';
import { amountOf } from '../ebay-mapping';
import { EBAY_ASPECT } from '../ebay-shapes';
import type { EbayItemSummary, EbayProductSummary } from '../ebay-shapes';
import type { EbayStore } from './ebay-store';
import { answer, failure } from './sim-answers';
import type { SimAnswer } from './sim-answers';

type CatalogSize = { product: SimulatedProduct; index: number };

/** The simulated market's products as eBay's catalog (an ePID per size) and its buyers' listings. */
export class SimulatedEbayCatalog {
  private readonly market: SimulatedMarket;
  private readonly sizes = new Map<string, CatalogSize>();

  constructor(
    private readonly store: EbayStore,
    clock: Clock,
  ) {
    this.market = new SimulatedMarket(clock);
    for (const styleCode of store.state.styleCodes) this.register(styleCode);
  }

  private register(styleCode: string): SimulatedProduct {
    const product = this.market.product(styleCode);
    product.sizes.forEach((_, index) => this.sizes.set(this.epidOf(product, index), { product, index }));
    if (!this.store.state.styleCodes.includes(product.styleCode)) {
      this.store.state.styleCodes.push(product.styleCode);
      this.store.save();
    }
    return product;
  }

  /** The ePID of a style code's size (the style known from now on), for seeded listings. */
  epidOfStyle(styleCode: string, size: string): string | undefined {
    const product = this.register(styleCode);
    const index = product.sizes.findIndex((s) => s.size === size);
    return index < 0 ? undefined : this.epidOf(product, index);
  }

  /** An ePID is digits: the product's key as a number and the size's place. */
  private epidOf(product: SimulatedProduct, index: number): string {
    return `${parseInt(product.key.slice(0, 8), 16)}${String(index).padStart(2, '0')}`;
  }

  private summaryOf({ product, index }: CatalogSize): EbayProductSummary {
    const size = product.sizes[index];
    return {
      epid: this.epidOf(product, index),
      title: `${product.title} Size ${size.size}`,
      brand: product.brand,
      mpn: [product.styleCode],
      gtin: [size.gtin],
      aspects: [
        { localizedName: EBAY_ASPECT.brand, localizedValues: [product.brand] },
        { localizedName: EBAY_ASPECT.styleCode, localizedValues: [product.styleCode] },
        { localizedName: EBAY_ASPECT.size, localizedValues: [size.size] },
      ],
    };
  }

  /** GET /commerce/catalog/v1_beta/product_summary/search?q=|gtin= */
  search(query: URLSearchParams): SimAnswer {
    const gtin = query.get('gtin');
    const words = (query.get('q') ?? '').trim().toUpperCase();
    let found: CatalogSize[];
    if (gtin) {
      const product = this.market.byGtin(gtin);
      found = product ? [{ product, index: product.sizes.findIndex((s) => s.gtin === gtin) }] : [];
    } else if (words) {
      const known = [...this.sizes.values()].filter(({ product }) =>
        words.split(/\s+/).every((w) => `${product.title} ${product.styleCode}`.toUpperCase().includes(w)),
      );
      // The simulated market has a product for any style code asked.
      const product = known.length ? null : this.register(words);
      found = product ? product.sizes.map((_, index) => ({ product, index })) : known;
    } else {
      return failure({
        status: 400,
        errorId: 75000,
        domain: 'API_CATALOG',
        message: 'q, gtin, mpn or category_ids is required.',
      });
    }
    const productSummaries = found.map((s) => this.summaryOf(s));
    return answer({ total: productSummaries.length, productSummaries });
  }

  /** GET /buy/browse/v1/item_summary/search?epid=&filter=buyingOptions:{…}&sort=price|-price&limit= */
  browse(query: URLSearchParams): SimAnswer {
    const epid = query.get('epid');
    if (!epid)
      return failure({
        status: 400,
        errorId: 12001,
        domain: 'API_BROWSE',
        message: 'The simulator searches by epid: give one.',
      });
    const size = this.sizes.get(epid);
    if (!size) return answer({ total: 0, itemSummaries: [] });
    const option = /buyingOptions:\{([A-Z_|]+)\}/.exec(query.get('filter') ?? '')?.[1]?.split('|');
    const quote = this.market.quote(size.product.sizes[size.index].key);
    const title = this.summaryOf(size).title;
    const items: EbayItemSummary[] = [];
    if (quote.lowestAskCents !== null)
      for (const [n, cents] of [quote.lowestAskCents, quote.lowestAskCents + 1_000].entries())
        items.push({
          itemId: `v1|${epid}${n}|0`,
          title,
          price: amountOf(cents),
          buyingOptions: ['FIXED_PRICE'],
          epid,
        });
    if (quote.highestBidCents !== null) {
      const bid = amountOf(quote.highestBidCents);
      items.push({
        itemId: `v1|${epid}9|0`,
        title,
        price: bid,
        currentBidPrice: bid,
        bidCount: 4,
        buyingOptions: ['AUCTION'],
        epid,
      });
    }
    const direction = query.get('sort') === '-price' ? -1 : 1;
    const priceOf = (i: EbayItemSummary) => Number(i.currentBidPrice?.value ?? i.price?.value ?? 0);
    const itemSummaries = items
      .filter((i) => !option || i.buyingOptions.some((o) => option.includes(o)))
      .sort((a, b) => direction * (priceOf(a) - priceOf(b)))
      .slice(0, Number(query.get('limit') ?? 50));
    return answer({ total: itemSummaries.length, itemSummaries });
  }

  /** Sets a size's market until it moves again (a test, the demo). */
  setMarket(variant: VariantRef, market: Omit<MarketData, keyof VariantRef>): void {
    const size = this.sizes.get(variant.variantId);
    if (!size) throw new Error(`The eBay simulator's catalog has no ePID ${variant.variantId}`);
    this.market.setQuote(size.product.sizes[size.index].key, market);
  }
}
