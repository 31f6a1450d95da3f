import crypto from 'node:crypto';
import { isMarketplaceCode, MARKETPLACES } from '../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import type { MarketplaceConnectionView } from '../../../domain/listing/connections';
import type { AppConfig } from '../../config';
import type { AuthedContext, RequestContext } from '../../http/context';
import { AppError, conflict, ErrorCode, notFound } from '../../http/errors';
import { urlOf } from '../../http/route';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';
import { existingSelfOperatedAccountId } from '../../kernel/self-operated-account';
import { requireCrossListing } from './cross-listing-access';
import {
  claimOauthState,
  connectionById,
  liveConnectionOf,
  liveConnections,
  liveListingCount,
} from './connection-store';
import type { ConnectionRow } from './connection-store';
import { marketplaceFor, marketplaceModeOf } from './marketplace-connection';
import type { MarketplaceAuth, MarketplaceTokens } from './marketplaces/marketplace-adapter';
import { MarketplaceError } from './marketplaces/marketplace-errors';
import { tokenBoxOf } from './token-box';

/**
 * A seller's marketplace connections (`platformservices`; issue 25 point 1): connect through the
 * marketplace's OAuth consent (the simulator's own consent page when it is the simulator), see each
 * connection's state, disconnect. The consent's `state` is single use, bound to the seller and
 * expires; the tokens are sealed at rest and refreshed before they expire.
 */
export const CALLBACK_PATH = '/listing/connections/callback';
const STATE_TTL_MS = 10 * 60_000;
/** Access tokens are refreshed when they expire within this. */
const REFRESH_BEFORE_MS = 5 * 60_000;

export const redirectUriOf = (config: AppConfig) => `${config.publicUrl}${urlOf('business', CALLBACK_PATH)}`;

/**
 * Where the browser goes after the consent: the seller's connections screen, with the outcome; the
 * admin's self-operated warehouse area's when the connection is the platform's own account's.
 */
const screenAfter = (outcome: Record<string, string>, selfOperated = false) =>
  `/#/${selfOperated ? 'admin/warehouse' : 'business'}/platformservices?${new URLSearchParams(outcome).toString()}`;

const iso = (value: Date | string) => new Date(value).toISOString();

function viewOf(
  config: AppConfig,
  marketplace: MarketplaceCode,
  row: ConnectionRow | undefined,
): MarketplaceConnectionView {
  const mode = marketplaceModeOf(config, marketplace);
  if (!row)
    return {
      marketplace,
      mode,
      id: null,
      state: 'none',
      accountName: null,
      connectedAt: null,
      expiresAt: null,
    };
  return {
    marketplace,
    mode,
    id: row.id,
    state: row.state === 'disconnected' ? 'none' : row.state,
    accountName: row.account_name,
    connectedAt: iso(row.connected_at),
    expiresAt: iso(row.expires_at),
  };
}

/** Every marketplace with the seller's connection to it (readable without cross-listing: all 'none'). */
export async function listConnections(ctx: AuthedContext): Promise<MarketplaceConnectionView[]> {
  const rows = await liveConnections(ctx.db, ctx.user.id);
  return MARKETPLACES.map((m) =>
    viewOf(
      ctx.config,
      m,
      rows.find((r) => r.marketplace === m),
    ),
  );
}

/** The consent page to send the seller's browser to. */
export async function startConnection(
  ctx: AuthedContext,
  marketplace: MarketplaceCode,
): Promise<{ authorizeUrl: string }> {
  await requireCrossListing(ctx);
  const state = crypto.randomBytes(24).toString('base64url');
  await ctx.db
    .insertInto('oauth_states')
    .values({ state, seller_id: ctx.user.id, marketplace, expires_at: new Date(Date.now() + STATE_TTL_MS) })
    .execute();
  const adapter = await marketplaceFor(ctx.config, marketplace);
  return { authorizeUrl: adapter.authorizeUrl({ state, redirectUri: redirectUriOf(ctx.config) }) };
}

/**
 * The marketplace sent the browser back: take the state once, trade the code for tokens and keep
 * them sealed (a reconnection renews the same connection, so its listings stay on it). Answers the
 * screen to show, with the outcome.
 */
