import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Announcements (issue 28 point 2; src/server/modules/notices/):
 * - notices: the admins' notices in English and Chinese, for sellers (1), warehouse staff (2) or both
 *   (3); status 1 draft, 2 scheduled, 3 published, 4 withdrawn (src/domain/notices/notice-rules.ts).
 *   A scheduled notice reads as published from publish_at on; mailed_at is set once its email is in
 *   the outbox.
 * - notice_reads: who read which notice, per person (a team member reads for themselves).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('audience', 'smallint', (c) => c.notNull().check(sql`audience in (1, 2, 3)`))
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status in (1, 2, 3, 4)`))
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('send_email', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('publish_at', 'timestamptz')
    .addColumn('withdrawn_at', 'timestamptz')
    .addColumn('mailed_at', 'timestamptz')
    .addColumn('mail_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Scheduled and published notices have their time; a published one never lacks it.
    .addCheckConstraint('notices_publish_at_set', sql`status not in (2, 3, 4) or publish_at is not null`)
    .execute();
  // What readers list: the visible notices of their audiences, newest first.
  await db.schema
    .createIndex('notices_readable')
    .on('notices')
    .columns(['audience', 'status', 'publish_at'])
    .execute();
  await db.schema.createIndex('notices_admin_list').on('notices').columns(['status', 'id']).execute();

  await db.schema
    .createTable('notice_reads')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('notice_id', 'integer', (c) => c.notNull().references('notices.id'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notice_reads_pk', ['user_id', 'notice_id'])
    .execute();
  await db.schema.createIndex('notice_reads_notice').on('notice_reads').column('notice_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notice_reads').execute();
  await db.schema.dropTable('notices').execute();
}
