import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOUND_BATCH_STATUSES, OutboundBatchStatus } from '../../src/domain/outbound/batches';
import type { BatchView } from '../../src/domain/outbound/batches';
import { DEMO_PASSWORD } from '../../src/server/demo/accounts';
import { seedDemo } from '../../src/server/demo/seed';
import { loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())('demo outbound batches on %s', { timeout: 300_000 }, (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('has batches in every status, one half picked, shown to the admin, once however often it runs', async () => {
    await seedDemo(t.database.db, t.config);
    const admin = await loginAs(t.app, 'admin', 'admin', DEMO_PASSWORD);
    const list = await call(t.app, { url: '/api/admin/stock/out_batch', token: admin, body: { size: 100 } });
    const batches = (list.data as { data: BatchView[] }).data;
    expect([...new Set(batches.map((b) => b.status))].sort()).toEqual([...OUTBOUND_BATCH_STATUSES].sort());
    const half = batches.find((b) => b.status === OutboundBatchStatus.pendingOutbound);
    expect(half?.picked).toBe(2);
    expect(half?.items).toBe(4);
    const full = batches.find((b) => b.status === OutboundBatchStatus.fullyOutbound);
    expect(full?.shipped).toBe(full?.orders);
    // The cancelled batch's order waits for a batch again, on the warehouse's list.
    const staff = await loginAs(t.app, 'warehouse', 'warehouse', DEMO_PASSWORD);
    const waiting = await call(t.app, {
      url: '/api/warehouse/sys_ware_out_batch/waiting',
      token: staff,
      body: {},
      headers: { wareId: String(half?.wareId) },
    });
    expect(waiting.code, waiting.msg).toBe(200);
    expect((waiting.data as { totalCount: number }).totalCount).toBeGreaterThanOrEqual(2);
    await seedDemo(t.database.db, t.config);
    expect(await t.database.db.selectFrom('outbound_batches').select('id').execute()).toHaveLength(
      batches.length,
    );
  });
});
