import type { Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './column-types';

/** Table types of the outbound area (migration 0107; kinds and transitions in src/domain/outbound/kinds.ts). */

/** What an order's money did: nothing yet, fees held, held fees captured, hold released, cash-out credited. */
export type PaidState = 'unpaid' | 'held' | 'captured' | 'released' | 'credited';

export interface OutboundOrdersTable {
  id: Generated<number>;
  odd_no: Generated<string>;
  kind: number;
  status: number;
  /** The seller who asked (kind 14: the platform's self-operated account). */
  shop_user_id: number;
  ware_id: number;
  /** Switch user: the seller who receives the items. */
  target_user_id: number | null;
  /** Reship: the seller's address (ShippingAddress of src/domain/labels/labels.ts). */
  address: Json<Record<string, unknown>> | null;
  remark: Generated<string>;
  /** The fee type the quoted fees are booked as (3 shipping, 4 transshipment, 7 switch user). */
  fee_type: number | null;
  /** The quoted fees to pay, integer cents. */
  fee_cents: Generated<number>;
  /** Cash-out: the price the admin quoted (fee 5), and the deduction kept of it (fee 12). */
  quote_cents: number | null;
  deduction_cents: number | null;
  paid_state: Generated<PaidState>;
  hold_entry_id: number | null;
  capture_entry_id: number | null;
  release_entry_id: number | null;
  credit_entry_id: number | null;
  deduction_entry_id: number | null;
  /** The storage fee to the day of approval of the pairs that leave (kinds 3 and 4), fee type 3 (migration 0108). */
  storage_cents: Generated<number>;
  storage_hold_entry_id: number | null;
  storage_capture_entry_id: number | null;
  storage_release_entry_id: number | null;
  /** Reship: the carrier's rate quoted at approval (fee type 25), its shipment and rate (migration 0112). */
  label_fee_cents: Generated<number>;
  label_shipment_id: string | null;
  label_rate_id: string | null;
  /** Reship: the label bought when the seller paid (shipping_labels). */
  label_id: number | null;
  label_hold_entry_id: number | null;
  label_capture_entry_id: number | null;
  label_release_entry_id: number | null;
  /** RejectReason[] (spec section 8) when rejected. */
  reject_reasons: Json<string[]> | null;
  reject_remark: Generated<string>;
  recalled_at: Date | string | null;
  recalled_by: number | null;
  created_by: number;
  /** Consignment (kind 6, migration 0121): the seller's price, fixed once the pair sold. */
  consign_price_cents: number | null;
  /** Consignment: the sale's marketplace, its order number (admins only), price and kept sale. */
  plat_name: string | null;
  plat_order_no: string | null;
  sold_price_cents: number | null;
  market_order_id: number | null;
  /** Consignment: the fees fixed with the sale (11 and 22), the platform fee's entry, a return's (17). */
  consignment_fee_cents: number | null;
  platform_fee_cents: number | null;
  platform_fee_entry_id: number | null;
  return_entry_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OutboundOrderItemsTable {
  order_id: number;
  product_id: number;
  one_id: string;
  /** The owner when the order was made (the switch and the cash-out change it). */
  from_user_id: number;
  label_file: Generated<string>;
  /** True while the order holds the item; a partial unique index keeps one open order per item. */
  open: Generated<boolean>;
}

export interface OutboundTables {
  outbound_orders: OutboundOrdersTable;
  outbound_order_items: OutboundOrderItemsTable;
}
