import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './column-types';

/** Table types of the label center (migration 0106; src/domain/labels/label-center.ts). DB (schema.ts) extends them. */

type Timestamp = ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;
/** bigint: read back as a string on PostgreSQL. */
type EntryId = ColumnType<string | number | null, number | null | undefined, number | null>;

/** The rates a carrier quoted to one owner, by shipment. */
export interface LabelQuotesTable {
  shipment_id: string;
  seller_id: number;
  mode: string;
  request: Json<unknown>;
  rates: Json<unknown>;
  created_at: CreatedAt;
}

/** One label purchase, from its hold to its refund. */
export interface ShippingLabelsTable {
  id: Generated<number>;
  seller_id: number;
  idempotency_key: string;
  fingerprint: string;
  status: string;
  mode: string;
  shipment_id: string;
  rate_id: string;
  carrier: string;
  service: string;
  signature: number;
  rate_cents: number;
  insured_cents: number;
  insurance_price_cents: number;
  fee_cents: number;
  from_address: Json<unknown>;
  to_address: Json<unknown>;
  parcel: Json<unknown>;
  tracking_number: ColumnType<string | null, string | null | undefined, string | null>;
  tracker_id: ColumnType<string | null, string | null | undefined, string | null>;
  hold_entry_id: EntryId;
  capture_entry_id: EntryId;
  refund_entry_id: EntryId;
  failure_key: ColumnType<string | null, string | null | undefined, string | null>;
  failure_params: ColumnType<unknown, string | null | undefined, string | null>;
  refund_reason_key: ColumnType<string | null, string | null | undefined, string | null>;
  operator_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  purchased_at: Timestamp;
  voided_at: Timestamp;
  refunded_at: Timestamp;
}

export interface LabelCenterTables {
  label_quotes: LabelQuotesTable;
  shipping_labels: ShippingLabelsTable;
}
