import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForecastStatus } from '../../src/domain/inbound/inbound';
import { seedDemo } from '../../src/server/demo/seed';
import { loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())('demo inbound data on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the demo sellers forecasts to receive today in the demo warehouse, once however often it runs', async () => {
    await seedDemo(t.database.db, t.config);
    const seller = await loginAs(t.app, 'business', 'seller', 'demo1234');
    const page = (
      await call(t.app, {
        url: '/api/business/forecast/list',
        token: seller,
        body: { status: ForecastStatus.scheduled },
      })
    ).data as {
      data: { status: number; wareName: string; itemCount: number }[];
    };
    // Two to be received in NJ today, and the demo history's latest forecast, made yesterday for LA.
    expect(page.data).toHaveLength(3);
    const nj = page.data.filter((f) => f.wareName === 'Demo Warehouse NJ');
    expect(nj.map((f) => f.itemCount).sort()).toEqual([1, 3]);
    const staff = await loginAs(t.app, 'warehouse', 'warehouse', 'demo1234');
    const ware = await t.database.db
      .selectFrom('warehouses')
      .select('id')
      .where('name', '=', 'Demo Warehouse NJ')
      .executeTakeFirstOrThrow();
    const expected = await call(t.app, {
      url: '/api/warehouse/forecast/list',
      token: staff,
      headers: { wareId: String(ware.id) },
      body: { status: ForecastStatus.scheduled },
    });
    // The seller's two, and the platform's own store's restock on its way (the self-operated area's demo).
    expect((expected.data as { totalCount: number }).totalCount).toBe(3 + 1);
    const skus = await call(t.app, {
      url: '/api/business/sku/list',
      token: seller,
      body: { keyword: 'dunk' },
    });
    expect((skus.data as { data: { sku: string }[] }).data.map((s) => s.sku)).toEqual(['DD1391-100']);
  });
});
