import type { Clock } from '../../../../../kernel/simulator-clock';
import { amountOf, centsOf } from '../ebay-mapping';
import { EBAY_ASPECT, EBAY_DAILY_REVISION_CAP, EBAY_ERROR_IDS, ebayCalendarDay } from '../ebay-shapes';
import type { EbayErrorBody, EbayInventoryItem, EbayOffer } from '../ebay-shapes';
import type { EbayStore, SimOffer } from './ebay-store';
import {
  inventoryItemInput,
  invalid,
  offerInput,
  priceUpdateInput,
  SKU,
  userError,
} from './inventory-requests';
import { answer, failure, noContent, offerNotAvailable } from './sim-answers';
import type { SimAnswer, SimReply } from './sim-answers';

/**
 * The Inventory API's records: inventory items by SKU, one fixed-price offer per SKU, published into
 * a listing, repriced within eBay's 250 revisions per listing and calendar day, withdrawn.
 */
export class SimulatedEbayInventory {
  constructor(
    private readonly store: EbayStore,
    private readonly clock: Clock,
  ) {}

  /** Offer ids by seller and SKU (`${userId}/${sku}`): a seller with thousands is looked up at once. */
  private bySku: Map<string, string> | null = null;

  private get state() {
    return this.store.state;
  }

  private offerIdBySku(userId: string, sku: string): string | undefined {
    if (!this.bySku) {
      this.bySku = new Map();
      for (const o of Object.values(this.state.offers)) this.bySku.set(`${o.userId}/${o.sku}`, o.offerId);
    }
    return this.bySku.get(`${userId}/${sku}`);
  }

  private keep(offer: SimOffer): void {
    this.state.offers[offer.offerId] = offer;
    this.bySku?.set(`${offer.userId}/${offer.sku}`, offer.offerId);
  }

  private offerOf(userId: string, offerId: string): SimOffer | undefined {
    const offer = this.state.offers[offerId];
    return offer?.userId === userId ? offer : undefined;
  }

  /** PUT /sell/inventory/v1/inventory_item/{sku}: the whole record, replaced. */
  putItem(userId: string, sku: string, body: unknown): SimAnswer {
    if (!SKU.test(sku))
      return userError(
        'Only alphanumeric characters can be used for SKUs, and their length must not exceed 50 characters',
        25707,
      );
    const parsed = inventoryItemInput.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    this.state.items[`${userId}/${sku}`] = parsed.data as EbayInventoryItem;
    this.store.save();
    return noContent();
  }

  /** GET /sell/inventory/v1/offer?sku= */
  offers(userId: string, query: URLSearchParams): SimAnswer {
    const offerId = this.offerIdBySku(userId, query.get('sku') ?? '');
    const offers = offerId ? [this.state.offers[offerId]] : [];
    if (!offers.length) return offerNotAvailable();
    return answer({
      total: offers.length,
      size: offers.length,
      limit: 100,
      offers: offers.map((o) => this.json(o)),
    });
  }

  /** POST /sell/inventory/v1/offer: one per SKU, marketplace and format. */
  createOffer(userId: string, body: unknown): SimAnswer {
    const parsed = offerInput.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const input = parsed.data;
    if (!this.state.items[`${userId}/${input.sku}`])
      return userError(`${input.sku} could not be found.`, 25702);
    if (this.offerIdBySku(userId, input.sku)) return userError('Offer entity already exists');
    const offerId = String(100_000_000_000 + this.store.nextSeq());
    const { pricingSummary, ...rest } = input;
    this.keep({
      ...rest,
      offerId,
      userId,
      priceCents: pricingSummary?.price ? centsOf(pricingSummary.price) : undefined,
      published: false,
      soldQuantity: 0,
      publishCount: 0,
      revisions: { day: '', count: 0 },
    });
    this.store.save();
    return answer({ offerId, warnings: [] }, 201);
  }

  /** Why eBay would not publish the offer yet, as its error; null when it can go live. */
  private missingForPublish(o: SimOffer): SimReply | null {
    const item = this.state.items[`${o.userId}/${o.sku}`];
    if (!item) return userError(`${o.sku} could not be found.`, 25702);
    if (!o.categoryId) return userError('Invalid or missing category ID.', 25005);
    if (!o.listingPolicies) return userError('A fulfillment, payment and return policy are required.', 25007);
    if (!o.merchantLocationKey)
      return userError('A merchant location (merchantLocationKey) is required to publish.', 25012);
    if (o.priceCents === undefined) return userError('Price is missing.', 25017);
    if (!item.product.imageUrls?.length && !item.product.epid) return userError('Add at least 1 photo.');
    return null;
  }

