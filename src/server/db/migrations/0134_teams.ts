import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Teams (issue 28 point 4). A team member is a user (user type 6) owned by the seller who invited
 * them (users.owner_id); their role is one of that seller's team roles (roles.owner_id), whose
 * grants name only parts of the seller portal. A removed member keeps their row (their name stays on
 * everything they did) with removed_at set and can no longer log in; a deleted role that removed
 * members still name is kept the same way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('owner_id', 'integer', (c) => c.references('users.id'))
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('roles')
    .addColumn('owner_id', 'integer', (c) => c.references('users.id'))
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await sql`create index users_owner on users (owner_id) where owner_id is not null`.execute(db);
  await sql`create unique index roles_owner_name on roles (owner_id, lower(name))
    where owner_id is not null and removed_at is null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists roles_owner_name`.execute(db);
  await sql`drop index if exists users_owner`.execute(db);
  await db.schema.alterTable('roles').dropColumn('removed_at').dropColumn('owner_id').execute();
  await db.schema.alterTable('users').dropColumn('removed_at').dropColumn('owner_id').execute();
}
