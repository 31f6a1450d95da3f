import { beforeEach, describe, expect, it } from 'vitest';
import { aWorkItem } from '../test-support/repair-fixtures';
import { offlineDb } from '../../../offline/db';
import { applyLocalEffect, revertLocalEffect } from '../../../offline/local-effects';
import { withPendingRepairOps, workAfter } from '../../../offline/repair-effects';
import type { LocalRepairWork, QueuedOp } from '../../../offline/types';

const HASH = 'a'.repeat(64);
const op = (seq: number, type: string, payload: Record<string, unknown>, state = 'pending') =>
  ({ opId: `op-${seq}`, seq, wareId: 3, type, payload, state }) as unknown as QueuedOp;
const row = (oneId: string, over: Partial<LocalRepairWork> = {}): LocalRepairWork => ({
  ...aWorkItem(oneId),
  fetchedAt: '2026-12-02T09:00:00.000Z',
  ...over,
});
const onBench = (oneId: string) =>
  row(oneId, { status: 2, tab: 'pendingRepair', actions: ['succeed', 'fail', 'notRepaired'] });

describe("the tablet's own repair ops on its copy of the work", () => {
  it('a pick takes a pending pair to the bench, as the domain machine says', () => {
    const picked = workAfter('repair.pick', { batchId: 5, oneId: '10000001', photos: [] }, row('10000001'));
    expect(picked).toMatchObject({ status: 2, tab: 'pendingRepair', shopStatus: 1 });
    expect(picked?.beforePhotos).toEqual(row('10000001').beforePhotos);
    // A pair of another task, another pair, or one picked already: nothing changes.
    expect(workAfter('repair.pick', { batchId: 6, oneId: '10000001' }, row('10000001'))).toBeNull();
    expect(workAfter('repair.pick', { batchId: 5, oneId: '10000002' }, row('10000001'))).toBeNull();
    expect(workAfter('repair.pick', { batchId: 5, oneId: '10000001' }, onBench('10000001'))).toBeNull();
  });

  it('photos add to their kind once; a result moves the pair to completed with its QC', () => {
    const photo = workAfter(
      'repair.photo',
      { batchId: 5, oneId: '10000001', kind: 'after', photos: [HASH, HASH] },
      onBench('10000001'),
    );
    expect(photo?.afterPhotos).toEqual([HASH]);
    const failed = workAfter(
      'repair.result',
      { batchId: 5, oneId: '10000001', result: 'failure', qc: 'fail', remark: 'sole split' },
      onBench('10000001'),
    );
    expect(failed).toMatchObject({
      status: 3,
      tab: 'completed',
      shopStatus: 2,
      qcResult: 'fail',
      resultRemark: 'sole split',
    });
    expect(
      workAfter(
        'repair.result',
        { batchId: 5, oneId: '10000001', result: 'success', qc: 'pass' },
        row('10000001'),
      ),
    ).toBeNull();
  });

  it('completing a task leaves its pairs not repaired as failures, and the task completed', () => {
    const p = { batchId: 5, confirmUnrepaired: true };
    expect(workAfter('repair.completeBatch', p, row('10000001'))).toMatchObject({
      status: 3,
      tab: 'completed',
      batchStatus: 2,
    });
    const done = row('10000002', { status: 4, tab: 'completed', batchStatus: 1 });
    expect(workAfter('repair.completeBatch', p, done)).toMatchObject({ status: 4, batchStatus: 2 });
    expect(workAfter('repair.completeBatch', { batchId: 9 }, done)).toBeNull();
  });

  it('a fresh copy from the server keeps the ops still waiting to sync, in queue order', () => {
    const after = withPendingRepairOps(
      [row('10000001'), row('10000002')],
      [
        op(2, 'repair.result', { batchId: 5, oneId: '10000001', result: 'success', qc: 'pass' }),
        op(1, 'repair.pick', { batchId: 5, oneId: '10000001' }),
        op(3, 'repair.pick', { batchId: 5, oneId: '10000002' }, 'applied'),
        op(4, 'outbound.pick', { batchId: 5, oneId: '10000002' }),
      ],
    );
    expect(after.map((w) => [w.oneId, w.status, w.tab])).toEqual([
      ['10000001', 4, 'completed'],
      ['10000002', 1, 'pendingPick'],
    ]);
  });
});

describe('the effect on the cached work and its undo', () => {
  beforeEach(async () => {
    await offlineDb.repairWork.clear();
    await offlineDb.repairWork.bulkPut([row('10000001'), row('10000002')]);
  });

  it('changes the cached row at once, and a rejection takes it back while the op is its last change', async () => {
    const pick = op(1, 'repair.pick', { batchId: 5, oneId: '10000001', photos: [] });
    pick.undo = await applyLocalEffect(pick);
    expect(await offlineDb.repairWork.get([5, '10000001'])).toMatchObject({ status: 2, touchedBy: 'op-1' });
    expect((await offlineDb.repairWork.get([5, '10000002']))?.status).toBe(1);
    await revertLocalEffect(pick);
    expect(await offlineDb.repairWork.get([5, '10000001'])).toMatchObject({ status: 1, tab: 'pendingPick' });
  });
});
