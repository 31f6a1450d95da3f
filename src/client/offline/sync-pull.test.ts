// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyPage, freshTablet, logIn } from '../../../tests/client/support/offline-fake-server';
import type { FakeSyncServer } from '../../../tests/client/support/offline-fake-server';
import { META_KEYS, offlineDb, readMeta } from './db';
import { findItemByOneId, findParcelByLogNo, findShelfByCode, findSkuByCode } from './local-queries';
import { enqueueOp } from './outbox';
import { SyncEngine } from './sync-engine';

let server: FakeSyncServer;
let engine: SyncEngine;
beforeEach(async () => {
  engine = new SyncEngine();
  server = await freshTablet();
});
afterEach(() => vi.unstubAllGlobals());

const T = '2025-03-01T10:00:00.000000Z';
const forecastRow = (id: number, status: number, logNo: string) => ({
  id,
  kind: 1,
  status,
  remark: '',
  shopInfo: { id: 40, uid: 'S40', realname: 'Seller' },
  parcels: [{ id: id * 10, logNo, status: 1, gmtReceived: null, cancelled: false }],
  items: [
    {
      id: id * 100,
      sku: 'DD1391-100',
      brand: 'Nike',
      name: 'Dunk Low',
      size: '42',
      quantity: 1,
      inspected: 0,
    },
  ],
  updatedAt: T,
});
const shelfRow = (id: number, status: number) => ({
  id,
  name: `A-0${id}`,
  code: `W3-A-0${id}`,
  rackId: 2,
  rackName: 'A',
  status,
  updatedAt: T,
});
const skuRow = (id: number, status: number) => ({
  id,
  sku: `SKU-${id}`,
  brand: 'Nike',
  name: 'Dunk',
  sizes: ['42'],
  image: '',
  status,
  gmtModify: T,
  updatedAt: T,
});
const itemRow = (id: number, oneId: string, shelfId: number | null, status = 1) => ({
  id,
  oneId,
  shopUserId: 40,
  packId: 1,
  parcelId: 10,
  logNo: 'TRACK0001',
  sku: 'DD1391-100',
  brand: 'Nike',
  remarks: 'Dunk Low',
  spec: '42',
  status,
  checkResult: 1,
  shelfId,
  gmtIn: T,
  updatedAt: T,
});

describe('pulling the caches', () => {
  it('follows the cursor through every page, keeps it per warehouse and sends it next time', async () => {
    server.pullPages = [
      {
        ...emptyPage('c1'),
        forecasts: [forecastRow(1, 1, 'TRACK0001')],
        shelves: [shelfRow(5, 1)],
        more: true,
      },
      { ...emptyPage('c2'), skus: [skuRow(9, 1)], items: [itemRow(100, '10000050', null)] },
    ];
    await engine.syncNow();
    expect(server.pullCursors).toEqual([undefined, 'c1']);
    expect(server.pullWareIds).toEqual(['3', '3']);
    expect(await readMeta(META_KEYS.pullCursor(3))).toBe('c2');
    expect((await findParcelByLogNo(3, 'TRACK0001'))?.forecast.id).toBe(1);
    expect((await findShelfByCode(3, 'W3-A-05'))?.name).toBe('A-05');
    expect((await findSkuByCode('sku-9'))?.id).toBe(9);
    expect(await findItemByOneId(3, '10000050')).toMatchObject({ id: 100, size: '42', grade: 1, wareId: 3 });

    await engine.syncNow();
    expect(server.pullCursors).toEqual([undefined, 'c1', 'c2']);

    logIn(7, 4);
    await engine.syncNow();
    expect(server.pullCursors.at(-1)).toBeUndefined();
    expect(server.pullWareIds.at(-1)).toBe('4');
    expect(await readMeta(META_KEYS.pullCursor(3))).toBe('c2');
  });

  it('removes rows that left the cache: cancelled or checked forecasts, disabled shelves and SKUs, shelved or gone items', async () => {
    server.pullPages = [
      {
        ...emptyPage('c1'),
        forecasts: [forecastRow(1, 1, 'TRACK0001'), forecastRow(2, 2, 'TRACK0002')],
        shelves: [shelfRow(5, 1)],
        skus: [skuRow(9, 1)],
        items: [itemRow(100, '10000050', null), itemRow(101, '10000051', null)],
      },
      {
        ...emptyPage('c2'),
        forecasts: [forecastRow(1, 9, 'TRACK0001'), forecastRow(2, 4, 'TRACK0002')],
        shelves: [shelfRow(5, 2)],
        skus: [skuRow(9, 2)],
        items: [itemRow(100, '10000050', 5), itemRow(101, '10000051', null, 6)],
      },
    ];
    await engine.syncNow();
    expect(await offlineDb.forecasts.count()).toBe(2);
    await engine.syncNow();
    expect(await offlineDb.forecasts.count()).toBe(0);
    expect(await offlineDb.shelves.count()).toBe(0);
    expect(await offlineDb.skus.count()).toBe(0);
    expect(await offlineDb.items.count()).toBe(0);
  });

  it("replaces a local effect's row with the server's row for the same ONE ID", async () => {
    server.pullPages = [{ ...emptyPage('c1'), forecasts: [forecastRow(1, 2, 'TRACK0001')] }];
    await engine.syncNow();
    await enqueueOp('inspectItem', { logNo: 'TRACK0001', packItemId: 100, grade: 1, oneId: '10000077' });
    const local = await findItemByOneId(3, '10000077');
    expect(local?.id).toBeLessThan(0);
    server.pullPages = [{ ...emptyPage('c2'), items: [itemRow(300, '10000077', null)] }];
    await engine.syncNow();
    expect((await offlineDb.items.where('oneId').equals('10000077').toArray()).map((i) => i.id)).toEqual([
      300,
    ]);
  });
});
