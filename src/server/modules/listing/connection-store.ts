import type { MarketplaceCode } from '../../../domain/listing/marketplaces';
import type { Db } from '../../kernel/db-helpers';

/** The rows of marketplace_connections and oauth_states the connection service reads and writes. */

export type ConnectionRow = {
  id: number;
  seller_id: number;
  marketplace: string;
  mode: string;
  state: 'connected' | 'expired' | 'disconnected';
  account_id: string;
  account_name: string;
  shop_id: string | null;
  access_token: string;
  refresh_token: string;
  expires_at: Date | string;
  connected_at: Date | string;
};

const COLUMNS = [
  'id',
  'seller_id',
  'marketplace',
  'mode',
  'state',
  'account_id',
  'account_name',
  'shop_id',
  'access_token',
  'refresh_token',
  'expires_at',
  'connected_at',
] as const;

/** The seller's live (connected or expired) connection to each marketplace. */
export function liveConnections(db: Db, sellerId: number): Promise<ConnectionRow[]> {
  return db
    .selectFrom('marketplace_connections')
    .select(COLUMNS)
    .where('seller_id', '=', sellerId)
    .where('state', '<>', 'disconnected')
    .orderBy('id')
    .execute();
}

export function liveConnectionOf(db: Db, sellerId: number, marketplace: MarketplaceCode) {
  return db
    .selectFrom('marketplace_connections')
    .select(COLUMNS)
    .where('seller_id', '=', sellerId)
    .where('marketplace', '=', marketplace)
    .where('state', '<>', 'disconnected')
    .executeTakeFirst();
}

export function connectionById(db: Db, id: number, lock = false) {
  let query = db.selectFrom('marketplace_connections').select(COLUMNS).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Live listings on a connection: it cannot be disconnected under them. */
export async function liveListingCount(db: Db, connectionId: number): Promise<number> {
  const row = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('connection_id', '=', connectionId)
    .where('state', 'in', ['submitting', 'pending', 'active', 'delisting'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Takes a consent's state once, if it has not expired: who asked, for which marketplace. */
export function claimOauthState(db: Db, state: string, now: Date) {
  return db
    .updateTable('oauth_states')
    .set({ used_at: now })
    .where('state', '=', state)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['seller_id', 'marketplace'])
    .executeTakeFirst();
}
