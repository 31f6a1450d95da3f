import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './column-types';

/** Each user's app settings (migration 0133; src/domain/settings/settings.ts): only what they set. */
export interface UserSettingsTable {
  user_id: number;
  settings: Json<Record<string, unknown>>;
  updated_at: UpdatedAt;
}

/** The platform's accounts at the marketplaces and the addresses returns come back to (migration 0133). */
export interface ReturnAccountsTable {
  id: Generated<number>;
  marketplace: string;
  account_name: string;
  account_ref: string;
  contact_name: string;
  phone: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  street1: string;
  street2: ColumnType<string, string | undefined, string>;
  city: string;
  state: string;
  zip: string;
  country: ColumnType<string, string | undefined, string>;
  ware_id: number | null;
  active: Generated<boolean>;
  remark: ColumnType<string, string | undefined, string>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface HomeTables {
  user_settings: UserSettingsTable;
  return_accounts: ReturnAccountsTable;
}
