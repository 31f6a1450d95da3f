// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshTablet, logIn } from '../../../../tests/client/support/offline-fake-server';
import { offlineDb } from '../../offline/db';
import type { QueuedOp } from '../../offline/types';
import { findInspectionOf } from './inspection-of';

const inspection = (over: Partial<QueuedOp>): QueuedOp => ({
  opId: 'op-1',
  deviceId: 'device-1',
  seq: 1,
  userId: 1,
  wareId: 3,
  type: 'inspectItem',
  payload: { logNo: 'TRACK0001', packItemId: 21, grade: 1, oneId: '10000042' },
  createdAt: '2025-01-01T00:00:00Z',
  photoHashes: [],
  state: 'pending',
  attempts: 0,
  ...over,
});

beforeEach(async () => {
  await freshTablet();
  logIn(1);
});
afterEach(() => vi.unstubAllGlobals());

describe('the inspection that minted a ONE ID on this tablet', () => {
  it('is the newest version of the user own inspectItem op naming it, with its refusal', async () => {
    await offlineDb.outbox.bulkAdd([
      inspection({ opId: 'op-1', seq: 1, state: 'discarded', replacedBy: 'op-2' }),
      inspection({
        opId: 'op-2',
        seq: 2,
        state: 'rejected',
        conflict: true,
        lastError: { code: 409, reason: 'Already inspected' },
      }),
      inspection({ opId: 'op-3', seq: 3, payload: { logNo: 'TRACK0001', oneId: '10000099' } }),
      inspection({ opId: 'op-4', seq: 4, userId: 2 }),
    ]);
    expect(await findInspectionOf(' 10000042 ')).toEqual({
      opId: 'op-2',
      state: 'rejected',
      conflict: true,
      reason: 'Already inspected',
    });
    expect(await findInspectionOf('10000077')).toBeUndefined();
  });
});
