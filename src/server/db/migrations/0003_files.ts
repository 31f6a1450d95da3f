import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Who uploaded each stored file. Files are stored once by content hash, but two sellers may upload
 * the same picture and each may read it back; files.uploaded_by only keeps the first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('file_uploads')
    .addColumn('hash', 'text', (c) => c.notNull().references('files.hash').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('file_uploads_pk', ['hash', 'user_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('file_uploads').ifExists().execute();
}