export async function finishConnection(
  ctx: RequestContext,
  input: { state?: string; code?: string; error?: string },
): Promise<string> {
  const claimed = input.state ? await claimOauthState(ctx.db, input.state, new Date()) : undefined;
  if (!claimed || !isMarketplaceCode(claimed.marketplace)) return screenAfter({ error: 'stateInvalid' });
  const marketplace = claimed.marketplace;
  const selfOperated = claimed.seller_id === (await existingSelfOperatedAccountId(ctx.db));
  const after = (outcome: Record<string, string>) => screenAfter(outcome, selfOperated);
  if (!input.code || input.error) return after({ marketplace, error: 'denied' });
  let tokens: MarketplaceTokens;
  try {
    const adapter = await marketplaceFor(ctx.config, marketplace);
    tokens = await adapter.exchangeCode({ code: input.code, redirectUri: redirectUriOf(ctx.config) });
  } catch (error) {
    ctx.log.warn({ err: error, marketplace }, 'marketplace token exchange failed');
    return after({ marketplace, error: 'exchangeFailed' });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const id = await keepTokens(trx, ctx.config, claimed.seller_id, marketplace, tokens);
    await recordAudit(
      ctx,
      {
        action: 'listing.connection.connect',
        entity: 'marketplace_connection',
        entityId: id,
        after: { sellerId: claimed.seller_id, marketplace, account: tokens.accountName },
      },
      trx,
    );
  });
  return after({ marketplace, connected: '1' });
}

async function keepTokens(
  trx: Db,
  config: AppConfig,
  sellerId: number,
  marketplace: MarketplaceCode,
  tokens: MarketplaceTokens,
): Promise<number> {
  const box = tokenBoxOf(config);
  const values = {
    mode: marketplaceModeOf(config, marketplace),
    state: 'connected' as const,
    account_id: tokens.accountId,
    account_name: tokens.accountName,
    shop_id: tokens.shopId ?? null,
    access_token: box.seal(tokens.accessToken),
    refresh_token: box.seal(tokens.refreshToken),
    expires_at: new Date(tokens.expiresAt),
  };
  const current = await liveConnectionOf(trx, sellerId, marketplace);
  if (current) {
    await trx
      .updateTable('marketplace_connections')
      .set({ ...values, connected_at: new Date(), updated_at: new Date() })
      .where('id', '=', current.id)
      .execute();
    return current.id;
  }
  const row = await trx
    .insertInto('marketplace_connections')
    .values({ seller_id: sellerId, marketplace, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Disconnects one of the seller's connections; refused while listings are live on it. */
export async function disconnectConnection(
  ctx: AuthedContext,
  id: number,
): Promise<MarketplaceConnectionView> {
  await requireCrossListing(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await connectionById(trx, id, true);
    if (
      !row ||
      row.seller_id !== ctx.user.id ||
      row.state === 'disconnected' ||
      !isMarketplaceCode(row.marketplace)
    )
      throw notFound();
    const live = await liveListingCount(trx, id);
    if (live > 0) throw conflict('listing:errors.delistBeforeDisconnect', { count: live });
    await trx
      .updateTable('marketplace_connections')
      .set({ state: 'disconnected', updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordAudit(
      ctx,
      {
        action: 'listing.connection.disconnect',
        entity: 'marketplace_connection',
        entityId: id,
        before: { marketplace: row.marketplace },
      },
      trx,
    );
    return viewOf(ctx.config, row.marketplace, undefined);
  });
}

/**
 * A connection's credentials for one call (jobs): refreshed first when the access token is about to
 * expire; a refresh the marketplace refuses marks the connection expired (the seller reconnects).
 */
export async function connectionAuth(
  db: Db,
  config: AppConfig,
  connectionId: number,
): Promise<MarketplaceAuth> {
  const row = await connectionById(db, connectionId);
  if (!row || row.state === 'disconnected' || !isMarketplaceCode(row.marketplace))
    throw new AppError(ErrorCode.conflict, 'listing:errors.notConnected');
  const box = tokenBoxOf(config);
  if (row.state === 'connected' && Date.parse(iso(row.expires_at)) - Date.now() > REFRESH_BEFORE_MS)
    return { accessToken: box.open(row.access_token), shopId: row.shop_id ?? undefined };
  const adapter = await marketplaceFor(config, row.marketplace);
  try {
    const tokens = await adapter.refreshTokens(box.open(row.refresh_token));
    await keepTokens(db, config, row.seller_id, row.marketplace, tokens);
    return { accessToken: tokens.accessToken, shopId: tokens.shopId ?? row.shop_id ?? undefined };
  } catch (error) {
    if (error instanceof MarketplaceError && !error.transient)
      await db
        .updateTable('marketplace_connections')
        .set({ state: 'expired', updated_at: new Date() })
        .where('id', '=', connectionId)
        .execute();
    throw error;
  }
}
