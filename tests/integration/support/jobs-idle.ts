import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../../src/server/db/schema';

/**
 * Until the app's background worker has nothing running and nothing due within a second: a job
 * (an accepted export, a demo app's reship labels bought after its start) writes on its own clock,
 * and a check that counts or fingerprints rows waits for it first. `except`: kinds that may go on
 * (a demo's price snapshots read the marketplaces at their pace for minutes) because they write
 * nothing the check reads. Fails after 15 s of a queue that never empties.
 */
export async function jobsIdle(db: Kysely<DB>, except: readonly string[] = []): Promise<void> {
  const until = Date.now() + 15_000;
  const others = except.length > 0 ? sql`and kind not in (${sql.join(except)})` : sql``;
  for (;;) {
    const r = await sql<{ n: number }>`
      select count(*)::int as n from jobs
      where (status = 'running' or (status = 'queued' and run_at <= now() + interval '1 second')) ${others}`.execute(
      db,
    );
    if (r.rows[0].n === 0) return;
    if (Date.now() > until) throw new Error('background jobs never went idle');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
