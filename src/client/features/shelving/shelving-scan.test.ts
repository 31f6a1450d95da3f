import { describe, expect, it } from 'vitest';
import {
  classifyScan,
  initialShelvingState,
  onItemScanned,
  onShelfChosen,
  setBatchMode,
  shelfProblem,
} from './shelving-scan';
import type { KnownInspection, KnownShelf } from './shelving-scan';

const shelfA: KnownShelf = { id: 11, name: 'A-01', code: 'W3-A-01', status: 1 };
const shelfB: KnownShelf = { id: 12, name: 'A-02', code: 'W3-A-02', status: 1 };
const inspected = (oneId: string) => ({ oneId, status: 1, checkResult: 1 });

describe('classifying a scan', () => {
  it('reads 8+ digits as a ONE ID and W<id>-<name> as a shelf code, in any case', () => {
    expect(classifyScan(' 10000042 ')).toEqual({ kind: 'oneId', oneId: '10000042' });
    expect(classifyScan('w3-a-01')).toEqual({ kind: 'shelf', code: 'W3-A-01', wareId: 3 });
    expect(classifyScan('1Z999AA10123456784')).toEqual({ kind: 'unknown' });
    expect(classifyScan('0012345678')).toEqual({ kind: 'unknown' });
  });
});

describe('single mode: a ONE ID, then a shelf', () => {
  it('remembers the item and shelves it on the next shelf', () => {
    const first = onItemScanned(initialShelvingState, '10000042', inspected('10000042'));
    expect(first.shelve).toBeUndefined();
    expect(first.feedback).toMatchObject({ tone: 'ok', key: 'scan.itemThenShelf' });
    const second = onShelfChosen(first.state, shelfA);
    expect(second.shelve).toEqual({ oneId: '10000042', shelf: shelfA });
    expect(second.feedback).toMatchObject({
      tone: 'ok',
      key: 'scan.queued',
      values: { oneId: '10000042', shelf: 'A-01' },
    });
    expect(second.state.item).toBeNull();
  });

  it('a shelf without an item first queues nothing and says to scan the item', () => {
    const step = onShelfChosen(initialShelvingState, shelfA);
    expect(step.shelve).toBeUndefined();
    expect(step.feedback).toMatchObject({ tone: 'error', key: 'scan.itemFirst' });
  });

  it('a second ONE ID replaces the first one still waiting for a shelf', () => {
    const a = onItemScanned(initialShelvingState, '10000042', inspected('10000042'));
    const b = onItemScanned(a.state, '10000043', inspected('10000043'));
    expect(onShelfChosen(b.state, shelfA).shelve?.oneId).toBe('10000043');
  });

  it('an item the tablet does not know is still shelved, with the warning repeated when queued', () => {
    const first = onItemScanned(initialShelvingState, '10000099', undefined);
    expect(first.feedback).toMatchObject({ tone: 'warn', key: 'scan.itemUnknown' });
    const second = onShelfChosen(first.state, shelfA);
    expect(second.shelve?.oneId).toBe('10000099');
    expect(second.feedback).toMatchObject({
      tone: 'warn',
      key: 'scan.queuedWithWarning',
      values: { warning: 'scan.itemUnknown' },
    });
  });

  it('warns about an item known as not inspected or not in the warehouse', () => {
    expect(
      onItemScanned(initialShelvingState, '10000042', { oneId: '10000042', status: 12, checkResult: null })
        .feedback.key,
    ).toBe('scan.itemNotInspected');
    expect(
      onItemScanned(initialShelvingState, '10000042', { oneId: '10000042', status: 6, checkResult: 1 })
        .feedback.key,
    ).toBe('scan.itemNotInWarehouse');
  });
});

