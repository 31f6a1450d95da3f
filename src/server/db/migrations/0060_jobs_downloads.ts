import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The background job queue (src/server/jobs) and the download tasks it fills.
 * - jobs: one row per unit of background work. A worker claims the oldest due job with
 *   `for update skip locked`, so several processes share one queue; a claim older than the stale
 *   limit (a crashed worker) is taken over. singleton_key keeps periodic jobs to one per period.
 * - download_tasks: an export a user asked for, its progress and the file it produced, kept until
 *   expires_at (DOWNLOAD_RETENTION_DAYS).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_at', 'timestamptz')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('singleton_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at', 'id']).execute();
  await db.schema.createIndex('jobs_singleton').unique().on('jobs').column('singleton_key').execute();

  await db.schema
    .createTable('download_tasks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('query', 'jsonb', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en_us'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('row_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('file_path', 'text')
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('download_tasks_owner')
    .on('download_tasks')
    .columns(['owner_id', 'id'])
    .execute();
  await db.schema.createIndex('download_tasks_expiry').on('download_tasks').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('download_tasks').execute();
  await db.schema.dropTable('jobs').execute();
}
