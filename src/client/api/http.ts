import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { LOCALE_LANGUAGE } from '../../domain/kernel/users';
import type { ApiHost } from '../../domain/kernel/users';
import { activeToken, apiHost, useSession } from '../stores/session';
import { currentLocale } from '../stores/settings';
import { COOKIE_KEYS } from '../stores/storage-keys';
import { openSuspendedNotice } from '../stores/suspended-notice';
import { readCookie } from './cookies';
import { reloadPage } from './page-reload';
import { blobError, convertDisplayTimes, isEnvelope, isSuccessCode, UNKNOWN_ERROR } from './response';
import type { Envelope } from './response';

/**
 * The one HTTP client (spec sections 7 and 8).
 * API:
 *   request<T>(path, options)          -> data of a successful envelope (code 200 or 0)
 *   requestEnvelope<T>(path, options)  -> the whole {code,msg,data} (when msg matters)
 *   getJson<T>(path, query?, options?) / postJson<T>(path, body?, options?)
 *   requestBlob(path, options)         -> a file; a JSON answer in its place becomes an Error
 *   apiUrl(path, host?)                -> '/api/<host><path>' (for <img src> and links)
 *   ApiError (code, status, data), isNetworkError(error)
 * The host is the stored user type's (STORED_USER_TYPE_HOST) unless options.host says otherwise; in the
 * admin's self-operated warehouse area (#/admin/warehouse) it is the seller API's, as shop 1 (spec section 2).
 * Failures show the spec's notifications unless options.notify is false (forms that show the
 * message themselves); session expiry (401) and the suspended modal (423) always happen.
 */
export const REQUEST_TIMEOUT_MS = 600_000;
export const LOGOUT_RELOAD_DELAY_MS = 1500;
export const SUSPENDED_CODE = 423;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  host?: ApiHost;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  notify?: boolean;
};

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** No answer at all: offline, DNS, refused or timed out. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

export function apiUrl(path: string, host: ApiHost = defaultHost()): string {
  return `/api/${host}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The self-operated warehouse area acts as the platform's own shop (shopId 1). */
export function isSelfOperatedWarehouseArea(hash: string = globalThis.location?.hash ?? ''): boolean {
  return /^#\/admin\/warehouse(\/|$|\?)/.test(hash);
}

/** The host of a call that names none: the seller API in the self-operated warehouse area, else the portal's. */
function defaultHost(): ApiHost {
  return isSelfOperatedWarehouseArea() ? 'business' : apiHost();
}

export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    RequestID: crypto.randomUUID(),
    language: LOCALE_LANGUAGE[currentLocale()],
  };
  const token = activeToken();
  if (token) headers.token = token;
  const wareId = readCookie(COOKIE_KEYS.wareId);
  if (wareId) headers.wareId = wareId;
  if (isSelfOperatedWarehouseArea()) headers.shopId = '1';
  return headers;
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

let reloadTimer: ReturnType<typeof setTimeout> | undefined;

/** Log out now and reload after 1.5 s so the guard starts again from the login page. */
function expireSession(): void {
  useSession.getState().logout();
  if (reloadTimer !== undefined) return;
  reloadTimer = setTimeout(() => {
    reloadTimer = undefined;
    reloadPage();
  }, LOGOUT_RELOAD_DELAY_MS);
}

/**
 * Drops the reload an expiry has scheduled: a logout of the user's own (use-logout.ts) has already
 * opened the login page, where a reload would only wipe what the user has begun to type.
 */
export function cancelSessionExpiry(): void {
  if (reloadTimer === undefined) return;
  clearTimeout(reloadTimer);
  reloadTimer = undefined;
}

function notifyError(title: string, message: string): void {
  notifications.show({ color: 'red', title, message });
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = { ...requestHeaders(), ...options.headers };
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(apiUrl(path, options.host) + queryString(options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    const message =
      controller.signal.aborted && !options.signal?.aborted ? 'timeout' : (error as Error).message;
    throw new ApiError(message || 'network error', 0, 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isLoginResult(body: unknown): boolean {
  return isEnvelope(body) && typeof (body.data as { token?: unknown } | null)?.token === 'string';
}

/** Spec section 8 "Response handling", in its order. */
function handleAnswer<T>(status: number, body: unknown, notify: boolean): Envelope<T> {
  const msg = isEnvelope(body) && body.msg ? body.msg : '';
  if (status === 403 && notify) notifyError(i18next.t('common:http.forbidden'), msg || UNKNOWN_ERROR);
  const hadToken = activeToken() !== null;
  if (status === 401 && hadToken && !isLoginResult(body)) expireSession();
  if (!isEnvelope(body)) {
    if (status >= 200 && status < 300) return { code: 200, msg: '', data: body as T };
    if (notify && status !== 403 && status !== 401)
      notifyError(i18next.t('common:http.error'), UNKNOWN_ERROR);
    throw new ApiError(UNKNOWN_ERROR, status, status);
  }
  if (isSuccessCode(body.code)) return { ...body, data: convertDisplayTimes(body.data) } as Envelope<T>;
  const error = new ApiError(msg || UNKNOWN_ERROR, body.code, status, body.data);
  if (body.code === 401) {
    if (hadToken && status !== 401) expireSession();
    throw error;
  }
  if (body.code === 403) throw error;
  if (body.code === SUSPENDED_CODE) {
    openSuspendedNotice(msg);
    throw error;
  }
  if (notify) notifyError(i18next.t('common:http.error'), msg || UNKNOWN_ERROR);
  throw error;
}

export async function requestEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const response = await send(path, options);
  return handleAnswer<T>(response.status, await readJson(response), options.notify ?? true);
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestEnvelope<T>(path, options)).data;
}

export function getJson<T>(
  path: string,
  query?: RequestOptions['query'],
  options: RequestOptions = {},
): Promise<T> {
  return request<T>(path, { ...options, method: 'GET', query });
}

export function postJson<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>(path, { ...options, method: 'POST', body });
}

/** A file download (labels, exports). The caller shows the failure (spec: export failure notice). */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  if (response.status === 401 && activeToken() !== null) expireSession();
  const blob = await response.blob();
  const disguised = await blobError(blob);
  if (disguised) throw disguised;
  if (!response.ok) throw new ApiError(UNKNOWN_ERROR, response.status, response.status);
  return blob;
}