describe('batch mode: one shelf, then many items', () => {
  it('queues every item scanned after the shelf onto that shelf, until another shelf is scanned', () => {
    let state = setBatchMode(true);
    expect(onItemScanned(state, '10000001', inspected('10000001'))).toMatchObject({
      feedback: { tone: 'error', key: 'scan.shelfFirst' },
    });
    state = onShelfChosen(state, shelfA).state;
    const orders = ['10000001', '10000002', '10000003'].map((oneId) => {
      const step = onItemScanned(state, oneId, inspected(oneId));
      state = step.state;
      return step.shelve;
    });
    expect(orders.map((o) => `${o?.oneId}@${o?.shelf.name}`)).toEqual([
      '10000001@A-01',
      '10000002@A-01',
      '10000003@A-01',
    ]);
    state = onShelfChosen(state, shelfB).state;
    expect(onItemScanned(state, '10000004', inspected('10000004')).shelve?.shelf).toBe(shelfB);
  });

  it('switching modes forgets the half-done pair and the batch shelf', () => {
    const half = onItemScanned(initialShelvingState, '10000042', inspected('10000042')).state;
    expect(half.item).not.toBeNull();
    const batch = setBatchMode(true);
    expect(batch).toEqual({ batch: true, item: null, shelf: null });
    expect(setBatchMode(false)).toEqual(initialShelvingState);
  });
});

describe('shelf problems', () => {
  const scan = (code: string) => classifyScan(code) as { kind: 'shelf'; code: string; wareId: number };

  it('refuses a shelf of another warehouse, an unknown code and a disabled shelf', () => {
    expect(shelfProblem(scan('W9-A-01'), 3, undefined)).toMatchObject({
      tone: 'error',
      key: 'scan.shelfOtherWarehouse',
    });
    expect(shelfProblem(scan('W3-Z-99'), 3, undefined)).toMatchObject({
      tone: 'error',
      key: 'scan.shelfUnknown',
    });
    expect(shelfProblem(scan('W3-A-01'), 3, { ...shelfA, status: 2 })).toMatchObject({
      tone: 'error',
      key: 'scan.shelfDisabled',
    });
    expect(shelfProblem(scan('W3-A-01'), 3, shelfA)).toBeUndefined();
  });
});

describe('a ONE ID minted in an inspection on this tablet', () => {
  const lostConflict: KnownInspection = {
    opId: 'op-inspect',
    state: 'rejected',
    conflict: true,
    reason: 'Another tablet inspected this item first',
  };
  const waiting: KnownInspection = { opId: 'op-inspect', state: 'pending' };

  it('is not shelved once its inspection lost a sync conflict, and the message names that conflict', () => {
    for (const state of [initialShelvingState, { ...setBatchMode(true), shelf: shelfA }]) {
      const step = onItemScanned(state, '10000042', undefined, lostConflict);
      expect(step.shelve).toBeUndefined();
      expect(step.state).toBe(state);
      expect(step.feedback).toEqual({
        tone: 'error',
        key: 'scan.inspectionConflict',
        values: { oneId: '10000042', reason: 'Another tablet inspected this item first' },
      });
    }
    const refused = onItemScanned(initialShelvingState, '10000042', undefined, {
      ...lostConflict,
      conflict: false,
    });
    expect(refused.feedback.key).toBe('scan.inspectionRefused');
  });

  it('is shelved after its inspection while that waits to sync, in both modes', () => {
    const batch = onItemScanned(
      { ...setBatchMode(true), shelf: shelfA },
      '10000042',
      inspected('10000042'),
      waiting,
    );
    expect(batch.shelve).toEqual({ oneId: '10000042', shelf: shelfA, dependsOn: 'op-inspect' });
    const first = onItemScanned(initialShelvingState, '10000042', inspected('10000042'), waiting);
    expect(onShelfChosen(first.state, shelfB).shelve).toEqual({
      oneId: '10000042',
      shelf: shelfB,
      dependsOn: 'op-inspect',
    });
  });

  it('needs nothing to wait for once its inspection is applied', () => {
    const step = onItemScanned({ ...setBatchMode(true), shelf: shelfA }, '10000042', inspected('10000042'), {
      opId: 'op-inspect',
      state: 'applied',
    });
    expect(step.shelve).toEqual({ oneId: '10000042', shelf: shelfA });
  });
});
