import type { SimulatedFailure } from '../../marketplace-simulator';
import { EBAY_ERROR_IDS } from '../ebay-shapes';
import type { EbayErrorBody, EbayOAuthErrorBody, EbayPostOrderErrorBody } from '../ebay-shapes';

/** An answer of the simulated API: its status, JSON body and headers, or "never answer in time". */
export type SimReply = { status: number; body?: unknown; headers?: Record<string, string> };
export type SimAnswer = SimReply | { stall: true };

export const answer = (body: unknown, status = 200): SimReply => ({ status, body });
export const noContent = (): SimReply => ({ status: 204 });

/** eBay's error domain of each API the simulator speaks. */
export function domainOf(path: string): string {
  if (path.startsWith('/sell/inventory')) return 'API_INVENTORY';
  if (path.startsWith('/sell/fulfillment')) return 'API_FULFILLMENT';
  if (path.startsWith('/sell/account')) return 'API_ACCOUNT';
  if (path.startsWith('/buy/browse')) return 'API_BROWSE';
  if (path.startsWith('/commerce/catalog')) return 'API_CATALOG';
  if (path.startsWith('/post-order')) return 'cancelErrorDomain';
  return 'ACCESS';
}

type Failure = {
  status: number;
  errorId: number;
  message: string;
  longMessage?: string;
  domain?: string;
  category?: 'REQUEST' | 'BUSINESS' | 'APPLICATION';
};

/** eBay's REST error body: { errors: [{ errorId, domain, category, message, longMessage }] }. */
export function failure(f: Failure): SimReply {
  const body: EbayErrorBody = {
    errors: [
      {
        errorId: f.errorId,
        domain: f.domain ?? 'API_INVENTORY',
        category: f.category ?? 'REQUEST',
        message: f.message,
        longMessage: f.longMessage ?? f.message,
      },
    ],
  };
  return { status: f.status, body };
}

/** The Post-Order API's error body: the same members under errorMessage.error. */
export function postOrderFailure(f: Failure): SimReply {
  const [error] = (failure(f).body as EbayErrorBody).errors;
  const body: EbayPostOrderErrorBody = {
    errorMessage: { error: [{ ...error, domain: 'cancelErrorDomain' }] },
  };
  return { status: f.status, body };
}

export function oauthFailure(status: number, error: string, description: string): SimReply {
  const body: EbayOAuthErrorBody = { error, error_description: description };
  return { status, body };
}

export const offerNotAvailable = () =>
  failure({ status: 404, errorId: 25713, message: 'This Offer is not available.' });

/** eBay's common 429: a call quota is spent; come back after `retryAfterS`. */
export const tooManyRequests = (retryAfterS: number): SimReply => ({
  ...failure({
    status: 429,
    errorId: EBAY_ERROR_IDS.tooManyRequests,
    domain: 'ACCESS',
    message: 'Too many requests.',
    longMessage: 'The request limit has been reached for the resource.',
  }),
  headers: { 'Retry-After': String(retryAfterS) },
});

/** eBay's common internal error: 503 when it is down, 504 when a call outlived its gateway. */
export const internalError = (status: 503 | 504 | 500): SimReply =>
  failure({
    status,
    errorId: EBAY_ERROR_IDS.internalError,
    domain: 'ACCESS',
    category: 'APPLICATION',
    message: 'Internal error.',
    longMessage:
      'There was a problem with an eBay internal system or process. Contact eBay developer support for assistance.',
  });

/** How eBay fails a call the way failNext asked. */
export function simulatedFailure(kind: SimulatedFailure, path: string): SimAnswer {
  if (kind === 'timeout') return { stall: true };
  if (kind === 'rate_limited') return tooManyRequests(1);
  if (kind === 'unavailable') return internalError(503);
  return failure({
    status: 400,
    errorId: EBAY_ERROR_IDS.userError,
    domain: domainOf(path),
    message: 'A user error has occurred. The eBay simulator refused this request (failNext).',
  });
}
