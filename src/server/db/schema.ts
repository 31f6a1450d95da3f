import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './column-types';
import type {
  DevicesTable,
  OneIdLeasesTable,
  OneIdSequenceTable,
  PackItemsTable,
  PacksTable,
  ParcelsTable,
  ProductEventsTable,
  ProductImagesTable,
  ProductSkusTable,
  ProductsTable,
  SkusTable,
  StockCountsTable,
  SwitchRecordItemsTable,
  SwitchRecordsTable,
  SyncOpsTable,
} from './inbound-tables';

/** Table types. One interface per table (the item areas' in inbound-tables.ts); DB lists them all. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** Portal id: 1 admin, 4 warehouse, 5 seller (src/domain/users.ts). */
  user_type: number;
  role_id: number;
  /** Merchant code shown as uid, e.g. U100001. */
  uid: string;
  realname: string;
  nickname: string;
  ename: string;
  email: string;
  head_img: string;
  phone: string;
  /** 0 pending approval, 1 active, 2 suspended. */
  status: number;
  language: string;
  is_demo: Generated<boolean>;
  /** The password was not chosen by its owner (generated at the first start): change it at login. */
  must_change_password: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  user_type: number;
  is_system: Generated<boolean>;
  /** PermissionGrant[] as JSON. */
  permissions: Json<{ permissionId: string; actionList: string[] }[]>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  host: string;
  created_at: CreatedAt;
  expires_at: Date | string;
  revoked_at: Date | string | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  username: string;
  ip: string;
  success: boolean;
  created_at: CreatedAt;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: Date | string;
  used_at: Date | string | null;
  created_at: CreatedAt;
}

export interface WarehousesTable {
  id: Generated<number>;
  name: string;
  /** 1 Base, 2 Premium. */
  level: number;
  address: string;
  /** 1 enabled, 2 disabled. */
  status: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RacksTable {
  id: Generated<number>;
  ware_id: number;
  name: string;
  status: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ShelvesTable {
  id: Generated<number>;
  ware_id: number;
  rack_id: number;
  name: string;
  /** Printable code, unique across all warehouses. */
  code: string;
  status: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Shelves per rack and status, kept by the shelves_counted_* triggers (migrations 0004, 0005). */
export interface ShelfCountsTable {
  rack_id: number;
  ware_id: number;
  status: number;
  n: number;
}

export interface UserWarehousesTable {
  user_id: number;
  ware_id: number;
  /** PermissionGrant[] of warehouse codes for this warehouse. */
  permissions: Json<{ permissionId: string; actionList: string[] }[]>;
  created_at: CreatedAt;
}

export interface MerchantAuthTable {
  user_id: number;
  knet_cross_listing: boolean;
  touch_pro: boolean;
  flex: boolean;
  updated_at: UpdatedAt;
}

export interface FilesTable {
  hash: string;
  mime: string;
  size: number;
  original_name: string;
  uploaded_by: number;
  created_at: CreatedAt;
}

/** Each user who uploaded a stored file (a seller may read back only its own uploads). */
export interface FileUploadsTable {
  hash: string;
  user_id: number;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  request_id: string;
  created_at: CreatedAt;
}

/** Background jobs and download tasks (migration 0060; statuses in src/domain/downloads.ts). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_at: Date | null;
  locked_by: string | null;
  last_error: string | null;
  singleton_key: string | null;
  created_at: CreatedAt;
  finished_at: Date | null;
}

export interface DownloadTasksTable {
  id: Generated<number>;
  owner_id: number;
  host: string;
  kind: string;
  query: ColumnType<unknown, string, string>;
  language: ColumnType<string, string | undefined, string>;
  status: ColumnType<number, number | undefined, number>;
  progress: ColumnType<number, number | undefined, number>;
  row_count: ColumnType<number, number | undefined, number>;
  file_size: ColumnType<number, number | undefined, number>;
  file_path: string | null;
  error: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  finished_at: Date | null;
  expires_at: Date;
}

/** Brands of the SKU catalogue (migration 0070; src/domain/brands.ts). name_key is lower(name). */
export interface BrandsTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A posted bulk deposit or deduction (migration 0104; src/domain/wallet-bulk.ts). */
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

/** Rate cards (migration 0102; src/domain/wallet-fees.ts): the default (seller_id null) and overrides. */
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

/** Recharge and withdrawal applications (migration 0101; stages in src/domain/wallet-applications.ts). */
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

export interface DB {
  users: UsersTable;
  roles: RolesTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  captchas: CaptchasTable;
  warehouses: WarehousesTable;
  racks: RacksTable;
  shelves: ShelvesTable;
  shelf_counts: ShelfCountsTable;
  stock_counts: StockCountsTable;
  user_warehouses: UserWarehousesTable;
  merchant_auth: MerchantAuthTable;
  files: FilesTable;
  file_uploads: FileUploadsTable;
  audit_log: AuditLogTable;
  skus: SkusTable;
  brands: BrandsTable;
  packs: PacksTable;
  pack_items: PackItemsTable;
  parcels: ParcelsTable;
  products: ProductsTable;
  product_skus: ProductSkusTable;
  product_images: ProductImagesTable;
  product_events: ProductEventsTable;
  devices: DevicesTable;
  sync_ops: SyncOpsTable;
  one_id_sequence: OneIdSequenceTable;
  one_id_leases: OneIdLeasesTable;
  switch_records: SwitchRecordsTable;
  switch_record_items: SwitchRecordItemsTable;
  jobs: JobsTable;
  download_tasks: DownloadTasksTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_balances: LedgerBalancesTable;
  ledger_entries: LedgerEntriesTable;
  ledger_postings: LedgerPostingsTable;
  rate_cards: RateCardsTable;
  wallet_bulk_batches: WalletBulkBatchesTable;
  marketplace_fees: MarketplaceFeesTable;
  wallet_draw_accounts: WalletDrawAccountsTable;
  wallet_applications: WalletApplicationsTable;
  ledger_daily_totals: LedgerDailyTotalsTable;
  wallet_statistics_exclusions: WalletStatisticsExclusionsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Role = Selectable<RolesTable>;
export type Warehouse = Selectable<WarehousesTable>;
export type Rack = Selectable<RacksTable>;
export type Shelf = Selectable<ShelvesTable>;

/** Money ledger accounts (migration 0100_wallet_ledger; src/domain/wallet-ledger.ts names the kinds). */
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

/** Sellers left out of the wallet statistics (migration 0103; src/domain/wallet-overview.ts). */
export interface WalletStatisticsExclusionsTable {
  seller_id: number;
  added_by: number | null;
  added_at: CreatedAt;
}
