import type { Selectable } from 'kysely';
import type { ReturnAccountView } from '../../../../domain/listing/return-accounts';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import type { ReturnAccountsTable } from '../../../db/home-tables';
import type { Db } from '../../../kernel/db-helpers';

/** Rows of return_accounts as the API shows them (with their warehouse's name). */
export function accountRows(db: Db) {
  return db
    .selectFrom('return_accounts as r')
    .leftJoin('warehouses as w', 'w.id', 'r.ware_id')
    .selectAll('r')
    .select('w.name as ware_name');
}

type Row = Selectable<ReturnAccountsTable> & { ware_name: string | null };

export function viewOf(row: Row): ReturnAccountView {
  return {
    id: row.id,
    marketplace: row.marketplace as MarketplaceCode,
    accountName: row.account_name,
    accountRef: row.account_ref,
    contactName: row.contact_name,
    phone: row.phone,
    email: row.email,
    street1: row.street1,
    street2: row.street2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    wareId: row.ware_id,
    wareName: row.ware_name,
    active: row.active,
    remark: row.remark,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function accountById(db: Db, id: number): Promise<ReturnAccountView | undefined> {
  const row = await accountRows(db).where('r.id', '=', id).executeTakeFirst();
  return row ? viewOf(row) : undefined;
}
