import crypto from 'node:crypto';
import type { Clock } from '../../../../../kernel/simulator-clock';
import { STOCKX_AUDIENCE } from '../stockx-shapes';
import type { SxTokenAnswer, SxTokenError } from '../stockx-shapes';
import type { SimAnswer } from './stockx-catalogue';
import type { SimAccounts } from './stockx-records';

/** StockX's access tokens last 12 hours; an authorization code 10 minutes. */
export const ACCESS_TOKEN_LIFETIME_S = 12 * 3_600;
const CODE_LIFETIME_MS = 10 * 60_000;

/** The one seller signed in at the simulated StockX. */
export const SIMULATED_SELLER = {
  sub: 'auth0|5f0c1e2d3a4b5c6d7e8f9a0b',
  name: 'StockX simulator seller',
  email: 'seller@stockx-simulator.test',
};

const secret = () => crypto.randomBytes(24).toString('base64url');
const tokenError = (status: number, error: string, description: string): SimAnswer => {
  const body: SxTokenError = { error, error_description: description };
  return { status, body };
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Why an authorization request cannot be shown, or null when it is StockX's (portal/authentication). */
function authorizeProblem(params: URLSearchParams): string | null {
  if (params.get('response_type') !== 'code') return 'response_type must be code';
  if (!params.get('client_id')) return 'client_id is missing';
  if (params.get('audience') !== STOCKX_AUDIENCE) return `audience must be ${STOCKX_AUDIENCE}`;
  const scopes = (params.get('scope') ?? '').split(' ');
  if (!scopes.includes('openid') || !scopes.includes('offline_access'))
    return 'scope must include openid and offline_access';
  try {
    const redirect = new URL(params.get('redirect_uri') ?? '');
    return redirect.protocol === 'http:' || redirect.protocol === 'https:'
      ? null
      : 'redirect_uri must be http(s)';
  } catch {
    return 'redirect_uri is not a URL';
  }
}

/**
 * StockX's sign-in (accounts.stockx.com, an OAuth 2 authorization code server): the consent page,
 * its codes and the token endpoint, and the access tokens the API checks.
 */
export class SimulatedAccounts {
  constructor(
    private readonly state: SimAccounts,
    private readonly clock: Clock,
    private readonly save: () => void,
  ) {}

  /** GET /authorize: the seller's consent page, its Allow sending the browser back with a code. */
  consentPage(params: URLSearchParams): { status: number; html: string } {
    const problem = authorizeProblem(params);
    const page = (body: string) =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>StockX (simulator)</title>` +
      `<meta name="viewport" content="width=device-width"></head><body><main>${body}</main></body></html>`;
    if (problem)
      return { status: 400, html: page(`<h1>StockX (simulator)</h1><p>${escapeHtml(problem)}</p>`) };
    const hidden = [...params]
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    const deny = new URL(params.get('redirect_uri') as string);
    deny.searchParams.set('error', 'access_denied');
    deny.searchParams.set('state', params.get('state') ?? '');
    return {
      status: 200,
      html: page(
        `<h1>StockX (simulator)</h1><p>This is the local StockX simulator, not stockx.com.</p>` +
          `<p>Signed in as ${escapeHtml(SIMULATED_SELLER.name)}.</p>` +
          `<p>Allow <strong>${escapeHtml(params.get('client_id') as string)}</strong> to list your items ` +
          `and read your sales on StockX?</p>` +
          `<form method="get" action="/authorize/allow">${hidden}<button type="submit">Allow</button></form>` +
          `<p><a href="${escapeHtml(deny.toString())}">Deny</a></p>`,
      ),
    };
  }

  /** The seller's Allow: where the browser goes next (the redirect URI with a code and the state). */
  approve(params: URLSearchParams): string {
    const problem = authorizeProblem(params);
    if (problem) throw new Error(`Invalid StockX authorization request: ${problem}`);
    const code = secret();
    const redirectUri = params.get('redirect_uri') as string;
    const clientId = params.get('client_id') as string;
    this.state.codes[code] = { clientId, redirectUri, expiresAt: this.clock.now() + CODE_LIFETIME_MS };
    this.save();
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    if (params.has('state')) back.searchParams.set('state', params.get('state') as string);
    return back.toString();
  }

  /** POST /oauth/token: a code (once) or a refresh token for an access token. */
  token(form: URLSearchParams): SimAnswer {
    const clientId = form.get('client_id') ?? '';
    if (!clientId || !form.get('client_secret')) return tokenError(401, 'access_denied', 'Unauthorized');
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = this.state.codes[form.get('code') ?? ''];
      delete this.state.codes[form.get('code') ?? ''];
      const valid = code && code.clientId === clientId && code.redirectUri === form.get('redirect_uri');
      if (!valid || code.expiresAt < this.clock.now())
        return tokenError(403, 'invalid_grant', 'Invalid authorization code');
      const refreshToken = secret();
      this.state.refreshTokens[refreshToken] = { clientId };
      return { status: 200, body: { ...this.issue(clientId), refresh_token: refreshToken } };
    }
    if (grant === 'refresh_token') {
      const known = this.state.refreshTokens[form.get('refresh_token') ?? ''];
      if (!known || known.clientId !== clientId)
        return tokenError(403, 'invalid_grant', 'Unknown or invalid refresh token.');
      // Like StockX's Auth0 tenant without rotation: the same refresh token stays, none is sent.
      return { status: 200, body: this.issue(clientId) };
    }
    return tokenError(400, 'unsupported_grant_type', 'Unsupported grant type');
  }

  private issue(clientId: string): SxTokenAnswer {
    const accessToken = secret();
    const now = this.clock.now();
    this.state.accessTokens[accessToken] = {
      generation: this.state.generation,
      expiresAt: now + ACCESS_TOKEN_LIFETIME_S * 1000,
    };
    this.save();
    const part = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');
    const claims = { ...SIMULATED_SELLER, aud: clientId, iat: Math.floor(now / 1000) };
    return {
      access_token: accessToken,
      id_token: `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_S,
      scope: 'openid offline_access',
    };
  }

  accessTokenWorks(accessToken: string): boolean {
    const token = this.state.accessTokens[accessToken];
    return !!token && token.generation === this.state.generation && this.clock.now() < token.expiresAt;
  }

  /** Every access token given so far stops working; refresh tokens still do. */
  expireAccessTokens(): void {
    this.state.generation += 1;
    this.state.accessTokens = {};
    this.save();
  }
}
