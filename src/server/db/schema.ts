import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Table types. One interface per table; DB lists them all. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

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

/** Every SKU an item has carried, kept by triggers on products (0033_sku_filter). */
export interface ProductSkusTable {
  sku: string;
}

/** Items per owner, warehouse and status, kept by triggers on products (0031_stock_counts). */
export interface StockCountsTable {
  shop_user_id: number;
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

/** Inbound, inspection, shelving and sync (migration 0010; codes in src/domain/inbound.ts, products.ts, sync.ts). */
export interface SkusTable {
  id: Generated<number>;
  sku: string;
  brand: string;
  name: string;
  sizes: Json<string[]>;
  /** Content hash of the picture, '' when none. */
  image: string;
  status: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A seller's forecast (reservation) to a warehouse, or the record of a platform return. */
export interface PacksTable {
  id: Generated<number>;
  kind: number;
  shop_user_id: number;
  ware_id: number;
  status: number;
  remark: string;
  created_by: number;
  cancelled_at: Date | string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PackItemsTable {
  id: Generated<number>;
  pack_id: number;
  position: number;
  sku_id: number | null;
  sku: string;
  brand: string;
  name: string;
  size: string;
  quantity: number;
  cost_cents: number;
  supply: string;
  /** How many of `quantity` have been inspected. */
  inspected: Generated<number>;
}

export interface ParcelsTable {
  id: Generated<number>;
  /** Null for an unforecast parcel waiting for an admin to assign it. */
  pack_id: number | null;
  ware_id: number;
  log_no: string;
  status: number;
  received_by: number | null;
  gmt_received: Date | string | null;
  receive_device_id: string | null;
  cancelled_at: Date | string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProductsTable {
  id: Generated<number>;
  one_id: string;
  shop_user_id: number;
  ware_id: number;
  pack_id: number | null;
  parcel_id: number | null;
  pack_item_id: number | null;
  sku_id: number | null;
  sku: Generated<string>;
  brand: Generated<string>;
  name: Generated<string>;
  size: Generated<string>;
  cost_cents: Generated<number>;
  supply: Generated<string>;
  status: number;
  check_result: number | null;
  check_remark: Generated<string>;
  inspected_by: number | null;
  gmt_inspected: Date | string | null;
  /** A shelf id, -2 for "ready for listing", null while waiting to be shelved. */
  shelf_id: number | null;
  shelved_by: number | null;
  gmt_shelves: Date | string | null;
  /** Tie-breaker of the shelving that put the item where it is (op id). */
  shelf_op_key: string | null;
  gmt_in: Date | string;
  gmt_out: Date | string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProductImagesTable {
  product_id: number;
  file_hash: string;
  position: number;
  created_at: CreatedAt;
}

export interface ProductEventsTable {
  id: Generated<number>;
  type: number;
  product_id: number | null;
  one_id: Generated<string>;
  pack_id: number | null;
  parcel_id: number | null;
  log_no: Generated<string>;
  batch_no: Generated<string>;
  odd_no: Generated<string>;
  operator_id: number | null;
  operator_name: Generated<string>;
  brand: Generated<string>;
  remarks: Generated<string>;
  sku: Generated<string>;
  spec: Generated<string>;
  pku: Generated<string>;
  check_result: number | null;
  img_list: ColumnType<string[], string | undefined, string>;
  ware_id: number | null;
  ware_name: Generated<string>;
  shelf_id: number | null;
  shelves_name: Generated<string>;
  ware_days: number | null;
  ware_fee_cents: number | null;
  out_type: number | null;
  out_time: Date | string | null;
  delivery_fee_cents: number | null;
  other_fee_cents: number | null;
  flow_status: number | null;
  pre_id: number | null;
  plat_order_no: Generated<string>;
  op_id: string | null;
  gmt_create: Date | string;
  gmt_modify: CreatedAt;
}

export interface DevicesTable {
  device_id: string;
  user_id: number;
  last_seq: Generated<number>;
  last_sync_at: Date | string | null;
  /** The batch that holds the device (migration 0011): one batch of a device at a time. */
  sync_owner: Generated<string | null>;
  sync_until: Generated<Date | string | null>;
  created_at: CreatedAt;
}

export interface SyncOpsTable {
  op_id: string;
  device_id: string;
  seq: number;
  type: string;
  payload_hash: string;
  /** 'applied' | 'rejected'. */
  status: string;
  result: Json<unknown> | null;
  reason_key: string | null;
  reason_params: Json<Record<string, unknown>> | null;
  reason_code: number | null;
  user_id: number;
  ware_id: number | null;
  created_at: CreatedAt;
}

export interface OneIdSequenceTable {
  id: number;
  next_value: number;
}

export interface OneIdLeasesTable {
  id: Generated<number>;
  device_id: string;
  user_id: number;
  range_start: number;
  range_end: number;
  leased_at: CreatedAt;
}

/** Switch user moves made by the warehouse (migration 0040; rules in src/domain/inventory.ts). */
export interface SwitchRecordsTable {
  id: Generated<number>;
  odd_no: Generated<string>;
  ware_id: number;
  to_user_id: number;
  reason: string;
  status: number;
  operator_id: number;
  operator_name: Generated<string>;
  created_at: CreatedAt;
}

export interface SwitchRecordItemsTable {
  record_id: number;
  product_id: number;
  one_id: string;
  from_user_id: number;
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
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Role = Selectable<RolesTable>;
export type Warehouse = Selectable<WarehousesTable>;
export type Rack = Selectable<RacksTable>;
export type Shelf = Selectable<ShelvesTable>;
