import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';

/**
 * How a marketplace call failed, as the listing jobs and routes act on it:
 * - rate_limited: 429; retry after `retryAfterMs`
 * - timeout: no answer in time (the call may have happened: retry with the same request key)
 * - unavailable: 5xx or the connection failed
 * - auth_expired: the access token no longer works (refresh, else the seller reconnects)
 * - refused: the marketplace said no to this request (its message is shown to the seller)
 * - revision_cap: no more price changes for this listing today (eBay)
 * - not_found: no such listing, product or order at the marketplace
 * - bad_signature: a webhook whose signature does not verify
 */
export const MARKETPLACE_ERROR_KINDS = [
  'rate_limited',
  'timeout',
  'unavailable',
  'auth_expired',
  'refused',
  'revision_cap',
  'not_found',
  'bad_signature',
] as const;
export type MarketplaceErrorKind = (typeof MARKETPLACE_ERROR_KINDS)[number];

export class MarketplaceError extends Error {
  constructor(
    readonly marketplace: MarketplaceCode,
    readonly kind: MarketplaceErrorKind,
    message: string,
    readonly details: { status?: number; retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'MarketplaceError';
  }

  /** Worth trying again later with the same request key. */
  get transient(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'timeout' || this.kind === 'unavailable';
  }
}

export const isMarketplaceError = (e: unknown): e is MarketplaceError => e instanceof MarketplaceError;
