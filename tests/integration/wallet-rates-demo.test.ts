import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../src/server/demo/accounts';
import { seedDemoRates } from '../../src/server/demo/wallet-rates';
import { createFileStore } from '../../src/server/http/file-store';
import { loginAs } from '../fixtures/users';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

type Override = { sellerUid: string; state: string; consignmentFeeBasisPoints: number };

/** The demo's rate overrides: seeded once, through the Fee/Account service, in each state. */
describe.each(testEngines())('demo rates on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedDemoAccounts(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a replaced, an in-force and a scheduled override once, audited as the demo admin', async () => {
    const env = { config: t.config, files: createFileStore(t.config.dataDir) };
    expect(await seedDemoRates(t.database.db, env)).toBe(3);
    expect(await seedDemoRates(t.database.db, env)).toBe(0);
    const admin = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
    const list = await call(t.app, { url: '/api/admin/fee/account/override/list', token: admin, body: {} });
    const rows = (list.data as { data: Override[] }).data;
    expect(rows.map((r) => r.state).sort()).toEqual(['inForce', 'scheduled', 'superseded']);
    expect(rows.find((r) => r.state === 'inForce')?.consignmentFeeBasisPoints).toBe(750);
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_name'])
      .where('action', '=', 'fee.override.create')
      .execute();
    expect(audits.map((a) => a.actor_name)).toEqual(['admin', 'admin', 'admin']);
  });
});
