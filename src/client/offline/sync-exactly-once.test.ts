// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, expect, it, vi } from 'vitest';
import { freshTablet } from '../../../tests/client/support/offline-fake-server';
import type { Failure } from '../../../tests/client/support/offline-fake-server';
import { offlineDb } from './db';
import { enqueueOp } from './outbox';
import { SyncEngine } from './sync-engine';

afterEach(() => vi.unstubAllGlobals());

type Step =
  | { kind: 'enqueue'; count: number }
  | { kind: 'fail'; failure: Failure }
  | { kind: 'reorder'; on: boolean }
  | { kind: 'sync' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('enqueue' as const), count: fc.integer({ min: 1, max: 4 }) }),
  fc.record({
    kind: fc.constant('fail' as const),
    failure: fc.constantFrom<Failure>('network', 'server', 'lostResponse'),
  }),
  fc.record({ kind: fc.constant('reorder' as const), on: fc.boolean() }),
  fc.record({ kind: fc.constant('sync' as const) }),
);

/**
 * Whatever happens on the way (requests that never arrive, answers that are lost after the server
 * applied the batch and so are delivered twice, answers in another order), every queued op ends
 * applied exactly once on the server, in seq order, and none is lost.
 */
it('every op is applied exactly once and none is lost, whatever the network does', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
      const server = await freshTablet();
      const engine = new SyncEngine();
      const queued: string[] = [];
      let n = 0;
      for (const s of steps) {
        if (s.kind === 'enqueue') {
          for (let i = 0; i < s.count; i += 1)
            queued.push(
              (await enqueueOp('receiveParcel', { logNo: `TRACK${String((n += 1)).padStart(4, '0')}` })).opId,
            );
        } else if (s.kind === 'fail') server.failures.push(s.failure);
        else if (s.kind === 'reorder') server.reverseResults = s.on;
        else await engine.syncNow();
      }
      server.failures = [];
      await engine.syncNow();

      const ops = await offlineDb.outbox.toArray();
      expect(ops.map((o) => o.opId).sort()).toEqual([...queued].sort());
      expect(ops.every((o) => o.state === 'applied')).toBe(true);
      expect([...server.effects.values()].every((count) => count === 1)).toBe(true);
      expect(server.appliedOrder).toEqual(queued);
      vi.unstubAllGlobals();
    }),
    { numRuns: 25 },
  );
}, 120_000);
