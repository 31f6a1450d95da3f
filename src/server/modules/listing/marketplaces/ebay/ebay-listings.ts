import type { Clock } from '../../../../kernel/simulator-clock';
import type { MarketListing, NewMarketListing, PriceChange, PriceOutcome } from '../marketplace-adapter';
import { isMarketplaceError, MarketplaceError } from '../marketplace-errors';
import { ask } from './ebay-client';
import type { EbayClients } from './ebay-client';
import { entryErrorOf } from './ebay-errors';
import { amountOf, marketListingOf, skuOf } from './ebay-mapping';
import {
  EBAY_ASPECT,
  EBAY_DAILY_REVISION_CAP,
  ebayAcknowledged,
  ebayCalendarDay,
  ebayCreatedOffer,
  ebayOffers,
  ebayPriceUpdated,
  ebayPublished,
  ebaySellerSetup,
} from './ebay-shapes';
import type { EbayInventoryItem, EbayOffer, EbayOfferRequest } from './ebay-shapes';

/** eBay US: Clothing, Shoes & Accessories > Men > Men's Shoes > Athletic Shoes. */
export const EBAY_SNEAKER_CATEGORY_ID = '15709';

/** bulkUpdatePriceQuantity takes at most 25 offers per call (Inventory API reference). */
export const EBAY_PRICE_BATCH_MAX = 25;

/**
 * The price revisions each listing has had today, as counted here: eBay refuses the 251st of a
 * calendar day but tells no count, so this is a ceiling (changes made on eBay itself are not seen),
 * set to none left once eBay refuses.
 */
class RevisionLedger {
  private readonly used = new Map<string, { day: string; count: number }>();
  /** The day of the last drop of older days' counts: at most one a day (a drop reads every entry). */
  private prunedDay = '';
  constructor(private readonly clock: Clock) {}

  private today(sku: string) {
    const day = ebayCalendarDay(this.clock.now());
    const entry = this.used.get(sku);
    return entry?.day === day ? entry : { day, count: 0 };
  }
  left(sku: string): number {
    return Math.max(0, EBAY_DAILY_REVISION_CAP - this.today(sku).count);
  }
  record(sku: string, count?: number): void {
    const entry = this.today(sku);
    // Yesterday's counts no longer matter: drop them before they pile up, once a day.
    if (this.used.size > 10_000 && this.prunedDay !== entry.day) {
      this.prunedDay = entry.day;
      for (const [key, e] of this.used) if (e.day !== entry.day) this.used.delete(key);
    }
    this.used.set(sku, { day: entry.day, count: count ?? entry.count + 1 });
  }
}

type Seller = ReturnType<EbayClients['forSeller']>;

