// @vitest-environment jsdom
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshTablet, logIn } from '../../../tests/client/support/offline-fake-server';
import type { FakeSyncServer } from '../../../tests/client/support/offline-fake-server';
import { useSession } from '../stores/session';
import { offlineDb } from './db';
import { getDeviceId } from './device';
import { OneIdPoolEmptyError, takeOneId } from './one-id-pool';
import { discardOp, enqueueOp, resendOp } from './outbox';
import { storePhoto } from './photos';
import { backoffDelay, SyncEngine } from './sync-engine';
import type { QueuedOp } from './types';

vi.mock('../api/page-reload', () => ({ reloadPage: vi.fn() }));

let server: FakeSyncServer;
let engine: SyncEngine;
beforeEach(async () => {
  engine = new SyncEngine();
  server = await freshTablet();
});
afterEach(() => vi.unstubAllGlobals());

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const aPng = (salt: number) =>
  new NodeBlob([new Uint8Array([...PNG, salt])], { type: 'image/png' }) as unknown as Blob;

async function queueDirectly(count: number, userId = 7): Promise<QueuedOp[]> {
  const deviceId = await getDeviceId();
  const ops: QueuedOp[] = Array.from({ length: count }, (_, i) => ({
    opId: crypto.randomUUID(),
    deviceId,
    seq: i + 1,
    userId,
    wareId: 3,
    type: 'receiveParcel',
    payload: { logNo: `TRACK${String(i).padStart(5, '0')}`, wareId: 3 },
    createdAt: new Date().toISOString(),
    photoHashes: [],
    state: 'pending',
    attempts: 0,
  }));
  await offlineDb.outbox.bulkAdd(ops);
  return ops;
}

const stateOf = async (opId: string) => (await offlineDb.outbox.get(opId))?.state;

describe('sending the queue', () => {
  it('sends ops in seq order in batches of at most 500 and marks each applied', async () => {
    const ops = await queueDirectly(1201);
    await engine.syncNow();
    expect(server.batches.map((b) => b.length)).toEqual([500, 500, 201]);
    expect(server.appliedOrder).toEqual(ops.map((o) => o.opId));
    expect(await offlineDb.outbox.where('state').equals('applied').count()).toBe(1201);
    expect(server.batches[0][0]).toEqual({
      opId: ops[0].opId,
      seq: 1,
      type: 'receiveParcel',
      createdAt: ops[0].createdAt,
      payload: ops[0].payload,
    });
  });

  it('counts a duplicate answer as done: a lost response is sent again and applied once', async () => {
    const op = await enqueueOp('receiveParcel', { logNo: 'TRACK0001' });
    server.failures = ['lostResponse'];
    await engine.syncNow();
    expect(await stateOf(op.opId)).toBe('pending');
    await engine.syncNow();
    expect(await offlineDb.outbox.get(op.opId)).toMatchObject({
      state: 'applied',
      attempts: 2,
      result: { seq: op.seq },
    });
    expect(server.effects.get(op.opId)).toBe(1);
  });

  it('records results by op id whatever order they come back in', async () => {
    const ops = await queueDirectly(5);
    server.reverseResults = true;
    server.rejectWhen = (op) => (op.seq === 2 ? { code: 409, reason: 'Parcel already received' } : null);
    await engine.syncNow();
    expect(await Promise.all(ops.map((o) => stateOf(o.opId)))).toEqual([
      'applied',
      'rejected',
      'applied',
      'applied',
      'applied',
    ]);
  });

  it('a rejection needs attention with its reason; a 409 is a conflict; resent it is a new op, or discarded', async () => {
    const bad = await enqueueOp('receiveParcel', { logNo: 'TRACK0001' });
    const missing = await enqueueOp('receiveParcel', { logNo: 'TRACK0002' });
    const dependent = await enqueueOp(
      'shelveItem',
      { oneId: '10000001', shelfId: 5 },
      { dependsOn: bad.opId },
    );
    server.rejectWhen = (op) =>
      op.payload.logNo === 'TRACK0001'
        ? { code: 409, reason: 'Parcel already received' }
        : op.payload.logNo === 'TRACK0002'
          ? { code: 404, reason: 'No such parcel' }
          : null;
    await engine.syncNow();
    expect(await offlineDb.outbox.get(bad.opId)).toMatchObject({
      state: 'rejected',
      conflict: true,
      lastError: { code: 409, reason: 'Parcel already received' },
    });
    expect(await offlineDb.outbox.get(missing.opId)).toMatchObject({
      state: 'rejected',
      conflict: false,
      lastError: { code: 404 },
    });
    expect(await stateOf(dependent.opId)).toBe('rejected');

    server.rejectWhen = () => null;
    const fixed = await resendOp(missing.opId, { logNo: 'TRACK0003' });
    await discardOp(bad.opId);
    await engine.syncNow();
    expect(await stateOf(fixed.opId)).toBe('applied');
    expect(await stateOf(missing.opId)).toBe('discarded');
    expect(await stateOf(bad.opId)).toBe('discarded');
    expect(server.batches.flat().filter((o) => o.opId === bad.opId)).toHaveLength(1);
  });

  it("sends only the logged-in user's ops; another user's wait for their login", async () => {
    const mine = await enqueueOp('receiveParcel', { logNo: 'TRACK0001' });
    logIn(8);
    const theirs = await enqueueOp('receiveParcel', { logNo: 'TRACK0002' });
    logIn(7);
    await engine.syncNow();
    expect(server.batches.flat().map((o) => o.opId)).toEqual([mine.opId]);
    expect(await stateOf(theirs.opId)).toBe('pending');
    logIn(8);
    await engine.syncNow();
    expect(await stateOf(theirs.opId)).toBe('applied');
  });

  it('a 401 stops syncing, logs out, and keeps every op queued', async () => {
    const op = await enqueueOp('receiveParcel', { logNo: 'TRACK0001' });
    server.failures = ['unauthorized'];
    await engine.syncNow();
    expect(await offlineDb.outbox.get(op.opId)).toMatchObject({ state: 'pending' });
    expect(useSession.getState().token).toBeNull();
    const calls = server.fetch.mock.calls.length;
    await engine.syncNow();
    expect(server.fetch.mock.calls.length).toBe(calls);
    logIn();
    await engine.syncNow();
    expect(await stateOf(op.opId)).toBe('applied');
  });
});

