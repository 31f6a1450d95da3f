import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Email (issue 28; src/server/modules/email/):
 * - mail_outbox: every message the platform sends, kept with its delivery state (queued, sent,
 *   failed; kept when no SMTP server is configured), attempts and the last error, for the admins'
 *   outbox screen.
 * - password_recoveries: time-limited, single-use recovery links; only the token's hash is stored.
 * - password_recovery_asks: every ask for a link, counted against the limits like login attempts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('notice', 'wallet_result', 'password_recovery')`),
    )
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('ref', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sent', 'failed', 'kept')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('relay', 'text')
    .addColumn('smtp_response', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('mail_outbox_status').on('mail_outbox').columns(['status', 'id']).execute();
  await db.schema.createIndex('mail_outbox_kind').on('mail_outbox').columns(['kind', 'id']).execute();

  await db.schema
    .createTable('password_recoveries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('password_recoveries_user')
    .on('password_recoveries')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('password_recovery_asks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('password_recovery_asks_key')
    .on('password_recovery_asks')
    .columns(['account_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('password_recovery_asks_ip')
    .on('password_recovery_asks')
    .columns(['ip', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_recovery_asks').execute();
  await db.schema.dropTable('password_recoveries').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
