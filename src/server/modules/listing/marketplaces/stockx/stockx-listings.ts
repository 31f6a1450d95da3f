import { centsToDollars } from '../../../../../domain/kernel/product-rules';
import type { DelistReason } from '../../../../../domain/listing/marketplaces';
import type { MarketListing, MarketplaceAuth, NewMarketListing } from '../marketplace-adapter';
import { isMarketplaceError, MarketplaceError } from '../marketplace-errors';
import { stockxBatchPrices } from './stockx-batch-prices';
import { allPages, PAGE_SIZE } from './stockx-http';
import type { StockxCaller } from './stockx-http';
import { CLOCK_SKEW_MS, ListingRequestLedger } from './stockx-listing-requests';
import { amountOf, centsOf, createdListingOf, marketListingOf } from './stockx-mapping';
import type { SxListing, SxListings, SxOperation } from './stockx-shapes';

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const refused = (message: string) => new MarketplaceError('stockx', 'refused', message);

/** StockX takes asks in whole dollars ("150"): a price with cents is refused before any call. */
function askAmount(priceCents: number): string {
  if (!Number.isInteger(priceCents) || priceCents <= 0 || priceCents % 100 !== 0)
    throw refused(`StockX takes asks in whole dollars; $${centsToDollars(priceCents)} is not one`);
  return amountOf(priceCents);
}

/**
 * The adapter's listing calls (POST, GET, PATCH, DELETE /selling/listings[/{id}], PUT
 * .../{id}/deactivate). StockX carries writes out asynchronously: a creation answers a PENDING
 * operation, and `listing` is what the job polls until it is active or failed.
 */
export function stockxListings(call: StockxCaller) {
  const ledger = new ListingRequestLedger();
  const listingPath = (listingId: string) => `/selling/listings/${encodeURIComponent(listingId)}`;

  const listing = async (auth: MarketplaceAuth, listingId: string) =>
    marketListingOf(await call<SxListing>(auth, 'GET', listingPath(listingId)));

  /** The listing an unanswered attempt may have made (stockx-listing-requests.ts). */
  async function listingOfLostAnswer(auth: MarketplaceAuth, input: NewMarketListing, attemptedAt: number) {
    const since = attemptedAt - CLOCK_SKEW_MS;
    const listings = await allPages(async (pageNumber) => {
      const query = { variantIds: input.variantId, fromDate: dayOf(since), pageNumber, pageSize: PAGE_SIZE };
      const page = await call<SxListings>(auth, 'GET', '/selling/listings', { query });
      return { hasNextPage: page.hasNextPage, items: page.listings };
    });
    const candidates = listings.filter(
      (l) =>
        centsOf(l.amount) === input.priceCents &&
        Date.parse(l.createdAt) >= since &&
        !ledger.isClaimed(l.listingId),
    );
    candidates.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    return candidates[0];
  }

  /** Idempotent on the request key (stockx-listing-requests.ts); often answers pending. */
  async function createListing(auth: MarketplaceAuth, input: NewMarketListing): Promise<MarketListing> {
    const amount = askAmount(input.priceCents);
    const attempt = ledger.get(input.requestKey);
    if (attempt?.listingId) return listing(auth, attempt.listingId);
    if (attempt) {
      const made = await listingOfLostAnswer(auth, input, attempt.attemptedAt);
      if (made) {
        ledger.made(input.requestKey, made.listingId);
        return listing(auth, made.listingId);
      }
    }
    ledger.attempting(input.requestKey);
    try {
      const body = { amount, variantId: input.variantId, currencyCode: 'USD', active: true };
      const operation = await call<SxOperation>(auth, 'POST', '/selling/listings', { body });
      ledger.made(input.requestKey, operation.listingId);
      return createdListingOf(operation, input.priceCents);
    } catch (error) {
      const mayHaveHappened = isMarketplaceError(error) && ['timeout', 'unavailable'].includes(error.kind);
      if (!mayHaveHappened) ledger.forget(input.requestKey);
      throw error;
    }
  }

  /** StockX may still be carrying the change out: the answer is the listing as StockX has it. */
  async function updatePrice(auth: MarketplaceAuth, listingId: string, priceCents: number) {
    const body = { amount: askAmount(priceCents), currencyCode: 'USD' };
    const operation = await call<SxOperation>(auth, 'PATCH', listingPath(listingId), { body });
    if (operation.operationStatus === 'FAILED') throw refused(operation.error || 'StockX kept the old price');
    return listing(auth, listingId);
  }

  /**
   * Seller and admin take-downs deactivate (the ask can come back); a pair gone elsewhere, or a
   * creation not yet carried out, is deleted. StockX has no field for the reason.
   */
  async function delist(auth: MarketplaceAuth, listingId: string, reason: DelistReason) {
    const current = await listing(auth, listingId);
    if (current.state !== 'active' && current.state !== 'pending') return current;
    const deletes =
      current.state === 'pending' || reason === 'sold_elsewhere' || reason === 'picked_for_order';
    const path = listingPath(listingId);
    try {
      await (deletes ? call(auth, 'DELETE', path) : call(auth, 'PUT', `${path}/deactivate`));
    } catch (error) {
      // StockX refuses to deactivate a listing already down ("already inactive"): that is done.
      if (!isMarketplaceError(error) || error.kind !== 'refused') throw error;
      const now = await listing(auth, listingId);
      if (now.state === 'active' || now.state === 'pending') throw error;
      return now;
    }
    return listing(auth, listingId);
  }

  return { listing, createListing, updatePrice, updatePrices: stockxBatchPrices(call, askAmount), delist };
}
