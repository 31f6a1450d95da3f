import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { JobHandler } from '../../jobs/worker';

/**
 * The BI board's one view that reads every item (bi_stock_days, migration 0130: pairs in, still in
 * and out by warehouse and day) is refreshed here, off the board's requests, and its time kept in
 * bi_refreshes in the same transaction. Concurrently: the board reads the previous rows meanwhile.
 */

export const BI_REFRESH_JOB = 'bi.refresh';
export const BI_REFRESH_EVERY_MS = 10 * 60_000;
export const BI_STOCK_DAYS = 'bi_stock_days';

export async function refreshBiViews(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`refresh materialized view concurrently bi_stock_days`.execute(trx);
    await trx
      .insertInto('bi_refreshes')
      .values({ name: BI_STOCK_DAYS, refreshed_at: sql<Date>`now()` })
      .onConflict((oc) => oc.column('name').doUpdateSet({ refreshed_at: sql<Date>`now()` }))
      .execute();
  });
}

export const biRefreshJob: JobHandler = {
  run: async (_payload, ctx) => {
    await refreshBiViews(ctx.db);
  },
};
