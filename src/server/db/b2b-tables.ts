import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './column-types';

/** Table types of the B2B board (migration 0127; src/domain/sourcing/b2b.ts). DB (schema.ts) lists them. */

export interface B2bOffersTable {
  id: Generated<number>;
  /** BB and the id padded to 8 digits (b2bOfferNo), set right after the insert. */
  offer_no: Generated<string>;
  seller_id: number;
  ware_id: number;
  /** The price of the whole offer, integer cents. */
  price_cents: number;
  remark: Generated<string>;
  /** B2bOfferStatus: 1 open, 2 sold, 3 withdrawn. */
  status: Generated<number>;
  buyer_id: number | null;
  /** The switch user order (kind 7) of the purchase. */
  order_id: number | null;
  /** The buyer's charge and the seller's credit (wallet fee types 28 and 29). */
  purchase_entry_id: number | null;
  sale_entry_id: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** When it was sold or withdrawn. */
  closed_at: Date | string | null;
}

export interface B2bOfferItemsTable {
  offer_id: number;
  product_id: number;
  one_id: string;
  /** True while the open offer holds the pair; a partial unique index keeps one open offer per pair. */
  open: Generated<boolean>;
}

export interface B2bTables {
  b2b_offers: B2bOffersTable;
  b2b_offer_items: B2bOfferItemsTable;
}
