import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './column-types';

/** Table types of the labels area's address book. DB (schema.ts) lists them. */
/** A saved shipping address (migration 0105; src/domain/labels/addresses.ts); seller_id null: the platform's own. */
export interface LabelAddressesTable {
  id: Generated<number>;
  seller_id: number | null;
  name: string;
  company: string | null;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string | null;
  email: string | null;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
