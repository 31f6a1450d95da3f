import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/demo/accounts';
import { seedDemo } from '../../src/server/demo/seed';
import { loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/** The demo shows bulk dropshipping (an upload whose orders are reviewing and approved) and a reship box. */

describe.each(testEngines())('demo bulk dropship and boxes on %s', { timeout: 300_000 }, (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
  });
  afterAll(() => t.close());

  it("shows the seller's upload with its orders and a reship with one box, once however often it runs", async () => {
    const seller = await loginAs(t.app, 'business', 'seller', DEMO_PASSWORD);
    const list = await call(t.app, {
      url: '/api/business/outbound/bulkDropship/list',
      token: seller,
      body: {},
    });
    const uploads = (list.data as { data: { id: number; rowCount: number }[] }).data;
    expect(uploads).toHaveLength(1);
    const upload = await call(t.app, {
      url: '/api/business/outbound/bulkDropship/get',
      token: seller,
      query: { id: String(uploads[0].id) },
    });
    const statuses = (upload.data as { rows: { orderStatus: number }[] }).rows.map((r) => r.orderStatus);
    expect(statuses.sort()).toEqual([1, 1, 1, 3]);

    const box = await t.database.db.selectFrom('outbound_boxes').select('order_id').executeTakeFirstOrThrow();
    const boxes = await call(t.app, {
      url: '/api/business/outbound/box/list',
      token: seller,
      query: { orderId: String(box.order_id) },
    });
    expect(boxes.data).toMatchObject({ editable: true, boxes: [{ oneIds: expect.any(Array) }] });
    expect((boxes.data as { boxes: { oneIds: string[] }[] }).boxes[0].oneIds).toHaveLength(2);

    await seedDemo(t.database.db, t.config);
    expect(await t.database.db.selectFrom('outbound_bulk_uploads').select('id').execute()).toHaveLength(1);
    expect(await t.database.db.selectFrom('outbound_boxes').select('id').execute()).toHaveLength(1);
  });
});
