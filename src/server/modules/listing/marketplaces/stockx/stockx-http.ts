import type { CallPacer } from '../call-pacer';
import type { MarketplaceAuth } from '../marketplace-adapter';
import { MarketplaceError } from '../marketplace-errors';
import type { MarketplaceErrorKind } from '../marketplace-errors';
import type { SxError, SxTokenAnswer, SxTokenError } from './stockx-shapes';

/** Where StockX (or its simulator) is and the application's credentials at StockX. */
export type StockxConnection = {
  /** https://api.stockx.com/v2, or the simulator's. */
  baseUrl: string;
  /** https://accounts.stockx.com, or the simulator's. */
  authBaseUrl: string;
  apiKey: string;
  clientId: string;
  clientSecret: string;
  /** How long one call may take before it fails as a timeout (it may still have happened). */
  timeoutMs: number;
  /** StockX's pace per access token (call-pacer.ts); none: calls go as they come. */
  pacer?: CallPacer;
};

/** A 429 without Retry-After waits this long: two calls' worth at StockX's pace. */
export const DEFAULT_RETRY_AFTER_MS = 2_000;

export type StockxMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type StockxCallOptions = { query?: Record<string, string | number | undefined>; body?: unknown };

const failure = (kind: MarketplaceErrorKind, message: string, details: MarketplaceError['details'] = {}) =>
  new MarketplaceError('stockx', kind, message, details);

/** Retry-After in seconds or as an HTTP date; the default when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.max(1, Math.round(seconds * 1000));
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_MS : Math.max(1, at - now);
}

/** How an HTTP failure of StockX reads as the error kind the listing jobs act on. */
export function failureOfStatus(status: number, message: string, retryAfter: string | null) {
  const details = { status };
  if (status === 429)
    return failure('rate_limited', 'StockX is limiting the rate of calls (429)', {
      ...details,
      retryAfterMs: retryAfterMs(retryAfter),
    });
  if (status === 401)
    return failure('auth_expired', 'The StockX access token no longer works (401)', details);
  if (status === 404) return failure('not_found', message || 'StockX has no such record (404)', details);
  // A gateway timeout: StockX may have carried the call out; retry with the same request key.
  if (status === 408 || status === 504)
    return failure('timeout', `StockX did not answer in time (${status})`, details);
  if (status >= 500) return failure('unavailable', `StockX is unavailable (${status})`, details);
  return failure('refused', message || `StockX refused the request (${status})`, details);
}

/** One HTTP exchange within the connection's time limit; network failures as MarketplaceError. */
async function exchange(connection: StockxConnection, url: URL, init: RequestInit) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(connection.timeoutMs) });
    return { response, text: await response.text() };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      throw failure('timeout', `StockX did not answer within ${connection.timeoutMs} ms`);
    throw failure('unavailable', 'StockX could not be reached');
  }
}

function jsonOf(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw failure('unavailable', 'StockX answered something that is not JSON');
  }
}

const messageOf = (body: unknown): string => {
  const b = (body ?? {}) as Partial<SxError> & Partial<SxTokenError> & { errorMessage?: unknown };
  const text = [b.message, b.errorMessage, b.error_description, b.error].find((m) => typeof m === 'string');
  return typeof text === 'string' ? text : '';
};

/** A call of the API (Bearer token and x-api-key); the answer's JSON as the documented shape. */
export async function stockxCall<T>(
  connection: StockxConnection,
  accessToken: string,
  method: StockxMethod,
  path: string,
  options: StockxCallOptions = {},
): Promise<T> {
  const url = new URL(`${connection.baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, String(value));
  const headers: Record<string, string> = {
    Authorization: `Bearer ${accessToken}`,
    'x-api-key': connection.apiKey,
    Accept: 'application/json',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  await connection.pacer?.take(accessToken);
  const { response, text } = await exchange(connection, url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = jsonOf(text);
  if (!response.ok) {
    const failed = failureOfStatus(response.status, messageOf(body), response.headers.get('retry-after'));
    if (failed.kind === 'rate_limited')
      connection.pacer?.slowDown(accessToken, failed.details.retryAfterMs ?? 0);
    throw failed;
  }
  return body as T;
}

/** A call of the API for one seller (stockxCall with the connection set). */
export type StockxCaller = <T>(
  auth: MarketplaceAuth,
  method: StockxMethod,
  path: string,
  options?: StockxCallOptions,
) => Promise<T>;

export const callerOf =
  (connection: StockxConnection): StockxCaller =>
  <T>(auth: MarketplaceAuth, method: StockxMethod, path: string, options?: StockxCallOptions) =>
    stockxCall<T>(connection, auth.accessToken, method, path, options);

export const PAGE_SIZE = 100;
/** At most this many pages of one list per read (100 each): a bound on calls at StockX's pace. */
const MAX_PAGES = 20;

/** Every page of a StockX list (Listings, Orders), one call after another. */
export async function allPages<T>(
  read: (pageNumber: number) => Promise<{ hasNextPage: boolean; items: T[] }>,
) {
  const all: T[] = [];
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
    const page = await read(pageNumber);
    all.push(...page.items);
    if (!page.hasNextPage) break;
  }
  return all;
}

/**
 * POST {auth}/oauth/token with the application's credentials. A grant StockX no longer honours
 * (invalid_grant) is `whenGrantRefused`: a refresh token gone stale means the seller reconnects.
 */
export async function stockxToken(
  connection: StockxConnection,
  grant: Record<string, string>,
  whenGrantRefused: MarketplaceErrorKind,
): Promise<SxTokenAnswer> {
  const form = new URLSearchParams({
    ...grant,
    client_id: connection.clientId,
    client_secret: connection.clientSecret,
  });
  const url = new URL(`${connection.authBaseUrl.replace(/\/+$/, '')}/oauth/token`);
  const { response, text } = await exchange(connection, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: form.toString(),
  });
  const body = jsonOf(text);
  if (response.ok) return body as SxTokenAnswer;
  const details = { status: response.status };
  if ((body as Partial<SxTokenError>).error === 'invalid_grant')
    throw failure(whenGrantRefused, messageOf(body) || 'StockX refused the grant', details);
  // Here 401 and 403 are about the application's credentials, not the seller's token.
  if (response.status === 401 || response.status === 403)
    throw failure('refused', messageOf(body) || 'StockX refused the application credentials', details);
  throw failureOfStatus(response.status, messageOf(body), response.headers.get('retry-after'));
}
