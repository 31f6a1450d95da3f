import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Client request keys (issue 24; src/server/http/request-keys.ts): one row per key and owner, written
 * in the transaction of the record it made, with the first answer. The primary key makes a
 * concurrent resend wait for that transaction and then answer its result.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('request_keys')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('request_keys_pk', ['owner_id', 'request_key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('request_keys').execute();
}
