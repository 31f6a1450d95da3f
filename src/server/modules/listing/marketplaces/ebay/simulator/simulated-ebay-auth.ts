import crypto from 'node:crypto';
import type { Clock } from '../../../../../kernel/simulator-clock';
import {
  EBAY_ACCESS_TOKEN_LIFETIME_S,
  EBAY_CODE_LIFETIME_S,
  EBAY_ERROR_IDS,
  EBAY_REFRESH_TOKEN_LIFETIME_S,
} from '../ebay-shapes';
import type { EbayStore } from './ebay-store';
import { answer, failure, oauthFailure } from './sim-answers';
import type { SimAnswer } from './sim-answers';

/** The seller the consent page signs in when nobody types a name (approveConsent, the demo). */
export const DEFAULT_SIMULATED_SELLER = 'sneaker_seller_sim';

const secret = (kind: string) => `v^1.1#i^1#${kind}#${crypto.randomBytes(18).toString('hex')}`;
const isUrl = (text: string) => /^https?:\/\/[^/\s]+/.test(text);

export type ConsentRequest = { acceptUrl: string; state: string | null };

/**
 * eBay's OAuth as a seller meets it: the consent page grants a code for the RuName, the token
 * endpoint trades it (once, within 5 minutes) for a 2-hour access token and an 18-month refresh
 * token. The simulator has no developer portal: a RuName that is a URL is its own accept URL.
 */
export class SimulatedEbayAuth {
  constructor(
    private readonly store: EbayStore,
    private readonly clock: Clock,
  ) {}

  private get state() {
    return this.store.state;
  }

  /** The consent request of GET /oauth2/authorize, or why eBay would refuse it. */
  consentRequest(query: URLSearchParams): ConsentRequest | string {
    const ruName = query.get('redirect_uri') ?? '';
    if (!query.get('client_id')) return 'client_id is missing';
    if (query.get('response_type') !== 'code') return 'response_type must be code';
    if (!isUrl(ruName)) return `The simulator knows no RuName "${ruName}": give its accept URL as the RuName`;
    return { acceptUrl: ruName, state: query.get('state') };
  }

  /** The seller's "Agree": where the browser goes, with the code and the state it came with. */
  approve(query: URLSearchParams, username = DEFAULT_SIMULATED_SELLER): string {
    const request = this.consentRequest(query);
    if (typeof request === 'string') throw new Error(request);
    const userId = crypto.createHash('sha256').update(username).digest('base64url').slice(0, 12);
    this.state.sellers[userId] = { userId, username };
    const code = secret('c');
    const expiresAt = this.clock.now() + EBAY_CODE_LIFETIME_S * 1000;
    this.state.codes[code] = { userId, ruName: request.acceptUrl, expiresAt };
    this.store.save();
    const back = new URL(request.acceptUrl);
    if (request.state !== null) back.searchParams.set('state', request.state);
    back.searchParams.set('code', code);
    back.searchParams.set('expires_in', String(EBAY_CODE_LIFETIME_S));
    return back.toString();
  }

  private issue(userId: string, refreshToken?: string): SimAnswer {
    const accessToken = secret('a');
    this.state.accessTokens[accessToken] = {
      userId,
      expiresAt: this.clock.now() + EBAY_ACCESS_TOKEN_LIFETIME_S * 1000,
    };
    const token = {
      access_token: accessToken,
      expires_in: EBAY_ACCESS_TOKEN_LIFETIME_S,
      token_type: 'User Access Token',
    };
    if (refreshToken) {
      this.state.refreshTokens[refreshToken] = {
        userId,
        expiresAt: this.clock.now() + EBAY_REFRESH_TOKEN_LIFETIME_S * 1000,
      };
    }
    this.store.save();
    return answer(
      refreshToken
        ? { ...token, refresh_token: refreshToken, refresh_token_expires_in: EBAY_REFRESH_TOKEN_LIFETIME_S }
        : token,
    );
  }

  /** POST /identity/v1/oauth2/token with the application's keys (Basic) and a form body. */
  token(authorization: string | undefined, form: URLSearchParams): SimAnswer {
    if (!authorization?.startsWith('Basic '))
      return oauthFailure(401, 'invalid_client', 'client authentication failed');
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = this.state.codes[form.get('code') ?? ''];
      if (!code || code.expiresAt < this.clock.now() || code.ruName !== form.get('redirect_uri'))
        return oauthFailure(
          400,
          'invalid_grant',
          'the provided authorization grant code is invalid or was issued to another client',
        );
      delete this.state.codes[form.get('code') ?? ''];
      return this.issue(code.userId, secret('r'));
    }
    if (grantType === 'refresh_token') {
      const grant = this.state.refreshTokens[form.get('refresh_token') ?? ''];
      if (!grant || grant.expiresAt < this.clock.now())
        return oauthFailure(
          400,
          'invalid_grant',
          'the provided authorization refresh token is invalid or was issued to another client',
        );
      return this.issue(grant.userId);
    }
    return oauthFailure(400, 'unsupported_grant_type', `grant type ${grantType ?? ''} is not supported`);
  }

  /** The seller an API call acts for (Bearer, or IAF on the Post-Order API), else eBay's 401. */
  sellerOf(authorization: string | undefined): string | SimAnswer {
    const token = authorization?.match(/^(?:Bearer|IAF) (.+)$/)?.[1] ?? '';
    const grant = this.state.accessTokens[token];
    if (grant && !grant.revoked && grant.expiresAt > this.clock.now()) return grant.userId;
    return failure({
      status: 401,
      errorId: EBAY_ERROR_IDS.invalidAccessToken,
      domain: 'OAuth',
      message: 'Invalid access token',
      longMessage: 'Invalid access token. Check the value of the Authorization HTTP request header.',
    });
  }

  /** Every access token given so far stops working; refresh tokens still do. */
  expireAccessTokens(): void {
    for (const grant of Object.values(this.state.accessTokens)) grant.revoked = true;
    this.store.save();
  }

  /** GET https://apiz.ebay.com/commerce/identity/v1/user/ */
  user(userId: string): SimAnswer {
    const seller = this.state.sellers[userId];
    return answer({ userId, username: seller?.username ?? userId, accountType: 'INDIVIDUAL' });
  }
}
