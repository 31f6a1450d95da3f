import type { Kysely } from 'kysely';

/**
 * A device's sync batches run one at a time across every server process: a batch claims the device
 * row until it is done (or until the claim runs out, if its process died), without holding a
 * database connection for the whole batch.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('devices').addColumn('sync_owner', 'text').execute();
  await db.schema.alterTable('devices').addColumn('sync_until', 'timestamptz').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('devices').dropColumn('sync_until').execute();
  await db.schema.alterTable('devices').dropColumn('sync_owner').execute();
}
