import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LABEL_RECALLED_KEY } from '../../src/domain/outbound/outbound';
import { statusesOf } from '../../src/domain/outbound/kinds';
import { ORDER_KINDS } from '../../src/domain/outbound/kind-codes';
import { seedDemo } from '../../src/server/demo/seed';
import { DEMO_PASSWORD } from '../../src/server/demo/accounts';
import { loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())('demo outbound orders on %s', { timeout: 300_000 }, (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('has orders of every kind in every status, seen by the admin and the seller, once however often it runs', async () => {
    await seedDemo(t.database.db, t.config);
    const rows = await t.database.db.selectFrom('outbound_orders').select(['kind', 'status']).execute();
    for (const kind of ORDER_KINDS) {
      const seen = new Set(rows.filter((r) => r.kind === kind).map((r) => r.status));
      expect([...seen].sort(), `kind ${kind}`).toEqual(statusesOf(kind).sort());
    }
    // The label states a reship shows: bought, refused, stopped by a recall, and voided after one.
    const labels = await t.database.db
      .selectFrom('outbound_orders as o')
      .innerJoin('shipping_labels as l', 'l.id', 'o.label_id')
      .select(['l.status', 'l.failure_key'])
      .execute();
    const states = new Set(
      labels.map((l) => (l.failure_key === ORDER_LABEL_RECALLED_KEY ? 'stopped' : l.status)),
    );
    for (const state of ['purchased', 'failed', 'stopped', 'refund_pending']) expect(states).toContain(state);
    const admin = await loginAs(t.app, 'admin', 'admin', DEMO_PASSWORD);
    const all = await call(t.app, { url: '/api/admin/outbound/list', token: admin, body: { pageSize: 100 } });
    expect((all.data as { totalCount: number }).totalCount).toBe(rows.length);
    const seller = await loginAs(t.app, 'business', 'seller', DEMO_PASSWORD);
    const mine = await call(t.app, { url: '/api/business/outbound/list', token: seller, body: { kind: 4 } });
    const sellerId = (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'seller')
        .executeTakeFirstOrThrow()
    ).id;
    const sellersReships = await t.database.db
      .selectFrom('outbound_orders')
      .select('id')
      .where('kind', '=', 4)
      .where('shop_user_id', '=', sellerId)
      .execute();
    expect(sellersReships.length).toBeGreaterThan(statusesOf(4).length - 1);
    expect((mine.data as { totalCount: number }).totalCount).toBe(sellersReships.length);
    await seedDemo(t.database.db, t.config);
    expect(await t.database.db.selectFrom('outbound_orders').select('id').execute()).toHaveLength(
      rows.length,
    );
  });
});
