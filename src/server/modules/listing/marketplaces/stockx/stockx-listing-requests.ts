/**
 * Which StockX listing each of our request keys made (createListing's idempotency).
 *
 * StockX v2 takes no idempotency key and keeps no seller reference on a listing: neither
 * CreateListingInput (POST /selling/listings) nor a batch item (POST /selling/batch/create-listing,
 * CreateBatchListingRequestItem) has an external id, and a batch id is StockX's own. So:
 * - a key StockX answered is answered again from here, never sent twice;
 * - a key whose call got no answer (timeout, 5xx: StockX may have made the listing) first looks the
 *   listing up before creating again: the same variant at the same amount, made since that attempt
 *   (GET /selling/listings?variantIds=&fromDate=), not already another key's.
 * The ledger lives as long as the adapter; across a restart the listing job's stored listing id is
 * the record, and a lost answer just before a restart is the one case that can list twice.
 */
export type ListingAttempt = { listingId?: string; attemptedAt: number };

/** How far StockX's clock may be behind ours when matching a listing to an attempt. */
export const CLOCK_SKEW_MS = 2 * 60_000;

export class ListingRequestLedger {
  private readonly attempts = new Map<string, ListingAttempt>();
  private readonly claimed = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  get(requestKey: string): ListingAttempt | undefined {
    return this.attempts.get(requestKey);
  }

  /** A call with this key is about to be sent (kept from the first attempt on). */
  attempting(requestKey: string, now = Date.now()): ListingAttempt {
    const known = this.attempts.get(requestKey);
    if (known) return known;
    const attempt = { attemptedAt: now };
    this.attempts.set(requestKey, attempt);
    this.trim();
    return attempt;
  }

  /** StockX made `listingId` for this key. */
  made(requestKey: string, listingId: string): void {
    const attempt = this.attempting(requestKey);
    attempt.listingId = listingId;
    this.claimed.add(listingId);
  }

  /** StockX certainly made nothing (refused, rate limited): a later call is a first attempt. */
  forget(requestKey: string): void {
    if (!this.attempts.get(requestKey)?.listingId) this.attempts.delete(requestKey);
  }

  isClaimed(listingId: string): boolean {
    return this.claimed.has(listingId);
  }

  private trim(): void {
    for (const [key, attempt] of this.attempts) {
      if (this.attempts.size <= this.capacity) return;
      this.attempts.delete(key);
      if (attempt.listingId) this.claimed.delete(attempt.listingId);
    }
  }
}
