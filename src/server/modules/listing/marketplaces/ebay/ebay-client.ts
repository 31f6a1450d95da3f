import eBayApi from 'ebay-api';
import type { z } from 'zod';
import type { CallPacer } from '../call-pacer';
import { DEFAULT_RETRY_AFTER_MS, ebayErrorOf } from './ebay-errors';

/** Where eBay (or its simulator) is, and the application's keys there. */
export type EbayConnection = {
  /** https://api.ebay.com (or api.sandbox.ebay.com), else the simulator's or a proxy's base URL. */
  apiBaseUrl: string;
  /** https://auth.ebay.com (or auth.sandbox.ebay.com), else the simulator's consent pages. */
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The application's RuName: eBay sends the seller to the accept URL registered under it. */
  ruName: string;
  marketplaceId: string;
  /** How long one call may take before it fails as a timeout (it may still have happened). */
  timeoutMs: number;
  /** eBay's pace per access token (call-pacer.ts); none: calls go as they come. */
  pacer?: CallPacer;
};

/** What the seller consents to: listing, orders, the policies and location to list with, and who they are. */
export const EBAY_SCOPES = [
  'https://api.ebay.com/oauth/api_scope',
  'https://api.ebay.com/oauth/api_scope/sell.inventory',
  'https://api.ebay.com/oauth/api_scope/sell.account.readonly',
  'https://api.ebay.com/oauth/api_scope/sell.fulfillment',
  'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
];

const EBAY_API_HOST = /^https:\/\/(api|apiz)\.(sandbox\.)?ebay\.com(?=\/|$)/;
const EBAY_AUTH_HOST = /^https:\/\/auth\.(sandbox\.)?ebay\.com(?=\/|$)/;
const isEbayHost = (url: string) => /(^|\.)ebay\.com$/.test(new URL(url).hostname);
const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The `ebay-api` package, pointed at eBay or at the simulator. The package writes eBay's own hosts
 * into every URL; for any other base URL, one axios request interceptor (the package's documented
 * way to go through a proxy) sends the same paths there. One client per call, each holding the
 * seller's token: the package keeps a token per instance, and calls for several sellers interleave.
 */
export function ebayClients(connection: EbayConnection) {
  const sandbox = /\.sandbox\.ebay\.com/.test(connection.apiBaseUrl);
  const apiBase = isEbayHost(connection.apiBaseUrl) ? null : withoutSlash(connection.apiBaseUrl);
  const authBase = isEbayHost(connection.authBaseUrl) ? null : withoutSlash(connection.authBaseUrl);
  const config = {
    appId: connection.clientId,
    certId: connection.clientSecret,
    ruName: connection.ruName,
    sandbox,
    scope: EBAY_SCOPES,
    marketplaceId: connection.marketplaceId as eBayApi['config']['marketplaceId'],
    // The listing jobs refresh and store tokens themselves; an expired token is an answer here.
    autoRefreshToken: false,
    axiosConfig: { timeout: connection.timeoutMs },
  };
  const shared = new eBayApi(config);
  if (apiBase)
    shared.req.instance.interceptors.request.use((request) => {
      request.url = request.url?.replace(EBAY_API_HOST, apiBase);
      return request;
    });
  // Every call of every client goes through this one axios instance: its pace is kept here, per token.
  const { pacer } = connection;
  if (pacer) {
    const scopeOf = (headers: unknown) =>
      String((headers as Record<string, unknown> | undefined)?.Authorization ?? 'application');
    shared.req.instance.interceptors.request.use(async (request) => {
      await pacer.take(scopeOf(request.headers));
      return request;
    });
    shared.req.instance.interceptors.response.use(undefined, (error: unknown) => {
      const e = error as {
        config?: { headers?: unknown };
        response?: { status?: number; headers?: Record<string, unknown> };
      };
      if (e.response?.status === 429) {
        const seconds = Number(e.response.headers?.['retry-after']);
        pacer.slowDown(scopeOf(e.config?.headers), seconds > 0 ? seconds * 1000 : DEFAULT_RETRY_AFTER_MS);
      }
      return Promise.reject(error);
    });
  }

  return {
    /** A client acting for the seller whose access token this is. */
    forSeller(accessToken: string): eBayApi {
      const client = new eBayApi(config, shared.req);
      client.OAuth2.setCredentials(accessToken);
      return client;
    },
    /** A client for the token endpoint (the application's keys, no seller yet). */
    forApplication(): eBayApi {
      return new eBayApi(config, shared.req);
    },
    authorizeUrl(state: string): string {
      const url = shared.OAuth2.generateAuthUrl(connection.ruName, EBAY_SCOPES, state);
      return authBase ? url.replace(EBAY_AUTH_HOST, authBase) : url;
    },
  };
}
export type EbayClients = ReturnType<typeof ebayClients>;

/** An answer of the client read as the documented JSON, or the call's failure as a MarketplaceError. */
export async function ask<T extends z.ZodTypeAny>(
  schema: T,
  call: () => Promise<unknown>,
): Promise<z.infer<T>> {
  let answer: unknown;
  try {
    answer = await call();
  } catch (error) {
    throw ebayErrorOf(error);
  }
  // A 204 (eBay's "done, no warnings") comes back as an empty body.
  const parsed = schema.safeParse(answer === '' || answer == null ? {} : answer);
  if (!parsed.success) throw ebayErrorOf({ status: 502, message: 'eBay answered in an unexpected shape' });
  return parsed.data as z.infer<T>;
}
