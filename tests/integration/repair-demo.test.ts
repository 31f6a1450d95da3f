import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_STATUSES } from '../../src/domain/repair/codes';
import type {
  RepairBatchDetail,
  RepairBatchRow,
  RepairOrderRow,
  RepairPriceRow,
  RepairWorkItem,
} from '../../src/domain/repair/views';
import { loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The demo's repairs (issue 27 point 4): the prices edited in Fee/RepairMange, the demo seller's
 * orders in every approval state, a task in progress with a pair in each RepireManage tab and before
 * and after photos, a completed order whose cost was captured and the rest refunded.
 */
describe.each(testEngines())('demo repairs on %s', (engine) => {
  let t: TestApp;
  let seller: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
    seller = await loginAs(t.app, 'business', 'seller', 'demo1234');
    admin = await loginAs(t.app, 'admin', 'admin', 'demo1234');
  });
  afterAll(async () => {
    await t.close();
  });

  const asAdmin = (path: string, body?: unknown, query?: Record<string, string>) =>
    call(t.app, { url: `/api/admin${path}`, token: admin, body, query });

  it('has the prices edited once and the seller’s orders in every approval state', async () => {
    const prices = (await asAdmin('/repair/price/list')).data as RepairPriceRow[];
    expect(prices).toEqual([
      expect.objectContaining({ item: 'cleanStain', priceCents: 1500, updatedBy: '' }),
      expect.objectContaining({ item: 'repairBox', priceCents: 2800, updatedBy: expect.any(String) }),
    ]);
    const page = await call(t.app, {
      url: '/api/business/repair/list',
      token: seller,
      body: { pageSize: 50 },
    });
    expect(page.code, page.msg).toBe(200);
    const rows = (page.data as { data: RepairOrderRow[] }).data;
    expect(new Set(rows.map((r) => r.approval))).toEqual(new Set(APPROVAL_STATUSES));
    const completed = rows.find((r) => r.approval === 3) as RepairOrderRow;
    expect(completed).toMatchObject({ status: 2, repairCents: 1500, qcPass: 1, qcFail: 1 });
  });

  it('has a task in progress with a pair in every tab, before and after photos side by side', async () => {
    const live = (await asAdmin('/repair/batch/list', { status: 1 })).data as { data: RepairBatchRow[] };
    expect(live.data).toHaveLength(1);
    expect(live.data[0].tabs).toEqual({ pendingPick: 1, pendingRepair: 1, completed: 1, cancelled: 1 });
    const detail = (await asAdmin('/repair/batch/get', undefined, { batchNo: live.data[0].batchNo }))
      .data as RepairBatchDetail;
    const byTab = (tab: RepairWorkItem['tab']) => detail.items.find((i) => i.tab === tab) as RepairWorkItem;
    expect(byTab('pendingRepair').beforePhotos).toHaveLength(1);
    expect(byTab('completed')).toMatchObject({ qcResult: 'pass', afterPhotos: [expect.any(String)] });
    const image = await call(t.app, { url: byTab('completed').afterPhotos[0], token: admin });
    expect(image.raw.headers['content-type']).toBe('image/png');
    const reverted = (await asAdmin('/repair/batch/list', { status: 3 })).data as { totalCount: number };
    expect(reverted.totalCount).toBe(1);
  });
});