  /** POST /sell/inventory/v1/offer/{offerId}/publish: a new listing, or a revision of the live one. */
  publish(userId: string, offerId: string): SimAnswer {
    const offer = this.offerOf(userId, offerId);
    if (!offer) return offerNotAvailable();
    const missing = this.missingForPublish(offer);
    if (missing) return missing;
    if (offer.published && offer.listingStatus === 'ACTIVE') {
      const capped = this.revise(offer);
      if (capped) return capped;
    } else {
      Object.assign(offer, {
        published: true,
        listingId: String(110_000_000_000 + this.store.nextSeq()),
        listingStatus: 'ACTIVE',
        soldQuantity: 0,
      });
    }
    offer.publishCount += 1;
    this.store.save();
    return answer({ listingId: offer.listingId, warnings: [] });
  }

  /** POST /sell/inventory/v1/offer/{offerId}/withdraw: the listing ends, the offer stays. */
  withdraw(userId: string, offerId: string): SimAnswer {
    const offer = this.offerOf(userId, offerId);
    if (!offer?.published)
      return failure({
        status: 400,
        errorId: EBAY_ERROR_IDS.offerNotAvailable,
        message: 'This Offer is not available.',
      });
    Object.assign(offer, { published: false, listingStatus: 'ENDED' });
    this.store.save();
    return answer({ listingId: offer.listingId, warnings: [] });
  }

  /** A revision of a live listing, counted per eBay calendar day; eBay's refusal once spent. */
  private revise(offer: SimOffer): SimReply | null {
    const day = ebayCalendarDay(this.clock.now());
    if (offer.revisions.day !== day) offer.revisions = { day, count: 0 };
    if (offer.revisions.count >= EBAY_DAILY_REVISION_CAP)
      return failure({
        status: 400,
        errorId: EBAY_ERROR_IDS.cannotReviseListing,
        message: 'Cannot revise listing.',
        longMessage: `This listing has been revised ${EBAY_DAILY_REVISION_CAP} times today, the most allowed per calendar day. Try again tomorrow.`,
      });
    offer.revisions.count += 1;
    return null;
  }

  /** POST /sell/inventory/v1/bulk_update_price_quantity: 200 when every entry passed, else 207. */
  updatePrices(userId: string, body: unknown): SimAnswer {
    const parsed = priceUpdateInput.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const responses = parsed.data.requests.flatMap(({ sku, offers }) =>
      offers.map(({ offerId, price }) => {
        const offer = this.offerOf(userId, offerId);
        const refusal =
          !offer || offer.sku !== sku ? offerNotAvailable() : offer.published ? this.revise(offer) : null;
        if (refusal)
          return { offerId, sku, statusCode: refusal.status, errors: (refusal.body as EbayErrorBody).errors };
        if (offer) offer.priceCents = centsOf(price);
        return { offerId, sku, statusCode: 200 };
      }),
    );
    this.store.save();
    return answer({ responses }, responses.every((r) => r.statusCode === 200) ? 200 : 207);
  }

  /** A pair already listed (the simulator's seedListings): its inventory item, and its offer published. */
  seed(
    userId: string,
    input: { sku: string; epid: string; title: string; styleCode: string; size: string; priceCents: number },
  ): SimOffer {
    this.state.items[`${userId}/${input.sku}`] = {
      availability: { shipToLocationAvailability: { quantity: 1 } },
      condition: 'NEW',
      product: {
        title: input.title.slice(0, 80),
        epid: input.epid,
        mpn: input.styleCode,
        aspects: { [EBAY_ASPECT.size]: [input.size], [EBAY_ASPECT.styleCode]: [input.styleCode] },
      },
    } as unknown as EbayInventoryItem;
    const offer: SimOffer = {
      offerId: String(100_000_000_000 + this.store.nextSeq()),
      userId,
      sku: input.sku,
      marketplaceId: 'EBAY_US',
      availableQuantity: 1,
      categoryId: '15709',
      priceCents: input.priceCents,
      published: true,
      listingId: String(110_000_000_000 + this.store.nextSeq()),
      listingStatus: 'ACTIVE',
      soldQuantity: 0,
      publishCount: 1,
      revisions: { day: '', count: 0 },
    };
    this.keep(offer);
    this.store.save();
    return offer;
  }

  /** The SKU's live listing (a sale takes it). */
  liveOffer(sku: string): SimOffer | undefined {
    return Object.values(this.state.offers).find(
      (o) => o.sku === sku && o.published && o.listingStatus === 'ACTIVE',
    );
  }

  json(o: SimOffer): EbayOffer & Record<string, unknown> {
    return {
      offerId: o.offerId,
      sku: o.sku,
      marketplaceId: o.marketplaceId,
      format: 'FIXED_PRICE',
      availableQuantity: o.availableQuantity,
      categoryId: o.categoryId,
      listingDuration: 'GTC',
      listingPolicies: o.listingPolicies,
      merchantLocationKey: o.merchantLocationKey,
      pricingSummary: o.priceCents === undefined ? undefined : { price: amountOf(o.priceCents) },
      status: o.published ? 'PUBLISHED' : 'UNPUBLISHED',
      listing:
        o.published && o.listingId
          ? {
              listingId: o.listingId,
              listingStatus: o.listingStatus ?? 'ACTIVE',
              soldQuantity: o.soldQuantity,
            }
          : undefined,
    };
  }
}
