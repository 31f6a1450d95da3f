import type { Kysely } from 'kysely';

/**
 * How a sale was handled by hand (Sales Orders and admin sales; src/domain/listing/sales.ts): the
 * status a seller or an admin set (with issue, processed, archived), the note that goes with it, who
 * set it and when. A later change of the marketplace's own state takes over again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('market_orders')
    .addColumn('note', 'text')
    .addColumn('handled_by', 'integer', (c) => c.references('users.id'))
    .addColumn('handled_at', 'timestamptz')
    .execute();
}
