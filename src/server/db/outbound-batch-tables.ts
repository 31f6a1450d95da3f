import type { Generated } from 'kysely';
import type { BatchOrderState } from '../../domain/outbound/batch-rules';
import type { CreatedAt, UpdatedAt } from './column-types';

/** Table types of outbound batches (migration 0109; statuses and rules in src/domain/outbound/batch-rules.ts). */

export interface OutboundBatchesTable {
  id: Generated<number>;
  batch_no: Generated<string>;
  ware_id: number;
  status: number;
  created_by: number;
  cancelled_by: number | null;
  cancelled_at: Date | string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OutboundBatchOrdersTable {
  batch_id: number;
  order_id: number;
  state: Generated<BatchOrderState>;
  shipped_at: Date | string | null;
}

export interface OutboundBatchItemsTable {
  batch_id: number;
  order_id: number;
  product_id: number;
  one_id: string;
  shelf_name: Generated<string>;
  picked_at: Date | string | null;
  picked_by: number | null;
  pick_key: string | null;
}

export interface OutboundBatchTables {
  outbound_batches: OutboundBatchesTable;
  outbound_batch_orders: OutboundBatchOrdersTable;
  outbound_batch_items: OutboundBatchItemsTable;
}
