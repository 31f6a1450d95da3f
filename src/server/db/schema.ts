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

export interface DB {
  users: UsersTable;
  roles: RolesTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  captchas: CaptchasTable;
  warehouses: WarehousesTable;
  racks: RacksTable;
  shelves: ShelvesTable;
  user_warehouses: UserWarehousesTable;
  merchant_auth: MerchantAuthTable;
  files: FilesTable;
  file_uploads: FileUploadsTable;
  audit_log: AuditLogTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Role = Selectable<RolesTable>;
export type Warehouse = Selectable<WarehousesTable>;
export type Rack = Selectable<RacksTable>;
export type Shelf = Selectable<ShelvesTable>;
