import type { CreatedAt, Json, UpdatedAt } from './column-types';

/**
 * Table types of the flex shipments (migration 0125; src/domain/sourcing/flex.ts). A shipment is an
 * outbound order of kind 16: these are the program's parts of it. DB (schema.ts) lists them.
 */

export interface FlexShipmentsTable {
  /** The shipment's outbound order (its state, pairs, events, label and batch). */
  order_id: number;
  /** The program's id of the inbound shipment, once it was made there. */
  program_ref: string | null;
  /** Where the program asked the box to go (ShippingAddress of src/domain/labels/labels.ts). */
  ship_to: Json<Record<string, unknown>> | null;
  /** When the program was told the box left (with its tracking). */
  program_shipped_at: Date | string | null;
  /** The program's time of its last change read from its feed. */
  program_updated_at: Date | string | null;
  /** Why no box label could be made (a message key), while that holds. */
  label_problem: string | null;
  label_problem_params: Json<Record<string, unknown>> | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface FlexShipmentItemsTable {
  order_id: number;
  product_id: number;
  one_id: string;
  /** The price the program lists the pair at, integer cents. */
  ask_cents: number;
}

export interface FlexTables {
  flex_shipments: FlexShipmentsTable;
  flex_shipment_items: FlexShipmentItemsTable;
}
