import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Db } from '../kernel/db-helpers';

/**
 * A small job queue on the `jobs` table, the same on PGlite and PostgreSQL. A job is claimed by one
 * UPDATE whose subquery picks the oldest due row `for update skip locked`, so workers in several
 * processes never take the same job; a claim whose heartbeat (locked_at) is older than the stale
 * limit belongs to a worker that died and is taken over.
 */

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export type Job = {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
};

export type EnqueueOptions = {
  maxAttempts?: number;
  runAt?: Date;
  /** At most one job ever carries this key (a periodic job's period); a second enqueue is a no-op. */
  singletonKey?: string;
};

/** Wakes this process's workers when a job is added here; other processes find it by polling. */
const signals = new EventEmitter();
signals.setMaxListeners(0);

export function onJobAdded(listener: () => void): () => void {
  signals.on('added', listener);
  return () => signals.off('added', listener);
}

/** Wakes this process's workers for jobs made due by hand (their run_at moved to now). */
export function jobsMadeDue(): void {
  setImmediate(() => signals.emit('added'));
}

/** Adds a job; inside the caller's transaction when given one, so it exists only if that commits. */
export async function enqueue(
  db: Db,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload ?? {}),
      max_attempts: options.maxAttempts ?? 3,
      run_at: options.runAt ?? new Date(),
      singleton_key: options.singletonKey ?? null,
    })
    .onConflict((oc) => oc.column('singleton_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  // A job added in a transaction that has not committed yet is not visible to the worker; it polls.
  setImmediate(() => signals.emit('added'));
  return row ? Number(row.id) : null;
}

/** Claims the oldest due job (or a stale claim), or returns null when there is none. */
export async function claimNext(db: Kysely<DB>, workerId: string, staleAfterMs: number): Promise<Job | null> {
  const staleBefore = new Date(Date.now() - staleAfterMs);
  const claimed = await sql<{
    id: number | string;
    kind: string;
    payload: unknown;
    attempts: number;
    max_attempts: number;
  }>`
    update jobs set status = 'running', locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1
    where id = (
      select id from jobs
      where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_at < ${staleBefore})
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`.execute(db);
  const row = claimed.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

/** Keeps a long job's claim fresh, so it is not taken for a crashed worker's. */
export async function heartbeat(db: Kysely<DB>, job: Job, workerId: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ locked_at: new Date() })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
}

export async function complete(db: Kysely<DB>, job: Job): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', finished_at: new Date(), locked_at: null, locked_by: null })
    .where('id', '=', job.id)
    .execute();
}

/** Wait before the next attempt: the base delay doubled per attempt already made, at most an hour. */
export function retryDelayMs(baseMs: number, attemptsMade: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attemptsMade - 1), 3_600_000);
}

/** Records a failure: back in the queue after a backoff, or failed for good after the last attempt. */
export async function fail(
  db: Kysely<DB>,
  job: Job,
  error: string,
  baseDelayMs: number,
): Promise<'retry' | 'failed'> {
  const final = job.attempts >= job.maxAttempts;
  await db
    .updateTable('jobs')
    .set({
      status: final ? 'failed' : 'queued',
      last_error: error.slice(0, 2000),
      run_at: final ? new Date() : new Date(Date.now() + retryDelayMs(baseDelayMs, job.attempts)),
      finished_at: final ? new Date() : null,
      locked_at: null,
      locked_by: null,
    })
    .where('id', '=', job.id)
    .execute();
  return final ? 'failed' : 'retry';
}

/** Gives a claimed job back untouched (the worker is stopping): the attempt does not count. */
export async function release(db: Kysely<DB>, job: Job): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'queued', attempts: eb('attempts', '-', 1), locked_at: null, locked_by: null }))
    .where('id', '=', job.id)
    .execute();
}

/** Removes finished jobs older than the cutoff (the queue table stays small). */
export async function deleteFinishedJobs(db: Kysely<DB>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('status', 'in', ['done', 'failed'])
    .where('finished_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
