import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './column-types';

/** Table types of the wallet area: the ledger, rate cards, applications, bulk batches, statistics. DB (schema.ts) lists them. */
/** A posted bulk deposit or deduction (migration 0104; src/domain/wallet/bulk.ts). */
export interface WalletBulkBatchesTable {
  id: Generated<number>;
  batch_key: string;
  kind: string;
  file_name: ColumnType<string, string | undefined, string>;
  row_count: number;
  /** bigint: read back as a string on PostgreSQL. */
  total_cents: ColumnType<string | number, number, number>;
  operator_id: number;
  created_at: CreatedAt;
}

/** Rate cards (migration 0102; src/domain/wallet/fees.ts): the default (seller_id null) and overrides. */
export interface RateCardsTable {
  id: Generated<number>;
  seller_id: number | null;
  /** A date column: read it as text (to_char) so no time zone shifts the day. */
  effective_from: ColumnType<string | Date | null, string | null, string | null>;
  shipping_fee_cents: number;
  transshipment_fee_cents: number;
  switch_user_fee_cents: number;
  consignment_fee_bp: number;
  cash_out_deduction_bp: number;
  base_free_days: number;
  base_daily_fee_cents: number;
  premium_free_days: number;
  premium_daily_fee_cents: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A seller's withdrawal account (migration 0101). account_number is never sent unmasked. */
export interface WalletDrawAccountsTable {
  id: Generated<number>;
  seller_id: number;
  holder_type: number;
  method: number;
  holder_name: string;
  account_number: string;
  bank_name: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  deleted_at: Date | null;
}

/** Recharge and withdrawal applications (migration 0101; stages in src/domain/wallet/applications.ts). */
export interface WalletApplicationsTable {
  id: Generated<number>;
  kind: number;
  seller_id: number;
  stage: number;
  amount_cents: number | null;
  currency: string;
  original_amount_cents: number;
  /** numeric(12,6): RMB per USD, as text. */
  rate: string | null;
  payment_method: number | null;
  transfer_reference: ColumnType<string, string | undefined, string>;
  proof_file_hash: string | null;
  draw_account_id: number | null;
  reject_reason: ColumnType<string, string | undefined, string>;
  payout_reference: ColumnType<string, string | undefined, string>;
  hold_entry_id: number | null;
  reviewer_id: number | null;
  reviewed_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Each marketplace's fee (migration 0102); kind 3, the B2B platform, is held at 0. */
export interface MarketplaceFeesTable {
  code: string;
  name: string;
  kind: number;
  position: number;
  fee_bp: number;
  updated_at: UpdatedAt;
}

/** Money ledger accounts (migration 0100_wallet_ledger; src/domain/wallet/ledger.ts names the kinds). */
export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: string;
  seller_id: number | null;
  fee_type: number | null;
  created_at: CreatedAt;
}

/** An account's balance in cents: one slot for a seller account, up to 16 for a platform account. */
export interface LedgerBalancesTable {
  account_id: number;
  slot: number;
  kind: string;
  balance_cents: ColumnType<number, number | undefined, number>;
}

/** A journal entry: never updated or deleted (a trigger refuses it). */
export interface LedgerEntriesTable {
  id: Generated<number>;
  idempotency_key: string;
  fingerprint: string;
  kind: string;
  fee_type: number;
  seller_id: number | null;
  amount_cents: number;
  relation_type: string;
  relation_ref: Generated<string>;
  original_user_id: number | null;
  new_user_id: number | null;
  operator_id: number | null;
  note: Generated<string>;
  settles_entry_id: number | null;
  refunds_entry_id: number | null;
  created_at: CreatedAt;
}

/** A posting: signed cents on one account; an entry's postings sum to zero. */
export interface LedgerPostingsTable {
  id: Generated<number>;
  entry_id: number;
  account_id: number;
  amount_cents: number;
}

/**
 * The journal summed by GMT day, fee type and entry kind, over 16 slots (migration 0103): kept by a
 * trigger on ledger_entries, never written by the code.
 */
export interface LedgerDailyTotalsTable {
  /** A date column: read it as text (to_char) so no time zone shifts the day. */
  day: ColumnType<string | Date, string, never>;
  fee_type: number;
  kind: string;
  slot: number;
  entry_count: number;
  amount_cents: number;
}

/** Sellers left out of the wallet statistics (migration 0103; src/domain/wallet/overview.ts). */
export interface WalletStatisticsExclusionsTable {
  seller_id: number;
  added_by: number | null;
  added_at: CreatedAt;
}
