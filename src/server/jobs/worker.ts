import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import { claimNext, complete, enqueue, fail, heartbeat, onJobAdded, release } from './queue';
import type { Job } from './queue';

/**
 * The worker loop the app runs: `concurrency` slots each claim a job, run its handler, and record
 * the outcome (done, retry after a backoff, or failed after the last attempt). Idle slots sleep
 * until a job is added in this process or the poll interval passes (jobs added by other processes).
 * Periodic jobs are enqueued once per period under a singleton key, so several processes running
 * workers still add each period's job once.
 */

export type JobContext = {
  db: Kysely<DB>;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Aborted when the worker stops: a long job stops between steps and is given back to the queue. */
  signal: AbortSignal;
  /** Refreshes the claim (call at least once per stale period in long jobs). */
  heartbeat: () => Promise<void>;
  job: Job;
};

export type JobHandler = {
  run: (payload: unknown, ctx: JobContext) => Promise<void>;
  /** Told of each failed attempt; `final` when no retry follows. */
  onFailure?: (payload: unknown, reason: string, final: boolean, ctx: JobContext) => Promise<void>;
};

export type PeriodicJob = { kind: string; everyMs: number };

export type WorkerOptions = {
  db: Kysely<DB>;
  config: AppConfig;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  periodic?: readonly PeriodicJob[];
  concurrency?: number;
  pollMs?: number;
  /** A claim whose heartbeat is older than this belongs to a dead worker. */
  staleAfterMs?: number;
};

export type JobWorker = { stop: () => Promise<void> };

export class JobStopped extends Error {
  constructor() {
    super('The worker stopped before the job finished');
  }
}

const DEFAULT_POLL_MS = 2000;
const DEFAULT_STALE_AFTER_MS = 5 * 60_000;
/** How often the periodic jobs' current period is checked for its job. */
const SCHEDULE_CHECK_MS = 60_000;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

export function startJobWorker(options: WorkerOptions): JobWorker {
  const { db, config, log, handlers } = options;
  const workerId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const stopping = new AbortController();
  const sleepers = new Set<() => void>();
  let pending = false;
  const wakeAll = () => {
    if (sleepers.size === 0) pending = true;
    for (const wake of [...sleepers]) wake();
  };
  const unsubscribe = onJobAdded(wakeAll);

  function idle(): Promise<void> {
    if (pending || stopping.signal.aborted) {
      pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      sleepers.add(done);
    });
  }

  async function schedulePeriodic(): Promise<void> {
    const now = Date.now();
    for (const p of options.periodic ?? []) {
      await enqueue(
        db,
        p.kind,
        {},
        { maxAttempts: 1, singletonKey: `${p.kind}:${Math.floor(now / p.everyMs)}` },
      );
    }
  }

  async function runOne(job: Job): Promise<void> {
    const handler = handlers[job.kind];
    const ctx: JobContext = {
      db,
      config,
      log,
      signal: stopping.signal,
      heartbeat: () => heartbeat(db, job, workerId),
      job,
    };
    if (!handler) {
      await fail(
        db,
        { ...job, maxAttempts: job.attempts },
        `No handler for job kind ${job.kind}`,
        config.jobRetryDelayMs,
      );
      return;
    }
    try {
      await handler.run(job.payload, ctx);
      await complete(db, job);
    } catch (error) {
      if (error instanceof JobStopped || stopping.signal.aborted) {
        await release(db, job);
        return;
      }
      const reason = reasonOf(error);
      const outcome = await fail(db, job, reason, config.jobRetryDelayMs);
      log.warn(
        { job: job.id, kind: job.kind, attempt: job.attempts, outcome, reason },
        'background job failed',
      );
      await handler.onFailure?.(job.payload, reason, outcome === 'failed', ctx);
    }
  }

  // A period shorter than the usual check (a test's) is checked as often as it comes round.
  const scheduleCheckMs = Math.min(SCHEDULE_CHECK_MS, ...(options.periodic ?? []).map((p) => p.everyMs));
  let nextSchedule = 0;
  async function slot(first: boolean): Promise<void> {
    while (!stopping.signal.aborted) {
      try {
        if (first && Date.now() >= nextSchedule) {
          await schedulePeriodic();
          nextSchedule = Date.now() + scheduleCheckMs;
        }
        const job = await claimNext(db, workerId, staleAfterMs);
        if (job) await runOne(job);
        else await idle();
      } catch (error) {
        // The database went away (closing, a restart): wait and try again rather than spin.
        if (stopping.signal.aborted) break;
        log.error({ err: error }, 'job worker error');
        await idle();
      }
    }
  }

  const slots = Array.from({ length: Math.max(1, options.concurrency ?? 1) }, (_, i) => slot(i === 0));
  return {
    stop: async () => {
      stopping.abort();
      unsubscribe();
      wakeAll();
      await Promise.all(slots);
    },
  };
}
