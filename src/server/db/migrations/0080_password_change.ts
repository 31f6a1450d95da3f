import type { Kysely } from 'kysely';

/**
 * A password the account's owner did not choose (the super administrator's, generated and printed
 * at the first start) must be changed at the first login: the user info answers the flag and the
 * client asks for a new password before anything else. A password change clears it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
}