describe('photos', () => {
  it('are uploaded before the op that names them, and only once', async () => {
    const hash = await storePhoto(aPng(1));
    expect(hash).toMatch(/^[a-f0-9]{64}$/);
    expect(await storePhoto(aPng(1))).toBe(hash);
    const first = await enqueueOp('inspectItem', {
      logNo: 'TRACK0001',
      grade: 1,
      photos: [hash],
      oneId: '10000001',
    });
    server.failures = ['network'];
    await engine.syncNow();
    expect(await stateOf(first.opId)).toBe('pending');
    await engine.syncNow();
    const second = await enqueueOp('inspectItem', {
      logNo: 'TRACK0001',
      grade: 3,
      photos: [hash],
      oneId: '10000002',
    });
    await engine.syncNow();
    expect(await stateOf(first.opId)).toBe('applied');
    expect(await stateOf(second.opId)).toBe('applied');
    expect(server.uploads).toEqual([hash]);
  });

  it('refuses a file that is not a picture or is over 10 MB', async () => {
    await expect(storePhoto(new NodeBlob(['hello, not a picture']) as unknown as Blob)).rejects.toMatchObject(
      { field: 'photos' },
    );
    const huge = new NodeBlob([new Uint8Array(10 * 1024 * 1024 + 1)]) as unknown as Blob;
    await expect(storePhoto(huge)).rejects.toThrow(/10M/);
    expect(await offlineDb.photos.count()).toBe(0);
  });
});

describe('the ONE ID pool', () => {
  it('is empty until leased, then tops up to at least 100 while online', async () => {
    await expect(takeOneId()).rejects.toBeInstanceOf(OneIdPoolEmptyError);
    await engine.syncNow();
    expect(server.leases).toEqual([200]);
    expect(await takeOneId()).toBe('10000001');
    expect(await takeOneId()).toBe('10000002');
    for (let i = 0; i < 98; i += 1) await takeOneId();
    await engine.syncNow();
    expect(server.leases).toEqual([200]);
    await takeOneId();
    await engine.syncNow();
    expect(server.leases).toEqual([200, 200]);
    expect(await offlineDb.oneIds.where('used').equals(0).count()).toBe(299);
  });
});

describe('backoff', () => {
  it('waits between half of base * 2^(failures-1) and all of it, never more than 60 s', () => {
    const top = () => 0.999999;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => Math.round(backoffDelay(n, top) / 1000))).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
    // However the dice fall, a wait never shrinks to nothing: no retry storm from an unlucky draw.
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelay(n, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});
