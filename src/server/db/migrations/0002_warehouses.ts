import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Shelf names are unique within a warehouse (case-insensitive): the drawer shows a product's place
 * as wareName + shelvesName only, and shelf codes are derived from the name.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unique index shelves_ware_name_lower on shelves (ware_id, lower(name))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('shelves_ware_name_lower').ifExists().execute();
}
