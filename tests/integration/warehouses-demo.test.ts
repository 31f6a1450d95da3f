import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapAccounts } from '../../src/server/bootstrap';
import { DEMO_PASSWORD } from '../../src/server/demo/accounts';
import { loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Page = { totalCount: number; data: { name: string }[] };

describe.each(testEngines())('demo warehouses on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
    // A restart runs the seed again: nothing may be added twice.
    await bootstrapAccounts(t.database.db, t.config);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the demo warehouse user both demo warehouses, NJ first', async () => {
    const token = await loginAs(t.app, 'warehouse', 'warehouse', DEMO_PASSWORD);
    const r = await call(t.app, { method: 'POST', url: '/api/warehouse/sys_ware/listAll', token });
    expect(r.data).toEqual([
      { id: expect.any(Number), name: 'Demo Warehouse NJ', level: 1 },
      { id: expect.any(Number), name: 'Demo Warehouse LA', level: 2 },
    ]);
  });

  it('seeds racks A and B with A-01..A-20 and B-01..B-20 in NJ, rack C with C-01..C-10 in LA, once', async () => {
    const token = await loginAs(t.app, 'warehouse', 'warehouse', DEMO_PASSWORD);
    const [nj, la] = (await call(t.app, { method: 'POST', url: '/api/warehouse/sys_ware/listAll', token }))
      .data as {
      id: number;
    }[];
    const list = async (wareId: number) =>
      (
        await call(t.app, {
          url: '/api/warehouse/sys_ware_shelves/list',
          token,
          headers: { wareId: String(wareId) },
          body: { size: 100 },
        })
      ).data as Page;
    const njShelves = await list(nj.id);
    expect(njShelves.totalCount).toBe(41);
    expect(njShelves.data.slice(1, 3).map((s) => s.name)).toEqual(['A-01', 'A-02']);
    expect(njShelves.data.at(-1)?.name).toBe('B-20');
    const laShelves = await list(la.id);
    expect(laShelves.totalCount).toBe(11);
    expect(laShelves.data.at(-1)?.name).toBe('C-10');
  });
});
