// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aForecast, anItem, aShelf } from '../../../tests/client/support/offline-rows';
import { freshTablet, logIn } from '../../../tests/client/support/offline-fake-server';
import type { PickLine } from '../../domain/outbound/batches';
import { offlineDb } from './db';
import { DEVICE_ID_STORAGE_KEY, getDeviceId } from './device';
import { findOpsForParcel } from './local-queries';
import { isHeld } from './held-op';
import { discardOp, enqueueOp, OpInputError, releaseHeldOp, resendOp } from './outbox';
import { nextBatch } from './sync-push';

beforeEach(async () => {
  await freshTablet();
});
afterEach(() => vi.unstubAllGlobals());

describe('the outbox', () => {
  it('queues ops in order with the next seq of this device, the user, the warehouse and the parsed payload', async () => {
    const a = await enqueueOp('receiveParcel', { logNo: 'TRACK0001' });
    const b = await enqueueOp('receiveReturn', { logNo: 'TRACK0002', oneIds: ['10000001'] });
    const c = await enqueueOp(
      'shelveItem',
      { oneId: '10000001', shelfCode: 'W3-A-01' },
      { dependsOn: b.opId },
    );
    const queued = await offlineDb.outbox.orderBy('seq').toArray();
    expect(queued.map((op) => op.opId)).toEqual([a.opId, b.opId, c.opId]);
    expect(queued.map((op) => op.seq)).toEqual([a.seq, a.seq + 1, a.seq + 2]);
    expect(new Set(queued.map((op) => op.deviceId))).toEqual(new Set([await getDeviceId()]));
    expect(
      queued.every((op) => op.userId === 7 && op.wareId === 3 && op.state === 'pending' && op.attempts === 0),
    ).toBe(true);
    expect(b.payload).toEqual({ logNo: 'TRACK0002', oneIds: ['10000001'], remark: '', wareId: 3 });
    expect(c.dependsOn).toBe(b.opId);
  });

  it('keeps counting seq after the queue empties and the page reloads', async () => {
    const first = await enqueueOp('receiveParcel', { logNo: 'TRACK0001' });
    await offlineDb.outbox.clear();
    const second = await enqueueOp('receiveParcel', { logNo: 'TRACK0002' });
    expect(second.seq).toBe(first.seq + 1);
  });

  it('refuses a bad payload with the field named and queues nothing', async () => {
    await offlineDb.forecasts.put(aForecast());
    const refusal = enqueueOp('inspectItem', { logNo: 'TRACK0001', grade: 42 as never });
    await expect(refusal).rejects.toBeInstanceOf(OpInputError);
    await expect(refusal).rejects.toMatchObject({ field: 'grade' });
    await expect(enqueueOp('shelveItem', { oneId: '123' })).rejects.toBeInstanceOf(OpInputError);
    expect(await offlineDb.outbox.count()).toBe(0);
    expect(await offlineDb.items.count()).toBe(0);
  });

  it('refuses an op when no warehouse is selected', async () => {
    document.cookie = 'wareId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await expect(enqueueOp('receiveParcel', { logNo: 'TRACK0001' })).rejects.toMatchObject({
      field: 'wareId',
    });
  });

  it('makes the device id once and mirrors it to localStorage', async () => {
    const id = await getDeviceId();
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(id);
    expect(await getDeviceId()).toBe(id);
  });
});