/** The listing half of the eBay adapter: the Inventory API's inventory item, offer and listing. */
export function ebayListings(clients: EbayClients, marketplaceId: string, clock: Clock) {
  const revisions = new RevisionLedger(clock);
  const listingOf = (offer: EbayOffer) =>
    marketListingOf(offer, revisions.left(offer.sku), new Date(clock.now()));

  /** The SKU's fixed-price offer, or null when it has none (eBay: 404, "This Offer is not available"). */
  async function offerOf(seller: Seller, sku: string): Promise<EbayOffer | null> {
    try {
      const { offers } = await ask(ebayOffers, () =>
        seller.sell.inventory.getOffers({ sku, marketplaceId, format: 'FIXED_PRICE' }),
      );
      return offers[0] ?? null;
    } catch (error) {
      if (isMarketplaceError(error) && error.kind === 'not_found') return null;
      throw error;
    }
  }

  async function existingOffer(seller: Seller, sku: string): Promise<EbayOffer> {
    const offer = await offerOf(seller, sku);
    if (!offer)
      throw new MarketplaceError('ebay', 'not_found', `eBay has no listing ${sku}`, { status: 404 });
    return offer;
  }

  /** The seller's first shipping, payment and return policies and location: an offer needs them to go live. */
  async function sellerSetup(seller: Seller) {
    const account = seller.sell.account;
    const [fulfillment, payment, returns, location] = await Promise.all([
      ask(ebaySellerSetup.fulfillment, () => account.getFulfillmentPolicies(marketplaceId)),
      ask(ebaySellerSetup.payment, () => account.getPaymentPolicies(marketplaceId)),
      ask(ebaySellerSetup.return, () => account.getReturnPolicies(marketplaceId)),
      ask(ebaySellerSetup.location, () => seller.sell.inventory.getInventoryLocations()),
    ]);
    const [f, p, r, l] = [
      fulfillment.fulfillmentPolicies[0],
      payment.paymentPolicies[0],
      returns.returnPolicies[0],
      location.locations[0],
    ];
    if (!f || !p || !r || !l)
      throw new MarketplaceError(
        'ebay',
        'refused',
        'Set up shipping, payment and return policies and an inventory location at eBay before listing',
      );
    return {
      listingPolicies: {
        fulfillmentPolicyId: f.fulfillmentPolicyId,
        paymentPolicyId: p.paymentPolicyId,
        returnPolicyId: r.returnPolicyId,
      },
      merchantLocationKey: l.merchantLocationKey,
    };
  }

  async function newOffer(seller: Seller, input: NewMarketListing, sku: string): Promise<string> {
    const item: EbayInventoryItem = {
      availability: { shipToLocationAvailability: { quantity: 1 } },
      condition: 'NEW',
      product: {
        title: input.title.slice(0, 80),
        epid: input.variantId,
        mpn: input.styleCode,
        aspects: { [EBAY_ASPECT.size]: [input.size], [EBAY_ASPECT.styleCode]: [input.styleCode] },
        imageUrls: input.imageUrls?.length ? input.imageUrls.slice(0, 24) : undefined,
      },
    };
    // Replacing the inventory item by SKU is idempotent: a retried call rewrites the same record.
    // eBay's OpenAPI file (and so the package's types) calls `aspects` a string; it is a map of lists.
    const body = item as unknown as Parameters<
      Seller['sell']['inventory']['createOrReplaceInventoryItem']
    >[1];
    await ask(ebayAcknowledged, () => seller.sell.inventory.createOrReplaceInventoryItem(sku, body));
    const offer: EbayOfferRequest = {
      sku,
      marketplaceId,
      format: 'FIXED_PRICE',
      availableQuantity: 1,
      categoryId: EBAY_SNEAKER_CATEGORY_ID,
      listingDuration: 'GTC',
      ...(await sellerSetup(seller)),
      pricingSummary: { price: amountOf(input.priceCents) },
      includeCatalogProductDetails: true,
    };
    return (await ask(ebayCreatedOffer, () => seller.sell.inventory.createOffer(offer))).offerId;
  }

  async function changePrice(seller: Seller, offer: EbayOffer, priceCents: number): Promise<void> {
    const body = {
      requests: [{ sku: offer.sku, offers: [{ offerId: offer.offerId, price: amountOf(priceCents) }] }],
    };
    const { responses } = await ask(ebayPriceUpdated, () =>
      seller.sell.inventory.bulkUpdatePriceQuantity(body),
    );
    const failed = responses.find((r) => r.statusCode >= 300);
    if (failed) throw entryErrorOf(failed.statusCode, failed.errors);
  }

  return {
    /**
     * One listing per pair: the SKU comes from the ONE ID, so a repeated request (same key or a
     * retry after a timeout) finds the inventory item and offer already there, and publishes only
     * an offer that is not yet live.
     */
    async create(accessToken: string, input: NewMarketListing): Promise<MarketListing> {
      const seller = clients.forSeller(accessToken);
      const sku = skuOf(input.oneId);
      const existing = await offerOf(seller, sku);
      if (existing?.status === 'PUBLISHED') return listingOf(existing);
      const offerId = existing ? existing.offerId : await newOffer(seller, input, sku);
      if (existing && existing.pricingSummary?.price?.value !== amountOf(input.priceCents).value)
        await changePrice(seller, existing, input.priceCents);
      await ask(ebayPublished, () => seller.sell.inventory.publishOffer(offerId));
      return listingOf(await existingOffer(seller, sku));
    },

    async updatePrice(accessToken: string, sku: string, priceCents: number): Promise<MarketListing> {
      const seller = clients.forSeller(accessToken);
      const offer = await existingOffer(seller, sku);
      try {
        await changePrice(seller, offer, priceCents);
      } catch (error) {
        if (isMarketplaceError(error) && error.kind === 'revision_cap')
          revisions.record(sku, EBAY_DAILY_REVISION_CAP);
        throw error;
      }
      if (offer.status === 'PUBLISHED') revisions.record(sku);
      return listingOf({ ...offer, pricingSummary: { price: amountOf(priceCents) } });
    },

    /**
     * Many prices through bulkUpdatePriceQuantity, 25 offers a call; each entry answers for itself
     * (a capped listing fails alone). A change without its offer id has it read first.
     */
    async updatePrices(accessToken: string, changes: readonly PriceChange[]): Promise<PriceOutcome[]> {
      const seller = clients.forSeller(accessToken);
      const outcomes = new Map<string, PriceOutcome>();
      const fail = (listingId: string, error: unknown) => {
        if (!isMarketplaceError(error)) throw error;
        outcomes.set(listingId, { listingId, ok: false, error });
      };
      const known: { sku: string; offerId: string; priceCents: number }[] = [];
      for (const change of changes) {
        if (change.marketRef) {
          known.push({ sku: change.listingId, offerId: change.marketRef, priceCents: change.priceCents });
          continue;
        }
        try {
          const offer = await existingOffer(seller, change.listingId);
          known.push({ sku: change.listingId, offerId: offer.offerId, priceCents: change.priceCents });
        } catch (error) {
          fail(change.listingId, error);
        }
      }
      for (let at = 0; at < known.length; at += EBAY_PRICE_BATCH_MAX) {
        const chunk = known.slice(at, at + EBAY_PRICE_BATCH_MAX);
        const body = {
          requests: chunk.map((c) => ({
            sku: c.sku,
            offers: [{ offerId: c.offerId, price: amountOf(c.priceCents) }],
          })),
        };
        try {
          const { responses } = await ask(ebayPriceUpdated, () =>
            seller.sell.inventory.bulkUpdatePriceQuantity(body),
          );
          const byOffer = new Map(responses.map((r) => [r.offerId, r]));
          for (const c of chunk) {
            const answer = byOffer.get(c.offerId);
            if (answer && answer.statusCode < 300) {
              revisions.record(c.sku);
              outcomes.set(c.sku, {
                listingId: c.sku,
                ok: true,
                priceCents: c.priceCents,
                revisionsLeftToday: revisions.left(c.sku),
                marketRef: c.offerId,
              });
              continue;
            }
            const error = answer
              ? entryErrorOf(answer.statusCode, answer.errors)
              : new MarketplaceError('ebay', 'refused', `eBay did not answer for offer ${c.offerId}`);
            if (error.kind === 'revision_cap') revisions.record(c.sku, EBAY_DAILY_REVISION_CAP);
            outcomes.set(c.sku, { listingId: c.sku, ok: false, error });
          }
        } catch (error) {
          for (const c of chunk) fail(c.sku, error);
        }
      }
      return changes.map(
        (c) =>
          outcomes.get(c.listingId) ?? {
            listingId: c.listingId,
            ok: false,
            error: new MarketplaceError('ebay', 'refused', 'eBay did not answer for this listing'),
          },
      );
    },

    /** Withdrawing ends the listing and keeps the offer, to publish again later. */
    async delist(accessToken: string, sku: string): Promise<MarketListing> {
      const seller = clients.forSeller(accessToken);
      const offer = await existingOffer(seller, sku);
      if (listingOf(offer).state !== 'active') return listingOf(offer);
      try {
        await ask(ebayAcknowledged, () => seller.sell.inventory.withdrawOffer(offer.offerId));
      } catch (error) {
        // Withdrawn meanwhile (eBay answers "This Offer is not available"): read what it is now.
        if (!(isMarketplaceError(error) && error.kind === 'not_found')) throw error;
      }
      return listingOf(await existingOffer(seller, sku));
    },

    async listing(accessToken: string, sku: string): Promise<MarketListing> {
      return listingOf(await existingOffer(clients.forSeller(accessToken), sku));
    },
  };
}
