import { MarketplaceError } from '../marketplace-errors';
import type { MarketplaceErrorKind } from '../marketplace-errors';
import { EBAY_ERROR_IDS } from './ebay-shapes';
import type { EbayError } from './ebay-shapes';

/**
 * eBay's REST APIs document a daily call quota, not when it comes back, and send no Retry-After:
 * a 429 without one waits a minute before the job tries again.
 */
export const DEFAULT_RETRY_AFTER_MS = 60_000;

/** What a failed call looks like: the package's EBayApiError (meta.res), axios' own, or ours. */
type FailedCall = {
  message?: string;
  code?: string;
  status?: number;
  response?: { status?: number; data?: unknown; headers?: Record<string, unknown> };
  meta?: { res?: { status?: number; data?: unknown; headers?: Record<string, unknown> } };
};

type ErrorBody = {
  errors?: EbayError[];
  errorMessage?: { error?: EbayError[] | EbayError };
  responses?: { errors?: EbayError[] }[];
  error?: unknown;
  error_description?: unknown;
};

/** The first of eBay's error members in any of its bodies (REST, Post-Order, bulk, OAuth). */
function firstErrorOf(body: unknown): Partial<EbayError> & { oauth?: string } {
  const b = (body ?? {}) as ErrorBody;
  if (typeof b.error === 'string')
    return {
      oauth: b.error,
      message: typeof b.error_description === 'string' ? b.error_description : b.error,
    };
  const postOrder = b.errorMessage?.error;
  return (
    b.errors?.[0] ??
    (Array.isArray(postOrder) ? postOrder[0] : postOrder) ??
    b.responses?.find((r) => r.errors?.length)?.errors?.[0] ??
    {}
  );
}

function retryAfterMs(header: unknown): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_RETRY_AFTER_MS;
}

const failure = (kind: MarketplaceErrorKind, message: string, details: MarketplaceError['details'] = {}) =>
  new MarketplaceError('ebay', kind, message, details);

/** eBay's refusal of a revision once the listing's revisions of the day are spent. */
export const isRevisionCap = (e: Partial<EbayError>) =>
  e.errorId === EBAY_ERROR_IDS.cannotReviseListing && /per calendar day|today/i.test(e.longMessage ?? '');

/** How a failed eBay call reads as the error kind the listing jobs act on. */
export function ebayErrorOf(error: unknown): MarketplaceError {
  if (error instanceof MarketplaceError) return error;
  const e = (error ?? {}) as FailedCall;
  const res = e.meta?.res ?? e.response;
  const status = res?.status ?? e.status;
  if (status === undefined) {
    const timedOut = e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT' || /timeout/i.test(e.message ?? '');
    return timedOut
      ? failure('timeout', 'eBay did not answer in time')
      : failure('unavailable', 'eBay could not be reached');
  }
  const first = firstErrorOf(res?.data);
  const said = first.longMessage || first.message || e.message || '';
  const details = { status };
  if (status === 429)
    return failure('rate_limited', 'eBay is limiting the rate of calls (429)', {
      ...details,
      retryAfterMs: retryAfterMs(res?.headers?.['retry-after']),
    });
  if (
    status === 401 ||
    first.errorId === EBAY_ERROR_IDS.invalidAccessToken ||
    first.oauth === 'invalid_grant'
  )
    return failure('auth_expired', 'The eBay access no longer works: refresh it or reconnect', details);
  if (isRevisionCap(first)) return failure('revision_cap', said, details);
  if (status === 404 || first.errorId === EBAY_ERROR_IDS.offerNotAvailable)
    return failure('not_found', said || 'eBay has no such record', details);
  // A gateway timeout: eBay may have carried the call out; the job retries it.
  if (status === 408 || status === 504)
    return failure('timeout', `eBay did not answer in time (${status})`, details);
  if (status >= 500) return failure('unavailable', `eBay is unavailable (${status})`, details);
  return failure('refused', said || `eBay refused the request (${status})`, details);
}

/** A bulk answer's failed entry, read as the same error its own call would have been. */
export const entryErrorOf = (statusCode: number, errors: EbayError[] = []) =>
  ebayErrorOf({ status: statusCode, response: { status: statusCode, data: { errors } } });
