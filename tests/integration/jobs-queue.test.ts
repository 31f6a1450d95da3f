import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimNext, enqueue, fail, retryDelayMs } from '../../src/server/jobs/queue';
import { startJobWorker } from '../../src/server/jobs/worker';
import { createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The job queue on its own: the app is closed first so its worker takes none of these jobs, and
 * each test drives claims or a worker of its own on the same database.
 */
describe.each(testEngines())('job queue on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { JOB_RETRY_DELAY_MS: '20' });
    await t.app.close();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('jobs').execute();
  });

  it('hands each due job to one claimer, oldest first, and none before its time', async () => {
    const db = t.database.db;
    const first = await enqueue(db, 'test.a', { n: 1 });
    const second = await enqueue(db, 'test.a', { n: 2 });
    await enqueue(db, 'test.a', { n: 3 }, { runAt: new Date(Date.now() + 60_000) });
    const claims = await Promise.all([
      claimNext(db, 'w1', 60_000),
      claimNext(db, 'w2', 60_000),
      claimNext(db, 'w3', 60_000),
    ]);
    const ids = claims.filter((c) => c !== null).map((c) => c.id);
    expect(ids.sort()).toEqual([first, second].sort());
    expect(claims.find((c) => c?.id === first)?.payload).toEqual({ n: 1 });
  });

  it('takes over a claim whose worker stopped sending heartbeats (a crash)', async () => {
    const db = t.database.db;
    const id = await enqueue(db, 'test.crash', {});
    expect((await claimNext(db, 'dead-worker', 60_000))?.id).toBe(id);
    expect(await claimNext(db, 'w2', 60_000)).toBeNull();
    await db
      .updateTable('jobs')
      .set({ locked_at: new Date(Date.now() - 120_000) })
      .where('id', '=', Number(id))
      .execute();
    const taken = await claimNext(db, 'w2', 60_000);
    expect(taken).toMatchObject({ id, attempts: 2 });
  });

  it('retries after a growing delay and fails for good after the last attempt', async () => {
    const db = t.database.db;
    expect([1, 2, 3].map((a) => retryDelayMs(1000, a))).toEqual([1000, 2000, 4000]);
    const id = await enqueue(db, 'test.retry', {}, { maxAttempts: 2 });
    const one = await claimNext(db, 'w', 60_000);
    expect(await fail(db, one!, 'boom', 60_000)).toBe('retry');
    const row = await db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'queued', last_error: 'boom' });
    expect(row.run_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await db.updateTable('jobs').set({ run_at: new Date() }).where('id', '=', Number(id)).execute();
    const two = await claimNext(db, 'w', 60_000);
    expect(await fail(db, two!, 'boom again', 60_000)).toBe('failed');
    expect(await claimNext(db, 'w', 60_000)).toBeNull();
  });

  it('adds a periodic job once per period, and a worker runs jobs, retries and gives up', async () => {
    const db = t.database.db;
    const seen: string[] = [];
    const outcomes: boolean[] = [];
    const worker = startJobWorker({
      db,
      config: t.config,
      log: t.app.log,
      pollMs: 20,
      periodic: [{ kind: 'test.tick', everyMs: 3_600_000 }],
      handlers: {
        'test.tick': { run: async () => void seen.push('tick') },
        'test.flaky': {
          run: async () => {
            seen.push('flaky');
            throw new Error('always fails');
          },
          onFailure: async (_p, reason, final) => void outcomes.push(final && reason === 'always fails'),
        },
      },
    });
    await enqueue(db, 'test.flaky', {}, { maxAttempts: 2 });
    const deadline = Date.now() + 10_000;
    while (outcomes.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    expect(seen.filter((s) => s === 'tick')).toHaveLength(1);
    expect(seen.filter((s) => s === 'flaky')).toHaveLength(2);
    expect(outcomes).toEqual([false, true]);
    const again = await enqueue(
      db,
      'test.tick',
      {},
      { singletonKey: `test.tick:${Math.floor(Date.now() / 3_600_000)}` },
    );
    expect(again).toBeNull();
  });
});
