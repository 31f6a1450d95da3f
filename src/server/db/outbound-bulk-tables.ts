import type { Generated } from 'kysely';
import type { CreatedAt } from './column-types';

/** Table types of bulk dropship uploads and reship boxes (migration 0110; rules in src/domain/outbound/bulk.ts). */

export interface OutboundBulkUploadsTable {
  id: Generated<number>;
  /** sha256 of the sheet's and the ZIP's hashes: the same two files are one upload. */
  upload_key: string;
  shop_user_id: number;
  sheet_name: string;
  zip_name: string;
  row_count: number;
  created_by: number;
  created_at: CreatedAt;
}

export interface OutboundBulkUploadRowsTable {
  upload_id: number;
  /** The sheet row as Excel numbers it (header row 1). */
  row: number;
  one_id: string;
  label_name: string;
  remark: Generated<string>;
  order_id: number;
}

export interface OutboundBoxesTable {
  id: Generated<number>;
  order_id: number;
  ware_id: number;
  shop_user_id: number;
  created_by: number;
  created_at: CreatedAt;
}

export interface OutboundBoxItemsTable {
  box_id: number;
  order_id: number;
  product_id: number;
  one_id: string;
}

export interface OutboundBulkTables {
  outbound_bulk_uploads: OutboundBulkUploadsTable;
  outbound_bulk_upload_rows: OutboundBulkUploadRowsTable;
  outbound_boxes: OutboundBoxesTable;
  outbound_box_items: OutboundBoxItemsTable;
}
