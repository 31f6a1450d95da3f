import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './column-types';

/** Table types of the listing area (migration 0120; src/domain/listing). DB (schema.ts) lists them. */

/** A seller's connection to a marketplace; the tokens are sealed (src/server/kernel/secret-box.ts). */
export interface MarketplaceConnectionsTable {
  id: Generated<number>;
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
  /** Renewed by a reconnection. */
  connected_at: UpdatedAt;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OauthStatesTable {
  state: string;
  seller_id: number;
  marketplace: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export interface ListingsTable {
  id: Generated<number>;
  seller_id: number;
  product_id: number;
  marketplace: string;
  connection_id: number;
  state: string;
  request_key: string;
  external_id: string | null;
  /** The marketplace's product and size, found by the submission job. */
  market_product_id: string | null;
  market_variant_id: string | null;
  /** The marketplace's second id of the listing (eBay's offer id; migration 0123), for batch prices. */
  market_ref: string | null;
  price_cents: number;
  original_price_cents: number;
  bottom_line_cents: number;
  minimum_payout_cents: number;
  fee_bp: number;
  auto_pricing: Generated<boolean>;
  delist_reason: string | null;
  message: string | null;
  revisions_left: number | null;
  created_by: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ListingPriceChangesTable {
  id: Generated<number>;
  listing_id: number;
  price_cents: number;
  reason: string;
  operator_id: number | null;
  created_at: CreatedAt;
}

export interface MarketOrdersTable {
  id: Generated<number>;
  seller_id: number;
  marketplace: string;
  external_id: string;
  listing_id: number | null;
  product_id: number | null;
  price_cents: number;
  market_state: string;
  status: string;
  kept: Generated<boolean>;
  exception: string | null;
  ordered_at: Date | string;
  /** Set by hand (migration 0122): the note of the status a seller or an admin set, who and when. */
  note: string | null;
  handled_by: number | null;
  handled_at: Date | string | null;
  /** The return account its return came back through, when one was chosen (migration 0133). */
  return_account_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MarketplaceEventsTable {
  marketplace: string;
  event_id: string;
  received_at: CreatedAt;
}

export interface ListingTables {
  marketplace_connections: MarketplaceConnectionsTable;
  oauth_states: OauthStatesTable;
  listings: ListingsTable;
  listing_price_changes: ListingPriceChangesTable;
  market_orders: MarketOrdersTable;
  marketplace_events: MarketplaceEventsTable;
}
