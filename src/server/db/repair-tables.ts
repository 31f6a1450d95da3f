import type { Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './column-types';

/** Table types of repairs (migration 0129; src/domain/repair/). DB (schema.ts) lists them. */

/** Fee/RepairMange: a repair item's price and working days. */
export interface RepairPricesTable {
  item: string;
  price_cents: number;
  days: number;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

export interface RepairOrdersTable {
  id: Generated<number>;
  /** RP and the id padded to 8 digits (repairOrderNo), set right after the insert. */
  odd_no: Generated<string>;
  shop_user_id: number;
  ware_id: number;
  /** ApprovalStatus; the order status is read from it. */
  approval: number;
  remark: Generated<string>;
  /** The seller's waybill picture (content hash). */
  waybill_image: string | null;
  /** The review result: the admin's remark or refusal reason. */
  review_remark: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: Date | string | null;
  /** The estimate held in the wallet, integer cents. */
  estimate_cents: number;
  pending_ahead: number;
  estimated_days: number;
  /** The repair cost, once completed. */
  repair_cents: number | null;
  hold_entry_id: number | null;
  /** How many times the estimate was held again after an edit (the hold's key names it). */
  hold_rev: Generated<number>;
  capture_entry_id: number | null;
  refund_entry_id: number | null;
  release_entry_id: number | null;
  created_by: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** When it was completed, refused or cancelled. */
  closed_at: Date | string | null;
}

export interface RepairOrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  one_id: string;
  issues: Json<string[]>;
  repairs: Json<Record<string, string>[]>;
  estimate_cents: number;
  /** RepairStatus. */
  status: Generated<number>;
  /** True while the order holds the pair; a partial unique index keeps one open repair per pair. */
  open: Generated<boolean>;
  result_remark: Generated<string>;
  qc_result: string | null;
  reject_reason: Generated<string>;
  picked_by: number | null;
  picked_at: Date | string | null;
  done_by: number | null;
  done_at: Date | string | null;
  lost_at: Date | string | null;
  updated_at: UpdatedAt;
}

export interface RepairItemPhotosTable {
  item_id: number;
  /** RepairPhotoKind: before, after, qc. */
  kind: string;
  file_hash: string;
  position: number;
  taken_by: number;
  created_at: CreatedAt;
}

export interface RepairBatchesTable {
  id: Generated<number>;
  /** RB and the id padded to 8 digits (repairBatchNo), set right after the insert. */
  batch_no: Generated<string>;
  ware_id: number;
  operator_id: number;
  /** TaskStatus. */
  status: Generated<number>;
  remark: Generated<string>;
  created_by: number;
  created_at: CreatedAt;
  closed_by: number | null;
  closed_at: Date | string | null;
  updated_at: UpdatedAt;
}

export interface RepairBatchOrdersTable {
  batch_id: number;
  order_id: number;
  /** True while the task is live: an order is in at most one live task (partial unique index). */
  open: Generated<boolean>;
}

export interface RepairTables {
  repair_prices: RepairPricesTable;
  repair_orders: RepairOrdersTable;
  repair_order_items: RepairOrderItemsTable;
  repair_item_photos: RepairItemPhotosTable;
  repair_batches: RepairBatchesTable;
  repair_batch_orders: RepairBatchOrdersTable;
}
