import { describe, expect, it } from 'vitest';
import { rowSync } from './session-scans';
import type { SessionScan } from './session-scans';

const queued: SessionScan = {
  key: 1,
  wareId: 1,
  at: '2025-01-01T00:00:00.000Z',
  outcome: { kind: 'unforecast', logNo: 'TBA123456789' },
  opId: 'op-1',
};

describe("a session scan's sync state", () => {
  it("follows its op: waiting, synced, conflict or rejected with the server's reason", () => {
    expect(rowSync(queued, { state: 'pending' })).toEqual({ state: 'waiting' });
    expect(rowSync(queued, { state: 'sending' })).toEqual({ state: 'waiting' });
    expect(rowSync(queued, { state: 'applied' })).toEqual({ state: 'synced' });
    expect(
      rowSync(queued, {
        state: 'rejected',
        conflict: true,
        lastError: { reason: 'already received by Ann' },
      }),
    ).toEqual({
      state: 'conflict',
      reason: 'already received by Ann',
    });
    expect(rowSync(queued, { state: 'rejected', lastError: { reason: 'no grant' } })).toEqual({
      state: 'rejected',
      reason: 'no grant',
    });
  });

  it('is "queueing" until the op is in the outbox, and "not queued" for scans that queue nothing', () => {
    expect(rowSync({ ...queued, opId: undefined }, undefined)).toEqual({ state: 'queueing' });
    expect(rowSync({ ...queued, outcome: { kind: 'invalid', logNo: '0123' } }, undefined)).toEqual({
      state: 'notQueued',
    });
    expect(rowSync({ ...queued, queueError: 'logNo: bad' }, undefined)).toEqual({
      state: 'failedToQueue',
      reason: 'logNo: bad',
    });
  });
});
