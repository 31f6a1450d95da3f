import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './column-types';
import type { LabelCenterTables } from './label-center-tables';
import type { FlexTables } from './flex-tables';
import type { ListingTables } from './listing-tables';
import type { SourcingTables } from './sourcing-tables';
import type { B2bTables } from './b2b-tables';
import type { RepairTables } from './repair-tables';
import type { EmailTables } from './email-tables';
import type { NoticesTables } from './notices-tables';
import type { BiTables } from './bi-tables';
import type { HomeTables } from './home-tables';
import type { ShopSyncTables } from './shop-sync-tables';
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
import type { LabelAddressesTable } from './labels-tables';
import type { OutboundBatchTables } from './outbound-batch-tables';
import type { OutboundBulkTables } from './outbound-bulk-tables';
import type { OutboundTables } from './outbound-tables';
import type {
  LedgerAccountsTable,
  LedgerBalancesTable,
  LedgerDailyTotalsTable,
  LedgerEntriesTable,
  LedgerPostingsTable,
  MarketplaceFeesTable,
  RateCardsTable,
  WalletApplicationsTable,
  WalletBulkBatchesTable,
  WalletDrawAccountsTable,
  WalletStatisticsExclusionsTable,
} from './wallet-tables';

/** Table types. One interface per table (the item areas' in inbound-tables.ts, the wallet's in wallet-tables.ts); DB lists them all. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** Portal id: 1 admin, 4 warehouse, 5 seller (src/domain/kernel/users.ts). */
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
  /** A team member's seller (user type 6, issue 28 point 4); null for everyone else. */
  owner_id: Generated<number | null>;
  /** When the seller removed this team member; the row stays for the records naming them. */
  removed_at: Generated<Date | string | null>;
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
  /** The seller whose team role this is (parts of the seller portal only); null for the platform's roles. */
  owner_id: Generated<number | null>;
  /** A deleted team role still named by removed members' rows. */
  removed_at: Generated<Date | string | null>;
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

/** Background jobs and download tasks (migration 0060; statuses in src/domain/downloads/downloads.ts). */
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

/** Client request keys (migration 0006; src/server/http/request-keys.ts). answer is the first result as JSON. */
export interface RequestKeysTable {
  owner_id: number;
  request_key: string;
  scope: string;
  fingerprint: string;
  answer: string | null;
  created_at: CreatedAt;
}

/** Brands of the SKU catalogue (migration 0070; src/domain/skus/brands.ts). name_key is lower(name). */
export interface BrandsTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DB
  extends
    OutboundTables,
    OutboundBatchTables,
    OutboundBulkTables,
    LabelCenterTables,
    ListingTables,
    SourcingTables,
    FlexTables,
    B2bTables,
    ShopSyncTables,
    RepairTables,
    BiTables,
    EmailTables,
    NoticesTables,
    HomeTables {
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
  request_keys: RequestKeysTable;
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
  label_addresses: LabelAddressesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Role = Selectable<RolesTable>;
export type Warehouse = Selectable<WarehousesTable>;
export type Rack = Selectable<RacksTable>;
export type Shelf = Selectable<ShelvesTable>;
