import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { SavedAddress } from '../../../domain/labels/addresses';
import type { ShippingAddress } from '../../../domain/labels/labels';
import type { LabelAddressesTable } from '../../db/labels-tables';
import { iso, toCount } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';

/**
 * The address book's queries. An owner is a seller, or the platform's self-operated account
 * (sellerId null); every query is scoped to one owner, so another owner's address is never found.
 */
export type AddressOwner = { sellerId: number | null };

type AddressRow = Selectable<LabelAddressesTable>;

/** The owner as the indexes key it: the platform's own account is 0 (no user has that id). */
const ownerKey = (owner: AddressOwner) => owner.sellerId ?? 0;
const ownerColumn = sql<number>`coalesce(seller_id, 0)`;
/** The advisory lock class of the address book: one owner's changes run one at a time. */
const ADDRESS_BOOK_LOCK = 105;

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    street1: row.street1,
    street2: row.street2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    phone: row.phone,
    email: row.email,
    isDefault: row.is_default,
    updatedAt: iso(row.updated_at),
  };
}

/** The columns of an address as stored: absent optional fields are null. */
export function addressColumns(a: ShippingAddress) {
  return {
    name: a.name,
    company: a.company || null,
    street1: a.street1,
    street2: a.street2 || null,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    phone: a.phone || null,
    email: a.email || null,
  };
}

/** Serialises the owner's changes (inside its transaction), so the default stays exactly one. */
export async function lockAddressBook(trx: Db, owner: AddressOwner): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ADDRESS_BOOK_LOCK}, ${ownerKey(owner)})`.execute(trx);
}

const owned = (db: Db, owner: AddressOwner) =>
  db.selectFrom('label_addresses').where(ownerColumn, '=', ownerKey(owner));

export async function countAddresses(db: Db, owner: AddressOwner): Promise<number> {
  const row = await owned(db, owner)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

/** One page of the owner's addresses: the default first, then the newest. */
export async function addressPage(
  db: Db,
  owner: AddressOwner,
  offset: number,
  limit: number,
): Promise<SavedAddress[]> {
  const rows = await owned(db, owner)
    .selectAll()
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map(toSavedAddress);
}

/** The owner's address with this id, or undefined (another owner's is not theirs to see). */
export async function ownedAddress(
  db: Db,
  owner: AddressOwner,
  id: number,
): Promise<SavedAddress | undefined> {
  const row = await owned(db, owner).selectAll().where('id', '=', id).executeTakeFirst();
  return row && toSavedAddress(row);
}

/** The owner's default address (what the label center preselects), if they have any. */
export async function defaultAddress(db: Db, owner: AddressOwner): Promise<SavedAddress | undefined> {
  const row = await owned(db, owner).selectAll().where('is_default', '=', true).executeTakeFirst();
  return row && toSavedAddress(row);
}

export async function insertAddress(
  db: Db,
  owner: AddressOwner,
  address: ShippingAddress,
  isDefault: boolean,
): Promise<SavedAddress> {
  const row = await db
    .insertInto('label_addresses')
    .values({ seller_id: owner.sellerId, ...addressColumns(address), is_default: isDefault })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSavedAddress(row);
}

export async function updateAddress(db: Db, id: number, address: ShippingAddress): Promise<SavedAddress> {
  const row = await db
    .updateTable('label_addresses')
    .set({ ...addressColumns(address), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSavedAddress(row);
}

export async function deleteAddressRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('label_addresses').where('id', '=', id).execute();
}

/** Makes `id` the owner's one default: the old default is cleared first (the unique index allows one). */
export async function moveDefault(db: Db, owner: AddressOwner, id: number): Promise<void> {
  await db
    .updateTable('label_addresses')
    .set({ is_default: false, updated_at: new Date() })
    .where(ownerColumn, '=', ownerKey(owner))
    .where('is_default', '=', true)
    .where('id', '<>', id)
    .execute();
  await db
    .updateTable('label_addresses')
    .set({ is_default: true, updated_at: new Date() })
    .where('id', '=', id)
    .where('is_default', '=', false)
    .execute();
}

/** The owner's newest address (the one that becomes the default when the default is deleted). */
export async function newestAddressId(db: Db, owner: AddressOwner): Promise<number | undefined> {
  const row = await owned(db, owner).select('id').orderBy('id', 'desc').executeTakeFirst();
  return row?.id;
}
