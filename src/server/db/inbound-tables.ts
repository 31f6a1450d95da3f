import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './column-types';

/** Table types of the item areas: inbound, inspection, shelving, sync, kept stock counts, switch user. DB (schema.ts) lists them. */
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

/** Inbound, inspection, shelving and sync (migration 0010; codes in src/domain/inbound/inbound.ts, kernel/products.ts, sync/sync.ts). */
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

/** Switch user moves made by the warehouse (migration 0040; rules in src/domain/inventory/inventory.ts). */
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
  /** The switch user order (kind 7) that moved the item (migration 0111); null for older records. */
  order_id: number | null;
}