describe('local effects', () => {
  it('a received parcel shows received at once, and a discard takes it back', async () => {
    await offlineDb.forecasts.put(aForecast());
    const op = await enqueueOp('receiveParcel', { logNo: 'TRACK0001' });
    const received = await offlineDb.forecasts.get(1);
    expect(received?.status).toBe(2);
    expect(received?.parcels[0]).toMatchObject({
      status: 2,
      gmtReceived: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect((await findOpsForParcel('TRACK0001')).map((o) => o.opId)).toEqual([op.opId]);
    await discardOp(op.opId);
    expect((await offlineDb.forecasts.get(1))?.parcels[0]).toMatchObject({ status: 1, gmtReceived: null });
    expect((await offlineDb.outbox.get(op.opId))?.state).toBe('discarded');
    expect(await findOpsForParcel('TRACK0001')).toEqual([]);
  });

  it('an inspection adds the item and counts the expected line; the revert removes both', async () => {
    await offlineDb.forecasts.put(
      aForecast({
        status: 2,
        parcels: [{ id: 11, logNo: 'TRACK0001', status: 2, gmtReceived: 'x', cancelled: false }],
      }),
    );
    const op = await enqueueOp('inspectItem', {
      logNo: 'TRACK0001',
      packItemId: 21,
      grade: 1,
      oneId: '10000009',
    });
    const item = await offlineDb.items.where('oneId').equals('10000009').first();
    expect(item).toMatchObject({
      wareId: 3,
      sku: 'DD1391-100',
      spec: '42',
      size: '42',
      status: 1,
      checkResult: 1,
      grade: 1,
      shelfId: null,
      packId: 1,
      parcelId: 11,
    });
    expect((await offlineDb.forecasts.get(1))?.items[0].inspected).toBe(1);
    await discardOp(op.opId);
    expect(await offlineDb.items.count()).toBe(0);
    expect((await offlineDb.forecasts.get(1))?.items[0].inspected).toBe(0);
  });

  it('shelving puts the item on the shelf by code; the revert takes it off', async () => {
    await offlineDb.shelves.put(aShelf());
    await offlineDb.items.put(anItem());
    const op = await enqueueOp('shelveItem', { oneId: '10000050', shelfCode: 'W3-A-01' });
    expect(await offlineDb.items.get(100)).toMatchObject({ shelfId: 5, shelfName: 'A-01' });
    await discardOp(op.opId);
    expect(await offlineDb.items.get(100)).toMatchObject({ shelfId: null, shelfName: '' });
  });

  it('a returned parcel appears as received back with its items awaiting re-inspection', async () => {
    await offlineDb.items.put(anItem({ status: 6 }));
    const op = await enqueueOp('receiveReturn', { logNo: 'RETURN0001', oneIds: ['10000050', '10000051'] });
    const forecast = await offlineDb.forecasts.where('logNos').equals('RETURN0001').first();
    expect(forecast).toMatchObject({ kind: 2, status: 3, parcels: [{ logNo: 'RETURN0001', status: 3 }] });
    const items = await offlineDb.items.where('oneId').anyOf('10000050', '10000051').toArray();
    expect(items.map((i) => [i.oneId, i.status, i.logNo])).toEqual([
      ['10000050', 12, 'RETURN0001'],
      ['10000051', 12, 'RETURN0001'],
    ]);
    await discardOp(op.opId);
    expect(await offlineDb.forecasts.count()).toBe(0);
    expect(await offlineDb.items.toArray()).toEqual([anItem({ status: 6 })]);
  });

  it('a rejected op resent with a fix is a new op and the old one is discarded with a link', async () => {
    const op = await enqueueOp('receiveParcel', { logNo: 'TRACK0001' });
    await expect(resendOp(op.opId)).rejects.toThrow(/only a rejected op/);
    await offlineDb.outbox.update(op.opId, {
      state: 'rejected',
      lastError: { code: 404, reason: 'no such parcel' },
    });
    await expect(resendOp(op.opId, { logNo: '' })).rejects.toBeInstanceOf(OpInputError);
    const again = await resendOp(op.opId, { logNo: 'TRACK0009', wareId: 99 });
    expect(again.opId).not.toBe(op.opId);
    expect(again.seq).toBeGreaterThan(op.seq);
    expect(again).toMatchObject({ state: 'pending', payload: { logNo: 'TRACK0009', wareId: 3 } });
    expect(await offlineDb.outbox.get(op.opId)).toMatchObject({ state: 'discarded', replacedBy: again.opId });
  });

  it("another user's ops are not listed for this user", async () => {
    await enqueueOp('receiveParcel', { logNo: 'TRACK0001' });
    logIn(8);
    expect(await findOpsForParcel('TRACK0001')).toEqual([]);
  });
});

describe("Confirm shipped's undo window: a held op", () => {
  const line = (oneId: string, orderId: number, picked: boolean): PickLine => ({
    oneId,
    orderId,
    oddNo: `RS${orderId}`,
    kind: 4,
    sku: 'S',
    brand: 'B',
    name: 'N',
    size: '9',
    shelfName: 'A-1',
    orderState: 'open',
    picked,
    pickedBy: '',
    gmtPicked: null,
    gmtShipped: null,
    hasLabel: false,
  });
  const putBatch = () =>
    offlineDb.batches.put({
      id: 7,
      batchNo: 'OB7',
      wareId: 3,
      wareName: 'W',
      status: 1,
      orders: 2,
      items: 2,
      picked: 1,
      shipped: 0,
      createdBy: 'x',
      gmtCreate: '',
      gmtModify: '',
      lines: [line('10000001', 1, true), line('10000002', 2, false)],
      fetchedAt: '2026-11-29T08:05:00.000Z',
    });
  const sendable = async () => (await nextBatch(7)).map((op) => op.type);

  it('is not sent, nor is any op after it, until its time passes or it is released', async () => {
    await putBatch();
    const before = await enqueueOp('receiveParcel', { logNo: 'TRACK0001' });
    const ship = await enqueueOp('outbound.ship', { batchId: 7, orderId: 1 }, { holdMs: 60_000 });
    await enqueueOp('outbound.pick', { batchId: 7, oneId: '10000002' });
    expect(isHeld(ship)).toBe(true);
    expect(isHeld(ship, Date.now() + 61_000)).toBe(false);
    expect(await sendable()).toEqual(['receiveParcel']);
    expect(before.holdUntil).toBeUndefined();

    await releaseHeldOp(ship.opId);
    expect(await sendable()).toEqual(['receiveParcel', 'outbound.ship', 'outbound.pick']);
  });

  it("undone, the order is open again and a later pick of another order stays on the tablet's copy", async () => {
    await putBatch();
    const ship = await enqueueOp('outbound.ship', { batchId: 7, orderId: 1 }, { holdMs: 60_000 });
    await enqueueOp('outbound.pick', { batchId: 7, oneId: '10000002' });
    expect((await offlineDb.batches.get(7))?.lines.map((l) => [l.orderState, l.picked])).toEqual([
      ['shipped', true],
      ['open', true],
    ]);

    await discardOp(ship.opId);
    expect((await offlineDb.batches.get(7))?.lines.map((l) => [l.orderState, l.picked])).toEqual([
      ['open', true],
      ['open', true],
    ]);
    expect(await sendable()).toEqual(['outbound.pick']);
  });
});
